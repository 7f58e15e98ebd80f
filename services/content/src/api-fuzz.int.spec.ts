import 'reflect-metadata';
// Property-based junk against every public and admin endpoint of auth, content and
// comments: whatever the path ids, query strings and bodies, no answer is a 5xx.
// Bounded in runs and time (fast-check stops at the time limit).
import { INestApplication } from '@nestjs/common';
import { TestStack } from '@portal/shared/testing';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import request from 'supertest';
import type { App } from 'supertest/types';
import { AppModule as AuthModule } from '../../auth/src/app.module';
import { loadAuthConfig } from '../../auth/src/config';
import { AppModule as CommentsModule } from '../../comments/src/app.module';
import { loadCommentsConfig } from '../../comments/src/config';
import { AppModule as ContentModule } from './app.module';
import { loadContentConfig } from './config';

type Method = 'get' | 'post' | 'put' | 'delete';
interface Endpoint {
  app: 'auth' | 'content' | 'comments';
  method: Method;
  /** `:id` is replaced by generated junk. */
  path: string;
}

const ENDPOINTS: Endpoint[] = [
  { app: 'auth', method: 'get', path: '/api/auth/user' },
  { app: 'auth', method: 'post', path: '/api/auth/login' },
  { app: 'auth', method: 'post', path: '/api/auth/signup' },
  { app: 'auth', method: 'post', path: '/api/auth/verify-email' },
  { app: 'auth', method: 'post', path: '/api/auth/resend-verification' },
  { app: 'auth', method: 'post', path: '/api/auth/forgot-password' },
  { app: 'auth', method: 'post', path: '/api/auth/reset-password' },
  { app: 'auth', method: 'post', path: '/api/auth/logout' },
  { app: 'auth', method: 'put', path: '/api/auth/profile' },
  { app: 'auth', method: 'get', path: '/api/admin/users' },
  { app: 'auth', method: 'put', path: '/api/admin/users/:id/hidden' },
  { app: 'auth', method: 'get', path: '/api/login' },
  { app: 'content', method: 'get', path: '/api/init' },
  { app: 'content', method: 'get', path: '/api/categories' },
  { app: 'content', method: 'get', path: '/api/admin/stats' },
  { app: 'content', method: 'get', path: '/api/articles' },
  { app: 'content', method: 'get', path: '/api/articles/:id' },
  { app: 'content', method: 'post', path: '/api/articles' },
  { app: 'content', method: 'put', path: '/api/articles/:id' },
  { app: 'content', method: 'delete', path: '/api/articles/:id' },
  { app: 'content', method: 'post', path: '/api/upload' },
  { app: 'content', method: 'post', path: '/api/upload/multiple' },
  { app: 'comments', method: 'get', path: '/api/articles/:id/comments' },
  { app: 'comments', method: 'post', path: '/api/articles/:id/comments' },
  { app: 'comments', method: 'put', path: '/api/comments/:id' },
  { app: 'comments', method: 'delete', path: '/api/comments/:id' },
  { app: 'comments', method: 'post', path: '/api/comments/:id/like' },
  { app: 'comments', method: 'post', path: '/api/comments/:id/reply' },
  { app: 'comments', method: 'post', path: '/api/comments/:id/report' },
  { app: 'comments', method: 'get', path: '/api/admin/comments' },
  { app: 'comments', method: 'put', path: '/api/admin/comments/:id/visibility' },
];

const b64 = (v: unknown) => Buffer.from(typeof v === 'string' ? v : JSON.stringify(v)).toString('base64url');
const NASTY = ['99999999999999999999', '1e20', '-1', '0', '0x10', 'NaN', '1.5', '\u0000', "'; --", '%', ' ', ''];

