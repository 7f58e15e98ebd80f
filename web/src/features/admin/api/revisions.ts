import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { revisionKeys } from '@/api/query-keys';
import { api, dataOf, dataWithHeaders, totalCount } from '@/lib/api-client';
import type { Article, Revision, RevisionSummary } from '@/types/contract';
import { normalizeArticle } from '@/utils/article';
import { refreshAfterArticleChange } from './invalidate';
import { adminArticleMeta } from './meta';

/** How many revisions the editor's panel lists (newest first). */
export const REVISIONS_SHOWN = 20;

/** GET /api/articles/{id}/revisions: newest first. */
export async function getRevisions(articleId: number): Promise<{ revisions: RevisionSummary[]; total: number }> {
  const { data, headers } = await dataWithHeaders(
    api.GET('/api/articles/{id}/revisions', {
      params: { path: { id: articleId }, query: { limit: REVISIONS_SHOWN } },
    }),
  );
  return { revisions: data, total: totalCount(headers, data.length) };
}

export function useRevisions(articleId: number) {
  return useQuery(
    queryOptions({
      queryKey: revisionKeys.list(articleId),
      queryFn: () => getRevisions(articleId),
      placeholderData: keepPreviousData,
      meta: adminArticleMeta,
    }),
  );
}

/** GET /api/articles/{id}/revisions/{revisionId}: every field of that save. */
export function getRevision(articleId: number, revisionId: number): Promise<Revision> {
  return dataOf(
    api.GET('/api/articles/{id}/revisions/{revisionId}', { params: { path: { id: articleId, revisionId } } }),
  );
}

export function useRevision(articleId: number, revisionId: number | null) {
  return useQuery({
    queryKey: revisionKeys.one(articleId, revisionId ?? 0),
    queryFn: () => getRevision(articleId, revisionId!),
    enabled: revisionId !== null,
    // A revision never changes.
    staleTime: Infinity,
    meta: adminArticleMeta,
  });
}

/** POST …/restore: the old text becomes a new save (and a new revision); answers the article. */
export async function restoreRevision({
  articleId,
  revisionId,
}: {
  articleId: number;
  revisionId: number;
}): Promise<Article> {
  return normalizeArticle(
    await dataOf(
      api.POST('/api/articles/{id}/revisions/{revisionId}/restore', {
        params: { path: { id: articleId, revisionId } },
      }),
    ),
  );
}

export function useRestoreRevision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreRevision,
    meta: adminArticleMeta,
    onSuccess: (saved) => refreshAfterArticleChange(queryClient, { saved }),
  });
}
