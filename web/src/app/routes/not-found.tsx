import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

export default function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-lg flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-ink-900">{t('notFound.title')}</h1>
      <p className="text-ink-600">{t('notFound.text')}</p>
      <Link to={paths.home} className={buttonClasses('primary', 'lg')}>
        {t('common.goHome')}
      </Link>
    </div>
  );
}
