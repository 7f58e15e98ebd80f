import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router-dom';
import { categoryArticlesQueryOptions } from '@/api/get-articles';
import { ArticleCardGrid, ArticleCardSkeleton } from '@/components/articles/article-card';
import { buttonClasses } from '@/components/ui/button';
import { CATEGORY_SKELETONS, type CategorySlug } from '@/config/app';
import { paths } from '@/config/paths';
import { publishedOnly } from '@/utils/article';
import { useLoadErrorToast } from '../hooks/use-load-error-toast';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMoreLink } from '@/components/ui/load-more';

/**
 * The grid of a category's published articles, newest first: 12 skeletons while loading, then
 * pages of 20 (latest) or 10 (breaking); Load More Articles asks for the next page with the
 * cursor of the last one, and is gone when there is no next page. It is a link to the next page
 * (`?before=<cursor>`), so readers without JavaScript and crawlers can page; with JavaScript it
 * loads the next page in place. `start` is the cursor the page was opened at.
 */
export function CategoryArticles({
  slug,
  start = null,
  name: sectionName,
}: {
  slug: CategorySlug | string;
  start?: string | null;
  /** A section editors added: its name (spec.md's two have theirs in the strings). */
  name?: string;
}) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(categoryArticlesQueryOptions(slug, start));
  const nextCursor = query.data?.pages.at(-1)?.nextCursor;
  useLoadErrorToast(query.isError);
  const articles = publishedOnly(query.data?.pages.flatMap((page) => page.articles) ?? []);
  const name = sectionName ?? t(`category.${slug as CategorySlug}`);

  if (query.isPending) {
    return (
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-busy="true">
        {Array.from({ length: CATEGORY_SKELETONS }, (_, i) => (
          <ArticleCardSkeleton key={i} />
        ))}
      </div>
    );
  }

  if (articles.length === 0) {
    return (
      <EmptyState
        title={t('category.empty', { category: name })}
        text={query.isError ? t('home.loadErrorText') : t('category.emptyText')}
      >
        <Link to={paths.home} className={buttonClasses('primary', 'lg')}>
          {t('category.browseAll')}
        </Link>
      </EmptyState>
    );
  }

  return (
    <>
      <ArticleCardGrid
        articles={articles}
        headingLevel={2}
        leadsPage
        className="lg:grid-cols-3 xl:grid-cols-4"
        data-testid="category-grid"
      />
      {query.hasNextPage && nextCursor ? (
        <LoadMoreLink
          href={`${paths.category(slug)}?before=${encodeURIComponent(nextCursor)}`}
          loading={query.isFetchingNextPage}
          onLoad={() => void query.fetchNextPage()}
        />
      ) : null}
    </>
  );
}
