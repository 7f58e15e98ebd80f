import { Search } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { Form, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { cn } from '@/utils/cn';

/**
 * The search box of the header, the small-screen menu and the search page: a plain form GET
 * to /search, so it works without JavaScript; with it, the router navigates in place. On the
 * search page it shows the query searched for.
 */
export function SiteSearchBox({
  id,
  className,
  size = 'md',
  autoFocus = false,
  onSearch,
}: {
  /** The input's id (the box is on the page more than once). */
  id: string;
  className?: string;
  size?: 'md' | 'lg';
  /** Focus the field on mount (the header's compact toggle opens the box to type into). */
  autoFocus?: boolean;
  onSearch?: () => void;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const current = location.pathname === paths.search ? (new URLSearchParams(location.search).get('q') ?? '') : '';

  return (
    <Form action={paths.search} method="get" role="search" className={cn('relative', className)} onSubmit={onSearch}>
      <label htmlFor={id} className="sr-only">
        {t('search.label')}
      </label>
      <input
        // A new query (a link, Back) shows in the box.
        key={current}
        id={id}
        name="q"
        type="search"
        defaultValue={current}
        required
        maxLength={200}
        enterKeyHint="search"
        // Only where the reader just asked for the box (the header toggle), never on page load.
        autoFocus={autoFocus}
        placeholder={t('search.placeholder')}
        className={cn(
          'w-full rounded-full border border-ink-300 bg-white pl-4 text-ink-900 placeholder:text-ink-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600',
          size === 'lg' ? 'h-12 pr-12 text-base' : 'h-10 pr-10 text-sm',
        )}
      />
      <button
        type="submit"
        className={cn(
          'absolute inset-y-0 right-0 flex items-center justify-center rounded-full text-ink-600 hover:text-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600',
          size === 'lg' ? 'w-12' : 'w-10',
        )}
      >
        <Search className={size === 'lg' ? 'h-5 w-5' : 'h-4 w-4'} aria-hidden="true" />
        <span className="sr-only">{t('search.submit')}</span>
      </button>
    </Form>
  );
}
