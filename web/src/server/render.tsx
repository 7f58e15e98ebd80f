import type { IncomingMessage, ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import type { I18n } from '@/lib/i18n';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import { pageHeads, type PageHead, type RouteHandle } from '@/app/head';
import { AppProvider } from '@/app/provider';
import { createRoutes } from '@/app/router';
import type { AppState } from '@/app/state';
import { LANGUAGES, type Language } from '@/config/app';
import { userQueryKey } from '@/lib/auth';
import { createI18n, languageFromCookieHeader, negotiateLanguage, registerStrings } from '@/lib/i18n';
import { en } from '@/lib/i18n/en';
import { ne } from '@/lib/i18n/ne';
import { queryConfig } from '@/lib/react-query';
import { sessionCookieOf, withRequestScope } from './api-transport';
import type { ClientAssets } from './assets';
import { pageCacheTags, PUBLIC_PAGE_CACHE_CONTROL, sendWithEtag, setCacheTags } from './cache-headers';
import { answerRoute, routePattern } from './metrics';
import { documentEnd, documentStart } from './document';
import { createFormActions } from './form-actions';

registerStrings('en', en);
registerStrings('ne', ne);

/** One translator per language, shared by every request (the server never switches one). */
const translations = Object.fromEntries(LANGUAGES.map((language) => [language, createI18n(language)])) as Record<
  Language,
  I18n
>;

/** A page that takes longer than this to render is cut off (the reader gets what is there). */
const RENDER_TIMEOUT_MS = 10_000;

export interface RenderOptions {
  publicUrl: string;
  /** Where the auth forms posted without scripts are sent on (the gateway, as page data is). */
  gatewayUrl: string;
  assets: ClientAssets;
  log: (entry: Record<string, unknown>) => void;
}

/** The router's errors as the browser router reads them back (its own hydration format). */
function serializeErrors(errors: StaticHandlerContext['errors']) {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]) => [
      id,
      isRouteErrorResponse(error)
        ? { ...error, __type: 'RouteErrorResponse' }
        : { message: error instanceof Error ? error.message : 'Error', __type: 'Error' },
    ]),
  );
}

/** The head of the deepest matched route that has one (the error head when a route failed). */
function pageHead(context: StaticHandlerContext, queryClient: QueryClient, url: URL, i18n: I18n): PageHead {
  const headContext = {
    queryClient,
    url,
    t: i18n.t,
    language: i18n.language,
    params: context.matches.at(-1)?.params ?? {},
  };
  if (context.errors && context.statusCode >= 500) return pageHeads.error(headContext);
  for (const match of [...context.matches].reverse()) {
    const handle = match.route.handle as RouteHandle | undefined;
    if (handle?.head) return handle.head(headContext);
  }
  return pageHeads.error(headContext);
}

/** A GET of the page, or the POST of a form (`form`: its body, read by the web server). */
function toRequest(req: IncomingMessage, url: URL, signal: AbortSignal, form?: Buffer): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(', '));
  }
  if (!form) return new Request(url, { method: 'GET', headers, signal });
  return new Request(url, { method: 'POST', headers, signal, body: new Uint8Array(form) });
}

/**
 * Renders one reader request: the route's data through the gateway (with the reader's session
 * cookie, when there is one), then React's streaming renderer into the document, with the status
 * code the route decided (404 for a missing article or page, 5xx when its data failed).
 * `form`: the body of an auth form posted without scripts; its route action answers first
 * (form-actions.ts).
 */
