import { queryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { ARTICLE_STALE_MS } from '@/config/app';
import { api, dataOf } from '@/lib/api-client';
import type { AppMeta } from '@/lib/react-query';
import type { Article, ArticleListItem, ArticlePage } from '@/types/contract';
import { normalizeArticle } from '@/utils/article';
import { articleKeys } from './query-keys';

/** GET /api/articles/{id}: 404 for a missing article, and for a draft unless the reader is an admin. */
export async function getArticle(id: number | string): Promise<Article> {
  // Callers ask only for ids of digits (the route's, the editor's).
  const article = await dataOf(api.GET('/api/articles/{id}', { params: { path: { id: Number(id) } } }));
  return normalizeArticle(article);
}

/** One article, cached 10 minutes. */
export const articleQueryOptions = (id: number | string, meta?: AppMeta) =>
  queryOptions({
    queryKey: articleKeys.detail(id),
    queryFn: () => getArticle(id),
    staleTime: ARTICLE_STALE_MS,
    gcTime: ARTICLE_STALE_MS,
    meta,
  });

/**
 * The article as a list already in the cache has it (its card: everything but the content):
 * shown at once as placeholder data while the article itself loads.
 */
export function findArticleInLists(queryClient: QueryClient, id: number | string): ArticleListItem | undefined {
  type Page = ArticlePage<ArticleListItem>;
  const lists = queryClient.getQueriesData<Page | InfiniteData<Page>>({ queryKey: articleKeys.lists() });
  for (const [, data] of lists) {
    if (!data) continue;
    const pages = 'pages' in data ? data.pages : [data];
    for (const page of pages) {
      const found = page.articles?.find((article) => String(article.id) === String(id));
      if (found) return found;
    }
  }
  return undefined;
}
