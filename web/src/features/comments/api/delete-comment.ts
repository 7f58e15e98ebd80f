import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshComments } from './refresh';

/** DELETE /api/comments/{id} (the author, or an admin) → 204. */
export function deleteComment(id: number): Promise<unknown> {
  return api.delete<unknown>(`/api/comments/${id}`);
}

export function useDeleteComment(articleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: () => refreshComments(queryClient, articleId, { total: true }),
  });
}
