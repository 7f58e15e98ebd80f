import { useActionData, useLocation } from 'react-router-dom';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/config/paths';
import { AuthCard, AuthSwitchFooter } from '@/features/auth/components/auth-card';
import { RegisterForm } from '@/features/auth/components/register-form';
import type { AuthFormResult } from '@/features/auth/form-result';

/** /register and /signup. */
export default function RegisterRoute() {
  const { t } = useTranslation();
  // The form posts to the page's own path; the server's answer to it, if that is how the page came.
  const { pathname } = useLocation();
  const result = useActionData<AuthFormResult>();
  return (
    <AuthCard
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      footer={
        <AuthSwitchFooter question={t('register.haveAccount')} linkLabel={t('register.login')} to={paths.login} />
      }
    >
      <RegisterForm action={pathname === paths.signup ? paths.signup : paths.register} result={result} />
    </AuthCard>
  );
}
