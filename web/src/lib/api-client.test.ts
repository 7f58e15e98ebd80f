import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts, useToasts } from '@/hooks/use-toast';
import { mockFetch } from '@/testing/mock-fetch';
import { renderHook } from '@testing-library/react';
import {
  api,
  ApiError,
  errorStatus,
  handleUnauthorizedError,
  isHttpError,
  isUnauthorizedError,
  nextCursor,
  serverMessage,
  totalCount,
} from './api-client';
import { browser } from './navigation';
import { createQueryClient } from './react-query';

function currentToasts() {
  return renderHook(() => useToasts()).result.current;
}

describe('api client requests', () => {
  it('sends credentials on every call and a JSON content type with a JSON body', async () => {
    const calls = mockFetch({
      'GET /api/auth/user': { json: { id: '1' } },
      'POST /api/auth/login': { json: { id: '1' } },
    });

    await api.get('/api/auth/user');
    await api.post('/api/auth/login', { email: 'a@b.co', password: 'secret1' });

    expect(calls[0].init.credentials).toBe('include');
    expect(new Headers(calls[0].init.headers).has('Content-Type')).toBe(false);
    expect(calls[1].init.credentials).toBe('include');
    expect(new Headers(calls[1].init.headers).get('Content-Type')).toBe('application/json');
    expect(calls[1].json).toEqual({ email: 'a@b.co', password: 'secret1' });
  });

  it('does not set a JSON content type on a multipart body', async () => {
    const calls = mockFetch({ 'POST /api/upload': { json: { url: '/media/x.png' } } });
    const form = new FormData();
    form.append('image', new Blob(['x']), 'x.png');

    await api.post('/api/upload', form);

    expect(new Headers(calls[0].init.headers).has('Content-Type')).toBe(false);
    expect(calls[0].init.body).toBe(form);
  });

  it('returns the parsed JSON answer, and null for an empty one', async () => {
    mockFetch({ 'GET /api/articles': { json: [{ id: 1 }] }, 'POST /api/auth/logout': { status: 204 } });
    await expect(api.get('/api/articles', { params: { category: 'breaking-news' } })).resolves.toEqual([{ id: 1 }]);
    await expect(api.post('/api/auth/logout')).resolves.toBeNull();
  });

  it('puts query parameters on the URL, leaving out empty ones', async () => {
    const calls = mockFetch({ 'GET /api/articles': { json: [] } });
    await api.get('/api/articles', { params: { category: 'latest-news', search: undefined } });
    expect(calls[0].url).toBe('/api/articles?category=latest-news');
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
  it('throws "<status>: <body text>" for a non-OK answer with a body', async () => {
    const body = { statusCode: 400, message: 'Please enter a valid email address', error: 'Bad Request' };
    mockFetch({ 'POST /api/auth/signup': { status: 400, json: body } });

    const error = await api.post('/api/auth/signup', {}).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as Error).message).toBe(`400: ${JSON.stringify(body)}`);
    expect(errorStatus(error)).toBe(400);
    expect(serverMessage(error)).toBe('Please enter a valid email address');
  });

  it('throws "<status>: <status text>" when the body is empty', async () => {
    mockFetch({ 'GET /api/articles/9': { status: 404, statusText: 'Not Found' } });
    await expect(api.get('/api/articles/9')).rejects.toThrow(/^404: Not Found$/);
  });

  it('keeps a plain-text body as it is and finds no server message in it', async () => {
    mockFetch({ 'GET /api/init': { status: 502, statusText: 'Bad Gateway', text: '<html>bad gateway</html>' } });
    const error = await api.get('/api/init').catch((e: unknown) => e);
    expect((error as Error).message).toBe('502: <html>bad gateway</html>');
    expect(serverMessage(error)).toBeUndefined();
    expect(isHttpError(error)).toBe(true);
  });

  it('lets a network failure through as it is (no status)', async () => {
    mockFetch({ 'GET /api/auth/user': { networkError: true } });
    const error = await api.get('/api/auth/user').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect(isHttpError(error)).toBe(false);
  });
});

describe('the 401 rule (spec §8)', () => {
  afterEach(() => resetToasts());

  it('recognises only errors that start with 401 and contain Unauthorized', () => {
    expect(isUnauthorizedError(new Error('401: Unauthorized'))).toBe(true);
    expect(
      isUnauthorizedError(new Error('401: {"statusCode":401,"message":"Unauthorized","error":"Unauthorized"}')),
    ).toBe(true);
    expect(isUnauthorizedError(new Error('401: {"message":"Session expired"}'))).toBe(false);
    expect(isUnauthorizedError(new Error('403: Unauthorized'))).toBe(false);
    expect(isUnauthorizedError(new Error('4011: Unauthorized'))).toBe(false);
    expect(isUnauthorizedError('401: Unauthorized')).toBe(false);
  });

  it('toasts "Unauthorized" and redirects to /login after 500 ms', () => {
    vi.useFakeTimers();
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});

    expect(handleUnauthorizedError(new ApiError(401, 'Unauthorized', ''))).toBe(true);

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
    const error = new Error('401: Unauthorized');

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
    expect(handleUnauthorizedError(new Error('500: Internal Server Error'))).toBe(false);
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
        queryFn: () => api.get('/api/auth/user'),
        meta: { skipUnauthorizedRule: true },
      })
      .catch(() => undefined);
    vi.advanceTimersByTime(1000);
    expect(assign).not.toHaveBeenCalled();

    await client.fetchQuery({ queryKey: ['stats'], queryFn: () => api.get('/api/admin/stats') }).catch(() => undefined);
    vi.advanceTimersByTime(500);
    expect(assign).toHaveBeenCalledWith('/login');
    expect(currentToasts()[0]).toMatchObject({ title: 'Unauthorized' });
  });

  it('applies to mutations, with their own redirect target', async () => {
    vi.useFakeTimers();
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    mockFetch({ 'POST /api/articles': { status: 401, text: 'Unauthorized' } });
    const client = createQueryClient();

    await client
      .getMutationCache()
      .build(client, {
        mutationFn: () => api.post('/api/articles', { title: 'x' }),
        meta: { unauthorizedRedirect: '/api/login' },
      })
      .execute(undefined)
      .catch(() => undefined);
    vi.advanceTimersByTime(500);

    expect(assign).toHaveBeenCalledWith('/api/login');
  });
});
