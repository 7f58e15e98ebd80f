import { render } from '@testing-library/react';
import type { I18n } from '@/lib/i18n';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { createI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/react-query';

/** Shows where the router went, for assertions on navigation. */
function Landing({ name }: { name: string }) {
  const location = useLocation();
  return (
    <h1>
      {name} page at {location.pathname}
    </h1>
  );
}

const stubPaths = ['/', '/login', '/forgot-password', '/register', '/profile', '/admin/dashboard'];

/**
 * Render one screen at `path` (entered as `url`) inside the app's providers and a memory router.
 * The other main paths render a stub heading "<path> page at <pathname>" so tests can see
 * where a screen navigated to.
 */
export function renderRoute(
  element: ReactElement,
  { path, url = path, i18n = createI18n('en') }: { path: string; url?: string; i18n?: I18n },
) {
  const routes: RouteObject[] = [
    { path, element },
    ...stubPaths.filter((p) => p !== path).map((p) => ({ path: p, element: <Landing name={p} /> })),
  ];
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const queryClient = createQueryClient();
  const view = render(
    <AppProvider queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, queryClient, i18n };
}
