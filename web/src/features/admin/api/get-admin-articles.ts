import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getArticles } from '@/api/get-articles';
import { articleKeys, type ArticleListParams, type ArticleStatus } from '@/api/query-keys';
import { ARTICLE_LIST_STALE_MS, DASHBOARD_ROWS, type CategorySlug } from '@/config/app';
import { searchArticles } from '@/api/search-articles';
import type { ArticlePage } from '@/types/contract';
import { adminArticleMeta } from './meta';

export interface AdminArticleFilters {
  search: string;
  status: ArticleStatus;
  /** A category slug, or 'all'. */
  category: CategorySlug | 'all';
  /** A contributor's dashboard: only their own articles (GET /api/articles?mine=true). */
  mine?: boolean;
}

export const emptyFilters: AdminArticleFilters = { search: '', status: 'all', category: 'all' };

/**
 * The dashboard's table: the 10 most recent articles matching the filters, drafts included,
 * filtered by the server (status, category); X-Total-Count is the total. With search text, the
 * readers' search engine answers (GET /api/search: Nepali spellings, postpositions, Roman
 * letters), best match first, drafts included for an editor. A contributor's table is their own
 * articles in every state (`mine`).
 */
export const adminArticlesQueryOptions = (filters: AdminArticleFilters) => {
  const q = filters.search.trim();
  const params: ArticleListParams = {
    search: q || undefined,
    status: filters.status,
    category: filters.category === 'all' ? undefined : filters.category,
    limit: DASHBOARD_ROWS,
    ...(filters.mine && { mine: 'true' as const }),
  };
  return queryOptions({
    queryKey: articleKeys.list(params),
    queryFn: async (): Promise<ArticlePage> => {
      // The search engine answers editors; a contributor's own list filters titles itself.
      if (!q || filters.mine) return getArticles(params);
      const page = await searchArticles({
        q,
        status: params.status,
        category: filters.category === 'all' ? undefined : filters.category,
        limit: DASHBOARD_ROWS,
      });
      return { articles: page.results, total: page.total, nextCursor: page.nextCursor };
    },
    staleTime: ARTICLE_LIST_STALE_MS,
    placeholderData: keepPreviousData,
    meta: adminArticleMeta,
  });
};

export function useAdminArticles(filters: AdminArticleFilters) {
  return useQuery(adminArticlesQueryOptions(filters));
}
