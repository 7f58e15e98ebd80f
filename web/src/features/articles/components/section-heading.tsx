import type { ReactNode } from 'react';
import { cn } from '@/utils/cn';

/** A section's title with a coloured rule, and an optional action at its right. */
export function SectionHeading({
  id,
  children,
  tone = 'default',
  action,
}: {
  id: string;
  children: ReactNode;
  tone?: 'default' | 'breaking';
  action?: ReactNode;
}) {
  return (
    <div className="mb-5 flex flex-wrap items-end justify-between gap-3 border-b-2 border-ink-200">
      <h2
        id={id}
        className={cn(
          '-mb-0.5 border-b-2 pb-2 text-2xl font-bold tracking-tight',
          tone === 'breaking' ? 'border-red-600 text-red-700' : 'border-brand-700 text-ink-900',
        )}
      >
        {children}
      </h2>
      {action ? <div className="pb-2">{action}</div> : null}
    </div>
  );
}
