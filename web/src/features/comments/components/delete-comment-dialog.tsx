import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/hooks/use-toast';
import type { Comment } from '@/types/contract';
import { useDeleteComment } from '../api/delete-comment';
import { useCommentError } from '../hooks/use-comment-error';
import { actionClasses } from './action-classes';

/** Delete one's own comment, after a confirmation. Its replies stay, under "This comment was removed". */
export function DeleteCommentButton({ comment }: { comment: Comment }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const remove = useDeleteComment(comment.articleId);
  const showError = useCommentError();

  const confirm = () =>
    remove.mutate(comment.id, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: t('comments.deleted'), variant: 'success' });
      },
      onError: (error) => {
        setOpen(false);
        showError(error, 'deleteFailed');
      },
    });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={{
        className: actionClasses('text-red-700 hover:bg-red-50 hover:text-red-800'),
        children: (
          <>
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            {t('comments.delete')}
          </>
        ),
      }}
      title={t('comments.deleteTitle')}
      description={t('comments.deleteConfirm')}
      cancelLabel={t('comments.cancel')}
      confirmLabel={remove.isPending ? t('comments.deleting') : t('comments.delete')}
      onConfirm={confirm}
      pending={remove.isPending}
    >
      <p className="mt-3 line-clamp-3 whitespace-pre-wrap break-words rounded-md bg-ink-50 px-3 py-2 text-sm text-ink-800">
        {comment.content}
      </p>
    </ConfirmDialog>
  );
}
