import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { Flag } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/form-field';
import { toast } from '@/hooks/use-toast';
import type { Comment } from '@/types/comments';
import { cn } from '@/utils/cn';
import { useReportComment } from '../api/report-comment';
import { useCommentError } from '../hooks/use-comment-error';
import { MAX_COMMENT_LENGTH } from '../lib/content';
import { actionClasses } from './action-classes';

/**
 * Report a comment to the editors (with an optional reason). Once reported, the button says
 * "Reported" and cannot be pressed again (the server keeps one report per reader).
 */
export function ReportCommentButton({ comment }: { comment: Comment }) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const report = useReportComment(comment.articleId);
  const showError = useCommentError();

  if (comment.reportedByMe) {
    return (
      <span
        className={actionClasses('cursor-default text-ink-500 hover:bg-transparent')}
        data-testid="comment-reported"
      >
        <Flag className="h-4 w-4 fill-current" aria-hidden="true" />
        {t('comments.reportedButton')}
      </span>
    );
  }

  const confirm = () =>
    report.mutate(
      { id: comment.id, reason },
      {
        onSuccess: () => {
          setOpen(false);
          setReason('');
          toast({ title: t('comments.reported'), description: t('comments.reportedText'), variant: 'success' });
        },
        onError: (error) => {
          setOpen(false);
          showError(error, 'reportFailed');
        },
      },
    );

  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger className={actionClasses()}>
        <Flag className="h-4 w-4" aria-hidden="true" />
        {t('comments.report')}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-semibold text-ink-900">
            {t('comments.reportTitle')}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-ink-600">{t('comments.reportText')}</AlertDialog.Description>
          <label htmlFor={`${id}-reason`} className="mt-4 block text-sm font-medium text-ink-800">
            {t('comments.reportReason')}
            <span className="ml-1 font-normal text-ink-500">{t('common.optional')}</span>
          </label>
          <textarea
            id={`${id}-reason`}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            maxLength={MAX_COMMENT_LENGTH}
            rows={3}
            className={cn(inputClasses, 'mt-1.5 resize-y')}
          />
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel className={buttonClasses('outline')}>{t('comments.cancel')}</AlertDialog.Cancel>
            <button type="button" onClick={confirm} disabled={report.isPending} className={buttonClasses('danger')}>
              {report.isPending ? t('comments.reporting') : t('comments.report')}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