/** Text that often breaks parsers: numbers of every shape, NULs, huge and odd strings, cursors of wrong types. */
const junkText = fc.oneof(
  fc.constantFrom(...NASTY),
  fc.string({ maxLength: 40 }),
  fc.double().map(String),
  fc.bigInt().map(String),
  fc.anything().map((v) => b64(v ?? null)),
  fc.tuple(fc.anything(), fc.anything()).map((t) => b64(t)),
  fc.constantFrom(
    b64([42, 1]),
    b64(['2026-13-45 99:99:99', 1]),
    b64('0000-00-00 00:00:00|1'),
    b64('2026-01-01 00:00:00+00|99999999999999999999'),
  ),
);
const QUERY_KEYS = ['limit', 'offset', 'before', 'after', 'sort', 'category', 'search', 'status', 'role'];
const query = fc.dictionary(fc.constantFrom(...QUERY_KEYS), junkText, { maxKeys: 4 });
const FIELDS = [
  'email',
  'password',
  'token',
  'firstName',
  'lastName',
  'content',
  'title',
  'categoryId',
  'imageUrls',
  'hidden',
  'published',
  'reason',
  'profileImageUrl',
  'username',
  'phoneNumber',
];
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), fc.oneof(junkText, fc.anything()), { maxKeys: 5 }),
  fc.anything(),
  fc.jsonValue(),
);

let stack: TestStack;
const apps: Record<string, INestApplication> = {};
const http: Record<string, App> = {};
const cookies: Record<'none' | 'reader' | 'admin', string | undefined> = {
  none: undefined,
  reader: undefined,
  admin: undefined,
};

beforeAll(async () => {
  stack = await TestStack.create('fuzz');
  const s3dir = mkdtempSync(join(tmpdir(), 's3-fuzz-'));
  const s3server = new S3rver({ port: 0, address: '127.0.0.1', directory: s3dir, silent: true });
  const address = (await s3server.run()) as AddressInfo;
  stack.onStop(async () => {
    await s3server.close();
    rmSync(s3dir, { recursive: true, force: true });
  });
  // The three services share one database (a schema each), as in production.
  apps.auth = await stack.start(loadAuthConfig, (config) => AuthModule.register(config), {
    ADMIN_EMAIL: 'admin@fuzz.test',
    ADMIN_PASSWORD: 'fuzz-admin-1',
  });
  apps.content = await stack.start(loadContentConfig, (config) => ContentModule.register(config), {
    S3_ENDPOINT: `http://127.0.0.1:${address.port}`,
    S3_BUCKET: 'media',
    S3_ACCESS_KEY: 'S3RVER',
    S3_SECRET_KEY: 'S3RVER',
  });
  apps.comments = await stack.start(loadCommentsConfig, (config) => CommentsModule.register(config));
  for (const [name, app] of Object.entries(apps)) http[name] = app.getHttpServer();
  cookies.reader = await stack.session(randomUUID(), 'client', false);
  cookies.admin = await stack.session(randomUUID(), 'admin');
});

afterAll(async () => {
  await stack?.stop();
});

describe('generated junk against every endpoint', () => {
  it.each(ENDPOINTS.map((e) => [`${e.method.toUpperCase()} ${e.path}`, e] as const))(
    '%s never answers 5xx',
    async (_name, endpoint) => {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(junkText, fc.nat().map(String)),
          query,
          body,
          fc.constantFrom('none', 'reader', 'admin') as fc.Arbitrary<'none' | 'reader' | 'admin'>,
          async (id, q, payload, who) => {
            const path = endpoint.path.replace(':id', encodeURIComponent(id) || 'x');
            let req = request(http[endpoint.app])[endpoint.method](path).query(q);
            if (cookies[who]) req = req.set('Cookie', cookies[who]!);
            // Unique made-up addresses, so the per-address limits answer 429 rarely and the handlers run.
            req = req.set('X-Forwarded-For', `192.0.2.${Math.floor(Math.random() * 250) + 1}`);
            const text = JSON.stringify(payload) ?? 'null';
            const res =
              endpoint.method === 'get' ? await req : await req.set('Content-Type', 'application/json').send(text);
            if (res.status >= 500) {
              throw new Error(
                `${endpoint.method.toUpperCase()} ${path} ${JSON.stringify(q)} ${JSON.stringify(payload)} as ${who}: ${res.status} ${JSON.stringify(res.body)}`,
              );
            }
          },
        ),
        { numRuns: 100, interruptAfterTimeLimit: 8000 },
      );
    },
  );
});
