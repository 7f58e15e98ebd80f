import { useTranslation } from '@/lib/i18n';
import { AdminGuard } from '@/features/admin/components/admin-guard';
import { AuditLog } from '@/features/admin/components/audit-log';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin/audit: editors and admins. */
export default function AdminAuditRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('newsroom.auditTitle'));
  return (
    <AdminGuard right="audit.read">
      <AuditLog />
    </AdminGuard>
  );
}
