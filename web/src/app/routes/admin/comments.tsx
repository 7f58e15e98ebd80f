import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layouts/page';
import { AdminGuard } from '@/features/admin/components/admin-guard';

export default function AdminCommentsRoute() {
  const { t } = useTranslation();
  return (
    <AdminGuard>
      <Page title={t('admin.comments')} intro={t('common.comingSoon')} />
    </AdminGuard>
  );
}