export async function renderPage(
  req: IncomingMessage,
  res: ServerResponse,
  options: RenderOptions,
  form?: Buffer,
): Promise<void> {
  const url = new URL(req.url ?? '/', options.publicUrl);
  const cookieHeader = req.headers.cookie;
  // The reader's choice (cookie), else on a first visit what the browser prefers (the gateway's
  // cache keys on this same negotiated language, never on the raw header).
  const language = languageFromCookieHeader(cookieHeader) ?? negotiateLanguage(req.headers['accept-language']);
  const i18n = translations[language];
  const sessionCookie = sessionCookieOf(cookieHeader);
  const requestId = typeof req.headers['x-request-id'] === 'string' ? req.headers['x-request-id'] : undefined;

  // On the server queries never retry and are never garbage-collected by timer (React Query's
  // server defaults); the client is dropped with the request.
  const queryClient = new QueryClient({ defaultOptions: queryConfig });
  // Without a session cookie the reader is signed out: nothing to ask the API.
  if (!sessionCookie) queryClient.setQueryData(userQueryKey, null);

  const abort = new AbortController();
  req.on('close', () => abort.abort());
  // The API's Set-Cookie of a form's action (a new session), sent with the action's redirect.
  const setCookies: string[] = [];
  const formActions = createFormActions({ gatewayUrl: options.gatewayUrl, setCookies });
  const handler = createStaticHandler(createRoutes(queryClient, formActions));
  const forwardedFor = typeof req.headers['x-forwarded-for'] === 'string' ? req.headers['x-forwarded-for'] : undefined;
  const context = await withRequestScope({ sessionCookie, requestId, forwardedFor }, () =>
    handler.query(toRequest(req, url, abort.signal, form)),
  );
  if (!(context instanceof Response)) answerRoute.set(res, routePattern(context.matches));
  if (context instanceof Response) {
    // A redirect of a loader or a form's action: passed on as it is (the router keeps only its
    // Location, so the action's cookies come from `setCookies`).
    res.writeHead(context.status, {
      Location: context.headers.get('Location') ?? '/',
      'Cache-Control': 'no-store',
      ...(setCookies.length ? { 'Set-Cookie': setCookies } : {}),
    });
    res.end();
    return;
  }

  const head = pageHead(context, queryClient, url, i18n);
  const handles = context.matches.map((match) => (match.route.handle ?? {}) as RouteHandle);
  const clientOnly = handles.some((handle) => handle.clientOnly);
  const state: AppState = {
    hydrate: !clientOnly,
    language,
    queries: dehydrate(queryClient),
    router: clientOnly
      ? undefined
      : { loaderData: context.loaderData, actionData: context.actionData, errors: serializeErrors(context.errors) },
  };
  res.statusCode = context.statusCode;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  // Signed-in pages and the answer to a form are the reader's own; an anonymous page is the same
  // for every reader of its language, so shared caches (the gateway's, a CDN keyed on the `lang`
  // cookie) may keep it, named by what it shows for purges by tag (docs/architecture.md, "Caches").
  const shared = !sessionCookie && !form && context.statusCode < 400;
  res.setHeader('Cache-Control', shared ? PUBLIC_PAGE_CACHE_CONTROL : 'private, no-store');
  if (shared) setCacheTags(res, pageCacheTags(context.matches));
  res.setHeader('Content-Language', language);

  if (clientOnly) {
    // Account and admin screens: the shell only; the browser renders the screen. They keep the
    // gateway's Cross-Origin-Opener-Policy (same-origin).
    res.end(documentStart(head, language, options.publicUrl, options.assets) + documentEnd(state));
    return;
  }

  // A public reader page opts out of the gateway's same-origin opener policy: with it, a reader
  // arriving from a link (a new tab, another site) waits for a renderer process of the page's own
  // (about 0.4 s later a picture on the phone profile); the page has nothing a cross-origin
  // opener could use. Screens where a password is typed keep it.
  if (!handles.some((handle) => handle.credentials)) res.setHeader('Cross-Origin-Opener-Policy', 'unsafe-none');
  const router = createStaticRouter(handler.dataRoutes, context);
  await new Promise<void>((resolve) => {
    let failed = false;
    const stream = renderToPipeableStream(
      <AppProvider queryClient={queryClient} i18n={i18n}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>,
      {
        // Never outline a large Suspense boundary into a later segment: React would move it
        // into place with an inline script, which the CSP (script-src 'self') refuses.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // The whole page at once: every route's data is already loaded, and crawlers and
        // readers without JavaScript get complete HTML.
        onAllReady() {
          // Every route's data is loaded, so the page is complete here: it is gathered whole to
          // name it with an ETag (a browser's or CDN's revalidation then costs a 304, no body).
          const chunks: Buffer[] = [Buffer.from(documentStart(head, language, options.publicUrl, options.assets))];
          const body = new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk);
              done();
            },
            final(done) {
              const page = Buffer.concat(chunks);
              // The state's queries carry the time they were read: left out of the ETag, so an
              // unchanged page keeps its name from one render to the next.
              const stable = JSON.stringify(state, (key, value) => (/UpdatedAt$/.test(key) ? 0 : value));
              sendWithEtag(
                req,
                res,
                Buffer.concat([page, Buffer.from(documentEnd(state))]),
                Buffer.concat([page, Buffer.from(stable)]),
              );
              done();
              resolve();
            },
          });
          stream.pipe(body);
        },
        onShellError(error) {
          options.log({ level: 'error', msg: 'render failed', url: url.pathname, err: String(error) });
          if (!res.headersSent) {
            res.statusCode = 500;
            res.setHeader('Cache-Control', 'no-store');
          }
          res.end(fallbackErrorPage(i18n));
          resolve();
        },
        onError(error) {
          if (failed) return;
          failed = true;
          options.log({ level: 'error', msg: 'render error', url: url.pathname, err: String(error) });
        },
      },
    );
    setTimeout(() => stream.abort(), RENDER_TIMEOUT_MS).unref();
  });
  queryClient.clear();
}

/** When React itself cannot render the page: a plain page in the reader's language. */
function fallbackErrorPage(i18n: I18n): string {
  return `<!doctype html><html lang="${i18n.language}"><head><meta charset="utf-8"><title>${i18n.t('errorBoundary.title')}</title></head><body><h1>${i18n.t('errorBoundary.title')}</h1><p>${i18n.t('errorBoundary.text')}</p></body></html>`;
}
