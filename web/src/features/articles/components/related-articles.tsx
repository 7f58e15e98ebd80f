import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { relatedListQueryOptions } from '@/api/get-articles';
import { ArticleCardGrid } from '@/components/articles/article-card';
import { RELATED_COUNT } from '@/config/app';
import type { Article } from '@/types/contract';
import { publishedOnly } from '@/utils/article';

/** Up to 3 other published articles of the same category, under "You might also like". */
export function relatedArticles<T extends Pick<Article, 'id' | 'published'>>(
  articles: T[],
  current: Pick<Article, 'id'>,
  count = RELATED_COUNT,
): T[] {
  return publishedOnly(articles)
    .filter((article) => article.id !== current.id)
    .slice(0, count);
}

export function RelatedArticles({ article }: { article: Pick<Article, 'id' | 'category'> }) {
  const { t } = useTranslation();
  const { data } = useQuery(relatedListQueryOptions(article));
  const related = relatedArticles(data?.articles ?? [], article);
  if (related.length === 0) return null;

  return (
    <section
      aria-labelledby="related-heading"
      className="mt-14 border-t border-ink-200 pt-10"
      data-testid="related-articles"
    >
      <h2 id="related-heading" className="text-2xl font-bold tracking-tight text-ink-900">
        {t('article.related')}
      </h2>
      <ArticleCardGrid articles={related} className="mt-6 lg:grid-cols-3" />
    </section>
  );
}
