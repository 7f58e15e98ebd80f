import { useActionData } from 'react-router-dom';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/config/paths';
import { AuthCard, AuthSwitchFooter } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';
import type { AuthFormResult } from '@/features/auth/form-result';

export default function LoginRoute() {
  const { t } = useTranslation();
  // The server's answer to the form posted without scripts, if that is how the page came.
  const result = useActionData<AuthFormResult>();
  return (
    <AuthCard
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={<AuthSwitchFooter question={t('login.noAccount')} linkLabel={t('login.register')} to={paths.register} />}
    >
      <LoginForm result={result} />
    </AuthCard>
  );
}
