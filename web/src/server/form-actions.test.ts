import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ActionFunction } from 'react-router-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AuthFormResult } from '@/features/auth/form-result';
import { createFormActions } from './form-actions';

/**
 * The auth forms' route actions against a stand-in gateway that answers /api/auth/login as the
 * auth service does (a session cookie on success, its error shape otherwise). The whole path
 * through the real gateway and services is e2e/forms-without-scripts.spec.ts.
 */
const SESSION = 'portal_session=s%3Aabc.def; Path=/; Expires=Wed, 25 Nov 2026 20:00:00 GMT; HttpOnly; SameSite=Lax';
const seen: { path: string; headers: IncomingHttpHeaders; body: string }[] = [];
let gateway: Server;
let gatewayUrl: string;

beforeAll(async () => {
  gateway = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ path: req.url ?? '', headers: req.headers, body });
      const { password } = JSON.parse(body || '{}') as { password?: string };
      if (req.url === '/api/auth/login' && password === 'right-password') {
        res.writeHead(200, { 'Content-Type': 'application/json', 'Set-Cookie': [SESSION, 'other=1; Path=/'] });
        res.end('{"id":1}');
        return;
      }
      res.writeHead(401, { 'Content-Type': 'application/json' });
      res.end('{"statusCode":401,"message":"Invalid email or password","error":"Unauthorized"}');
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => gateway.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
});

function post(fields: Record<string, string>, headers: Record<string, string> = {}): Request {
  return new Request('http://portal.example/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields),
  });
}

async function run(action: ActionFunction | undefined, request: Request) {
  return (await action!({ request, params: {}, context: {} } as Parameters<ActionFunction>[0])) as unknown;
}

/** The value and status of a `data(...)` answer. */
function dataOf(result: unknown): { value: AuthFormResult; status?: number } {
  const { data, init } = result as { data: AuthFormResult; init?: { status?: number } };
  return { value: data, status: init?.status };
}

describe('the sign-in form posted without scripts', () => {
  it('signs in: a 303 to / with the API’s Set-Cookie headers exactly, and the browser’s Origin, Sec-Fetch-Site and address passed on', async () => {
    const setCookies: string[] = [];
    const { login } = createFormActions({ gatewayUrl, setCookies });
    const result = await run(
      login,
      post(
        { email: ' reader@example.com ', password: 'right-password' },
        {
          Origin: 'http://portal.example',
          'Sec-Fetch-Site': 'same-origin',
          'X-Forwarded-For': '203.0.113.7',
          'X-Forwarded-Proto': 'https',
          Cookie: 'lang=ne',
        },
      ),
    );
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).status).toBe(303);
    expect((result as Response).headers.get('Location')).toBe('/');
    expect(setCookies).toEqual([SESSION, 'other=1; Path=/']);
    expect(seen).toHaveLength(1);
    expect(JSON.parse(seen[0].body)).toEqual({ email: 'reader@example.com', password: 'right-password' });
    expect(seen[0].headers).toMatchObject({
      origin: 'http://portal.example',
      'sec-fetch-site': 'same-origin',
      'x-forwarded-for': '203.0.113.7',
      'x-forwarded-proto': 'https',
      'content-type': 'application/json',
    });
    // Only the session cookie would travel; the reader's other cookies never do.
    expect(seen[0].headers.cookie).toBeUndefined();
  });

  it('a wrong password: the page again with the API’s message, the e-mail kept, the password not, and no cookie', async () => {
    const setCookies: string[] = [];
    const { login } = createFormActions({ gatewayUrl, setCookies });
    const { value, status } = dataOf(await run(login, post({ email: 'reader@example.com', password: 'wrong' })));
    expect(status).toBe(401);
    expect(value).toEqual({
      failure: { title: 'login.failed', message: 'Invalid email or password', fallback: 'login.failedDefault' },
      values: { email: 'reader@example.com' },
    });
    expect(JSON.stringify(value)).not.toContain('wrong');
    expect(setCookies).toEqual([]);
  });

  it('an invalid e-mail is answered from the form’s own checks, without calling the API', async () => {
    const { login } = createFormActions({ gatewayUrl, setCookies: [] });
    const { value, status } = dataOf(await run(login, post({ email: 'not-an-email', password: '' })));
    expect(status).toBe(400);
    expect(value.fieldErrors).toEqual({ email: 'validation.email', password: 'validation.passwordRequired' });
    expect(seen).toHaveLength(0);
  });

  it('no answer from the gateway: the form’s network message', async () => {
    const { login } = createFormActions({ gatewayUrl: 'http://127.0.0.1:1', setCookies: [] });
    const { value, status } = dataOf(await run(login, post({ email: 'reader@example.com', password: 'x' })));
    expect(status).toBe(502);
    expect(value.failure).toEqual({ title: 'login.failed', message: undefined, fallback: 'login.network' });
  });
});

describe('the reset form posted without scripts', () => {
  it('checks the fields in the browser’s order before calling the API', async () => {
    const { resetPassword } = createFormActions({ gatewayUrl, setCookies: [] });
    const answer = async (fields: Record<string, string>) => dataOf(await run(resetPassword, post(fields))).value.error;
    expect(await answer({ password: 'secret1', confirmPassword: 'secret1' })).toBe('reset.invalidToken');
    expect(await answer({ token: 't', password: '', confirmPassword: '' })).toBe('reset.fillAll');
    expect(await answer({ token: 't', password: 'short', confirmPassword: 'short' })).toBe('reset.min');
    expect(await answer({ token: 't', password: 'secret1', confirmPassword: 'secret2' })).toBe('reset.mismatch');
    expect(seen).toHaveLength(0);
  });
});
