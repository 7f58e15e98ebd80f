#!/usr/bin/env node
// Fault drills and the soak test (issue 11; docs/reliability.md). Starts its own stack
// (drills/lib/stack.mjs: Postgres, Redis with append-only persistence, an SMTP server and
// the portal on DRILL_PORT_BASE ports, loopback only), drives traffic through the gateway
// and breaks things on purpose:
//
//   kill      SIGKILL auth, content, comments and worker in turn under load
//   postgres  stop the database under load, then start it again
//   redis     stop Redis (append-only file) under load, then start it again
//   mail      the SMTP server away for MAIL_OUTAGE_S (60 s; --ci 20 s) while resets are asked
//   events-fail    the comments service's handler of user events fails for EVENTS_FAIL_S (30 s) while
//                  users rename themselves; then every read copy equals its source, nothing pending
//   events-kill    SIGKILL the comments service while it handles a batch of user events; same check
//   schedule  an article scheduled SCHEDULE_AHEAD_S (25) ahead; every part of the portal stopped
//             across that time and started after it: published once, within 60 s of the
//             restart, shown to anonymous readers (API, /rss.xml) within 5 s more
//   soak      SOAK_MINUTES (10; --ci 1) of mixed traffic at SOAK_RATE requests/s (40)
//   freeze    a real Prometheus (Debian's) scrapes every part with deploy/monitoring/alerts.yml;
//             the content service is frozen (SIGSTOP): PortalTargetDown fires for it (and for
//             nothing else), then resolves once it is thawed (SIGCONT). Not in --ci (about 2 min)
//
// `node drills/run.mjs [--ci] [scenario ...]` (no scenario: all). Every wait is bounded;
// prints one table per scenario and ends with `drills: N passed, N failed`.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../infra/lib/paths.mjs';
import { compareReadCopies, differs, replayEvents } from '../infra/lib/read-copies.mjs';
import { api, failed, percentile, seed, startLoad, verifyWrites } from './lib/load.mjs';
import {
  breakCommentsUsers,
  converged,
  divergence,
  mendCommentsUsers,
  sql,
  streamState,
  totalPending,
} from './lib/events.mjs';
import { ADMIN, drillPorts, rssMiB, SERVICES, startDrillStack, until } from './lib/stack.mjs';

const args = process.argv.slice(2);
const CI = args.includes('--ci');
const ALL = ['kill', 'postgres', 'redis', 'mail', 'events-fail', 'events-kill', 'schedule', 'freeze', 'soak'];
/** The short form (`--ci`, npm test) leaves out what takes long on its own. */
const CI_SKIPS = ['freeze'];
const chosen = args.filter((a) => !a.startsWith('--'));
for (const name of chosen) if (!ALL.includes(name)) throw new Error(`unknown scenario ${name} (${ALL.join(', ')})`);
const scenarios = chosen.length ? chosen : CI ? ALL.filter((name) => !CI_SKIPS.includes(name)) : ALL;

const LOAD_RATE = Number(process.env.DRILL_RATE ?? 20); // requests/s during the fault drills
const SOAK_RATE = Number(process.env.SOAK_RATE ?? 40);
const SOAK_MINUTES = Number(process.env.SOAK_MINUTES ?? (CI ? 1 : 10));
const MAIL_OUTAGE_S = Number(process.env.MAIL_OUTAGE_S ?? (CI ? 20 : 60));
const DB_OUTAGE_S = Number(process.env.DB_OUTAGE_S ?? 10);
const EVENTS_FAIL_S = Number(process.env.EVENTS_FAIL_S ?? 30);
/** How far ahead the schedule drill schedules its article (the portal is stopped across it). */
const SCHEDULE_AHEAD_S = Number(process.env.SCHEDULE_AHEAD_S ?? 25);
/** Issue 21's bounds: published within 60 s of the restart, shown to readers within 5 s more. */
const PUBLISHED_WITHIN_MS = 60_000;
const READERS_WITHIN_MS = 5_000;
/** How long read copies may take to equal their sources once the fault is gone (issue 19). */
const EVENTS_CONVERGE_MS = 120_000;
/** The soak's bounds (docs/reliability.md). */
const P99_GROWTH = 1.5;
// Below this a p99 is noise on a shared 2-core machine. The short CI form's 15 s buckets hold
// 600 requests, so its p99 is the 6th-slowest: one scheduling stall on a busy machine moves it by
// hundreds of ms. There the bound only catches a service that degrades (errors and memory are
// checked as strictly as in the full soak, which alone measures p99 stability).
const P99_FLOOR_MS = CI ? 500 : 100;
const RSS_GROWTH_MIB = 64;
const RSS_PEAK_MIB = 384;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const log = (...m) => console.log('[drill]', ...m);
const results = [];

