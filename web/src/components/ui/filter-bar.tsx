import type { ReactNode } from 'react';
import { cn } from '@/utils/cn';
import { SearchBox } from './search-box';

/**
 * An admin table's filters: a search landmark with the search box first and then the screen's
 * own fields (selects, a clear button) in one grid row from md up; `className` sets its columns.
 */
export function FilterBar({
  label,
  search,
  className,
  children,
}: {
  /** The landmark's name ("Filters"). */
  label: string;
  search: { label: string; value: string; onChange: (value: string) => void; placeholder?: string };
  className: string;
  children: ReactNode;
}) {
  return (
    <div role="search" aria-label={label} className={cn('grid gap-3 md:items-end', className)}>
      <SearchBox {...search} />
      {children}
    </div>
  );
}
