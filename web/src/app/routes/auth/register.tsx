import { useTranslation } from '@/lib/i18n';
import { paths } from '@/config/paths';
import { AuthCard, AuthSwitchFooter } from '@/features/auth/components/auth-card';
import { RegisterForm } from '@/features/auth/components/register-form';

/** /register and /signup. */
export default function RegisterRoute() {
  const { t } = useTranslation();
  return (
    <AuthCard
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      footer={
        <AuthSwitchFooter question={t('register.haveAccount')} linkLabel={t('register.login')} to={paths.login} />
      }
    >
      <RegisterForm />
    </AuthCard>
  );
}
