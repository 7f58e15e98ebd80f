import { useTranslation } from '@/lib/i18n';
import { AdminGuard } from '@/features/admin/components/admin-guard';
import { AdminUsers } from '@/features/admin-moderation/components/admin-users';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin/users */
export default function AdminUsersRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('moderation.usersTitle'));
  return (
    <AdminGuard right="user.manage">
      <AdminUsers />
    </AdminGuard>
  );
}
