import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';
import type { Comment } from '@/types/contract';
import { refreshComments } from './refresh';

/** PUT /api/admin/comments/{id}/visibility {hidden: true}: the article page's "hide" (admins). */
export function hideComment(id: number): Promise<Comment> {
  return dataOf(api.PUT('/api/admin/comments/{id}/visibility', { params: { path: { id } }, body: { hidden: true } }));
}

export function useHideComment(articleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: hideComment,
    onSuccess: () => refreshComments(queryClient, articleId),
  });
}
