import { Flag } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { inputClasses } from '@/components/ui/form-field';
import { toast } from '@/hooks/use-toast';
import type { Comment } from '@/types/contract';
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
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={{
        className: actionClasses(),
        children: (
          <>
            <Flag className="h-4 w-4" aria-hidden="true" />
            {t('comments.report')}
          </>
        ),
      }}
      title={t('comments.reportTitle')}
      description={t('comments.reportText')}
      cancelLabel={t('comments.cancel')}
      confirmLabel={report.isPending ? t('comments.reporting') : t('comments.report')}
      onConfirm={confirm}
      pending={report.isPending}
    >
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
    </ConfirmDialog>
  );
}
