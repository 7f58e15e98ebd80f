import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  data,
  type ActionFunction,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router-dom';
import { articleQueryOptions } from '@/api/get-article';
import {
  authorListQueryOptions,
  taggedListQueryOptions,
  breakingListQueryOptions,
  categoryArticlesQueryOptions,
  latestListQueryOptions,
  relatedListQueryOptions,
} from '@/api/get-articles';
import { MainLayout } from '@/components/layouts/main-layout';
import { VerifyEmailBanner } from '@/features/auth/components/verify-email-banner';
import type { AuthFormName } from '@/features/auth/form-result';
import { RouteError } from '@/components/errors/route-error';
import { PageSpinner } from '@/components/errors/page-spinner';
import { paths } from '@/config/paths';
import CategoryRoute from './routes/category';
import HomeRoute from './routes/home';
import { ApiError } from '@/lib/api-client';
import { userQueryOptions } from '@/lib/auth';
import { searchQueryOptions, searchText } from '@/api/search-articles';
import { categoriesQueryOptions } from '@/api/get-categories';
import { sectionSlug } from '@/utils/article';
import { pageHeads, type RouteHandle } from './head';
import type { RouteData } from './state';

/** A lazily loaded route module: its default export is the screen. */
const lazy = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** True while rendering on the server (the web container's renderer). */
export const isServer = typeof window === 'undefined';

/**
 * Loaders fill the query cache. On the server the page waits for its data, so the HTML is
 * complete and the client hydrates from the same cache without fetching again. In the browser
 * a navigation shows the screen at once (skeletons, a list's copy of the article) while the
 * data loads, as before: the loader only starts the requests.
 * A loader's value is never undefined: the router's hydration treats a missing value as "not
 * loaded yet" and would run the loader again.
 */
async function load<T>(work: () => Promise<T>): Promise<T | null> {
  if (isServer) return work();
  void work();
  return null;
}

const notFound = () => data<RouteData>({ notFound: true }, { status: 404 });

/**
 * The route's data failed for another reason than "not found": the error page, with the API's
 * status (a 400 for a malformed cursor, a 5xx when a service failed; 502 when none answered).
 */
function failIfBroken(queryClient: QueryClient, queryKey: readonly unknown[]) {
  const error = queryClient.getQueryState(queryKey)?.error;
  if (!error) return;
  const status = error instanceof ApiError ? error.status : undefined;
  if (status === 404) return;
  throw data(null, { status: status && status >= 400 ? status : 502 });
}

function articleLoader(queryClient: QueryClient) {
  return ({ params }: LoaderFunctionArgs) =>
    load(async () => {
      const id = params.id ?? '';
      if (!/^\d+$/.test(id)) return notFound();
      const options = articleQueryOptions(id);
      await queryClient.prefetchQuery(options);
      const article = queryClient.getQueryData(options.queryKey);
      if (!article) {
        const error = queryClient.getQueryState(options.queryKey)?.error;
        if (error instanceof ApiError && error.status === 404) return notFound();
        failIfBroken(queryClient, options.queryKey);
        return notFound();
      }
      await queryClient.prefetchQuery(relatedListQueryOptions(article));
      return {};
    });
}

/** A tag's or an author's page: 404 when no published article has the tag or the author. */
function storyListLoader(
  queryClient: QueryClient,
  options: (param: string) => ReturnType<typeof taggedListQueryOptions>,
  name: string,
) {
  return ({ params }: LoaderFunctionArgs) =>
    load(async () => {
      const param = params[name] ?? '';
      const valid = name === 'slug' ? /^[a-z0-9-]{1,100}$/.test(param) : /^[0-9a-f-]{36}$/i.test(param);
      if (!valid) return notFound();
      const query = options(param);
      await queryClient.prefetchQuery(query);
      failIfBroken(queryClient, query.queryKey);
      return queryClient.getQueryData(query.queryKey)?.articles.length ? {} : notFound();
    });
}

function categoryLoader(queryClient: QueryClient) {
  return ({ params, request }: LoaderFunctionArgs) =>
    load(async () => {
      const before = new URL(request.url).searchParams.get('before');
      const sections = await queryClient.fetchQuery(categoriesQueryOptions()).catch(() => undefined);
      const options = categoryArticlesQueryOptions(sectionSlug(params.category, sections), before);
      await queryClient.prefetchInfiniteQuery(options);
      failIfBroken(queryClient, options.queryKey);
      return {};
    });
}

/** /search?q=: the first page of results (from `before` when Load More was followed without JavaScript). */
function searchLoader(queryClient: QueryClient) {
  return ({ request }: LoaderFunctionArgs) =>
    load(async () => {
      const params = new URL(request.url).searchParams;
      const q = searchText(params);
      if (!q) return {};
      const options = searchQueryOptions(q, params.get('before'));
      await queryClient.prefetchInfiniteQuery(options);
      failIfBroken(queryClient, options.queryKey);
      // No result: the page suggests the latest news instead.
      if (!queryClient.getQueryData(options.queryKey)?.pages[0]?.results.length) {
        await queryClient.prefetchQuery(latestListQueryOptions());
      }
      return {};
    });
}

function homeLoader(queryClient: QueryClient) {
  return () =>
    load(async () => {
      await Promise.all([
        queryClient.prefetchQuery(latestListQueryOptions()),
        queryClient.prefetchQuery(breakingListQueryOptions()),
      ]);
      failIfBroken(queryClient, latestListQueryOptions().queryKey);
      return {};
    });
}

/** The layout shows the session in the header and the breaking-news banner on every page. */
function layoutLoader(queryClient: QueryClient) {
  return () =>
    load(async () => {
      await Promise.all([
        queryClient.prefetchQuery(userQueryOptions()),
        queryClient.prefetchQuery(breakingListQueryOptions()),
        // The header's menu and the footer list the sections.
        queryClient.prefetchQuery(categoriesQueryOptions()),
      ]);
      return {};
    });
}

const handle = (h: RouteHandle) => h;

/**
 * The auth forms' route actions: the web server's (web/src/server/form-actions.ts), which take the
 * plain POST of a form sent before or without scripts. The browser has none: with scripts each
 * form sends its own request in place.
 */
export type FormActions = Partial<Record<AuthFormName, ActionFunction>>;

/** The shared layout with the notices that come from features (shared code imports no feature). */
function AppLayout() {
  return <MainLayout notices={<VerifyEmailBanner />} />;
}

/**
 * Every route of the spec's route table. The two list pages (home, category), where most readers
 * land, are in the entry chunk: one request instead of a dozen small ones, each costing a round
 * trip and its headers on a slow network; every other screen is its own chunk. The reader routes
 * have loaders (their data is in the server's HTML) and a head (title, description, Open
 * Graph...); the account and admin screens are rendered in the browser only (`clientOnly`).
 */
export function createRoutes(queryClient: QueryClient, formActions: FormActions = {}): RouteObject[] {
  const clientOnly = handle({ clientOnly: true, head: pageHeads.private });
  return [
    {
      path: '/',
      Component: AppLayout,
      HydrateFallback: PageSpinner,
      ErrorBoundary: RouteError,
      loader: layoutLoader(queryClient),
      children: [
        {
          // Errors of a screen render inside the layout, so the header and footer stay.
          ErrorBoundary: RouteError,
          handle: handle({ head: pageHeads.error }),
          children: [
            {
              index: true,
              loader: homeLoader(queryClient),
              handle: handle({ head: pageHeads.home }),
              Component: HomeRoute,
            },
            {
              path: 'article/:id',
              loader: articleLoader(queryClient),
              handle: handle({ head: pageHeads.article }),
              lazy: lazy(() => import('./routes/article')),
            },
            {
              // The canonical address (issue 22): any slug (an old one too) shows the article,
              // whose canonical link names the current one.
              path: 'article/:id/:slug',
              loader: articleLoader(queryClient),
              handle: handle({ head: pageHeads.article }),
              lazy: lazy(() => import('./routes/article')),
            },
            {
              path: 'tag/:slug',
              loader: storyListLoader(queryClient, taggedListQueryOptions, 'slug'),
              handle: handle({ head: pageHeads.tag }),
              lazy: lazy(() => import('./routes/tag')),
            },
            {
              path: 'author/:id',
              loader: storyListLoader(queryClient, authorListQueryOptions, 'id'),
              handle: handle({ head: pageHeads.author }),
              lazy: lazy(() => import('./routes/author')),
            },
            {
              path: 'category/:category',
              loader: categoryLoader(queryClient),
              handle: handle({ head: pageHeads.category }),
              Component: CategoryRoute,
            },
            {
              path: paths.search,
              loader: searchLoader(queryClient),
              handle: handle({ head: pageHeads.search }),
              lazy: lazy(() => import('./routes/search')),
            },
            {
              path: paths.login,
              action: formActions.login,
              handle: handle({ head: pageHeads.login, credentials: true }),
              lazy: lazy(() => import('./routes/auth/login')),
            },
            {
              path: paths.register,
              action: formActions.register,
              handle: handle({ head: pageHeads.register, credentials: true }),
              lazy: lazy(() => import('./routes/auth/register')),
            },
            {
              path: paths.signup,
              action: formActions.register,
              handle: handle({ head: pageHeads.register, credentials: true }),
              lazy: lazy(() => import('./routes/auth/register')),
            },
            {
              path: paths.forgotPassword,
              action: formActions.forgotPassword,
              handle: handle({ head: pageHeads.forgotPassword, credentials: true }),
              lazy: lazy(() => import('./routes/auth/forgot-password')),
            },
            {
              path: paths.resetPassword,
              action: formActions.resetPassword,
              handle: handle({ head: pageHeads.resetPassword, credentials: true }),
              lazy: lazy(() => import('./routes/auth/reset-password')),
            },
            { path: 'verify-email', handle: clientOnly, lazy: lazy(() => import('./routes/auth/verify-email')) },
            { path: paths.profile, handle: clientOnly, lazy: lazy(() => import('./routes/profile')) },
            {
              path: paths.about,
              handle: handle({ head: pageHeads.about }),
              lazy: lazy(() => import('./routes/about')),
            },
            {
              path: paths.privacy,
              handle: handle({ head: pageHeads.privacy }),
              lazy: lazy(() => import('./routes/privacy')),
            },
            {
              path: paths.terms,
              handle: handle({ head: pageHeads.terms }),
              lazy: lazy(() => import('./routes/terms')),
            },
            {
              path: paths.contact,
              handle: handle({ head: pageHeads.contact }),
              lazy: lazy(() => import('./routes/contact')),
            },
            { path: paths.admin, handle: clientOnly, lazy: lazy(() => import('./routes/admin/dashboard')) },
            { path: paths.adminDashboard, handle: clientOnly, lazy: lazy(() => import('./routes/admin/dashboard')) },
            { path: paths.adminArticles, handle: clientOnly, lazy: lazy(() => import('./routes/admin/articles')) },
            { path: paths.adminUsers, handle: clientOnly, lazy: lazy(() => import('./routes/admin/users')) },
            { path: paths.adminComments, handle: clientOnly, lazy: lazy(() => import('./routes/admin/comments')) },
            { path: paths.adminAudit, handle: clientOnly, lazy: lazy(() => import('./routes/admin/audit')) },
            { path: paths.adminSections, handle: clientOnly, lazy: lazy(() => import('./routes/admin/sections')) },
            {
              path: '*',
              loader: () => notFound(),
              handle: handle({ head: pageHeads.notFound }),
              lazy: lazy(() => import('./routes/not-found')),
            },
          ],
        },
      ],
    },
  ];
}

export const createAppRouter = (queryClient: QueryClient) => createBrowserRouter(createRoutes(queryClient));
