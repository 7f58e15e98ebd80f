import { User as UserIcon } from 'lucide-react';
import { useState } from 'react';
import type { User } from '@/types/contract';
import { cn } from '@/utils/cn';

/** The user's photo, or an icon when there is none (or it fails to load). */
export function Avatar({ user, className }: { user: Pick<User, 'profileImageUrl'>; className?: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = user.profileImageUrl;
  if (src && failedSrc !== src) {
    return (
      <img
        src={src}
        alt=""
        className={cn('h-8 w-8 rounded-full object-cover', className)}
        onError={() => setFailedSrc(src)}
        data-testid="avatar-image"
      />
    );
  }
  return (
    <span
      className={cn('flex h-8 w-8 items-center justify-center rounded-full bg-brand-100 text-brand-800', className)}
      data-testid="avatar-icon"
    >
      <UserIcon className="h-1/2 w-1/2" aria-hidden="true" />
    </span>
  );
}
