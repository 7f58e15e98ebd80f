import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Page } from '@/components/layouts/page';
import { Spinner } from '@/components/ui/spinner';
import { ProfileForm } from '@/features/profile/components/profile-form';
import { ProfilePhoto } from '@/features/profile/components/profile-photo';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { notifySignInRequired } from '@/lib/api-client';
import { useUser } from '@/lib/auth';

/** Profile Settings; a visitor without a session is asked to sign in and sent to /login. */
export default function ProfileRoute() {
  const { t } = useTranslation();
  const { user, isLoading } = useUser();
  useDocumentTitle(t('profile.title'));

  useEffect(() => {
    if (!isLoading && !user) notifySignInRequired();
  }, [isLoading, user]);

  return (
    <Page title={t('profile.title')} intro={t('profile.subtitle')} className="max-w-3xl">
      {user ? (
        <>
          <ProfilePhoto user={user} />
          <ProfileForm key={user.id} user={user} />
        </>
      ) : (
        <Spinner label={isLoading ? t('common.loading') : t('common.redirecting')} className="py-12" />
      )}
    </Page>
  );
}
