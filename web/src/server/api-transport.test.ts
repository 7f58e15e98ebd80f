import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, ApiError, dataOf } from '@/lib/api-client';
import { installServerTransport, sessionCookieOf, withRequestScope } from './api-transport';
import { loadConfig } from './config';

/**
 * The server renderer's API calls: the typed client's request goes to the gateway's address with
 * the same path and query, the reader's session cookie, the request id and the renderer's mark;
 * a body travels as sent, and an error answer is the same ApiError as in the browser.
 */
interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let gateway: Server;
const seen: Seen[] = [];

beforeAll(async () => {
  gateway = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      if (req.url?.startsWith('/api/comments/')) {
        res.writeHead(403, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ statusCode: 403, message: 'Your account is suspended', error: 'Forbidden' }));
        return;
      }
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify([]));
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  installServerTransport(`http://127.0.0.1:${(gateway.address() as AddressInfo).port}`, 'portal_session');
});

afterAll(() => new Promise<void>((resolve) => gateway.close(() => resolve())));

describe('the server transport', () => {
  it("sends the typed call to the gateway with the reader's session, the request id and the renderer's mark", async () => {
    const answer = await withRequestScope({ sessionCookie: 'portal_session=s1', requestId: 'req-7' }, () =>
      dataOf(api.GET('/api/articles', { params: { query: { category: 'latest-news', limit: 8 } } })),
    );

    expect(answer).toEqual([]);
    expect(seen.at(-1)).toMatchObject({
      method: 'GET',
      url: '/api/articles?category=latest-news&limit=8',
      headers: { cookie: 'portal_session=s1', 'x-request-id': 'req-7' },
    });
  });

  it('sends a body as given and throws an error answer as ApiError with its body', async () => {
    const error = await withRequestScope({}, () =>
      dataOf(api.PUT('/api/comments/{id}', { params: { path: { id: 3 } }, body: { content: 'नमस्ते' } })),
    ).catch((e: unknown) => e);

    expect(seen.at(-1)).toMatchObject({ method: 'PUT', url: '/api/comments/3', body: '{"content":"नमस्ते"}' });
    expect(seen.at(-1)!.headers.cookie).toBeUndefined();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, body: { message: 'Your account is suspended' } });
  });
});

describe('the session cookie the renderer passes on', () => {
  it('only the name the services read: on a TLS site the __Host- one, a planted plain one never', () => {
    const tls = loadConfig({ PUBLIC_URL: 'https://news.example' });
    expect(tls.sessionCookie).toBe('__Host-portal_session');
    const gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
    try {
      installServerTransport(gatewayUrl, tls.sessionCookie);
      expect(sessionCookieOf('portal_session=planted; __Host-portal_session=mine; lang=ne')).toBe(
        '__Host-portal_session=mine',
      );
      expect(sessionCookieOf('portal_session=planted; lang=ne')).toBeUndefined();
    } finally {
      installServerTransport(gatewayUrl, 'portal_session');
    }
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:8080' }).sessionCookie).toBe('portal_session');
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:8080', COOKIE_SECURE: 'true' }).sessionCookie).toBe(
      '__Host-portal_session',
    );
    expect(() => loadConfig({ COOKIE_SECURE: 'yes' })).toThrow(/COOKIE_SECURE/);
  });
});
