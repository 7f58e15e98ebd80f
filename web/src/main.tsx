import './index.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router-dom';
import { App } from './app';
import { createAppRouter, createRoutes } from './app/router';
import { loadUserMenu } from './components/layouts/header';
import { APP_STATE_ID, type AppState } from './app/state';
import { i18n, isLanguage, loadLanguage, readStoredLanguage, setHydrationLanguage, setLanguage } from './lib/i18n';
import { createQueryClient } from './lib/react-query';
import { userQueryKey } from './lib/auth';

const root = document.getElementById('root');
if (!root) throw new Error('No #root element');

const stateElement = document.getElementById(APP_STATE_ID);
const state = stateElement ? (JSON.parse(stateElement.textContent || '{}') as AppState) : null;
const queryClient = createQueryClient();

/**
 * The route modules the page needs, loaded before hydrating: the router would otherwise render
 * its fallback first and the server's HTML would not match.
 */
async function loadMatchedRoutes(routes: ReturnType<typeof createRoutes>) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

async function start() {
  if (state?.hydrate) {
    // The server rendered this page: same language, same data, same routes, then hydrate.
    hydrate(queryClient, state.queries);
    const language = isLanguage(state.language) ? state.language : i18n.language;
    (window as unknown as { __staticRouterHydrationData?: unknown }).__staticRouterHydrationData = state.router;
    const routes = createRoutes(queryClient);
    // The page's strings (the server preloads their chunk), route modules and, for a signed-in
    // reader, the account menu's code: then the whole page hydrates in one pass.
    const signedIn = Boolean(queryClient.getQueryData(userQueryKey));
    await Promise.all([loadLanguage(language), loadMatchedRoutes(routes), signedIn ? loadUserMenu() : null]);
    await i18n.changeLanguage(language);
    setHydrationLanguage(language);
    const router = createBrowserRouter(routes);
    // A reader whose choice was kept only in localStorage (before pages were rendered on the
    // server) gets it back, and the cookie from now on: only once the page has hydrated in the
    // server's language. Switching earlier (even a microtask after hydrateRoot) renders the
    // first pass in the other language: a hydration error (#418) and the whole page again. The
    // page's Suspense boundary hydrates later still: it reads the hydration language.
    const stored = readStoredLanguage();
    const applyStoredLanguage = () => {
      if (stored !== i18n.language) void setLanguage(i18n, stored);
    };
    hydrateRoot(
      root!,
      <StrictMode>
        <App router={router} queryClient={queryClient} i18n={i18n} onReady={applyStoredLanguage} />
      </StrictMode>,
    );
    return;
  }
  // A screen rendered in the browser only (account and admin screens), or `vite` in development.
  if (state) hydrate(queryClient, state.queries);
  await loadLanguage(i18n.language);
  createRoot(root!).render(
    <StrictMode>
      <App router={createAppRouter(queryClient)} queryClient={queryClient} i18n={i18n} />
    </StrictMode>,
  );
}

void start();