function record(name, ok, figures, problems = []) {
  results.push({ name, ok, figures, problems });
  log(`${ok ? 'PASS' : 'FAIL'} ${name}`);
  for (const p of problems) log(`  - ${p}`);
}

function table(rows) {
  const keys = Object.keys(rows[0] ?? {});
  const width = keys.map((k) => Math.max(k.length, ...rows.map((r) => String(r[k]).length)));
  const line = (cells) => '| ' + cells.map((c, i) => String(c).padEnd(width[i])).join(' | ') + ' |';
  console.log(line(keys));
  console.log('|' + width.map((w) => '-'.repeat(w + 2)).join('|') + '|');
  for (const r of rows) console.log(line(keys.map((k) => r[k])));
}

const direct = (stack, name, p) =>
  fetch(`http://127.0.0.1:${stack.portal.servicePort(name)}${p}`, { signal: AbortSignal.timeout(5000) });
async function ready(stack, name) {
  const r = await direct(stack, name, '/readyz');
  return r.status === 200;
}
const pids = (stack) => Object.fromEntries(SERVICES.map((s) => [s, stack.portal.servicePid(s)]));

// --- kill: each service in turn ----------------------------------------------------------------
async function drillKill(stack, world) {
  const load = startLoad(stack.portal.base, world, { rate: LOAD_RATE });
  await sleep(3000);
  const rows = [];
  const problems = [];
  for (const name of SERVICES) {
    const before = pids(stack);
    const victim = before[name];
    const t0 = Date.now();
    process.kill(victim, 'SIGKILL');
    let resetMail;
    if (name === 'worker') {
      // A mail asked for while the worker is dead is sent once when it is back.
      const user = world.users[0];
      const r = await api(stack.portal.base, 'POST', '/api/auth/forgot-password', { body: { email: user.email } });
      if (r.status !== 200) problems.push(`forgot-password while the worker was down answered ${r.status}`);
      resetMail = user.email;
    }
    await until(
      async () => {
        const pid = stack.portal.servicePid(name);
        return pid && pid !== victim && (await ready(stack, name));
      },
      60_000,
      `${name} back after SIGKILL`,
    );
    const back = Date.now();
    // Requests that started in the outage and in the 2 s after: the gateway's upstream is back.
    await sleep(2000);
    const window = load.samples.filter((s) => s.t >= t0 && s.t <= back + 2000);
    const after = pids(stack);
    for (const other of SERVICES) {
      if (other !== name && after[other] !== before[other]) problems.push(`${other} restarted when ${name} was killed`);
    }
    if (resetMail) {
      await until(
        async () => stack.smtp.resetMailsTo(resetMail).length >= 1,
        60_000,
        'the reset mail after the worker restart',
      );
      await sleep(2000);
      const n = stack.smtp.resetMailsTo(resetMail).length;
      if (n !== 1) problems.push(`the reset mail asked while the worker was down arrived ${n} times`);
    }
    rows.push({
      killed: name,
      'back after': `${((back - t0) / 1000).toFixed(1)} s`,
      requests: window.length,
      failed: window.filter(failed).length,
      'others restarted': SERVICES.filter((o) => o !== name && after[o] !== before[o]).length,
    });
  }
  await sleep(2000);
  await load.stop();
  const check = await verifyWrites(stack.portal.base, world, load);
  table(rows);
  log(`acknowledged writes: ${check.comments} comments, ${check.likes} like states; missing: ${check.missing.length}`);
  problems.push(...check.missing.map((m) => `acknowledged but missing: ${m}`));
  record('kill each service under load', problems.length === 0, { rows, writes: check }, problems);
}

