import type { QueryClient } from '@tanstack/react-query';
import { adminStatsKey, articleKeys, auditKeys, revisionKeys } from '@/api/query-keys';
import type { Article } from '@/types/contract';
import { refreshAfterWrite } from '@/lib/react-query';

/**
 * After an article changed: every article list (home, banner, categories, related, the
 * dashboard), the stats, revisions and the audit are refreshed; the article itself is replaced, or forgotten.
 */
export async function refreshAfterArticleChange(
  queryClient: QueryClient,
  change: { saved: Article } | { deletedId: number },
) {
  if ('saved' in change) {
    queryClient.setQueryData(articleKeys.detail(change.saved.id), change.saved);
  } else {
    queryClient.removeQueries({ queryKey: articleKeys.detail(change.deletedId) });
  }
  await refreshAfterWrite(queryClient, [articleKeys.lists(), adminStatsKey, revisionKeys.all, auditKeys.all]);
}
