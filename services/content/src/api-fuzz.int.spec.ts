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
import sharp from 'sharp';
import request from 'supertest';
import type { App } from 'supertest/types';
import { AppModule as AuthModule } from '../../auth/src/app.module';
import { loadAuthConfig } from '../../auth/src/config';
import { AppModule as CommentsModule } from '../../comments/src/app.module';
import { loadCommentsConfig } from '../../comments/src/config';
import { AppModule as ContentModule } from './app.module';
import { loadContentConfig } from './config';
import { NOT_AN_IMAGE, unreadableImage } from './services/uploads.service';

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

/** A small picture of noise: it compresses badly, so most of its bytes are pixel data. */
async function noisy(format: 'png' | 'jpeg'): Promise<Buffer> {
  const [width, height, channels] = [48, 32, 3] as const;
  const pixels = Buffer.alloc(width * height * channels);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 7919 + (i >> 4) * 31) % 256;
  return sharp(pixels, { raw: { width, height, channels } })[format]().toBuffer();
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A PNG's last 12 bytes are its IEND chunk: without them every pixel is still there. */
const PNG_END = 12;

describe('broken images against both upload routes', () => {
  let png: Buffer;
  let jpeg: Buffer;
  beforeAll(async () => {
    [png, jpeg] = await Promise.all([noisy('png'), noisy('jpeg')]);
  });

  type Broken = { name: string; type: string; bytes: Buffer };
  const broken = (): fc.Arbitrary<Broken> =>
    fc.oneof(
      fc
        .integer({ min: 1, max: png.length - PNG_END - 1 })
        .map((cut) => ({ name: `cut-${cut}.png`, type: 'image/png', bytes: png.subarray(0, cut) })),
      fc
        .integer({ min: 1, max: jpeg.length - 1 })
        .map((cut) => ({ name: `cut-${cut}.jpg`, type: 'image/jpeg', bytes: jpeg.subarray(0, cut) })),
      fc.uint8Array({ maxLength: 2000 }).map((garbage) => ({
        name: 'signed.png',
        type: 'image/png',
        bytes: Buffer.concat([PNG_SIGNATURE, garbage]),
      })),
      fc.constant({ name: 'empty.png', type: 'image/png', bytes: Buffer.alloc(0) }),
      fc
        .tuple(fc.uint8Array({ minLength: 1, maxLength: 4000 }), fc.constantFrom('png', 'jpeg', 'webp', 'gif', 'avif'))
        .map(([random, format]) => ({ name: `random.${format}`, type: `image/${format}`, bytes: Buffer.from(random) })),
    );

  /** The refusals a broken file may get; each names the file where the route names files. */
  const refusals = (file: Broken, batch: boolean) => [
    unreadableImage(file.name),
    batch ? `${NOT_AN_IMAGE} (${file.name})` : NOT_AN_IMAGE,
  ];

  it.each([
    ['POST /api/upload', false],
    ['POST /api/upload/multiple (after a good file)', true],
  ] as const)(
    '%s answers 400 and names the file',
    async (_name, batch) => {
      // A verified account of its own per route: the uploads' hourly limit is per account
      // (and counts files); bulk uploads are for staff.
      const cookie = await stack.session(randomUUID(), batch ? 'admin' : 'client', true);
      await fc.assert(
        fc.asyncProperty(broken(), async (file) => {
          let req = request(http.content)
            .post(batch ? '/api/upload/multiple' : '/api/upload')
            .set('Cookie', cookie);
          if (batch) req = req.attach('files', png, 'good.png');
          const res = await req.attach(batch ? 'files' : 'image', file.bytes, {
            filename: file.name,
            contentType: file.type,
          });
          if (res.status !== 400 || !refusals(file, batch).includes(res.body.message)) {
            throw new Error(`${file.name} (${file.bytes.length} bytes): ${res.status} ${JSON.stringify(res.body)}`);
          }
        }),
        // Each kind at least once, then random ones: 60 uploads per route, well under the hourly 200.
        {
          numRuns: 60,
          interruptAfterTimeLimit: 20_000,
          examples: [
            [{ name: 'truncated.png', type: 'image/png', bytes: png.subarray(0, png.length >> 1) }],
            [{ name: 'truncated.jpg', type: 'image/jpeg', bytes: jpeg.subarray(0, jpeg.length >> 1) }],
            [{ name: 'garbage.png', type: 'image/png', bytes: Buffer.concat([PNG_SIGNATURE, Buffer.from('garbage')]) }],
            [{ name: 'zero.png', type: 'image/png', bytes: Buffer.alloc(0) }],
          ],
        },
      );
    },
    60_000,
  );
});
