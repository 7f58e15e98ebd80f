import type { HTMLAttributes } from 'react';
import { cn } from '@/utils/cn';

/** A grey placeholder block while content loads (hidden from assistive technology). */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-ink-200', className)} {...props} />;
}
