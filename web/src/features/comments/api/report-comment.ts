import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commentKeys } from '@/api/query-keys';
import { api, dataOf } from '@/lib/api-client';
import type { ReportResult } from '@/types/contract';
import { patchCachedComment } from './refresh';
import { refreshAfterWrite } from '@/lib/react-query';

/** POST /api/comments/{id}/report {reason?} → {reported: true} (one report per reader and comment). */
export function reportComment({ id, reason }: { id: number; reason?: string }): Promise<ReportResult> {
  const trimmed = reason?.trim();
  return dataOf(
    api.POST('/api/comments/{id}/report', { params: { path: { id } }, body: trimmed ? { reason: trimmed } : {} }),
  );
}

export function useReportComment(articleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportComment,
    onSuccess: async (_result, { id }) => {
      patchCachedComment(queryClient, articleId, id, (comment) => ({ ...comment, reportedByMe: true }));
      // The admin list shows the reports count.
      await refreshAfterWrite(queryClient, [commentKeys.admin()]);
    },
  });
}
