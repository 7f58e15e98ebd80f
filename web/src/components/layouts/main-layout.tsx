import { Suspense, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { BreakingBanner } from './breaking-banner';
import { Footer } from './footer';
import { Header } from './header';

/**
 * Skip link, header, the app's notices (given by app/, which may use features), breaking-news
 * banner, main landmark, footer; every route renders inside it.
 */
export function MainLayout({ notices }: { notices?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col bg-ink-50">
      <a
        href="#main-content"
        className="sr-only z-[200] rounded-md bg-brand-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:outline-none focus:ring-2 focus:ring-white"
      >
        {t('common.skipToContent')}
      </a>
      <Header />
      {notices}
      <BreakingBanner />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense fallback={<Spinner label={t('common.loading')} className="py-24" />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
