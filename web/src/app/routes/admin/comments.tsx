import { useTranslation } from '@/lib/i18n';
import { AdminGuard } from '@/features/admin/components/admin-guard';
import { AdminComments } from '@/features/admin-moderation/components/admin-comments';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin/comments */
export default function AdminCommentsRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('moderation.commentsTitle'));
  return (
    <AdminGuard right="comment.moderate">
      <AdminComments />
    </AdminGuard>
  );
}
