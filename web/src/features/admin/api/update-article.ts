import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';
import type { Article, ArticleInput } from '@/types/contract';
import { normalizeArticle } from '@/utils/article';
import { refreshAfterArticleChange } from './invalidate';
import { adminArticleMeta } from './meta';

/** PUT /api/articles/{id} with the whole form, or only {published} (the dashboard's toggle). */
export async function updateArticle({
  id,
  changes,
}: {
  id: number;
  changes: ArticleInput | Pick<ArticleInput, 'published'>;
}): Promise<Article> {
  return normalizeArticle(await dataOf(api.PUT('/api/articles/{id}', { params: { path: { id } }, body: changes })));
}

export function useUpdateArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateArticle,
    meta: adminArticleMeta,
    onSuccess: (saved) => refreshAfterArticleChange(queryClient, { saved }),
  });
}

/** Publish or unpublish: PUT {published}. */
export function useSetPublished() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, published }: { id: number; published: boolean }) =>
      updateArticle({ id, changes: { published } }),
    meta: adminArticleMeta,
    onSuccess: (saved) => refreshAfterArticleChange(queryClient, { saved }),
  });
}
