import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { BRAND_NAME, BRAND_TAGLINE } from '@/config/app';
import { paths } from '@/config/paths';

/** Home: the hero with links to the two categories (the article sections come with the articles issue). */
export default function HomeRoute() {
  const { t } = useTranslation();
  return (
    <section className="bg-gradient-to-br from-brand-800 to-nepal-blue text-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
        <p className="text-sm font-semibold tracking-wide text-brand-100" lang="ne">
          {BRAND_NAME} · {BRAND_TAGLINE}
        </p>
        <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{t('home.title')}</h1>
        <p className="mt-4 max-w-2xl text-lg text-white/85">{t('home.intro')}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to={paths.latestNews} className={buttonClasses('light', 'lg')}>
            {t('home.latestCta')}
          </Link>
          <Link to={paths.breakingNews} className={buttonClasses('onDark', 'lg')}>
            {t('home.breakingCta')}
          </Link>
        </div>
      </div>
    </section>
  );
}
