import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { useParams, useSearchParams } from 'react-router-dom';
import { categoryArticlesQueryOptions } from '@/api/get-articles';
import { CategoryArticles } from '@/features/articles/components/category-articles';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { formatNumber } from '@/lib/dates';
import { useCategories } from '@/api/get-categories';
import { isSpecSection, sectionName, sectionSlug } from '@/utils/article';
import { CATEGORY_SLUGS, type CategorySlug } from '@/config/app';
import { cn } from '@/utils/cn';

/**
 * /category/:category. Title and blurb per category; breaking-news in red. An unknown slug (and
 * the header's /category/latest) is treated as latest-news: its styling and its articles.
 */
export default function CategoryRoute() {
  const { t, i18n } = useTranslation();
  const { category } = useParams();
  const [searchParams] = useSearchParams();
  const { data: sections } = useCategories();
  const slug = sectionSlug(category, sections);
  const section = isSpecSection(slug) ? undefined : sections?.find((s) => s.slug === slug);
  const start = searchParams.get('before');
  const breaking = slug === CATEGORY_SLUGS.breaking;
  const title = section ? sectionName(section, i18n.language) : t(`category.${slug as CategorySlug}`);
  useDocumentTitle(title);
  // The same query as the grid's (one request): its X-Total-Count, once it is there.
  const { data } = useInfiniteQuery(categoryArticlesQueryOptions(slug, start));
  const total = data?.pages[0]?.total;

  return (
    <>
      <div className={cn('border-b', breaking ? 'border-red-200 bg-red-50' : 'border-ink-200 bg-white')}>
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8" data-testid="category-header">
          <div className="flex items-center gap-3">
            <span
              className={cn('h-8 w-1.5 rounded-full', breaking ? 'bg-red-600' : 'bg-brand-700')}
              aria-hidden="true"
            />
            <h1 className={cn('text-3xl font-bold tracking-tight', breaking ? 'text-red-700' : 'text-ink-900')}>
              {title}
            </h1>
          </div>
          {section ? null : (
            <p className="mt-3 max-w-3xl text-lg text-ink-600">
              {t(breaking ? 'category.breakingBlurb' : 'category.latestBlurb')}
            </p>
          )}
          {total ? (
            <p className="mt-2 text-sm text-ink-600">
              {t('category.count', { count: total, n: formatNumber(total, i18n.language) })}
            </p>
          ) : null}
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <CategoryArticles key={`${slug}:${start ?? ''}`} slug={slug} start={start} name={section ? title : undefined} />
      </div>
    </>
  );
}
