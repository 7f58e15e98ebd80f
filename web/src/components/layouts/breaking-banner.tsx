import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router-dom';
import { breakingListQueryOptions } from '@/api/get-articles';
import { BREAKING_TICKER_ITEMS } from '@/config/app';
import { paths } from '@/config/paths';
import type { ArticleListItem } from '@/types/contract';
import { publishedOnly, TICKER_SEPARATOR } from '@/utils/article';

function TickerItems({ articles, hidden = false }: { articles: ArticleListItem[]; hidden?: boolean }) {
  return (
    <span className="flex shrink-0 items-center pr-12" aria-hidden={hidden || undefined}>
      {articles.map((article, i) => (
        <Fragment key={article.id}>
          {i > 0 ? <span className="px-1 text-white/70">{TICKER_SEPARATOR}</span> : null}
          <Link
            to={paths.story(article)}
            tabIndex={hidden ? -1 : undefined}
            className="rounded-sm font-medium hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
            lang="ne"
          >
            {article.title}
          </Link>
        </Fragment>
      ))}
    </span>
  );
}

/**
 * The red BREAKING ticker under the header: the titles of up to 3 breaking-news articles joined
 * by a bullet. Hidden while loading, when there are none, and when the list fails to load.
 * The line scrolls slowly (paused on hover and focus); with reduced motion it stands still.
 */
export function BreakingBanner() {
  const { t } = useTranslation();
  const { data } = useQuery(breakingListQueryOptions());
  const articles = publishedOnly(data?.articles ?? [])
    .filter((article) => article.title.trim())
    .slice(0, BREAKING_TICKER_ITEMS);
  if (articles.length === 0) return null;

  return (
    <section aria-label={t('banner.region')} className="bg-red-700 text-white" data-testid="breaking-banner">
      <div className="mx-auto flex max-w-7xl items-stretch px-0 sm:px-6 lg:px-8">
        <span className="flex shrink-0 items-center gap-2 bg-red-900 px-3 py-2 text-xs font-bold uppercase tracking-widest sm:px-4 sm:text-sm">
          <span className="h-2 w-2 animate-pulse rounded-full bg-white motion-reduce:animate-none" aria-hidden="true" />
          {t('banner.label')}
        </span>
        <div className="ticker relative min-w-0 flex-1 overflow-hidden py-2 text-sm sm:text-base">
          <div className="ticker-track flex w-max whitespace-nowrap pl-4" data-testid="breaking-ticker">
            <TickerItems articles={articles} />
            <TickerItems articles={articles} hidden />
          </div>
        </div>
      </div>
    </section>
  );
}
