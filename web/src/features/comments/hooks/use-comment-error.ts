import { useCallback } from 'react';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/hooks/use-toast';
import { ApiError, isUnauthorizedError, serverMessage } from '@/lib/api-client';

export type CommentFailure =
  'postFailed' | 'updateFailed' | 'hideFailed' | 'likeFailed' | 'replyFailed' | 'deleteFailed' | 'reportFailed';

/**
 * The comment actions' error toast (spec §8): "Error" with "Failed to post comment. Please try
 * again." (and its siblings). A 401 is left to the app's 401 rule (its own toast and redirect).
 * Two answers say more than "try again" would: the posting limit (429, with its wait in seconds)
 * and a suspended account (403), both in the reader's language.
 */
export function useCommentError() {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown, failure: CommentFailure) => {
      if (isUnauthorizedError(error)) return;
      const status = error instanceof ApiError ? error.status : undefined;
      const message = serverMessage(error) ?? '';
      let description = t(`comments.${failure}`);
      if (status === 429) {
        const seconds = /(\d+)\s*second/i.exec(message)?.[1];
        description = seconds ? t('comments.tooQuickSeconds', { n: seconds }) : t('comments.tooQuick');
      } else if (status === 403 && /suspended/i.test(message)) {
        description = t('comments.suspended');
      }
      toast({ title: t('comments.error'), description, variant: 'destructive' });
    },
    [t],
  );
}
