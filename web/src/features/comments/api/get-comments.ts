import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { commentKeys, type CommentSort } from '@/api/query-keys';
import { api, dataWithHeaders, nextCursor, totalCount } from '@/lib/api-client';
import { COMMENTS_PAGE_SIZE } from '../constants';
import type { CommentPage } from '../lib/cache';

/**
 * GET /api/articles/{id}/comments?sort&limit&after: one page of top-level comments followed by
 * all their replies, with X-Total-Count (top-level total) and X-Next-Cursor (the next page's `after`).
 */
export async function getComments({
  articleId,
  sort,
  after,
  limit = COMMENTS_PAGE_SIZE,
}: {
  articleId: number | string;
  sort: CommentSort;
  after?: string | null;
  limit?: number;
}): Promise<CommentPage> {
  const { data: comments, headers } = await dataWithHeaders(
    api.GET('/api/articles/{articleId}/comments', {
      params: { path: { articleId: Number(articleId) }, query: { sort, limit, after: after || undefined } },
    }),
  );
  return {
    comments,
    total: totalCount(headers, comments.length),
    nextCursor: nextCursor(headers),
  };
}

/**
 * The comment section's pages. Not cached beyond the screen's life: comments change quickly, so
 * an article opened again fetches them again (spec §9 only fixes the article caches).
 */
export const commentsQueryOptions = (articleId: number | string, sort: CommentSort) =>
  infiniteQueryOptions({
    queryKey: commentKeys.articleList(articleId, sort),
    queryFn: ({ pageParam }) => getComments({ articleId, sort, after: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: CommentPage) => last.nextCursor,
    staleTime: 0,
  });

export function useComments(articleId: number | string, sort: CommentSort) {
  return useInfiniteQuery(commentsQueryOptions(articleId, sort));
}
