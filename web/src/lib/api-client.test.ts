import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts, useToasts } from '@/hooks/use-toast';
import { mockFetch } from '@/testing/mock-fetch';
import { renderHook } from '@testing-library/react';
import {
  api,
  ApiError,
  dataOf,
  dataWithHeaders,
  handleUnauthorizedError,
  isUnauthorizedError,
  multipart,
  nextCursor,
  serverMessage,
  totalCount,
} from './api-client';
import { browser } from './navigation';
import { createQueryClient } from './react-query';

function currentToasts() {
  return renderHook(() => useToasts()).result.current;
}

const signupBody = { firstName: 'Sita', lastName: 'Rai', email: 'a@b.co', password: 'secret1' };

describe('api client requests', () => {
  it('sends credentials on every call and a JSON content type with a JSON body', async () => {
    const calls = mockFetch({
      'GET /api/auth/user': { json: { id: '1' } },
      'POST /api/auth/login': { json: { id: '1' } },
    });

    await dataOf(api.GET('/api/auth/user'));
    await dataOf(api.POST('/api/auth/login', { body: { email: 'a@b.co', password: 'secret1' } }));

    expect(calls[0].init.credentials).toBe('include');
    expect(new Headers(calls[0].init.headers).has('Content-Type')).toBe(false);
    expect(calls[1].init.credentials).toBe('include');
    expect(new Headers(calls[1].init.headers).get('Content-Type')).toBe('application/json');
    expect(calls[1].json).toEqual({ email: 'a@b.co', password: 'secret1' });
  });

  it('sends an upload as multipart form data with the contract\'s field names', async () => {
    const calls = mockFetch({
      'POST /api/upload/multiple': { status: 201, json: { urls: ['/media/x.png', '/media/y.png'] } },
    });
    type Body = { files: string[] };
    const files = [new File(['x'], 'x.png', { type: 'image/png' }), new File(['y'], 'y.png', { type: 'image/png' })];

    const answer = await dataOf(api.POST('/api/upload/multiple', multipart<Body>({ files })));

    expect(answer).toEqual({ urls: ['/media/x.png', '/media/y.png'] });
    expect(new Headers(calls[0].init.headers).get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const sent = (calls[0].init.body as FormData).getAll('files') as File[];
    expect(sent.map((file) => file.name)).toEqual(['x.png', 'y.png']);
  });

  it('fills the path parameters into the path', async () => {
    const calls = mockFetch({ 'GET /api/articles/7': { json: { id: 7 } } });
    await dataOf(api.GET('/api/articles/{id}', { params: { path: { id: 7 } } }));
    expect(calls[0].url).toBe('/api/articles/7');
  });

  it('returns the parsed JSON answer, and nothing for an empty one', async () => {
    mockFetch({ 'GET /api/categories': { json: [{ id: 1 }] }, 'POST /api/auth/logout': { status: 204 } });
    await expect(dataOf(api.GET('/api/categories'))).resolves.toEqual([{ id: 1 }]);
    await expect(dataOf(api.POST('/api/auth/logout'))).resolves.toBeUndefined();
  });

  it('puts query parameters on the URL, leaving out empty ones, and gives the paging headers', async () => {
    const calls = mockFetch({
      'GET /api/articles': { json: [], headers: { 'X-Total-Count': '12', 'X-Next-Cursor': 'abc' } },
    });
    const { headers } = await dataWithHeaders(
      api.GET('/api/articles', { params: { query: { category: 'latest-news', search: undefined } } }),
    );
    expect(calls[0].url).toBe('/api/articles?category=latest-news');
    expect(totalCount(headers, 0)).toBe(12);
    expect(nextCursor(headers)).toBe('abc');
  });
});

describe('paging headers', () => {
  it('reads X-Total-Count, or counts the items shown when it is absent or not a number', () => {
    expect(totalCount(new Headers({ 'X-Total-Count': '42' }), 20)).toBe(42);
    expect(totalCount(new Headers({ 'X-Total-Count': '0' }), 3)).toBe(0);
    expect(totalCount(new Headers(), 3)).toBe(3);
    expect(totalCount(new Headers({ 'X-Total-Count': 'many' }), 3)).toBe(3);
  });

  it('reads X-Next-Cursor, null on the last page', () => {
    expect(nextCursor(new Headers({ 'X-Next-Cursor': 'abc' }))).toBe('abc');
    expect(nextCursor(new Headers({ 'X-Next-Cursor': '' }))).toBeNull();
    expect(nextCursor(new Headers())).toBeNull();
  });
});

describe('api client errors (spec §7)', () => {
  it('throws an ApiError with the status and the parsed error body', async () => {
    const body = { statusCode: 400, message: 'Please enter a valid email address', error: 'Bad Request' };
    mockFetch({ 'POST /api/auth/signup': { status: 400, json: body } });

    const error = await dataOf(api.POST('/api/auth/signup', { body: signupBody })).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).body).toEqual(body);
    expect((error as Error).message).toBe('400: Please enter a valid email address');
    expect(serverMessage(error)).toBe('Please enter a valid email address');
  });

  it('names the status text when the body is empty', async () => {
    mockFetch({ 'GET /api/articles/9': { status: 404, statusText: 'Not Found' } });
    const error = await dataOf(api.GET('/api/articles/{id}', { params: { path: { id: 9 } } })).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 404, body: null, message: '404: Not Found' });
  });

  it('finds no server message in a body that is not the services\' error shape', async () => {
    mockFetch({ 'GET /api/init': { status: 502, statusText: 'Bad Gateway', text: '<html>bad gateway</html>' } });
    const error = await dataOf(api.GET('/api/init')).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, body: null, message: '502: Bad Gateway' });
    expect(serverMessage(error)).toBeUndefined();
  });

  it('lets a network failure through as it is (not an ApiError)', async () => {
    mockFetch({ 'GET /api/auth/user': { networkError: true } });
    const error = await dataOf(api.GET('/api/auth/user')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect(error).not.toBeInstanceOf(ApiError);
  });
});

