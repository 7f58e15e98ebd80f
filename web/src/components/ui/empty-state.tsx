import { Newspaper } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconBadge } from '@/components/ui/icon-badge';

/** A calm panel for a list with nothing in it. */
export function EmptyState({ title, text, children }: { title: string; text?: string; children?: ReactNode }) {
  return (
    <div
      className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-ink-300 bg-white px-6 py-16 text-center"
      data-testid="empty-state"
    >
      <IconBadge icon={Newspaper} />
      <h2 className="text-xl font-semibold text-ink-900">{title}</h2>
      {text ? <p className="max-w-md text-ink-600">{text}</p> : null}
      {children ? <div className="mt-2">{children}</div> : null}
    </div>
  );
}
