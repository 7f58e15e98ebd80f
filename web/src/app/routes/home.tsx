import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router-dom';
import { usePrefetchCategory } from '@/api/get-articles';
import { buttonClasses } from '@/components/ui/button';
import { BRAND_NAME, BRAND_TAGLINE, CATEGORY_SLUGS, PREFETCH_DELAY_MS } from '@/config/app';
import { paths } from '@/config/paths';
import { HomeNews } from '@/features/articles/components/home-news';
import { useInit } from '@/features/articles/api/init';
import { useDocumentTitle } from '@/hooks/use-document-title';

/**
 * Home: the hero with links to the two categories, then the news (tabs, breaking and latest
 * sections). Calls /api/init; 2 seconds after it loads, the two category pages are prefetched.
 */
export default function HomeRoute() {
  const { t } = useTranslation();
  const prefetch = usePrefetchCategory();
  useInit();
  useDocumentTitle(BRAND_TAGLINE);

  useEffect(() => {
    const timer = setTimeout(() => {
      prefetch(CATEGORY_SLUGS.latest);
      prefetch(CATEGORY_SLUGS.breaking);
    }, PREFETCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [prefetch]);

  return (
    <>
      <section className="bg-gradient-to-br from-brand-800 to-nepal-blue text-white">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
          <p className="text-sm font-semibold tracking-wide text-brand-100" lang="ne">
            {BRAND_NAME} · {BRAND_TAGLINE}
          </p>
          <h1 className="mt-3 max-w-3xl text-3xl font-bold tracking-tight sm:text-5xl">{t('home.title')}</h1>
          <p className="mt-4 max-w-2xl text-lg text-white/85">{t('home.intro')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to={paths.latestNews}
              onMouseEnter={() => prefetch(CATEGORY_SLUGS.latest)}
              onFocus={() => prefetch(CATEGORY_SLUGS.latest)}
              className={buttonClasses('light', 'lg')}
            >
              {t('home.latestCta')}
            </Link>
            <Link
              to={paths.breakingNews}
              onMouseEnter={() => prefetch(CATEGORY_SLUGS.breaking)}
              onFocus={() => prefetch(CATEGORY_SLUGS.breaking)}
              className={buttonClasses('onDark', 'lg')}
            >
              {t('home.breakingCta')}
            </Link>
          </div>
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <HomeNews />
      </div>
    </>
  );
}
