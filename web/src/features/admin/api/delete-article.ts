import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';
import { refreshAfterArticleChange } from './invalidate';
import { adminArticleMeta } from './meta';

/** DELETE /api/articles/{id} → 204. */
export function deleteArticle(id: number) {
  return dataOf(api.DELETE('/api/articles/{id}', { params: { path: { id } } }));
}

export function useDeleteArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteArticle,
    meta: adminArticleMeta,
    onSuccess: (_result, id) => refreshAfterArticleChange(queryClient, { deletedId: id }),
  });
}
