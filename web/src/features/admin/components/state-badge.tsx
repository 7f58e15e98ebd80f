import { useTranslation } from '@/lib/i18n';
import type { ArticleState } from '@/types/contract';
import { cn } from '@/utils/cn';

/** An article's state as a small badge. */
export function StateBadge({ status }: { status: ArticleState }) {
  const { t } = useTranslation();
  const tone: Record<ArticleState, string> = {
    draft: 'bg-ink-100 text-ink-700',
    review: 'bg-amber-100 text-amber-900',
    scheduled: 'bg-sky-100 text-sky-900',
    published: 'bg-emerald-100 text-emerald-800',
  };
  return (
    <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', tone[status])}>
      {t(`newsroom.status_${status}`)}
    </span>
  );
}
