import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/dates';

/** The rows shown, for "Showing 21–40 of 95" (1-based; 0–0 when there are none). */
export function pageRange(offset: number, rows: number, total: number): { from: number; to: number } {
  if (rows === 0 || total === 0) return { from: 0, to: 0 };
  return { from: offset + 1, to: Math.min(offset + rows, total) };
}

/** "Showing 21–40 of 95" with Previous and Next (server-side pages of `limit` rows from `offset`). */
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
      aria-label={t('common.pagination')}
      className="flex flex-wrap items-center justify-between gap-3 border-t border-ink-200 px-5 py-3"
    >
      <p className="text-sm text-ink-600" aria-live="polite" data-testid="page-info">
        {t('common.pageInfo', { from: n(from), to: n(to), total: n(total) })}
      </p>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => onChange(Math.max(0, offset - limit))}
          disabled={busy || offset === 0}
        >
          <ChevronLeft className="h-4 w-4" aria-hidden="true" />
          {t('common.previousPage')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onChange(offset + limit)}
          disabled={busy || offset + limit >= total}
        >
          {t('common.nextPage')}
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
