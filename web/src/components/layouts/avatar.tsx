import { User as UserIcon } from 'lucide-react';
import { useState } from 'react';
import type { User } from '@/types/api';

/** The user's photo, or an icon when there is none (or it fails to load). */
export function Avatar({ user }: { user: Pick<User, 'profileImageUrl'> }) {
  const [failed, setFailed] = useState(false);
  if (user.profileImageUrl && !failed) {
    return (
      <img
        src={user.profileImageUrl}
        alt=""
        className="h-8 w-8 rounded-full object-cover"
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-100 text-brand-800">
      <UserIcon className="h-4 w-4" aria-hidden="true" />
    </span>
  );
}
