// Read copies against their sources (docs/architecture.md, "Who owns which data"), for
// `npm run read-copies:check`, `npm run events:replay` and the events drills. An operator's
// tool: it reads several services' schemas at once, which no service does at run time.
import pg from 'pg';

/** Each read copy: the source's rows and the copy's rows, by id, as comparable values. */
const COPIES = [
  {
    name: 'content.authors from auth.users',
    source: `SELECT id::text, json_build_array(first_name, last_name, profile_image_url, role)::text AS v FROM auth.users`,
    copy: `SELECT id::text, json_build_array(first_name, last_name, profile_image_url, role)::text AS v FROM content.authors`,
  },
  {
    name: 'comments.users from auth.users',
    source: `SELECT id::text, json_build_array(email, first_name, last_name, profile_image_url, role, hidden)::text AS v FROM auth.users`,
    copy: `SELECT id::text, json_build_array(email, first_name, last_name, profile_image_url, role, hidden)::text AS v FROM comments.users`,
  },
  {
    name: 'comments.articles from content.articles',
    source: `SELECT id::text, json_build_array(title, published)::text AS v FROM content.articles`,
    copy: `SELECT id::text, json_build_array(title, published)::text AS v FROM comments.articles`,
  },
  {
    name: 'content.counters (comments) from comments.comments',
    source: `SELECT 'comments' AS id, count(*)::text AS v FROM comments.comments WHERE deleted_at IS NULL`,
    copy: `SELECT name AS id, value::text AS v FROM content.counters WHERE name = 'comments'`,
  },
];

/**
 * Every copy compared with its source: rows missing from the copy, rows the copy has that the
 * source has not, rows that differ. Ids only (values hold e-mail addresses).
 */
export async function compareReadCopies(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const report = [];
    for (const { name, source, copy } of COPIES) {
      const want = new Map((await client.query(source)).rows.map((r) => [r.id, r.v]));
      const have = new Map((await client.query(copy)).rows.map((r) => [r.id, r.v]));
      const missing = [...want.keys()].filter((id) => !have.has(id));
      const extra = [...have.keys()].filter((id) => !want.has(id));
      const different = [...want.keys()].filter((id) => have.has(id) && have.get(id) !== want.get(id));
      report.push({ copy: name, rows: want.size, missing, extra, different });
    }
    return report;
  } finally {
    await client.end();
  }
}

export const differs = (report) => report.some((r) => r.missing.length || r.extra.length || r.different.length);

/**
 * A snapshot of every source row into its owner's outbox (each in its own schema's table, as
 * the owner's transactions write them), so the owners' relays append them to the streams and
 * every consumer rebuilds its copy through the normal path. Articles a copy still holds but the
 * source no longer has get `article.deleted`. Returns the number of events written per stream.
 */
export async function replayEvents(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    const users = await client.query(`
      INSERT INTO auth.outbox (stream, type, entity_id, field, payload)
      SELECT 'events:users', CASE WHEN hidden THEN 'user.hidden' ELSE 'user.updated' END, id::text, 'user',
             json_build_object('id', id::text, 'email', email, 'firstName', first_name, 'lastName', last_name,
                               'profileImageUrl', profile_image_url, 'role', role, 'hidden', hidden)::text
      FROM auth.users ORDER BY created_at, id`);
    const articles = await client.query(`
      INSERT INTO content.outbox (stream, type, entity_id, field, payload)
      SELECT 'events:articles', 'article.updated', id::text, 'article',
             json_build_object('id', id, 'title', title, 'published', published)::text
      FROM content.articles ORDER BY id`);
    const gone = await client.query(`
      INSERT INTO content.outbox (stream, type, entity_id, field, payload)
      SELECT 'events:articles', 'article.deleted', c.id::text, 'article',
             json_build_object('id', c.id, 'title', '', 'published', false)::text
      FROM comments.articles c WHERE NOT EXISTS (SELECT 1 FROM content.articles a WHERE a.id = c.id)`);
    await client.query(`SELECT pg_advisory_xact_lock(hashtext('comments:total'))`);
    const totals = await client.query(`
      INSERT INTO comments.outbox (stream, type, entity_id, field, payload)
      SELECT 'events:comments', 'comments.total', 'all', 'totals', json_build_object('total', count(*))::text
      FROM comments.comments WHERE deleted_at IS NULL`);
    await client.query('COMMIT');
    return {
      'events:users': users.rowCount,
      'events:articles': articles.rowCount + gone.rowCount,
      'events:comments': totals.rowCount,
    };
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    await client.end();
  }
}
