import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';

export default function LoginRoute() {
  const { t } = useTranslation();
  return (
    <AuthCard
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <>
          <p>
            {t('login.noAccount')}{' '}
            <Link to={paths.register} className="font-medium text-brand-700 hover:underline">
              {t('login.register')}
            </Link>
          </p>
          <p>
            <Link to={paths.home} className="text-ink-600 hover:underline">
              {t('common.backToHome')}
            </Link>
          </p>
        </>
      }
    >
      <LoginForm />
    </AuthCard>
  );
}
