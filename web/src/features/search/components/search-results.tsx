import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router-dom';
import { latestListQueryOptions } from '@/api/get-articles';
import { ArticleCardGrid } from '@/components/articles/article-card';
import { ArticleDate } from '@/components/articles/article-date';
import { CategoryBadge } from '@/components/articles/category-badge';
import { Skeleton } from '@/components/ui/skeleton';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMoreLink } from '@/components/ui/load-more';
import { formatNumber } from '@/lib/dates';
import { articleDate, publishedOnly } from '@/utils/article';
import { searchQueryOptions, type SearchResult } from '@/api/search-articles';
import { Highlighted } from './highlighted';

/** One result: category, title (marked when the title matched), the matched passage, the date. */
function ResultItem({ result }: { result: SearchResult }) {
  const { match } = result;
  return (
    <article
      className="relative rounded-xl border border-ink-200 bg-white p-5 shadow-sm hover:shadow-md"
      data-testid="search-result"
    >
      <CategoryBadge category={result.category} />
      <h2 className="mt-2 text-lg font-semibold leading-snug text-ink-900">
        <Link
          to={paths.story(result)}
          className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:rounded-xl focus-visible:after:ring-2 focus-visible:after:ring-brand-600"
        >
          {match.field === 'title' ? <Highlighted parts={match.snippet} /> : result.title}
        </Link>
      </h2>
      {match.field !== 'title' ? (
        <p className="mt-2 text-ink-700" data-testid="search-snippet">
          <Highlighted parts={match.snippet} />
        </p>
      ) : result.summary ? (
        <p className="mt-2 line-clamp-2 text-ink-700">{result.summary}</p>
      ) : null}
      <ArticleDate value={articleDate(result)} className="mt-3 block text-sm text-ink-500" />
    </article>
  );
}

/** No result: say so and offer the latest news instead. */
function NoResults({ q }: { q: string }) {
  const { t } = useTranslation();
  const latest = useQuery(latestListQueryOptions());
  const articles = publishedOnly(latest.data?.articles ?? []).slice(0, 4);
  return (
    <div className="space-y-8">
      <EmptyState title={t('search.emptyTitle', { q })} text={t('search.emptyText')}>
        <Link to={paths.latestNews} className={buttonClasses('primary', 'lg')}>
          {t('search.latest')}
        </Link>
      </EmptyState>
      {articles.length ? (
        <section aria-labelledby="search-latest">
          <h2 id="search-latest" className="mb-4 text-xl font-semibold text-ink-900">
            {t('search.latest')}
          </h2>
          <ArticleCardGrid articles={articles} className="lg:grid-cols-4" />
        </section>
      ) : null}
    </div>
  );
}

/**
 * The results of a query, best first, with their count; Load More Articles is a link to the next
 * page (`?q=…&before=<cursor>`) that loads it in place when JavaScript runs, as on a category page.
 */
export function SearchResults({ q, start = null }: { q: string; start?: string | null }) {
  const { t, i18n } = useTranslation();
  const query = useInfiniteQuery(searchQueryOptions(q, start));
  const results = query.data?.pages.flatMap((page) => page.results) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  const nextCursor = query.data?.pages.at(-1)?.nextCursor;

  if (query.isPending) {
    return (
      <div className="space-y-4" aria-busy="true">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-28 w-full rounded-xl" />
        ))}
      </div>
    );
  }
  if (query.isError && !results.length) {
    return <EmptyState title={t('search.errorTitle')} text={t('home.loadErrorText')} />;
  }
  if (!results.length) return <NoResults q={q} />;

  return (
    <>
      <p className="mb-6 text-sm text-ink-600" role="status" data-testid="search-count">
        {t('search.count', { count: total, n: formatNumber(total, i18n.language), q })}
      </p>
      <ul className="space-y-4" data-testid="search-results">
        {results.map((result) => (
          <li key={result.id}>
            <ResultItem result={result} />
          </li>
        ))}
      </ul>
      {query.hasNextPage && nextCursor ? (
        <LoadMoreLink
          href={`${paths.search}?q=${encodeURIComponent(q)}&before=${encodeURIComponent(nextCursor)}`}
          loading={query.isFetchingNextPage}
          onLoad={() => void query.fetchNextPage()}
        />
      ) : null}
    </>
  );
}
