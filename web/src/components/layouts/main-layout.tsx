import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { VerifyEmailBanner } from '@/features/auth/components/verify-email-banner';
import { BreakingBanner } from './breaking-banner';
import { Footer } from './footer';
import { Header } from './header';

/** Skip link, header, breaking-news banner, main landmark, footer; every route renders inside it. */
export function MainLayout() {
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
      <VerifyEmailBanner />
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
