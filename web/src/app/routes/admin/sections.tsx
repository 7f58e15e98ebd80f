import { useTranslation } from '@/lib/i18n';
import { AdminGuard } from '@/features/admin/components/admin-guard';
import { AdminSections } from '@/features/admin/components/sections-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin/sections: editors and admins. */
export default function AdminSectionsRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('sectionsAdmin.title'));
  return (
    <AdminGuard right="section.manage">
      <AdminSections />
    </AdminGuard>
  );
}