// --- postgres: stop and start the database ------------------------------------------------------
async function drillPostgres(stack, world) {
  const load = startLoad(stack.portal.base, world, { rate: LOAD_RATE });
  await sleep(3000);
  const problems = [];
  const before = pids(stack);
  const t0 = Date.now();
  stack.pg.stop();
  const rows = [];
  // While it is down: each service's /readyz and a call through the gateway answer 503, fast.
  for (const [name, path] of [
    ['auth', '/api/auth/user'],
    ['content', '/api/articles?limit=5'],
    ['comments', `/api/articles/${world.articleIds[0]}/comments`],
  ]) {
    const started = Date.now();
    const readyz = await direct(stack, name, '/readyz').catch((e) => ({ status: String(e.name) }));
    const readyMs = Date.now() - started;
    const s2 = Date.now();
    const res = await api(stack.portal.base, 'GET', path, { cookie: world.users[1].cookie, timeoutMs: 10_000 }).catch(
      (e) => ({
        status: String(e.name),
        json: {},
      }),
    );
    const callMs = Date.now() - s2;
    rows.push({
      service: name,
      readyz: readyz.status,
      'readyz ms': readyMs,
      call: res.status,
      'call ms': callMs,
      message: res.json?.message ?? '',
    });
    if (readyz.status !== 503 || readyMs > 5000)
      problems.push(`${name} /readyz answered ${readyz.status} in ${readyMs} ms while Postgres was down`);
    if (res.status !== 503 || callMs > 5000)
      problems.push(`${name} ${path} answered ${res.status} in ${callMs} ms while Postgres was down`);
  }
  await sleep(Math.max(0, DB_OUTAGE_S * 1000 - (Date.now() - t0)));
  const downFor = Date.now() - t0;
  stack.pg.start();
  const startedAt = Date.now();
  await until(
    async () => {
      for (const s of SERVICES) if (!(await ready(stack, s))) return false;
      return true;
    },
    60_000,
    'every service ready after Postgres returned',
  );
  const recovered = Date.now() - startedAt;
  await sleep(2000);
  await load.stop();
  const after = pids(stack);
  for (const s of SERVICES)
    if (after[s] !== before[s]) problems.push(`${s} was restarted (it should reconnect by itself)`);
  const outage = load.samples.filter((s) => s.t >= t0 && s.t <= startedAt + recovered);
  const check = await verifyWrites(stack.portal.base, world, load);
  problems.push(...check.missing.map((m) => `acknowledged but missing: ${m}`));
  table(rows);
  log(
    `Postgres down ${(downFor / 1000).toFixed(1)} s; every service ready ${(recovered / 1000).toFixed(1)} s after it returned; ` +
      `${outage.filter(failed).length} of ${outage.length} requests failed meanwhile (503s); missing writes: ${check.missing.length}`,
  );
  const slow = outage.filter((s) => s.ms > 5000).length;
  if (slow) problems.push(`${slow} requests took over 5 s while Postgres was down`);
  record(
    'Postgres stop and start',
    problems.length === 0,
    { rows, downFor, recovered, failed: outage.filter(failed).length, slow },
    problems,
  );
}

// --- redis: stop and start Redis ------------------------------------------------------------------
async function drillRedis(stack, world) {
  const base = stack.portal.base;
  const problems = [];
  const load = startLoad(base, world, { rate: LOAD_RATE });
  await sleep(3000);
  const before = pids(stack);
  // A mail queued and not yet sent (the SMTP server is away), and a rename just before the stop.
  await stack.smtp.stop();
  const mailUser = world.users[2];
  const fp = await api(base, 'POST', '/api/auth/forgot-password', { body: { email: mailUser.email } });
  if (fp.status !== 200) problems.push(`forgot-password answered ${fp.status}`);
  const renamed = world.users[3];
  const newName = `नयाँनाम${Date.now() % 100000}`;
  const put = await api(base, 'PUT', '/api/auth/profile', { cookie: renamed.cookie, body: { firstName: newName } });
  if (put.status !== 200) problems.push(`rename answered ${put.status}`);
  const t0 = Date.now();
  await stack.redis.stop();
  // While it is down, readiness says what each service can still serve (READINESS_NEEDS_REDIS):
  // auth needs Redis for every session; content answers anonymous reads from Postgres alone.
  const authReady = (await direct(stack, 'auth', '/readyz').catch((e) => ({ status: String(e.name) }))).status;
  if (authReady !== 503) problems.push(`auth /readyz answered ${authReady} while Redis was down`);
  const contentReady = (await direct(stack, 'content', '/readyz').catch((e) => ({ status: String(e.name) }))).status;
  if (contentReady !== 200) problems.push(`content /readyz answered ${contentReady} while Redis was down`);
  await sleep(5000);
  await stack.redis.start();
  const back = Date.now();
  await until(
    async () => {
      for (const s of SERVICES) if (!(await ready(stack, s))) return false;
      return true;
    },
    60_000,
    'every service ready after Redis returned',
  );
  const recovered = Date.now() - back;
  await stack.smtp.start();
  // Sessions survive (append-only file): the renamed writer's cookie still works.
  const me = await api(base, 'GET', '/api/auth/user', { cookie: renamed.cookie });
  if (me.status !== 200) problems.push(`a session from before the restart answered ${me.status}`);
  // The comments service's read copy of users catches up from the stream: a new comment of
  // the renamed writer shows the new name.
  const articleId = world.articleIds[0];
  const posted = await until(
    async () => {
      const c = await api(base, 'POST', `/api/articles/${articleId}/comments`, {
        cookie: renamed.cookie,
        body: { content: 'नाम जाँच' },
      });
      return c.status === 201 ? c.json : null;
    },
    30_000,
    'a comment after Redis returned',
    1000,
  );
  const shown = await until(
    async () => {
      const list = await api(base, 'GET', `/api/articles/${articleId}/comments?limit=100`);
      const mine = list.json?.find?.((c) => c.id === posted.id);
      return mine?.user?.firstName === newName ? mine.user.firstName : null;
    },
    30_000,
    'the new name in the comments service',
  ).catch(() => null);
  if (!shown) problems.push('the comments service did not show the name changed before the outage');
  // The queued mail is delivered once.
  await until(async () => stack.smtp.resetMailsTo(mailUser.email).length >= 1, 90_000, 'the queued reset mail').catch(
    () => null,
  );
  await sleep(2000);
  const mails = stack.smtp.resetMailsTo(mailUser.email).length;
  if (mails !== 1) problems.push(`the mail queued before the outage arrived ${mails} times`);
  await load.stop();
  const after = pids(stack);
  for (const s of SERVICES)
    if (after[s] !== before[s]) problems.push(`${s} was restarted (it should reconnect by itself)`);
  const outage = load.samples.filter((s) => s.t >= t0 && s.t <= back + recovered);
  const check = await verifyWrites(base, world, load);
  problems.push(...check.missing.map((m) => `acknowledged but missing: ${m}`));
  const slow = outage.filter((s) => s.ms > 5000).length;
  if (slow) {
    const kinds = outage.filter((s) => s.ms > 5000).map((s) => `${s.kind} ${s.status} ${s.ms} ms`);
    problems.push(`${slow} requests took over 5 s while Redis was down: ${kinds.join(', ')}`);
  }
  table([
    {
      'Redis down': `${((back - t0) / 1000).toFixed(1)} s`,
      'ready again after': `${(recovered / 1000).toFixed(1)} s`,
      'failed requests': outage.filter(failed).length,
      'over 5 s': slow,
      'session kept': me.status === 200 ? 'yes' : 'no',
      'queued mail delivered': mails,
      'new name shown': shown ? 'yes' : 'no',
      'missing writes': check.missing.length,
    },
  ]);
  record('Redis stop and start', problems.length === 0, { authReady, contentReady, recovered, mails }, problems);
}

