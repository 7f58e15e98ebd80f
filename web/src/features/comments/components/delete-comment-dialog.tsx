import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import type { Comment } from '@/types/comments';
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
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger className={actionClasses('text-red-700 hover:bg-red-50 hover:text-red-800')}>
        <Trash2 className="h-4 w-4" aria-hidden="true" />
        {t('comments.delete')}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-semibold text-ink-900">
            {t('comments.deleteTitle')}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-ink-600">{t('comments.deleteConfirm')}</AlertDialog.Description>
          <p className="mt-3 line-clamp-3 whitespace-pre-wrap break-words rounded-md bg-ink-50 px-3 py-2 text-sm text-ink-800">
            {comment.content}
          </p>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel className={buttonClasses('outline')}>{t('comments.cancel')}</AlertDialog.Cancel>
            <button type="button" onClick={confirm} disabled={remove.isPending} className={buttonClasses('danger')}>
              {remove.isPending ? t('comments.deleting') : t('comments.delete')}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
