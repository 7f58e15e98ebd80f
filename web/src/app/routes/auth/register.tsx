import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { RegisterForm } from '@/features/auth/components/register-form';

/** /register and /signup. */
export default function RegisterRoute() {
  const { t } = useTranslation();
  return (
    <AuthCard
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      footer={
        <>
          <p>
            {t('register.haveAccount')}{' '}
            <Link to={paths.login} className="font-medium text-brand-700 hover:underline">
              {t('register.login')}
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
      <RegisterForm />
    </AuthCard>
  );
}
