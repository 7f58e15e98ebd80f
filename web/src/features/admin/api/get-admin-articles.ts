import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getArticles, type ArticleListParams, type ArticleStatus } from '@/api/get-articles';
import { articleKeys } from '@/api/query-keys';
import { ARTICLE_LIST_STALE_MS, DASHBOARD_ROWS } from '@/config/app';
import { adminArticleMeta } from './meta';

export interface AdminArticleFilters {
  search: string;
  status: ArticleStatus;
  /** A category slug, or 'all'. */
  category: string;
}

export const emptyFilters: AdminArticleFilters = { search: '', status: 'all', category: 'all' };

/**
 * The dashboard's table: the 10 most recent articles matching the filters, drafts included,
 * searched and filtered by the server (search, status, category); X-Total-Count is the total.
 */
export const adminArticlesQueryOptions = (filters: AdminArticleFilters) => {
  const params: ArticleListParams = {
    search: filters.search.trim() || undefined,
    status: filters.status,
    category: filters.category === 'all' ? undefined : filters.category,
    limit: DASHBOARD_ROWS,
  };
  return queryOptions({
    queryKey: articleKeys.list(params),
    queryFn: () => getArticles(params),
    staleTime: ARTICLE_LIST_STALE_MS,
    placeholderData: keepPreviousData,
    meta: adminArticleMeta,
  });
};

export function useAdminArticles(filters: AdminArticleFilters) {
  return useQuery(adminArticlesQueryOptions(filters));
}
