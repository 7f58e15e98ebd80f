import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshAfterArticleChange } from './invalidate';
import { adminArticleMeta } from './meta';

/** DELETE /api/articles/{id} → 204. */
export function deleteArticle(id: number) {
  return api.delete<null>(`/api/articles/${id}`);
}

export function useDeleteArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteArticle,
    meta: adminArticleMeta,
    onSuccess: (_result, id) => refreshAfterArticleChange(queryClient, { deletedId: id }),
  });
}
