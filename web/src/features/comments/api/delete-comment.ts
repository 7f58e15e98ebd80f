import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';
import { refreshComments } from './refresh';

/** DELETE /api/comments/{id} (the author, or an admin) → 204. */
export function deleteComment(id: number): Promise<unknown> {
  return dataOf(api.DELETE('/api/comments/{id}', { params: { path: { id } } }));
}

export function useDeleteComment(articleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: () => refreshComments(queryClient, articleId, { total: true }),
  });
}
