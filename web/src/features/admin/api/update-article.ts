import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';
import type { Article, ArticleInput, ArticleState } from '@/types/contract';
import { normalizeArticle } from '@/utils/article';
import { refreshAfterArticleChange } from './invalidate';
import { adminArticleMeta } from './meta';

/**
 * What the editor sends with PUT /api/articles/{id}: the form's text (or part of it), `version`
 * (the save the text started from: a later save answers 409 and nothing changes), and a change
 * of state: `status` (submit, approve, schedule with `publishAt`, send back with `note`).
 */
export interface ArticleChanges extends Partial<ArticleInput> {
  version?: number;
  status?: ArticleState;
  publishAt?: string;
  note?: string | null;
}

/** PUT /api/articles/{id} with the whole form, or only {published} (the dashboard's toggle). */
export async function updateArticle({ id, changes }: { id: number; changes: ArticleChanges }): Promise<Article> {
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
