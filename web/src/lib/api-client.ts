import { isToasterLoaded, loadToaster } from '@/components/ui/toaster-on-demand';
import { UNAUTHORIZED_REDIRECT_DELAY_MS } from '@/config/app';
import { paths } from '@/config/paths';
import { toast } from '@/hooks/use-toast';
import type { ApiErrorBody } from '@/types/contract';
import { i18n } from './i18n';
import { browser } from './navigation';

/**
 * The one API client of the SPA (spec §7).
 * - every call sends the session cookie (`credentials: 'include'`);
 * - a JSON body is sent with `Content-Type: application/json`;
 * - any non-OK answer throws an ApiError whose message is `${status}: ${bodyText || statusText}`.
 * A failure to reach the server at all (network error) is thrown as fetch throws it (a TypeError).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

type Body = BodyInit | object | null | undefined;

export interface RequestOptions extends Omit<RequestInit, 'body' | 'method'> {
  params?: Record<string, string | number | boolean | null | undefined>;
}

function isRawBody(body: Body): body is BodyInit {
  return (
    typeof body === 'string' ||
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer
  );
}

function buildUrl(path: string, params?: RequestOptions['params']): string {
  if (!params) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path;
}

async function parseBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) return JSON.parse(text) as unknown;
  return text;
}

/** The parsed body of an answer together with its headers (X-Total-Count, X-Next-Cursor...). */
export interface ApiResponse<T> {
  data: T;
  headers: Headers;
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

/**
 * How a request leaves the client: the browser's fetch, relative to the page's origin. The
 * server renderer replaces it (`setApiTransport`) with one that goes to the gateway's internal
 * address and carries the reader's session cookie (web/src/server/api-transport.ts).
 */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (path, init) => fetch(path, init);

export function setApiTransport(next: ApiTransport) {
  transport = next;
}

export async function apiRequest<T>(method: string, path: string, body?: Body, options?: RequestOptions): Promise<T> {
  return (await apiRequestWithHeaders<T>(method, path, body, options)).data;
}

export async function apiRequestWithHeaders<T>(
  method: string,
  path: string,
  body?: Body,
  { params, headers, ...init }: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const requestHeaders = new Headers(headers);
  requestHeaders.set('Accept', 'application/json');
  let requestBody: BodyInit | undefined;
  if (body !== undefined && body !== null) {
    if (isRawBody(body)) {
      requestBody = body;
    } else {
      requestHeaders.set('Content-Type', 'application/json');
      requestBody = JSON.stringify(body);
    }
  }

  const response = await transport(buildUrl(path, params), {
    ...init,
    method,
    headers: requestHeaders,
    body: requestBody,
    credentials: 'include',
  });

  if (!response.ok) {
    const text = (await response.text().catch(() => '')) || '';
    throw new ApiError(response.status, response.statusText, text);
  }
  return { data: (await parseBody(response)) as T, headers: response.headers };
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: Body, options?: RequestOptions) => apiRequest<T>('POST', path, body, options),
  put: <T>(path: string, body?: Body, options?: RequestOptions) => apiRequest<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: Body, options?: RequestOptions) => apiRequest<T>('PATCH', path, body, options),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, undefined, options),
  /** A GET whose answer headers matter too (the article lists' paging headers). */
  getWithHeaders: <T>(path: string, options?: RequestOptions) =>
    apiRequestWithHeaders<T>('GET', path, undefined, options),
};

/** The status code of an error thrown by the client, read from its message (`401: ...`). */
export function errorStatus(error: unknown): number | undefined {
  if (error instanceof ApiError) return error.status;
  const match = error instanceof Error ? /^(\d{3}): /.exec(error.message) : null;
  return match ? Number(match[1]) : undefined;
}

/**
 * The `message` field of a server error body (`{statusCode, message}`), if there is one.
 * A list of messages (validation errors) is joined into one sentence.
 */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  if (!match) return undefined;
  try {
    const body = JSON.parse(match[1]) as ApiErrorBody;
    const message = Array.isArray(body?.message) ? body.message.join(' ') : body?.message;
    return typeof message === 'string' && message.trim() ? message : undefined;
  } catch {
    return undefined;
  }
}

/** True when the server answered at all (as opposed to a network failure). */
export function isHttpError(error: unknown): boolean {
  return errorStatus(error) !== undefined;
}

// ---------------------------------------------------------------------------------------------
// The 401 rule (spec §8)

/** True for an error whose message starts with 401 and contains "Unauthorized". */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401\b/.test(error.message) && error.message.includes('Unauthorized');
}

let redirectTimer: ReturnType<typeof setTimeout> | undefined;
let redirectPending = false;
let redirectGeneration = 0;

/**
 * Tell the reader the session is gone and send them to log in again: toast "Unauthorized" /
 * "You are logged out. Logging in again...", then a full-page redirect after 500 ms
 * (to /login; the admin article screens pass /api/login). Several failures in a row redirect once.
 */
export function notifyLoggedOut(redirectTo: string = paths.login) {
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
export function notifySignInRequired(redirectTo: string = paths.login) {
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
