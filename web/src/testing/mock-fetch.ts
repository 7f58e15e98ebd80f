import { vi } from 'vitest';

/** What a mocked endpoint answers: a status and a JSON (or text) body, or a network failure. */
export type MockAnswer =
  | { status?: number; statusText?: string; json?: unknown; text?: string; headers?: Record<string, string> }
  | { networkError: true };

export interface RecordedCall {
  method: string;
  url: string;
  init: RequestInit;
  json: unknown;
}

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  500: 'Internal Server Error',
};

function pathOf(url: string): string {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
}

/** A Request as the init a test reads: its body as text, or as FormData for a multipart body. */
async function initOf(request: Request): Promise<RequestInit> {
  const type = request.headers.get('Content-Type') ?? '';
  let body: BodyInit | undefined;
  if (request.body) body = type.startsWith('multipart/') ? await request.formData() : await request.text();
  return { method: request.method, headers: request.headers, credentials: request.credentials, body };
}

/**
 * Replace fetch with a table of `'METHOD /path'` → answer (a function gets the call). Unknown
 * calls answer 404. Returns the list of calls made, in order.
 */
/** A route's answer, or how to make it from the call (a promise holds the answer back until a test lets it go). */
type MockRoute = MockAnswer | ((call: RecordedCall) => MockAnswer | Promise<MockAnswer>);

export function mockFetch(table: Record<string, MockRoute>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, given: RequestInit = {}) => {
    // The API client sends a Request to the page's origin: recorded as its path and its init.
    const init = input instanceof Request ? await initOf(input) : given;
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : pathOf(input.url);
    const method = (init.method ?? 'GET').toUpperCase();
    const json = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { method, url, init, json };
    calls.push(call);
    const entry = table[`${method} ${url.split('?')[0]}`];
    const answer = typeof entry === 'function' ? await entry(call) : (entry ?? { status: 404 });
    if ('networkError' in answer) throw new TypeError('Failed to fetch');
    const status = answer.status ?? 200;
    const body = answer.json !== undefined ? JSON.stringify(answer.json) : (answer.text ?? '');
    return new Response(status === 204 ? null : body, {
      status,
      statusText: answer.statusText ?? STATUS_TEXT[status] ?? '',
      headers: { ...(answer.json !== undefined ? { 'Content-Type': 'application/json' } : {}), ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

export const signedOut: MockAnswer = {
  status: 401,
  json: { statusCode: 401, message: 'Unauthorized', error: 'Unauthorized' },
};
