import createClient, { type Middleware } from 'openapi-fetch';
import { isToasterLoaded, loadToaster } from '@/components/ui/toaster-on-demand';
import { UNAUTHORIZED_REDIRECT_DELAY_MS } from '@/config/app';
import { paths as appPaths } from '@/config/paths';
import { toast } from '@/hooks/use-toast';
import type { ApiErrorBody, paths } from '@/types/contract';
import { i18n } from './i18n';
import { browser } from './navigation';

/**
 * The one API client of the SPA and the server renderer (spec §7), generated from the contract:
 * `api.GET('/api/articles/{id}', { params: { path: { id } } })` — paths, methods, parameters,
 * bodies and answers are the types of contract/openapi.json (openapi-fetch over openapi.gen.ts),
 * so a path or parameter the services renamed fails the type check, not the reader.
 * - every call sends the session cookie (`credentials: 'include'`);
 * - any non-OK answer throws an ApiError carrying the status and the parsed error body;
 * - a failure to reach the server at all (network error) is thrown as fetch throws it (a TypeError).
 */
export class ApiError extends Error {
  readonly status: number;
  /** The services' error body `{statusCode, message, error}`; null when the answer had none (a proxy's page, an empty body). */
  readonly body: ApiErrorBody | null;

  constructor(status: number, statusText: string, body: ApiErrorBody | null) {
    // "401: Unauthorized": the 401 rule of spec §8 reads this message.
    super(`${status}: ${body?.message || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** The error body when the answer is one of the services' `{statusCode, message, error}`. */
function errorBodyOf(text: string): ApiErrorBody | null {
  try {
    const body = JSON.parse(text) as Partial<ApiErrorBody> | null;
    return body && typeof body === 'object' && typeof body.message === 'string' ? (body as ApiErrorBody) : null;
  } catch {
    return null;
  }
}

/** The server's `message` of a failed call, when it gave one. */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? error.body?.message.trim() || undefined : undefined;
}

/**
 * How a request leaves the client: the browser's fetch, to the page's origin. The server renderer
 * replaces it (`setApiTransport`) with one that sends the same path to the gateway's internal
 * address with the reader's session cookie (web/src/server/api-transport.ts).
 */
export type ApiTransport = (request: Request) => Promise<Response>;

let transport: ApiTransport = (request) => fetch(request);

export function setApiTransport(next: ApiTransport) {
  transport = next;
}

/** The page's origin; on the server (no page) a stand-in that the server transport replaces. */
const ORIGIN = typeof location === 'undefined' ? 'http://localhost' : location.origin;

const throwErrorAnswers: Middleware = {
  async onResponse({ response }) {
    if (response.ok) return undefined;
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, response.statusText, errorBodyOf(text));
  },
};

export const api = createClient<paths>({
  baseUrl: ORIGIN,
  credentials: 'include',
  headers: { Accept: 'application/json' },
  fetch: (request) => transport(request),
});
api.use(throwErrorAnswers);

/** What a typed call resolves to once error answers are thrown: its data (undefined for a 204). */
type Answer<D> = Promise<{ data?: D; response: Response }>;

/** The data of a typed call. */
export async function dataOf<D>(call: Answer<D>): Promise<D> {
  return (await call).data as D;
}

/** The data of a typed call with its headers (the lists' X-Total-Count and X-Next-Cursor). */
export async function dataWithHeaders<D>(call: Answer<D>): Promise<{ data: D; headers: Headers }> {
  const { data, response } = await call;
  return { data: data as D, headers: response.headers };
}

/**
 * A multipart body of files for an upload route: the field names are the contract's (a binary
 * field is a string in the generated types), the values the files; sent as FormData.
 */
export function multipart<Body extends Record<string, string | string[]>>(files: {
  [Field in keyof Body]: Body[Field] extends string[] ? Blob[] : Blob;
}) {
  return {
    body: files as unknown as Body,
    bodySerializer: () => {
      const form = new FormData();
      for (const [field, value] of Object.entries(files as Record<string, Blob | Blob[]>)) {
        for (const file of Array.isArray(value) ? value : [value]) form.append(field, file);
      }
      return form;
    },
  };
}

/** A list's X-Total-Count, or `shown` (the items of this answer) when it is absent or not a number. */
export function totalCount(headers: Headers, shown: number): number {
  const total = Number(headers.get('X-Total-Count'));
  return headers.has('X-Total-Count') && Number.isFinite(total) ? total : shown;
}

/** A list's X-Next-Cursor: the next page's cursor, null on the last page. */
export function nextCursor(headers: Headers): string | null {
  return headers.get('X-Next-Cursor') || null;
}

// ---------------------------------------------------------------------------------------------
// The 401 rule (spec §8)

/** An answer 401 whose message says Unauthorized (the session is gone). */
export function isUnauthorizedError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 401 && error.message.includes('Unauthorized');
}

let redirectTimer: ReturnType<typeof setTimeout> | undefined;
let redirectPending = false;
let redirectGeneration = 0;

/**
 * Tell the reader the session is gone and send them to log in again: toast "Unauthorized" /
 * "You are logged out. Logging in again...", then a full-page redirect after 500 ms
 * (to /login; the admin article screens pass /api/login). Several failures in a row redirect once.
 */
export function notifyLoggedOut(redirectTo: string = appPaths.login) {
  toast({
    title: i18n.t('toast.unauthorized'),
    description: i18n.t('toast.loggedOut'),
    variant: 'destructive',
  });
  redirectAfterDelay(redirectTo);
}

/**
 * A screen for signed-in readers opened without a session (never signed in, or signed out in
 * another tab): "Please sign in", then the same redirect. "You are logged out" would be untrue
 * for a visitor who never was signed in; the 401 rule stays for calls that lose their session.
 */
export function notifySignInRequired(redirectTo: string = appPaths.login) {
  toast({ title: i18n.t('toast.signInRequired'), variant: 'destructive' });
  redirectAfterDelay(redirectTo);
}

function redirectAfterDelay(redirectTo: string) {
  if (redirectPending) return;
  redirectPending = true;
  const generation = redirectGeneration;
  const startDelay = () => {
    if (generation !== redirectGeneration) return;
    redirectTimer = setTimeout(() => {
      redirectPending = false;
      redirectTimer = undefined;
      browser.assign(redirectTo);
    }, UNAUTHORIZED_REDIRECT_DELAY_MS);
  };
  // The toast's code loads with the first toast: the 500 ms start once it can show, or a slow
  // phone would leave the page before the reader saw why.
  if (isToasterLoaded()) startDelay();
  else void loadToaster().then(startDelay, startDelay);
}

/** Apply the 401 rule to an error; returns true when it applied. */
export function handleUnauthorizedError(error: unknown, redirectTo?: string): boolean {
  if (!isUnauthorizedError(error)) return false;
  notifyLoggedOut(redirectTo);
  return true;
}

/** Test helper: forget a pending redirect. */
export function resetUnauthorizedRedirect() {
  clearTimeout(redirectTimer);
  redirectTimer = undefined;
  redirectPending = false;
  redirectGeneration += 1;
}
