import type { QueryClient } from '@tanstack/react-query';
import { commentKeys } from '@/api/query-keys';
import { adminStatsKey } from '@/api/query-keys';
import type { Comment } from '@/types/contract';
import { updateCommentInPages, type CommentPages } from '../lib/cache';
import { refreshAfterWrite } from '@/lib/react-query';

/**
 * After a comment changed: the article's comment lists (every sort) and the admin's comment
 * list are fetched again; `total` also refreshes the dashboard's Total Comments (a comment was
 * added or removed).
 */
export async function refreshComments(
  queryClient: QueryClient,
  articleId: number | string,
  { total = false }: { total?: boolean } = {},
) {
  await refreshAfterWrite(queryClient, [
    commentKeys.article(articleId),
    commentKeys.admin(),
    ...(total ? [adminStatsKey] : []),
  ]);
}

/** Change one comment in every cached list of its article (every sort), at once. */
export function patchCachedComment(
  queryClient: QueryClient,
  articleId: number | string,
  id: number,
  change: (comment: Comment) => Comment,
) {
  queryClient.setQueriesData<CommentPages>({ queryKey: commentKeys.article(articleId) }, (data) =>
    updateCommentInPages(data, id, change),
  );
}