describe('the 401 rule (spec §8)', () => {
  afterEach(() => resetToasts());

  it('recognises only answers 401 whose message says Unauthorized', () => {
    expect(isUnauthorizedError(new ApiError(401, 'Unauthorized', null))).toBe(true);
    expect(
      isUnauthorizedError(new ApiError(401, 'Unauthorized', { statusCode: 401, message: 'Unauthorized', error: 'Unauthorized' })),
    ).toBe(true);
    expect(
      isUnauthorizedError(
        new ApiError(401, 'Unauthorized', { statusCode: 401, message: 'Invalid email or password', error: 'Unauthorized' }),
      ),
    ).toBe(false);
    expect(isUnauthorizedError(new ApiError(403, 'Forbidden', { statusCode: 403, message: 'Unauthorized', error: 'Forbidden' }))).toBe(false);
    expect(isUnauthorizedError(new Error('401: Unauthorized'))).toBe(false);
    expect(isUnauthorizedError('401: Unauthorized')).toBe(false);
  });

  it('toasts "Unauthorized" and redirects to /login after 500 ms', () => {
    vi.useFakeTimers();
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});

    expect(handleUnauthorizedError(new ApiError(401, 'Unauthorized', null))).toBe(true);

    expect(currentToasts()).toMatchObject([
      { title: 'Unauthorized', description: 'You are logged out. Logging in again...', open: true },
    ]);
    vi.advanceTimersByTime(499);
    expect(assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(assign).toHaveBeenCalledWith('/login');
  });

  it('redirects to the given place (the admin article screens use /api/login) and only once', () => {
    vi.useFakeTimers();
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const error = new ApiError(401, 'Unauthorized', null);

    handleUnauthorizedError(error, '/api/login');
    handleUnauthorizedError(error, '/api/login');
    vi.advanceTimersByTime(500);

    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/api/login');
  });

  it('starts the 500 ms only once the toast can show (its code loads with the first toast)', async () => {
    vi.resetModules();
    vi.useFakeTimers();
    // Fresh modules: the notification region's code is not loaded yet, as on a first visit.
    const fresh = await import('./api-client');
    const { browser: freshBrowser } = await import('./navigation');
    const onDemand = await import('@/components/ui/toaster-on-demand');
    const assign = vi.spyOn(freshBrowser, 'assign').mockImplementation(() => {});
    expect(onDemand.isToasterLoaded()).toBe(false);

    fresh.notifySignInRequired();
    vi.advanceTimersByTime(1000);
    expect(assign).not.toHaveBeenCalled();

    await onDemand.loadToaster();
    await vi.advanceTimersByTimeAsync(499);
    expect(assign).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(assign).toHaveBeenCalledWith('/login');
    fresh.resetUnauthorizedRedirect();
  });

  it('ignores other errors', () => {
    vi.useFakeTimers();
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    expect(handleUnauthorizedError(new ApiError(500, 'Internal Server Error', null))).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(assign).not.toHaveBeenCalled();
    expect(currentToasts()).toEqual([]);
  });

  it('applies to any failing query or mutation, unless it opts out', async () => {
    vi.useFakeTimers();
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    mockFetch({
      'GET /api/admin/stats': { status: 401, json: { statusCode: 401, message: 'Unauthorized' } },
      'GET /api/auth/user': { status: 401, json: { statusCode: 401, message: 'Unauthorized' } },
    });
    const client = createQueryClient();

    await client
      .fetchQuery({
        queryKey: ['user'],
        queryFn: () => dataOf(api.GET('/api/auth/user')),
        meta: { skipUnauthorizedRule: true },
      })
      .catch(() => undefined);
    vi.advanceTimersByTime(1000);
    expect(assign).not.toHaveBeenCalled();

    await client.fetchQuery({ queryKey: ['stats'], queryFn: () => dataOf(api.GET('/api/admin/stats')) }).catch(() => undefined);
    vi.advanceTimersByTime(500);
    expect(assign).toHaveBeenCalledWith('/login');
    expect(currentToasts()[0]).toMatchObject({ title: 'Unauthorized' });
  });

  it('applies to mutations, with their own redirect target', async () => {
    vi.useFakeTimers();
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    mockFetch({ 'DELETE /api/articles/1': { status: 401, text: 'Unauthorized' } });
    const client = createQueryClient();

    await client
      .getMutationCache()
      .build(client, {
        mutationFn: () => dataOf(api.DELETE('/api/articles/{id}', { params: { path: { id: 1 } } })),
        meta: { unauthorizedRedirect: '/api/login' },
      })
      .execute(undefined)
      .catch(() => undefined);
    vi.advanceTimersByTime(500);

    expect(assign).toHaveBeenCalledWith('/api/login');
  });
});
