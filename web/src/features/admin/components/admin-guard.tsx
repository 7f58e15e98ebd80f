import { ShieldAlert } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link, useNavigate } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ADMIN_REDIRECT_DELAY_MS } from '@/config/app';
import { paths } from '@/config/paths';
import { toast } from '@/hooks/use-toast';
import { useUser } from '@/lib/auth';
import { can, type Right } from '@/lib/authorization';
import { IconBadge } from '@/components/ui/icon-badge';

/**
 * The admin screens for whoever holds the screen's right (spec §6 with issue 21's roles: the
 * dashboard for staff, users for admins): anyone else (signed out included) gets the toast
 * "Unauthorized" / "Admin access required. Redirecting..." and is sent to / after 1 second.
 */
export function AdminGuard({ right = 'user.manage', children }: { right?: Right; children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, isLoading } = useUser();
  const allowed = can(user, right);

  useEffect(() => {
    if (isLoading || allowed) return;
    toast({ title: t('toast.unauthorized'), description: t('toast.adminRequired'), variant: 'destructive' });
    const timer = setTimeout(() => void navigate(paths.home), ADMIN_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isLoading, allowed, navigate, t]);

  if (isLoading) return <Spinner label={t('admin.checking')} className="py-24" />;
  if (!allowed) {
    return (
      <p role="status" className="py-24 text-center text-ink-600">
        {t('common.redirecting')}
      </p>
    );
  }
  return <>{children}</>;
}

/**
 * The article editor's own rule: no redirect, an "Access Denied" panel with a Go Home button.
 * Staff (contributors included) write articles.
 */
export function ArticleEditorGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { user, isLoading } = useUser();

  if (isLoading) return <Spinner label={t('admin.checking')} className="py-24" />;
  if (!can(user, 'article.create')) {
    return (
      <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-24 text-center">
        <IconBadge icon={ShieldAlert} tone="danger" />
        <h1 className="text-2xl font-bold text-ink-900">{t('admin.accessDenied')}</h1>
        <p className="text-ink-600">{t('admin.accessDeniedText')}</p>
        <Link to={paths.home} className={buttonClasses('primary', 'lg')}>
          {t('common.goHome')}
        </Link>
      </div>
    );
  }
  return <>{children}</>;
}
