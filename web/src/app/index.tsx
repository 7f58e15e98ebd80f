import type { QueryClient } from '@tanstack/react-query';
import type { I18n } from '@/lib/i18n';
import { useEffect } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { AppProvider } from './provider';

/**
 * The app in the browser: providers around the router. The server renders the same providers
 * around its static router (web/src/server/render.tsx).
 */
export function App({
  router,
  queryClient,
  i18n,
  onReady,
}: {
  router: ReturnType<typeof createBrowserRouter>;
  queryClient: QueryClient;
  i18n?: I18n;
  /** Called once the first render is committed (after hydration, for a server-rendered page). */
  onReady?: () => void;
}) {
  useEffect(() => {
    // Interactive from here on (the browser tests wait for it after each page load).
    document.documentElement.dataset.appReady = 'true';
    onReady?.();
  }, [onReady]);
  return (
    <AppProvider queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
