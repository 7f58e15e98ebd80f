import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { commentKeys, type AdminCommentParams } from '@/api/query-keys';
import { api, dataWithHeaders, totalCount } from '@/lib/api-client';
import type { Comment } from '@/types/contract';

export interface AdminCommentsPage {
  comments: Comment[];
  /** X-Total-Count: every comment matching the filters. */
  total: number;
}

/**
 * GET /api/admin/comments?search&status&limit&offset: newest first, with the author's e-mail,
 * the article's title (null when the article is gone) and the reports count.
 */
export async function getAdminComments(params: AdminCommentParams): Promise<AdminCommentsPage> {
  const { data: comments, headers } = await dataWithHeaders(
    api.GET('/api/admin/comments', { params: { query: { ...params, search: params.search?.trim() || undefined } } }),
  );
  return { comments, total: totalCount(headers, comments.length) };
}

export const adminCommentsQueryOptions = (params: AdminCommentParams) =>
  queryOptions({
    queryKey: commentKeys.adminList(params),
    queryFn: () => getAdminComments(params),
    // Moderation works on what is there now.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useAdminComments(params: AdminCommentParams) {
  return useQuery(adminCommentsQueryOptions(params));
}
