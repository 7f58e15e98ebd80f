import { useTranslation } from '@/lib/i18n';
import { paths } from '@/config/paths';
import { AuthCard, AuthSwitchFooter } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';

export default function LoginRoute() {
  const { t } = useTranslation();
  return (
    <AuthCard
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={<AuthSwitchFooter question={t('login.noAccount')} linkLabel={t('login.register')} to={paths.register} />}
    >
      <LoginForm />
    </AuthCard>
  );
}
