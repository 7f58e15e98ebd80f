// What the events drills look at: every consumer group's pending entries, the dead letters,
// and the read copies against their sources (infra/lib/read-copies.mjs); and a way to make
// the comments service's handler of user events fail or slow down (a trigger on its copy).
import Redis from 'ioredis';
import pg from 'pg';
import { compareReadCopies, differs } from '../../infra/lib/read-copies.mjs';

const STREAMS = ['events:users', 'events:articles', 'events:comments'];

/** Runs SQL on the drill's database (one statement at a time, as the drill's owner). */
export async function sql(url, text) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

/** A trigger on comments.users that rejects every write, or makes each one slow (`delay` s). */
export async function breakCommentsUsers(url, { reject = false, delay = 0 } = {}) {
  const body = reject
    ? `RAISE EXCEPTION 'drill: comments.users refuses writes'`
    : `PERFORM pg_sleep(${Number(delay)}); RETURN NEW`;
  await sql(
    url,
    `CREATE OR REPLACE FUNCTION comments.drill_fault() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${body}; END $$;
     DROP TRIGGER IF EXISTS drill_fault ON comments.users;
     CREATE TRIGGER drill_fault BEFORE INSERT OR UPDATE ON comments.users FOR EACH ROW EXECUTE FUNCTION comments.drill_fault();`,
  );
}

export async function mendCommentsUsers(url) {
  await sql(
    url,
    `DROP TRIGGER IF EXISTS drill_fault ON comments.users; DROP FUNCTION IF EXISTS comments.drill_fault();`,
  );
}

/** Pending entries of every group of every stream ({'events:users/comments': 3, ...}) and dead letters. */
export async function streamState(redisUrl, prefix) {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  try {
    const pending = {};
    let deadLetters = 0;
    for (const stream of STREAMS) {
      const key = `${prefix}${stream}`;
      if (!(await redis.exists(key))) continue;
      for (const group of await redis.xinfo('GROUPS', key)) {
        const name = group[group.indexOf('name') + 1];
        pending[`${stream}/${name}`] = Number(group[group.indexOf('pending') + 1]);
      }
      deadLetters += await redis.xlen(`${key}:dead-letters`);
    }
    return { pending, deadLetters };
  } finally {
    redis.disconnect();
  }
}

export const totalPending = (state) => Object.values(state.pending).reduce((a, b) => a + b, 0);

/** True when every read copy equals its source and no group has entries pending. */
export async function converged(databaseUrl, redisUrl, prefix) {
  const state = await streamState(redisUrl, prefix);
  if (totalPending(state) > 0) return false;
  return !differs(await compareReadCopies(databaseUrl));
}

/** What still differs, for the drill's report (ids only). */
export async function divergence(databaseUrl, redisUrl, prefix) {
  const state = await streamState(redisUrl, prefix);
  const report = await compareReadCopies(databaseUrl);
  return [
    ...Object.entries(state.pending)
      .filter(([, n]) => n > 0)
      .map(([g, n]) => `${g}: ${n} entries pending`),
    ...report
      .filter((r) => r.missing.length || r.extra.length || r.different.length)
      .map((r) => `${r.copy}: ${r.missing.length} missing, ${r.extra.length} extra, ${r.different.length} different`),
  ];
}
