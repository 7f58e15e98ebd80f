import 'reflect-metadata';
import { INestApplication } from '@nestjs/common';
import { SESSION_READ_CACHE_MS } from '@portal/shared';
import { TestStack, until } from '@portal/shared/testing';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import request from 'supertest';
import type { App } from 'supertest/types';
import { AppModule } from './app.module';
import { loadContentConfig } from './config';
import { ArticlesService } from './services/articles.service';
import { ReaderListCache } from './services/reader-list.cache';
import { startTestS3 } from './testing/s3';

// The readers' list copy (services/reader-list.cache.ts) and the session read cache
// (shared session.ts), against the real Postgres and Redis.

const EDITOR_ID = randomUUID();
const READER_ID = randomUUID();

let app: INestApplication;
let http: App;
let stack: TestStack;
let sql: Client;
let editor: string;
let reader: string;
let listBuilds: jest.SpyInstance;

beforeAll(async () => {
  stack = await TestStack.create('readerlist');
  const storage = await startTestS3(stack);
  app = await stack.start(loadContentConfig, (config) => AppModule.register(config), storage.env);
  http = app.getHttpServer();
  sql = new Client({ connectionString: stack.database.url });
  await sql.connect();
  stack.onStop(() => sql.end());
  await sql.query('SET search_path = content');
  editor = await stack.session(EDITOR_ID, 'admin');
  reader = await stack.session(READER_ID, 'client');
  for (const [title, published] of [
    ['पहिलो समाचार', true],
    ['दोस्रो समाचार', true],
    ['मस्यौदा', false],
  ] as const) {
    await request(http)
      .post('/api/articles')
      .set('Cookie', editor)
      .send({ title, content: 'अनुच्छेद', categoryId: 1, published })
      .expect(201);
  }
  listBuilds = jest.spyOn(app.get(ArticlesService), 'list');
});

afterAll(async () => {
  await stack?.stop();
});

const titles = (body: { title: string }[]) => body.map((a) => a.title);

/**
 * An editor's change to article 1, then a wait until this process has followed its event: the
 * event is relayed from the outbox a moment after the answer and drops the copies once more
 * when it arrives, which would count as a second build.
 */
async function writeAndFollow(change: Record<string, string>): Promise<void> {
  await request(http).put('/api/articles/1').set('Cookie', editor).send(change).expect(200);
  // Every event written so far has reached the stream once the outbox is empty (appended, then deleted).
  await until(
    async () => (await sql.query('SELECT count(*)::int AS n FROM outbox')).rows[0].n === 0,
    10_000,
    'the outbox to empty',
  );
  const [[updated]] = (await stack.redis.xrevrange(`${stack.redisPrefix}events:articles`, '+', '-', 'COUNT', 1)) as [
    string,
    string[],
  ][];
  const [ms, seq] = updated.split('-').map(BigInt);
  const reached = (id: string) => {
    const [m, q] = id.split('-').map(BigInt);
    return m > ms || (m === ms && q >= seq);
  };
  await until(() => reached(app.get(ReaderListCache).followedUpTo()), 10_000, 'the copies to follow it');
}