// --- mail: the SMTP server away -------------------------------------------------------------------
async function drillMail(stack, world) {
  const base = stack.portal.base;
  const problems = [];
  const users = world.users.slice(4, 7);
  const before = new Map(users.map((u) => [u.email, stack.smtp.resetMailsTo(u.email).length]));
  await stack.smtp.stop();
  const t0 = Date.now();
  for (const u of users) {
    const r = await api(base, 'POST', '/api/auth/forgot-password', { body: { email: u.email } });
    if (r.status !== 200) problems.push(`forgot-password answered ${r.status}`);
  }
  await sleep(MAIL_OUTAGE_S * 1000 - (Date.now() - t0));
  await stack.smtp.start();
  const back = Date.now();
  await until(
    async () => users.every((u) => stack.smtp.resetMailsTo(u.email).length > before.get(u.email)),
    120_000,
    'the reset mails',
  ).catch(() => null);
  const delivered = Date.now() - back;
  await sleep(3000);
  const counts = users.map((u) => stack.smtp.resetMailsTo(u.email).length - before.get(u.email));
  if (counts.some((n) => n !== 1))
    problems.push(`reset mails per user after the outage: ${counts.join(', ')} (want 1 each)`);
  table([
    {
      'SMTP away': `${MAIL_OUTAGE_S} s`,
      'mails asked': users.length,
      'delivered after return': `${(delivered / 1000).toFixed(1)} s`,
      'per user': counts.join(', '),
    },
  ]);
  record(`mail server away ${MAIL_OUTAGE_S} s`, problems.length === 0, { counts, delivered }, problems);
}

