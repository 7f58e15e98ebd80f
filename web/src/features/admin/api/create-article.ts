import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api-client';
import type { Article, ArticleInput, ArticleState } from '@/types/contract';
import { normalizeArticle } from '@/utils/article';
import { refreshAfterArticleChange } from './invalidate';
import { adminArticleMeta } from './meta';

/** POST /api/articles → 201 with the new article (a contributor's: `status` draft or review). */
export async function createArticle(
  input: Omit<ArticleInput, 'published'> & { published?: boolean; status?: ArticleState; publishAt?: string },
): Promise<Article> {
  return normalizeArticle(await dataOf(api.POST('/api/articles', { body: input })));
}

export function useCreateArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createArticle,
    meta: adminArticleMeta,
    onSuccess: (saved) => refreshAfterArticleChange(queryClient, { saved }),
  });
}
