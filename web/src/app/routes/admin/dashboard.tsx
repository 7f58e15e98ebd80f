import { useTranslation } from '@/lib/i18n';
import { AdminGuard } from '@/features/admin/components/admin-guard';
import { Dashboard } from '@/features/admin/components/dashboard';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin and /admin/dashboard */
export default function AdminDashboardRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.dashboard'));
  return (
    <AdminGuard right="dashboard.read">
      <Dashboard />
    </AdminGuard>
  );
}
