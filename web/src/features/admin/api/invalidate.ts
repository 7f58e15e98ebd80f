import type { QueryClient } from '@tanstack/react-query';
import { adminStatsKey, articleKeys, auditKeys, categoryKeys, revisionKeys } from '@/api/query-keys';
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

/**
 * After a section was added, renamed or deleted: the list of sections (this screen, the header's
 * menu, the footer, the editor's and the dashboard's selects) and every article, which carries
 * its section's name and slug.
 */
export async function refreshAfterSectionChange(queryClient: QueryClient) {
  await refreshAfterWrite(queryClient, [categoryKeys.all, articleKeys.all]);
}