// --- soak -----------------------------------------------------------------------------------------
async function drillSoak(stack, world) {
  const durationMs = SOAK_MINUTES * 60_000;
  const bucketMs = CI ? 15_000 : 60_000;
  const memory = []; // {t, service: MiB}
  const sampler = setInterval(() => {
    const row = { t: Date.now() };
    for (const s of SERVICES) row[s] = rssMiB(stack.portal.servicePid(s));
    memory.push(row);
  }, 5000);
  const start = Date.now();
  const load = startLoad(stack.portal.base, world, { rate: SOAK_RATE, durationMs });
  await load.done;
  clearInterval(sampler);
  const rows = [];
  const buckets = Math.ceil(durationMs / bucketMs);
  for (let b = 0; b < buckets; b += 1) {
    const from = start + b * bucketMs;
    const to = from + bucketMs;
    const s = load.samples.filter((x) => x.t >= from && x.t < to);
    const m = memory.filter((x) => x.t >= from && x.t < to);
    const row = {
      [CI ? 'quarter-minute' : 'minute']: b + 1,
      requests: s.length,
      errors: s.filter(failed).length,
      'p50 ms': percentile(
        s.map((x) => x.ms),
        50,
      ),
      'p99 ms': percentile(
        s.map((x) => x.ms),
        99,
      ),
    };
    for (const svc of SERVICES)
      row[`${svc} MiB`] = m.length ? Math.round(m.reduce((a, x) => a + x[svc], 0) / m.length) : '-';
    rows.push(row);
  }
  table(rows);
  const problems = [];
  const errors = load.samples.filter(failed);
  if (errors.length) {
    const kinds = {};
    for (const e of errors)
      kinds[`${e.kind} ${e.status}${e.error ? ` ${e.error}` : ''}`] =
        (kinds[`${e.kind} ${e.status}${e.error ? ` ${e.error}` : ''}`] ?? 0) + 1;
    problems.push(`${errors.length} failed requests of ${load.samples.length}: ${JSON.stringify(kinds)}`);
  }
  const first = rows[0];
  const last = rows[rows.length - 1];
  const p99Bound = P99_GROWTH * Math.max(first['p99 ms'], P99_FLOOR_MS);
  if (last['p99 ms'] > p99Bound)
    problems.push(`p99 grew from ${first['p99 ms']} ms to ${last['p99 ms']} ms (bound ${p99Bound} ms)`);
  // Memory: the first bucket is warm-up (JIT, pools, caches). After it, the mean RSS of the
  // second half may exceed the first half's by at most RSS_GROWTH_MIB, and no sample may pass
  // RSS_PEAK_MIB. (V8 collects lazily, so single samples swing by tens of MiB.)
  const steady = rows.slice(1);
  const half = Math.floor(steady.length / 2);
  const mean = (list, svc) => list.reduce((a, r) => a + r[`${svc} MiB`], 0) / Math.max(1, list.length);
  for (const svc of SERVICES) {
    const growth = Math.round(mean(steady.slice(steady.length - half), svc) - mean(steady.slice(0, half), svc));
    const peak = Math.round(Math.max(...memory.map((m) => m[svc])));
    log(`${svc}: memory growth ${growth} MiB (bound ${RSS_GROWTH_MIB}), peak ${peak} MiB (bound ${RSS_PEAK_MIB})`);
    if (growth > RSS_GROWTH_MIB) problems.push(`${svc} memory grew ${growth} MiB (bound ${RSS_GROWTH_MIB} MiB)`);
    if (peak > RSS_PEAK_MIB) problems.push(`${svc} memory peaked at ${peak} MiB (bound ${RSS_PEAK_MIB} MiB)`);
  }
  const check = await verifyWrites(stack.portal.base, world, load);
  problems.push(...check.missing.map((m) => `acknowledged but missing: ${m}`));
  log(
    `soak: ${SOAK_MINUTES} min at ${SOAK_RATE} requests/s, ${load.samples.length} requests, ${errors.length} failed; ` +
      `${check.comments} comments and ${check.likes} like states acknowledged, ${check.missing.length} missing`,
  );
  record(`soak ${SOAK_MINUTES} min at ${SOAK_RATE}/s`, problems.length === 0, { rows }, problems);
}

// --- events: a failing handler, a killed consumer ------------------------------------------------
const renameAll = async (stack, world, round) => {
  let failedRenames = 0;
  for (const [i, user] of world.users.entries()) {
    const r = await api(stack.portal.base, 'PUT', '/api/auth/profile', {
      cookie: user.cookie,
      body: { firstName: `लेखक${i}-${round}`, lastName: 'ड्रिल' },
    });
    if (r.status !== 200) failedRenames += 1;
  }
  return failedRenames;
};
const PREFIX = 'drill:';

/** Waits (bounded) until every copy equals its source and nothing is pending; the time it took. */
async function convergence(stack, problems) {
  const t0 = Date.now();
  try {
    await until(
      () => converged(stack.pg.url, stack.redis.url, PREFIX),
      EVENTS_CONVERGE_MS,
      'read copies equal to their sources and no entry pending',
      500,
    );
  } catch (err) {
    problems.push(`${err.message}: ${(await divergence(stack.pg.url, stack.redis.url, PREFIX)).join('; ')}`);
  }
  return Date.now() - t0;
}

async function drillEventsFail(stack, world) {
  const load = startLoad(stack.portal.base, world, { rate: LOAD_RATE });
  const problems = [];
  await breakCommentsUsers(stack.pg.url, { reject: true });
  const t0 = Date.now();
  let rounds = 0;
  let failedRenames = 0;
  // Users rename themselves all through the outage (the auth service and its outbox are fine).
  while (Date.now() - t0 < EVENTS_FAIL_S * 1000) {
    failedRenames += await renameAll(stack, world, ++rounds);
    await sleep(2000);
  }
  const during = await streamState(stack.redis.url, PREFIX);
  const stuck = during.pending['events:users/comments'] ?? 0;
  if (!stuck)
    problems.push('no user event was pending at the comments group during the outage (the fault did not bite)');
  await mendCommentsUsers(stack.pg.url);
  const tookMs = await convergence(stack, problems);
  await load.stop();
  const after = await streamState(stack.redis.url, PREFIX);
  if (after.deadLetters) problems.push(`${after.deadLetters} dead letters (a 30 s fault must be outlasted by retries)`);
  if (failedRenames) problems.push(`${failedRenames} renames failed`);
  const rows = [
    {
      'handler failing': `${((Date.now() - t0 - tookMs) / 1000).toFixed(0)} s`,
      renames: rounds * world.users.length,
      'pending at the end of the fault': stuck,
      'equal and none pending after': `${(tookMs / 1000).toFixed(1)} s`,
      'dead letters': after.deadLetters,
    },
  ];
  table(rows);
  record('events: a failing handler', problems.length === 0, { rows }, problems);
}

