import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layouts/page';
import { AdminGuard } from '@/features/admin/components/admin-guard';

export default function AdminUsersRoute() {
  const { t } = useTranslation();
  return (
    <AdminGuard>
      <Page title={t('admin.users')} intro={t('common.comingSoon')} />
    </AdminGuard>
  );
}
