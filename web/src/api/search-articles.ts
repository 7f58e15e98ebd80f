import { infiniteQueryOptions } from '@tanstack/react-query';
import { ARTICLE_LIST_STALE_MS } from '@/config/app';
import { api, dataWithHeaders, nextCursor, totalCount } from '@/lib/api-client';
import type { SearchQuery, SearchResult, SnippetPart } from '@/types/contract';
import { normalizeArticle } from '@/utils/article';

/** The server's limits (GET /api/search): a query of 1–200 characters, pages of 20. */
export const MAX_SEARCH_LENGTH = 200;
export const SEARCH_PAGE_SIZE = 20;

export type { SearchResult, SnippetPart };

export interface SearchPage {
  results: SearchResult[];
  total: number;
  nextCursor: string | null;
}

/** GET /api/search's query (the contract's); status and category count for admins only. */
export type SearchParams = SearchQuery;

/** GET /api/search: one page, best first, with X-Total-Count and X-Next-Cursor. */
export async function searchArticles(params: SearchParams): Promise<SearchPage> {
  const { data, headers } = await dataWithHeaders(api.GET('/api/search', { params: { query: params } }));
  const results = data.map(normalizeArticle);
  return {
    results,
    total: totalCount(headers, results.length),
    nextCursor: nextCursor(headers),
  };
}

/** Under the article lists' key, so every article mutation refreshes search results too. */
export const searchKeys = {
  results: (q: string, start: string | null) => ['articles', 'list', 'search', { q, start }] as const,
};

/** The reader's search: pages of 20, each next page asked for with the cursor of the one before. */
export const searchQueryOptions = (q: string, start: string | null = null) =>
  infiniteQueryOptions({
    queryKey: searchKeys.results(q, start),
    queryFn: ({ pageParam }) => searchArticles({ q, limit: SEARCH_PAGE_SIZE, before: pageParam ?? undefined }),
    // A page opened at a cursor (`?before=`, Load More without JavaScript) starts there.
    initialPageParam: start,
    getNextPageParam: (last: SearchPage) => last.nextCursor,
    staleTime: ARTICLE_LIST_STALE_MS,
  });

/** The query of a /search address: trimmed; null when there is nothing to search for or too much. */
export function searchText(params: URLSearchParams): string | null {
  const q = (params.get('q') ?? '').trim();
  return q && q.length <= MAX_SEARCH_LENGTH ? q : null;
}
