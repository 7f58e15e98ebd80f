// The content benchmarks' stack and data: the built content service on a
// throwaway database in the machine's Postgres, filled through SQL with generated
// Nepali-looking articles (bench:content, bench:search). Needs `npm run build`.
import { createRequire } from 'node:module';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';
import { REDIS_URL, throwawayDatabase } from './lib.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '..');
const { createApp } = require(path.join(root, 'services/shared/dist/index.js'));
const { createTestSession, TEST_SESSION_SECRET, testRedisPrefix } = require(
  path.join(root, 'services/shared/dist/testing.js'),
);
const { AppModule } = require(path.join(root, 'services/content/dist/app.module.js'));
const { loadContentConfig } = require(path.join(root, 'services/content/dist/config.js'));

export const BENCH_AUTHOR = '6f1c2a7e-0d5b-4c1e-9a3f-2b8e7d4c1a01';

/** Starts the content service; `close()` stops it and removes its database, bucket and keys. */
export async function startContentService(label) {
  const db = await throwawayDatabase(label);
  const space = testRedisPrefix('bench');
  const s3dir = mkdtempSync(path.join(tmpdir(), 'bench-s3-'));
  const s3 = new S3rver({ port: 0, address: '127.0.0.1', directory: s3dir, silent: true });
  const s3address = await s3.run();
  let app;
  const close = async () => {
    await app?.close();
    await s3.close();
    rmSync(s3dir, { recursive: true, force: true });
    await db.drop();
    await space.cleanup();
  };
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
    return {
      base: `http://127.0.0.1:${server.address().port}`,
      databaseUrl: db.url,
      editorCookie: () => createTestSession(space.prefix, BENCH_AUTHOR, 'admin'),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * `count` articles through SQL: titles with a number, one of five cities and an md5,
 * a short summary, a body of 40 sentences; every tenth a draft; one a minute back in time.
 */
export async function insertArticles(databaseUrl, count) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `
      INSERT INTO content.articles (title, summary, content, category_id, published, author_id, created_at, updated_at, published_at)
      SELECT 'समाचार शीर्षक ' || g || ' ' || (ARRAY['काठमाडौं','पोखरा','विराटनगर','धरान','बुटवल'])[1 + g % 5] || ' ' || md5(g::text),
             'सारांश ' || g,
             repeat('यो समाचारको अनुच्छेद हो। ', 40),
             1 + (g % 4 = 0)::int,
             g % 10 <> 0,
             $2,
             now() - make_interval(mins => g),
             now() - make_interval(mins => g),
             CASE WHEN g % 10 <> 0 THEN now() - make_interval(mins => g) END
      FROM generate_series(1, $1) AS g`,
      [count, BENCH_AUTHOR],
    );
    // As autovacuum would after such an insert: statistics for the planner, the visibility map.
    await client.query('VACUUM ANALYZE content.articles');
  } finally {
    await client.end();
  }
}
