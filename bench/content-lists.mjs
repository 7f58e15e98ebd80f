// Benchmark: article lists with 100,000 articles (issue: first page of a category
// and the admin dashboard's search answer in under 50 ms).
//
//   npm run bench:content            (ARTICLES=100000 by default)
//
// Starts the built content service on a throwaway database in the machine's
// Postgres, fills it with generated Nepali-looking articles through SQL, and times
// real HTTP requests with a signed-in editor's session. Needs `npm run build`.
import { createRequire } from 'node:module';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';
import { measure, REDIS_URL, report, throwawayDatabase } from './lib.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '..');
const { createApp } = require(path.join(root, 'services/shared/dist/index.js'));
const { createTestSession, TEST_SESSION_SECRET, testRedisPrefix } = require(path.join(root, 'services/shared/dist/testing.js'));
const { AppModule } = require(path.join(root, 'services/content/dist/app.module.js'));
const { loadContentConfig } = require(path.join(root, 'services/content/dist/config.js'));

const ARTICLES = Number(process.env.ARTICLES ?? 100_000);
const TARGET_MS = 50;

const db = await throwawayDatabase('content');
const space = testRedisPrefix('bench');
const s3dir = mkdtempSync(path.join(tmpdir(), 'bench-s3-'));
const s3 = new S3rver({ port: 0, address: '127.0.0.1', directory: s3dir, silent: true });
const s3address = await s3.run();
let app;
let ok = true;
try {
  const config = loadContentConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATABASE_URL: db.url,
    REDIS_URL,
    REDIS_PREFIX: space.prefix,
    SESSION_SECRET: TEST_SESSION_SECRET,
    S3_ENDPOINT: `http://127.0.0.1:${s3address.port}`,
    S3_ACCESS_KEY: 'S3RVER',
    S3_SECRET_KEY: 'S3RVER',
  });
  app = await createApp(AppModule.register(config), config);
  const server = app.getHttpServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const base = `http://127.0.0.1:${server.address().port}`;

  console.log(`[bench] inserting ${ARTICLES} articles…`);
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  const started = Date.now();
  await client.query(`
    INSERT INTO content.articles (title, summary, content, category_id, published, author_id, created_at, updated_at, published_at)
    SELECT 'समाचार शीर्षक ' || g || ' ' || (ARRAY['काठमाडौं','पोखरा','विराटनगर','धरान','बुटवल'])[1 + g % 5] || ' ' || md5(g::text),
           'सारांश ' || g,
           repeat('यो समाचारको अनुच्छेद हो। ', 40),
           1 + (g % 4 = 0)::int,
           g % 10 <> 0,
           '6f1c2a7e-0d5b-4c1e-9a3f-2b8e7d4c1a01',
           now() - make_interval(mins => g),
           now() - make_interval(mins => g),
           CASE WHEN g % 10 <> 0 THEN now() - make_interval(mins => g) END
    FROM generate_series(1, $1) AS g`, [ARTICLES]);
  await client.query('ANALYZE content.articles');
  await client.end();
  console.log(`[bench] inserted in ${((Date.now() - started) / 1000).toFixed(1)} s; timing requests (HTTP, one at a time)`);

  const editor = await createTestSession(space.prefix, '6f1c2a7e-0d5b-4c1e-9a3f-2b8e7d4c1a01', 'admin');
  const get = (url, cookie) => async () => {
    const res = await fetch(base + url, { headers: cookie ? { cookie } : {} });
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    await res.arrayBuffer();
  };
  const cases = [
    ['reader: first page of breaking-news (20)', '/api/articles?category=breaking-news'],
    ['reader: first page of latest-news (20)', '/api/articles?category=latest-news'],
    ['reader: home latest 8', '/api/articles?category=latest-news&limit=8'],
    ['editor: dashboard, 10 newest of all', '/api/articles?limit=10', editor],
    ['editor: dashboard search "पोखरा"', `/api/articles?limit=10&search=${encodeURIComponent('पोखरा')}`, editor],
    ['editor: search "md5 fragment" + draft filter', '/api/articles?limit=10&search=a1b2&status=draft', editor],
    ['editor: search + category + published', `/api/articles?limit=10&search=${encodeURIComponent('धरान')}&category=breaking-news&status=published`, editor],
  ];
  for (const [label, url, cookie] of cases) {
    ok = report(label, await measure(get(url, cookie)), TARGET_MS) && ok;
  }
} finally {
  await app?.close();
  await s3.close();
  rmSync(s3dir, { recursive: true, force: true });
  await db.drop();
  await space.cleanup();
}
process.exit(ok ? 0 : 1);
