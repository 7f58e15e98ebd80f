import { AsyncLocalStorage } from 'node:async_hooks';
import { setApiTransport } from '@/lib/api-client';
import { cookieValue } from '@/utils/cookie';

/** The reader's request, as far as the API calls made while rendering it need it. */
interface RequestScope {
  /** The reader's session cookie (`portal_session=...`), if any: signed-in data is theirs. */
  sessionCookie?: string;
  requestId?: string;
  /** The reader's address as the gateway gave it: per-address limits (search) count the reader, not this server. */
  forwardedFor?: string;
}

const scope = new AsyncLocalStorage<RequestScope>();

/** The session cookie's name (config.ts: `__Host-portal_session` on a TLS site); set at start. */
let sessionCookieName = 'portal_session';

/** Only the session cookie travels to the API (never the reader's other cookies). */
export function sessionCookieOf(header: string | undefined): string | undefined {
  const value = cookieValue(header, sessionCookieName);
  return value ? `${sessionCookieName}=${value}` : undefined;
}

/** Runs `work` with the API client pointed at the gateway on behalf of this reader. */
export function withRequestScope<T>(value: RequestScope, work: () => Promise<T>): Promise<T> {
  return scope.run(value, work);
}

/**
 * Wraps one API call when tracing is on (tracing.ts): a client span around `send`, whose
 * `traceparent` it adds to `headers` first, so the gateway and the services continue the trace.
 */
export type CallTracer = (
  method: string,
  path: string,
  headers: Headers,
  send: () => Promise<Response>,
) => Promise<Response>;

/** Each API call waits at most this long: a slow service gives the error page, not a hung reader. */
const API_TIMEOUT_MS = 8000;

/**
 * The API client's transport on the server: the same `/api/...` paths as the browser, sent to
 * the gateway's internal address (same routes; the cache is filled, not read), with the reader's
 * session cookie.
 */
export function installServerTransport(gatewayUrl: string, sessionCookie: string, traceCall?: CallTracer) {
  sessionCookieName = sessionCookie;
  setApiTransport(async (request) => {
    const current = scope.getStore() ?? {};
    const headers = new Headers(request.headers);
    if (current.sessionCookie) headers.set('Cookie', current.sessionCookie);
    if (current.requestId) headers.set('X-Request-Id', current.requestId);
    // Believed by the gateway only where TRUSTED_PROXIES holds this server's address (docs/security.md).
    if (current.forwardedFor) headers.set('X-Forwarded-For', current.forwardedFor);
    const { pathname, search } = new URL(request.url);
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
    const send = () =>
      fetch(`${gatewayUrl}${pathname}${search}`, {
        method: request.method,
        headers,
        body,
        signal: AbortSignal.timeout(API_TIMEOUT_MS),
      });
    return traceCall ? traceCall(request.method, pathname, headers, send) : send();
  });
}
