import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import type { Article } from '@/types/api';
import { useDeleteArticle } from '../api/delete-article';

/**
 * Delete asks first (spec §4): "Are you sure you want to delete this article? This action will
 * remove article." Then "Article deleted", or "Delete failed" / "Failed to delete article. Please try again."
 */
export function DeleteArticleButton({ article }: { article: Pick<Article, 'id' | 'title'> }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const remove = useDeleteArticle();

  // mutateAsync: the row (and this button) may be gone once the lists are refreshed, and the
  // toast must still be shown.
  const confirm = () => {
    remove.mutateAsync(article.id).then(
      () => {
        setOpen(false);
        toast({ title: t('admin.deleted'), variant: 'success' });
      },
      () => {
        setOpen(false);
        toast({ title: t('admin.deleteFailed'), description: t('admin.deleteFailedText'), variant: 'destructive' });
      },
    );
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger
        className={buttonClasses('ghost', 'icon', 'h-9 w-9 text-red-700 hover:bg-red-50 hover:text-red-800')}
        aria-label={t('admin.deleteLabel', { title: article.title })}
        title={t('admin.delete')}
      >
        <Trash2 className="h-4 w-4" aria-hidden="true" />
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-semibold text-ink-900">{t('admin.deleteTitle')}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-ink-600">{t('admin.deleteConfirm')}</AlertDialog.Description>
          <p className="mt-3 line-clamp-2 rounded-md bg-ink-50 px-3 py-2 text-sm font-medium text-ink-800" lang="ne">
            {article.title}
          </p>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel className={buttonClasses('outline')}>{t('common.cancel')}</AlertDialog.Cancel>
            <button type="button" onClick={confirm} disabled={remove.isPending} className={buttonClasses('danger')}>
              {remove.isPending ? t('admin.deleting') : t('admin.delete')}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
