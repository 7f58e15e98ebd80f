import { ArrowLeft, ChevronLeft, ChevronRight, Search } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { formatNumber } from '@/lib/dates';
import { cn } from '@/utils/cn';
import { pageRange } from '../lib/text';

/** The title block of a moderation screen, with the way back to the dashboard and optional actions. */
export function ScreenHeader({ title, intro, actions }: { title: string; intro: string; actions?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <Link
          to={paths.adminDashboard}
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {t('moderation.backToDashboard')}
        </Link>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink-900">{title}</h1>
        <p className="mt-2 text-ink-600">{intro}</p>
      </div>
      {actions}
    </div>
  );
}

export function SearchBox({
  value,
  onChange,
  placeholder,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-ink-800">
        {t('moderation.search')}
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-ink-400"
          aria-hidden="true"
        />
        <input
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          className={cn(inputClasses, 'pl-9')}
        />
      </div>
    </div>
  );
}

/** "Showing 21–40 of 95" with Previous and Next (server-side pages of `limit` rows). */
export function Pagination({
  offset,
  limit,
  rows,
  total,
  onChange,
  busy,
}: {
  offset: number;
  limit: number;
  rows: number;
  total: number;
  onChange: (offset: number) => void;
  busy?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { from, to } = pageRange(offset, rows, total);
  const n = (value: number) => formatNumber(value, i18n.language);
  return (
    <nav
      aria-label={t('moderation.pagination')}
      className="flex flex-wrap items-center justify-between gap-3 border-t border-ink-200 px-5 py-3"
    >
      <p className="text-sm text-ink-600" aria-live="polite" data-testid="page-info">
        {t('moderation.pageInfo', { from: n(from), to: n(to), total: n(total) })}
      </p>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => onChange(Math.max(0, offset - limit))}
          disabled={busy || offset === 0}
        >
          <ChevronLeft className="h-4 w-4" aria-hidden="true" />
          {t('moderation.previous')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onChange(offset + limit)}
          disabled={busy || offset + limit >= total}
        >
          {t('moderation.next')}
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}

export const statusBadgeClasses = (hidden: boolean) =>
  cn(
    'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
    hidden ? 'bg-amber-100 text-amber-900' : 'bg-emerald-100 text-emerald-800',
  );

export const thClasses = 'px-4 py-3';
export const theadClasses =
  'hidden border-b border-ink-200 bg-ink-50 text-xs font-semibold uppercase tracking-wide text-ink-500 md:table-header-group';
export const rowClasses =
  'flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-4 hover:bg-ink-50/60 md:table-row md:p-0';
export const cellClasses = 'block md:table-cell md:px-4 md:py-3';
