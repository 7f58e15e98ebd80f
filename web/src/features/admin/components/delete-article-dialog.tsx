import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/hooks/use-toast';
import type { Article } from '@/types/contract';
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
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={{
        className: buttonClasses('ghost', 'icon', 'h-9 w-9 text-red-700 hover:bg-red-50 hover:text-red-800'),
        'aria-label': t('admin.deleteLabel', { title: article.title }),
        title: t('admin.delete'),
        children: <Trash2 className="h-4 w-4" aria-hidden="true" />,
      }}
      title={t('admin.deleteTitle')}
      description={t('admin.deleteConfirm')}
      cancelLabel={t('common.cancel')}
      confirmLabel={remove.isPending ? t('admin.deleting') : t('admin.delete')}
      onConfirm={confirm}
      pending={remove.isPending}
    >
      <p className="mt-3 line-clamp-2 rounded-md bg-ink-50 px-3 py-2 text-sm font-medium text-ink-800" lang="ne">
        {article.title}
      </p>
    </ConfirmDialog>
  );
}