describe("the readers' list copy", () => {
  it("answers a signed-in reader with the route's very bytes and headers, without building the list again", async () => {
    await writeAndFollow({ summary: 'नयाँ' }); // drops any copy
    listBuilds.mockClear();
    const built = await request(http).get('/api/articles?limit=5').expect(200);
    const copied = await request(http).get('/api/articles?limit=5').set('Cookie', reader).expect(200);
    const anonymous = await request(http).get('/api/articles?limit=5').expect(200);
    expect(listBuilds).toHaveBeenCalledTimes(1);
    for (const res of [copied, anonymous]) {
      expect(res.text).toBe(built.text);
      for (const header of ['content-type', 'content-length', 'etag', 'x-total-count'])
        expect(res.headers[header]).toBe(built.headers[header]);
    }
    expect(titles(built.body)).toEqual(['दोस्रो समाचार', 'पहिलो समाचार']);
    // Conditional requests (the gateway's revalidation) get their 304 from the copy too.
    await request(http).get('/api/articles?limit=5').set('If-None-Match', built.headers.etag).expect(304);
  });

  it('is dropped by an article write in this process', async () => {
    await request(http).get('/api/articles?limit=5').set('Cookie', reader).expect(200);
    await request(http)
      .put('/api/articles/1')
      .set('Cookie', editor)
      .send({ title: 'पहिलो समाचार (सम्पादित)' })
      .expect(200);
    const after = await request(http).get('/api/articles?limit=5').set('Cookie', reader).expect(200);
    expect(titles(after.body)).toContain('पहिलो समाचार (सम्पादित)');
  });

  it("is dropped by another replica's article event", async () => {
    await writeAndFollow({ summary: 'अर्को' }); // drops any copy
    listBuilds.mockClear();
    await request(http).get('/api/articles?limit=5').set('Cookie', reader).expect(200);
    await request(http).get('/api/articles?limit=5').set('Cookie', reader).expect(200);
    expect(listBuilds).toHaveBeenCalledTimes(1);
    // Another replica changes the article and publishes its event.
    await sql.query(`UPDATE articles SET title = 'दोस्रो समाचार (अर्को प्रतिकृति)' WHERE id = 2`);
    await stack.redis.xadd(
      `${stack.redisPrefix}events:articles`,
      '*',
      'type',
      'article.updated',
      'id',
      '2',
      'article',
      JSON.stringify({ id: 2, title: 'दोस्रो समाचार (अर्को प्रतिकृति)', published: true }),
    );
    const seen = await until(async () => {
      const res = await request(http).get('/api/articles?limit=5').set('Cookie', reader).expect(200);
      return titles(res.body).includes('दोस्रो समाचार (अर्को प्रतिकृति)') ? Date.now() : undefined;
    }, 1_000);
    expect(seen).toBeDefined();
  });

  it('gives editors their own answer (drafts included) and never keeps it for readers', async () => {
    await request(http).get('/api/articles?limit=5').set('Cookie', reader).expect(200);
    const editors = await request(http).get('/api/articles?limit=5').set('Cookie', editor).expect(200);
    expect(titles(editors.body)).toContain('मस्यौदा');
    expect(editors.headers['x-total-count']).toBe('3');
    const readers = await request(http).get('/api/articles?limit=5').set('Cookie', reader).expect(200);
    expect(titles(readers.body)).not.toContain('मस्यौदा');
    expect(readers.headers['x-total-count']).toBe('2');
    const anonymous = await request(http).get('/api/articles?limit=5').expect(200);
    expect(titles(anonymous.body)).not.toContain('मस्यौदा');
  });
});

describe("readers' totals", () => {
  it('are dropped by an article write, with the list, not after their time', async () => {
    const total = async (path: string) => Number((await request(http).get(path).expect(200)).headers['x-total-count']);
    const list = '/api/articles?limit=1';
    const search = `/api/search?q=${encodeURIComponent('मस्यौदा')}`;
    expect(await total(list)).toBe(2);
    expect(await total(search)).toBe(0);
    // Publishing the draft: both totals change at once (they were kept for READER_TOTAL_TTL_MS).
    await request(http).put('/api/articles/3').set('Cookie', editor).send({ published: true }).expect(200);
    expect(await total(list)).toBe(3);
    expect(await total(search)).toBe(1);
    await request(http).put('/api/articles/3').set('Cookie', editor).send({ published: false }).expect(200);
    expect(await total(list)).toBe(2);
    expect(await total(search)).toBe(0);
  });
});

describe('the session read cache', () => {
  it(`stops accepting a revoked session for reads within ${SESSION_READ_CACHE_MS} ms, and for writes at once`, async () => {
    const admin = await stack.session(randomUUID(), 'admin');
    await request(http).get('/api/admin/stats').set('Cookie', admin).expect(200);
    // Ended by another process (the auth service: logout, password reset, hidden user).
    const id = admin.split('=')[1].split('.')[0];
    const revokedAt = Date.now();
    await stack.redis.del(`${stack.redisPrefix}session:${id}`);
    // Reads only (a write would ask Redis and refresh what this process knows).
    const refusedAt = await until(async () => {
      const res = await request(http).get('/api/admin/stats').set('Cookie', admin);
      return res.status === 401 ? Date.now() : undefined;
    }, SESSION_READ_CACHE_MS + 3_000);
    // The bound, plus room for one slow request on a busy machine.
    expect(refusedAt - revokedAt).toBeLessThanOrEqual(SESSION_READ_CACHE_MS + 1_000);

    // A write asks Redis every time: refused at once.
    const other = await stack.session(randomUUID(), 'admin');
    await request(http).get('/api/admin/stats').set('Cookie', other).expect(200);
    await stack.redis.del(`${stack.redisPrefix}session:${other.split('=')[1].split('.')[0]}`);
    await request(http).put('/api/articles/1').set('Cookie', other).send({ summary: 'अनधिकृत' }).expect(401);
  });
});