async function drillEventsKill(stack, world) {
  const load = startLoad(stack.portal.base, world, { rate: LOAD_RATE });
  const problems = [];
  // Each write to the copy takes 0.2 s, so a burst of renames is a batch still being handled.
  await breakCommentsUsers(stack.pg.url, { delay: 0.2 });
  const failedRenames = await renameAll(stack, world, 'kill');
  const victim = stack.portal.servicePid('comments');
  const pendingAtKill = await until(
    async () => (await streamState(stack.redis.url, PREFIX)).pending['events:users/comments'],
    30_000,
    'user events pending at the comments group',
    50,
  );
  process.kill(victim, 'SIGKILL');
  const t0 = Date.now();
  await mendCommentsUsers(stack.pg.url);
  await until(
    async () => {
      const pid = stack.portal.servicePid('comments');
      return pid && pid !== victim && (await ready(stack, 'comments'));
    },
    60_000,
    'comments back after SIGKILL',
  );
  const back = Date.now() - t0;
  const tookMs = await convergence(stack, problems);
  // A copy spoilt behind the events' back is found by the check and mended by the replay.
  await sql(stack.pg.url, `UPDATE comments.users SET first_name = 'बिग्रिएको' WHERE id = '${world.users[0].id}'`);
  if (!differs(await compareReadCopies(stack.pg.url))) problems.push('read-copies check missed a spoilt copy');
  const replayed = await replayEvents(stack.pg.url);
  const mendMs = await convergence(stack, problems);
  await load.stop();
  const after = await streamState(stack.redis.url, PREFIX);
  if (after.deadLetters) problems.push(`${after.deadLetters} dead letters`);
  if (failedRenames) problems.push(`${failedRenames} renames failed`);
  const rows = [
    {
      'pending at the kill': pendingAtKill,
      'comments back after': `${(back / 1000).toFixed(1)} s`,
      'equal and none pending after': `${((back + tookMs) / 1000).toFixed(1)} s`,
      pending: totalPending(after),
      'replayed snapshots': Object.values(replayed).reduce((a, b) => a + b, 0),
      'spoilt copy mended after': `${(mendMs / 1000).toFixed(1)} s`,
    },
  ];
  table(rows);
  record('events: a consumer killed mid-batch', problems.length === 0, { rows }, problems);
}

