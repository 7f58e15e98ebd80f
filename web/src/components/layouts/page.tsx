import type { ReactNode } from 'react';
import { cn } from '@/utils/cn';

/** A content page: one h1 and its body, in the site's width. */
export function Page({
  title,
  intro,
  children,
  className,
}: {
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8', className)}>
      <h1 className="text-3xl font-bold tracking-tight text-ink-900">{title}</h1>
      {intro ? <div className="mt-3 max-w-3xl text-lg text-ink-600">{intro}</div> : null}
      {children ? <div className="mt-8">{children}</div> : null}
    </div>
  );
}
