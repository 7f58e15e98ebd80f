import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { MainLayout } from '@/components/layouts/main-layout';
import { RouteError } from '@/components/errors/route-error';
import { PageSpinner } from '@/components/errors/page-spinner';
import { paths } from '@/config/paths';

/** A lazily loaded route module: its default export is the screen. */
const lazy = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** Every route of the spec's route table; each screen is its own chunk. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: MainLayout,
    HydrateFallback: PageSpinner,
    ErrorBoundary: RouteError,
    children: [
      {
        // Errors of a screen render inside the layout, so the header and footer stay.
        ErrorBoundary: RouteError,
        children: [
          { index: true, lazy: lazy(() => import('./routes/home')) },
          { path: 'article/:id', lazy: lazy(() => import('./routes/article')) },
          { path: 'category/:category', lazy: lazy(() => import('./routes/category')) },
          { path: paths.login, lazy: lazy(() => import('./routes/auth/login')) },
          { path: paths.register, lazy: lazy(() => import('./routes/auth/register')) },
          { path: paths.signup, lazy: lazy(() => import('./routes/auth/register')) },
          { path: paths.forgotPassword, lazy: lazy(() => import('./routes/auth/forgot-password')) },
          { path: paths.resetPassword, lazy: lazy(() => import('./routes/auth/reset-password')) },
          { path: 'verify-email', lazy: lazy(() => import('./routes/auth/verify-email')) },
          { path: paths.profile, lazy: lazy(() => import('./routes/profile')) },
          { path: paths.about, lazy: lazy(() => import('./routes/about')) },
          { path: paths.privacy, lazy: lazy(() => import('./routes/privacy')) },
          { path: paths.terms, lazy: lazy(() => import('./routes/terms')) },
          { path: paths.contact, lazy: lazy(() => import('./routes/contact')) },
          { path: paths.admin, lazy: lazy(() => import('./routes/admin/dashboard')) },
          { path: paths.adminDashboard, lazy: lazy(() => import('./routes/admin/dashboard')) },
          { path: paths.adminArticles, lazy: lazy(() => import('./routes/admin/articles')) },
          { path: paths.adminUsers, lazy: lazy(() => import('./routes/admin/users')) },
          { path: paths.adminComments, lazy: lazy(() => import('./routes/admin/comments')) },
          { path: '*', lazy: lazy(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