// --- schedule: every part of the portal down across an article's scheduled time ------------------
async function drillSchedule(stack, world) {
  const base = stack.portal.base;
  const problems = [];
  const cookie = world.adminCookie;
  const categories = await api(base, 'GET', '/api/categories');
  const categoryId = categories.json.find((c) => c.slug === 'latest-news')?.id ?? categories.json[0].id;
  const title = `निर्धारित समाचार ${Date.now().toString(36)}`;
  const made = await api(base, 'POST', '/api/articles', {
    cookie,
    body: { title, summary: 'ड्रिल', content: 'तालिकामा राखिएको समाचार।', categoryId, published: false },
  });
  if (made.status !== 201) throw new Error(`article create answered ${made.status}: ${made.text}`);
  const id = made.json.id;
  const publishAt = new Date(Date.now() + SCHEDULE_AHEAD_S * 1000);
  const scheduled = await api(base, 'PUT', `/api/articles/${id}`, {
    cookie,
    body: { status: 'scheduled', publishAt: publishAt.toISOString(), version: made.json.version },
  });
  if (scheduled.status !== 200 || scheduled.json?.status !== 'scheduled')
    throw new Error(`scheduling answered ${scheduled.status}: ${scheduled.text}`);
  const state = async () =>
    (await sql(stack.pg.url, `SELECT status, published_at FROM content.articles WHERE id = ${Number(id)}`)).rows[0];
  const publications = async () =>
    (
      await sql(
        stack.pg.url,
        `SELECT at, details FROM content.audit_log
          WHERE target_type = 'article' AND target_id = '${Number(id)}' AND action = 'article.published'`,
      )
    ).rows;

  // Every part down (services, web, gateway) before the time, and still down after it.
  const stopStarted = Date.now();
  await stack.portal.stop();
  const stoppedAt = Date.now();
  if (stoppedAt >= publishAt.getTime())
    problems.push(`stopping the portal took ${stoppedAt - stopStarted} ms: it was not down at the scheduled time`);
  const answering = [];
  for (const name of [...SERVICES, 'gateway']) {
    const port = name === 'gateway' ? stack.ports.GATEWAY_PORT : stack.portal.servicePort(name);
    const up = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2000) }).then(
      () => true,
      () => false,
    );
    if (up) answering.push(name);
  }
  if (answering.length) problems.push(`still answering after the stop: ${answering.join(', ')}`);
  await sleep(Math.max(0, publishAt.getTime() + 5000 - Date.now()));
  const whileDown = await state();
  if (whileDown.status !== 'scheduled') problems.push(`while everything was down the article was ${whileDown.status}`);

  const restartAt = Date.now();
  await stack.portal.start();
  const readyAt = Date.now();
  const published = await until(
    async () => {
      const row = await state();
      return row.status === 'published' ? row : null;
    },
    PUBLISHED_WITHIN_MS + 30_000,
    'the scheduled article published after the restart',
    100,
  ).catch(() => null);
  const publishedAt = published ? new Date(published.published_at).getTime() : NaN;
  if (!published) problems.push('the article was not published after the restart');
  else if (publishedAt - restartAt > PUBLISHED_WITHIN_MS)
    problems.push(`published ${((publishedAt - restartAt) / 1000).toFixed(1)} s after the restart (bound 60 s)`);

  // Anonymous readers: the article, the list and the feed (from when it was published and the
  // portal answered readers again, whichever came later).
  const shown = async () => {
    const one = await api(base, 'GET', `/api/articles/${id}`);
    const list = await api(base, 'GET', '/api/articles?limit=20');
    const rss = await fetch(`${base}/rss.xml`, { signal: AbortSignal.timeout(5000) });
    const feed = rss.status === 200 ? await rss.text() : '';
    return (
      one.status === 200 &&
      one.json?.status === 'published' &&
      Array.isArray(list.json) &&
      list.json.some((a) => a.id === id) &&
      feed.includes(`<title>${title}</title>`)
    );
  };
  const visibleFrom = Math.max(publishedAt || readyAt, readyAt);
  const seen = published ? await until(shown, READERS_WITHIN_MS + 25_000, 'the article shown to readers', 100) : null;
  const seenAfter = seen ? Date.now() - visibleFrom : NaN;
  if (!seen) problems.push('anonymous readers never saw the published article');
  else if (seenAfter > READERS_WITHIN_MS)
    problems.push(`readers saw it ${(seenAfter / 1000).toFixed(1)} s after it was published (bound 5 s)`);

  // Exactly once: two more scheduler turns (SCHEDULE_POLL_MS, 5 s) after it, one audit line, one item.
  await sleep(11_000);
  const lines = await publications();
  if (lines.length !== 1) problems.push(`${lines.length} article.published audit lines (want 1)`);
  if (lines.length && lines[0].details?.scheduled !== true)
    problems.push(`the audit line is not the scheduler's: ${JSON.stringify(lines[0].details)}`);
  const again = await state();
  if (published && new Date(again.published_at).getTime() !== publishedAt)
    problems.push('published_at changed after the publication (published twice)');
  const feed = await (await fetch(`${base}/rss.xml`, { signal: AbortSignal.timeout(5000) })).text();
  const items = feed.split(`<title>${title}</title>`).length - 1;
  if (items !== 1) problems.push(`/rss.xml holds the article ${items} times (want 1)`);

  const seconds = (ms) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(1)} s` : '-');
  const rows = [
    {
      'scheduled ahead': `${SCHEDULE_AHEAD_S} s`,
      'stopped in': seconds(stoppedAt - stopStarted),
      'down for': seconds(restartAt - stoppedAt),
      'ready after restart': seconds(readyAt - restartAt),
      'published after restart': seconds(publishedAt - restartAt),
      'late vs schedule': seconds(publishedAt - publishAt.getTime()),
      'readers saw it after': seconds(seenAfter),
      'audit lines': lines.length,
      'rss items': items,
    },
  ];
  table(rows);
  record('schedule across a whole-portal outage', problems.length === 0, { rows }, problems);
}

// --- main -----------------------------------------------------------------------------------------
// --- freeze: SIGSTOP a service, and the alert an operator would get fires -------------------------
async function drillFreeze(stack) {
  const prometheus = spawnSync('prometheus', ['--version']).status === 0 ? 'prometheus' : null;
  if (!prometheus) return record('freeze: the alert fires', false, {}, ['prometheus is not installed']);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'drill-prometheus-'));
  const port = drillPorts().GATEWAY_PORT + 10;
  const jobs = { auth: 'auth', content: 'content', comments: 'comments', worker: 'worker' };
  const scrape = Object.entries(jobs).map(([job, service]) => ({
    job_name: job,
    static_configs: [{ targets: [`127.0.0.1:${stack.portal.servicePort(service)}`] }],
  }));
  scrape.push({ job_name: 'web', static_configs: [{ targets: [`127.0.0.1:${stack.portal.ports.WEB_PORT}`] }] });
  // Second-long scrapes and evaluations; the rules themselves as operators get them.
  const config = {
    global: { scrape_interval: '1s', scrape_timeout: '900ms', evaluation_interval: '1s' },
    rule_files: [path.join(REPO_ROOT, 'deploy', 'monitoring', 'alerts.yml')],
    scrape_configs: scrape,
  };
  writeFileSync(path.join(dir, 'prometheus.yml'), JSON.stringify(config));
  const server = spawn(
    prometheus,
    [
      `--config.file=${path.join(dir, 'prometheus.yml')}`,
      `--storage.tsdb.path=${path.join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
    ],
    { stdio: 'ignore' },
  );
  const problems = [];
  const figures = {};
  const alerts = async () => {
    const r = await fetch(`http://127.0.0.1:${port}/api/v1/alerts`, { signal: AbortSignal.timeout(3000) });
    return (await r.json()).data.alerts;
  };
  const victim = stack.portal.servicePid('content');
  let targets = [];
  try {
    await until(
      async () => {
        const r = await fetch(`http://127.0.0.1:${port}/api/v1/targets`).catch(() => null);
        targets = r?.ok ? (await r.json()).data.activeTargets : [];
        return targets.length === 5 && targets.every((t) => t.health === 'up');
      },
      60_000,
      'Prometheus scraping every part',
    ).catch((error) => {
      const states = targets.map((t) => `${t.labels.job} ${t.health} ${t.lastError ?? ''}`).join('; ');
      throw new Error(`${error.message} (${states || 'no targets'})`);
    });
    const frozenAt = Date.now();
    process.kill(victim, 'SIGSTOP');
    log('content frozen (SIGSTOP); waiting for PortalTargetDown (for: 1m)');
    const fired = await until(
      async () => {
        const firing = (await alerts()).filter((a) => a.state === 'firing');
        return firing.length ? firing : false;
      },
      150_000,
      'PortalTargetDown firing',
      1000,
    );
    figures.firedAfterS = Math.round((Date.now() - frozenAt) / 1000);
    figures.firing = fired.map((a) => `${a.labels.alertname}{job=${a.labels.job}}`);
    const wrong = fired.filter((a) => a.labels.alertname !== 'PortalTargetDown' || a.labels.job !== 'content');
    if (wrong.length) problems.push(`other alerts fired: ${wrong.map((a) => a.labels.alertname).join(', ')}`);
    process.kill(victim, 'SIGCONT');
    const thawedAt = Date.now();
    await until(async () => (await alerts()).length === 0, 60_000, 'the alert resolved after SIGCONT', 1000);
    figures.resolvedAfterS = Math.round((Date.now() - thawedAt) / 1000);
  } catch (error) {
    problems.push(String(error?.message ?? error));
  } finally {
    try {
      process.kill(victim, 'SIGCONT');
    } catch {
      // already running or gone
    }
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dir, { recursive: true, force: true });
  }
  log(
    `PortalTargetDown fired ${figures.firedAfterS} s after the freeze (${figures.firing}); resolved ${figures.resolvedAfterS} s after the thaw`,
  );
  record('freeze: the alert fires', problems.length === 0, figures, problems);
}

