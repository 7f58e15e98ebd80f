import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layouts/page';
import { AdminGuard } from '@/features/admin/components/admin-guard';

/** /admin and /admin/dashboard (the dashboard itself comes with the articles issue). */
export default function AdminDashboardRoute() {
  const { t } = useTranslation();
  return (
    <AdminGuard>
      <Page title={t('admin.dashboard')} intro={t('common.comingSoon')} />
    </AdminGuard>
  );
}
