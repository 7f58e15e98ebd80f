import type { LucideIcon } from 'lucide-react';
import { cn } from '@/utils/cn';

const tones = {
  muted: 'bg-ink-100 text-ink-500',
  success: 'bg-emerald-100 text-emerald-700',
  danger: 'bg-red-100 text-red-700',
} as const;

/** A large icon in a round badge above a short message (an empty list, not found, done, refused). */
export function IconBadge({ icon: Icon, tone = 'muted' }: { icon: LucideIcon; tone?: keyof typeof tones }) {
  return (
    <span className={cn('flex h-14 w-14 items-center justify-center rounded-full', tones[tone])}>
      <Icon className="h-7 w-7" aria-hidden="true" />
    </span>
  );
}
