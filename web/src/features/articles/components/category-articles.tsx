import { useInfiniteQuery } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { categoryArticlesQueryOptions } from '@/api/get-articles';
import { ArticleCard, ArticleCardSkeleton } from '@/components/articles/article-card';
import { buttonClasses } from '@/components/ui/button';
import { CATEGORY_SKELETONS, type CategorySlug } from '@/config/app';
import { paths } from '@/config/paths';
import { publishedOnly } from '@/utils/article';
import { useLoadErrorToast } from '../hooks/use-load-error-toast';
import { EmptyState } from './empty-state';

/**
 * The grid of a category's published articles, newest first: 12 skeletons while loading, then
 * pages of 20 (latest) or 10 (breaking); Load More Articles asks for the next page with the
 * cursor of the last one, and is gone when there is no next page. It is a link to the next page
 * (`?before=<cursor>`), so readers without JavaScript and crawlers can page; with JavaScript it
 * loads the next page in place. `start` is the cursor the page was opened at.
 */
export function CategoryArticles({ slug, start = null }: { slug: CategorySlug; start?: string | null }) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(categoryArticlesQueryOptions(slug, start));
  const nextCursor = query.data?.pages.at(-1)?.nextCursor;
  useLoadErrorToast(query.isError);
  const articles = publishedOnly(query.data?.pages.flatMap((page) => page.articles) ?? []);
  const name = t(`category.${slug}`);

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
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" data-testid="category-grid">
        {articles.map((article) => (
          <li key={article.id} className="flex">
            <ArticleCard article={article} variant="grid" headingLevel={2} className="w-full" />
          </li>
        ))}
      </ul>
      {query.hasNextPage && nextCursor ? (
        <div className="mt-10 flex justify-center">
          <a
            href={`${paths.category(slug)}?before=${encodeURIComponent(nextCursor)}`}
            className={buttonClasses('outline', 'lg')}
            onClick={(event) => {
              event.preventDefault();
              if (!query.isFetchingNextPage) void query.fetchNextPage();
            }}
            aria-disabled={query.isFetchingNextPage || undefined}
            aria-busy={query.isFetchingNextPage}
            data-testid="load-more"
          >
            {query.isFetchingNextPage ? (
              <>
                <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
                {t('category.loadingMore')}
              </>
            ) : (
              t('category.loadMore')
            )}
          </a>
        </div>
      ) : null}
    </>
  );
}
