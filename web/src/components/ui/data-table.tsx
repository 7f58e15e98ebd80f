import type { ReactNode } from 'react';
import { badgeClasses } from '@/components/articles/category-badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/utils/cn';

/** A header cell: its label, and whether the column is right-aligned (actions). */
export interface Column {
  label: string;
  end?: boolean;
}

export const rowClasses =
  'flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-4 hover:bg-ink-50/60 md:table-row md:p-0';
export const cellClasses = 'block md:table-cell md:px-4 md:py-3';

/**
 * The admin tables (articles, comments, users): a table from `md` up, and on small screens each
 * row laid out as a card (its cells wrap) instead of a table wider than the screen. Rows use
 * `rowClasses`, cells `cellClasses`. `minWidth`: the table's least width from `md` up.
 */
export function DataTable({
  columns,
  minWidth,
  testId,
  children,
}: {
  columns: Column[];
  minWidth: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div className="md:overflow-x-auto">
      <table className={cn('block w-full text-left text-sm md:table', minWidth)} data-testid={testId}>
        <thead className="hidden border-b border-ink-200 bg-ink-50 text-xs font-semibold uppercase tracking-wide text-ink-500 md:table-header-group">
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={cn('px-4 py-3', column.end && 'text-right')}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block divide-y divide-ink-100 md:table-row-group">{children}</tbody>
      </table>
    </div>
  );
}

/** A pill: amber for something hidden, green otherwise. */
export function StatusBadge({ hidden, testId, children }: { hidden: boolean; testId?: string; children: ReactNode }) {
  return (
    <span
      className={cn(badgeClasses, hidden ? 'bg-amber-100 text-amber-900' : 'bg-emerald-100 text-emerald-800')}
      data-testid={testId}
    >
      {children}
    </span>
  );
}

/**
 * What a table's place shows for one query: a spinner while the first page loads, the error with
 * Try again when there is nothing to show, the empty message, else the table (dimmed while a
 * placeholder page stands in for the next one).
 */
export function TableState({
  query,
  empty,
  loadingLabel,
  emptyLabel,
  errorLabel,
  retryLabel,
  children,
}: {
  query: { isPending: boolean; isError: boolean; isPlaceholderData: boolean; data?: unknown; refetch: () => unknown };
  empty: boolean;
  loadingLabel: string;
  emptyLabel: string;
  /** Without it, a failed first load shows the empty message. */
  errorLabel?: string;
  retryLabel?: string;
  children: ReactNode;
}) {
  if (query.isPending) return <Spinner label={loadingLabel} className="py-16" />;
  if (errorLabel && query.isError && !query.data)
    return (
      <div className="flex flex-col items-center gap-3 px-5 py-16 text-center" role="alert">
        <p className="text-ink-600">{errorLabel}</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {retryLabel}
        </Button>
      </div>
    );
  if (empty) return <p className="px-5 py-16 text-center text-ink-600">{emptyLabel}</p>;
  return <div className={cn(query.isPlaceholderData && 'opacity-60')}>{children}</div>;
}
