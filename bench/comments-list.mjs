// Benchmark: the comments of an article with 10,000 comments (issue: its first page
// answers in under 50 ms).
//
//   npm run bench:comments            (COMMENTS=10000 by default)
//
// Starts the built comments service on a throwaway database, fills one article with
// top-level comments, replies and likes through SQL, and times real HTTP requests.
import { createRequire } from 'node:module';
import { once } from 'node:events';
import path from 'node:path';
import pg from 'pg';
import { measure, REDIS_URL, report, throwawayDatabase } from './lib.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '..');
const { createApp } = require(path.join(root, 'services/shared/dist/index.js'));
const { createTestSession, TEST_SESSION_SECRET, testRedisPrefix } = require(
  path.join(root, 'services/shared/dist/testing.js'),
);
const { AppModule } = require(path.join(root, 'services/comments/dist/app.module.js'));
const { loadCommentsConfig } = require(path.join(root, 'services/comments/dist/config.js'));

const COMMENTS = Number(process.env.COMMENTS ?? 10_000);
const TARGET_MS = 50;
const ARTICLE = 1;

const db = await throwawayDatabase('comments');
const space = testRedisPrefix('bench');
let app;
let ok = true;
try {
  const config = loadCommentsConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATABASE_URL: db.url,
    REDIS_URL,
    REDIS_PREFIX: space.prefix,
    SESSION_SECRET: TEST_SESSION_SECRET,
  });
  app = await createApp(AppModule.register(config), config);
  const server = app.getHttpServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const base = `http://127.0.0.1:${server.address().port}`;

  console.log(`[bench] inserting ${COMMENTS} comments on one article (70% top level, 30% replies), 200 users, likes…`);
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  const started = Date.now();
  await client.query(`
    INSERT INTO comments.users (id, email, first_name, last_name)
    SELECT md5(g::text)::uuid, 'reader' || g || '@example.com', 'पाठक', 'नं ' || g FROM generate_series(1, 200) g`);
  await client.query(`INSERT INTO comments.articles (id, title, published) VALUES ($1, 'लोकप्रिय लेख', true)`, [ARTICLE]);
  const top = Math.round(COMMENTS * 0.7);
  await client.query(
    `
    INSERT INTO comments.comments (article_id, user_id, content, likes_count, created_at)
    SELECT $1, md5((1 + g % 200)::text)::uuid, 'यो टिप्पणी नम्बर ' || g || ' हो।', g % 17, now() - make_interval(secs => g)
    FROM generate_series(1, $2) g`,
    [ARTICLE, top],
  );
  await client.query(
    `
    INSERT INTO comments.comments (article_id, user_id, parent_id, content, created_at)
    SELECT $1, md5((1 + g % 200)::text)::uuid, (SELECT min(id) FROM comments.comments) + (g * 7919) % $2, 'जवाफ ' || g, now() - make_interval(secs => g)
    FROM generate_series(1, $3) g`,
    [ARTICLE, top, COMMENTS - top],
  );
  await client.query(`
    INSERT INTO comments.comment_likes (comment_id, user_id)
    SELECT c.id, md5((1 + c.id % 200)::text)::uuid FROM comments.comments c WHERE c.id % 3 = 0`);
  await client.query('ANALYZE');
  await client.end();
  console.log(
    `[bench] inserted in ${((Date.now() - started) / 1000).toFixed(1)} s; timing requests (HTTP, one at a time)`,
  );

  const reader = await createTestSession(space.prefix, '00000000-0000-4000-8000-000000000001', 'client');
  const editor = await createTestSession(space.prefix, '00000000-0000-4000-8000-000000000002', 'admin');
  const get = (url, cookie) => async () => {
    const res = await fetch(base + url, { headers: cookie ? { cookie } : {} });
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    await res.arrayBuffer();
  };
  const url = `/api/articles/${ARTICLE}/comments`;
  const cases = [
    ['visitor: first page, newest (20 + replies)', url],
    ['signed-in reader: first page, newest', url, reader],
    ['visitor: first page, most liked', `${url}?sort=top`],
    ['visitor: first page, oldest', `${url}?sort=oldest`],
    ['editor: first page (hidden ones too)', url, editor],
    ['editor: admin list, 50 newest', '/api/admin/comments?limit=50', editor],
    // Not a target of the issue (a moderation search over content, names, e-mails and titles): 100 ms.
    [
      'editor: admin list, search "नम्बर 99"',
      `/api/admin/comments?limit=50&search=${encodeURIComponent('नम्बर 99')}`,
      editor,
      100,
    ],
  ];
  for (const [label, target, cookie, targetMs = TARGET_MS] of cases) {
    ok = report(label, await measure(get(target, cookie)), targetMs) && ok;
  }
} finally {
  await app?.close();
  await db.drop();
  await space.cleanup();
}
process.exit(ok ? 0 : 1);