const DRILLS = {
  kill: drillKill,
  postgres: drillPostgres,
  redis: drillRedis,
  mail: drillMail,
  'events-fail': drillEventsFail,
  'events-kill': drillEventsKill,
  schedule: drillSchedule,
  freeze: drillFreeze,
  soak: drillSoak,
};

log(
  `starting the drill stack (ports from DRILL_PORT_BASE=${drillPorts().GATEWAY_PORT - 80}; log: test-results/drill-stack.log)`,
);
const stack = await startDrillStack();
let stopping = false;
const onSignal = async () => {
  if (stopping) return;
  stopping = true;
  await stack.stop();
  process.exit(130);
};
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);
const drillsStarted = Date.now();
try {
  const world = await seed(stack.portal.base, ADMIN);
  for (const name of scenarios) {
    const scenarioStarted = Date.now();
    log(`--- ${name} ---`);
    try {
      await DRILLS[name](stack, world);
    } catch (error) {
      record(name, false, {}, [String(error?.stack ?? error)]);
    }
    log(`${name} took ${((Date.now() - scenarioStarted) / 1000).toFixed(0)} s`);
  }
  log(`drills took ${((Date.now() - drillsStarted) / 1000).toFixed(0)} s (the stack's start not counted)`);
} finally {
  await stack.stop();
}
writeFileSync(path.join(REPO_ROOT, 'test-results', 'drills.json'), JSON.stringify(results, null, 2));
const passed = results.filter((r) => r.ok).length;
console.log(`drills: ${passed} passed, ${results.length - passed} failed`);
process.exit(results.length === passed ? 0 : 1);
