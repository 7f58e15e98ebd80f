#!/usr/bin/env node
// Whole-stack browser tests (`npm run test:e2e`, and step "e2e" of `npm test`):
// builds, starts infra/start.mjs on test ports in a temporary DATA_DIR against
// a fresh database on the machine's Postgres (created here, dropped after),
// waits for its ready line, runs Playwright (playwright.config.ts, e2e/),
// stops the stack and cleans up.
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPO_ROOT } from './lib/paths.mjs';
import { ensureDependencies, reexecOnNode24, runNpm } from './lib/bootstrap.mjs';
import { FAKE_CLOUDFLARE_ZONE, startFakeCloudflare } from './lib/fake-cloudflare.mjs';
import { startFakeOtlp } from './lib/fake-otlp.mjs';

/**
 * Ports of the test stack: away from `npm start`'s, so both can run at once.
 * `E2E_PORT_OFFSET` (default 0) shifts them all, so two test stacks can run side by side.
 */
const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
if (!Number.isInteger(PORT_OFFSET) || PORT_OFFSET < 0 || PORT_OFFSET > 1000) {
  throw new Error(`E2E_PORT_OFFSET must be a whole number from 0 to 1000 (got "${process.env.E2E_PORT_OFFSET}")`);
}
export const E2E_PORTS = Object.freeze(
  Object.fromEntries(
    Object.entries({
      GATEWAY_PORT: 18080,
      WEB_PORT: 18081,
      AUTH_PORT: 13001,
      CONTENT_PORT: 13002,
      COMMENTS_PORT: 13003,
      WORKER_PORT: 13004,
      EMBEDDED_PG_PORT: 15433,
      MAIL_SMTP_PORT: 11025,
      MAIL_UI_PORT: 11080,
      EMBEDDED_S3_PORT: 19000,
      FAKE_CDN_PORT: 18090,
      GATEWAY_METRICS_PORT: 19113,
      GATEWAY_METRICS_SYSLOG_PORT: 19514,
      FAKE_OTLP_PORT: 18091,
    }).map(([name, port]) => [name, port + PORT_OFFSET]),
  ),
);

const log = (msg) => console.log(`[e2e] ${msg}`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function adminDatabaseUrl() {
  return (
    process.env.E2E_ADMIN_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
  );
}

async function withPg(url, fn) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * Runs the browser tests. Resolves { passed, failed, skipped, ok, note }.
 * `build: false` skips `npm run build` (the caller built already);
 * `playwrightArgs` go to `playwright test` (files, --grep, ...).
 */
export async function runE2E({ build = true, playwrightArgs = [] } = {}) {
  const { ensureNginx } = await import('./lib/nginx.mjs');
  const { redisCommand } = await import('./lib/net.mjs');
  const { run } = await import('./lib/run.mjs');

  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    return {
      ok: false,
      passed: 0,
      failed: 1,
      skipped: 0,
      note: `no Chromium at ${chromium} (apt-get install chromium, or set CHROMIUM_PATH)`,
    };
  }
  ensureNginx(log);
  if (build) {
    log('building (npm run build)...');
    runNpm(['run', 'build'], { log });
  }

  const id = randomBytes(4).toString('hex');
  const database = `portal_e2e_${id}`;
  const adminUrl = adminDatabaseUrl();
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const redisPrefix = `e2e-${id}:`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  chmodSync(dataDir, 0o755); // nginx workers and other users must traverse it
  const stackLog = path.join(dataDir, 'stack.log');
  const resultsDir = path.join(REPO_ROOT, 'test-results');
  mkdirSync(resultsDir, { recursive: true });
  const jsonReport = path.join(REPO_ROOT, 'playwright-report', 'e2e.json');
  rmSync(jsonReport, { force: true });

  const cdnToken = randomBytes(16).toString('hex');
  const admin = { email: 'admin@e2e.test', password: `E2e-${randomBytes(9).toString('base64url')}` };
  const gatewayUrl = `http://localhost:${E2E_PORTS.GATEWAY_PORT}`;
  const stackEnv = {
    ...process.env,
    ...Object.fromEntries(Object.entries(E2E_PORTS).map(([k, v]) => [k, String(v)])),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: redisPrefix,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: gatewayUrl,
    READY_TIMEOUT_SECONDS: process.env.READY_TIMEOUT_SECONDS ?? '180',
    // Every browser of the test stack comes from 127.0.0.1: per-address limits would
    // count all tests as one client (the limits themselves are tested in Jest).
    RATE_LIMIT_MULTIPLIER: '100',
    // Purges go to a stand-in of Cloudflare's API (infra/lib/fake-cloudflare.mjs).
    CDN_PURGE: 'cloudflare',
    CLOUDFLARE_API_URL: `http://127.0.0.1:${E2E_PORTS.FAKE_CDN_PORT}/client/v4`,
    CLOUDFLARE_ZONE_ID: FAKE_CLOUDFLARE_ZONE,
    CLOUDFLARE_API_TOKEN: cdnToken,
    // Every part traces, exporting to a stand-in collector (infra/lib/fake-otlp.mjs).
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${E2E_PORTS.FAKE_OTLP_PORT}`,
  };
  for (const k of ['SMTP_URL', 'S3_ENDPOINT', 'S3_ACCESS_KEY', 'S3_SECRET_KEY']) delete stackEnv[k];
  // The stand-in collector gets every part's spans, each under its own name.
  for (const k of ['OTEL_EXPORTER_OTLP_TRACES_ENDPOINT', 'OTEL_SERVICE_NAME', 'OTEL_SDK_DISABLED']) delete stackEnv[k];

  let stack = null;
  let stackExit = null;
  const cleanups = [];
  const cleanup = async () => {
    for (const fn of cleanups.splice(0).reverse()) {
      try {
        await fn();
      } catch (err) {
        log(`cleanup: ${err.message}`);
      }
    }
  };
  const onSignal = async (sig) => {
    log(`${sig}: stopping the test stack and cleaning up`);
    await cleanup();
    process.exit(130);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  try {
    // --- database and Redis namespace of this run -------------------------------
    await withPg(adminUrl, (c) => c.query(`CREATE DATABASE "${database}"`));
    log(`database ${database} created on ${new URL(adminUrl).host}`);
    cleanups.push(async () => {
      await withPg(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`));
      log(`database ${database} dropped`);
    });
    cleanups.push(async () => {
      const n = await redisCommand(redisUrl, [
        'EVAL',
        "local k = redis.call('KEYS', ARGV[1]) for i = 1, #k, 500 do redis.call('DEL', unpack(k, i, math.min(i + 499, #k))) end return #k",
        '0',
        `${redisPrefix}*`,
      ]);
      log(`Redis keys ${redisPrefix}* deleted (${n.slice(1)})`);
    });
    cleanups.push(async () => {
      mkdirSync(resultsDir, { recursive: true });
      if (existsSync(stackLog)) copyFileSync(stackLog, path.join(resultsDir, 'e2e-stack.log'));
      rmSync(dataDir, { recursive: true, force: true });
    });

    const cdn = await startFakeCloudflare({ port: E2E_PORTS.FAKE_CDN_PORT, token: cdnToken });
    cleanups.push(() => cdn.close());
    const otlp = await startFakeOtlp({ port: E2E_PORTS.FAKE_OTLP_PORT });
    cleanups.push(() => otlp.close());

    // --- the stack ------------------------------------------------------------------
    log(`starting the stack (infra/start.mjs, DATA_DIR ${dataDir}; its log: test-results/e2e-stack.log)...`);
    const out = createWriteStream(stackLog);
    stack = spawn(process.execPath, [path.join(REPO_ROOT, 'infra', 'start.mjs')], {
      cwd: REPO_ROOT,
      env: stackEnv,
      detached: true, // own process group: a Ctrl-C here is handled by us, and we can kill the group
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise((resolve) => stack.on('exit', (code, signal) => resolve((stackExit = code ?? signal))));
    cleanups.push(async () => {
      if (stackExit !== null) return;
      log('stopping the stack (SIGTERM)...');
      process.kill(stack.pid, 'SIGTERM');
      const done = await Promise.race([exited.then(() => true), sleep(40_000).then(() => false)]);
      if (!done) {
        log('the stack did not stop within 40 s: SIGKILL to its process group');
        try {
          process.kill(-stack.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
      await Promise.race([exited, sleep(5000)]);
      out.end();
    });
    const ready = new Promise((resolve) => {
      let buf = '';
      const onData = (chunk) => {
        out.write(chunk);
        buf += chunk;
        let nl;
        while ((nl = buf.indexOf('\n')) >= 0) {
          const line = buf.slice(0, nl);
          buf = buf.slice(nl + 1);
          if (/^\[start\] /.test(line) && !/admin account/.test(line)) console.log(`  stack: ${line.slice(8)}`);
          const m = line.match(/^Portal ready at (\S+)/);
          if (m) resolve(m[1]);
        }
      };
      stack.stdout.on('data', onData);
      stack.stderr.on('data', (c) => {
        out.write(c);
        for (const line of String(c).split('\n'))
          if (/^\[start\] /.test(line)) console.log(`  stack: ${line.slice(8)}`);
      });
      exited.then(() => resolve(null));
    });
    const baseUrl = await ready;
    if (!baseUrl) {
      await sleep(200);
      console.log(tail(stackLog, 60));
      return {
        ok: false,
        passed: 0,
        failed: 1,
        skipped: 0,
        note: `the stack exited (${stackExit}) before it was ready`,
      };
    }
    log(`stack ready at ${baseUrl}; running Playwright...`);

    // --- Playwright -----------------------------------------------------------------
    const testEnv = {
      ...process.env,
      E2E_BASE_URL: baseUrl,
      MAILDEV_URL: `http://127.0.0.1:${E2E_PORTS.MAIL_UI_PORT}`,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      PUBLIC_URL: gatewayUrl,
      // The drill (e2e/reader-cache-drill.spec.ts) finds the content service by its port.
      E2E_CONTENT_PORT: String(E2E_PORTS.CONTENT_PORT),
      // What the stand-in CDN was asked to purge (GET /purges).
      E2E_CDN_URL: `http://127.0.0.1:${E2E_PORTS.FAKE_CDN_PORT}`,
      // The spans the stand-in collector was sent (GET /traces/<trace id>).
      E2E_OTLP_URL: `http://127.0.0.1:${E2E_PORTS.FAKE_OTLP_PORT}`,
      // The embedded S3 server (s3rver's fixed keys): a test stores an image the way older uploads were stored.
      E2E_S3_ENDPOINT: `http://127.0.0.1:${E2E_PORTS.EMBEDDED_S3_PORT}`,
      E2E_JSON_REPORT: jsonReport,
      CHROMIUM_PATH: chromium,
    };
    const pw = await run(
      process.execPath,
      [path.join(REPO_ROOT, 'node_modules', '@playwright', 'test', 'cli.js'), 'test', ...playwrightArgs],
      { env: testEnv },
    );
    let stats = null;
    try {
      stats = JSON.parse(readFileSync(jsonReport, 'utf8')).stats;
    } catch {
      // no report: Playwright did not get as far as writing it (counted below)
    }
    const passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0);
    const failed = stats ? stats.unexpected : pw.code === 0 ? 0 : 1;
    const ok = pw.code === 0 && failed === 0;
    if (!ok) console.log(`[e2e] last lines of the stack's log:\n${tail(stackLog, 40)}`);
    return {
      ok,
      passed,
      failed,
      skipped: stats?.skipped ?? 0,
      note: stats ? '' : `playwright exited ${pw.code} without a report`,
    };
  } catch (err) {
    log(`failed: ${err.stack || err.message}`);
    if (existsSync(stackLog)) console.log(tail(stackLog, 40));
    return { ok: false, passed: 0, failed: 1, skipped: 0, note: err.message };
  } finally {
    await cleanup();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

function tail(file, lines) {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

// --- CLI ---------------------------------------------------------------------
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  ensureDependencies(log);
  await reexecOnNode24(fileURLToPath(import.meta.url));
  // `node infra/e2e.mjs [--no-build] [-- <playwright arguments>]`
  const dd = process.argv.indexOf('--');
  const r = await runE2E({
    build: !process.argv.slice(2, dd < 0 ? undefined : dd).includes('--no-build'),
    playwrightArgs: dd < 0 ? [] : process.argv.slice(dd + 1),
  });
  console.log(
    `e2e: ${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''}${r.note ? ` (${r.note})` : ''}`,
  );
  process.exit(r.ok ? 0 : 1);
}
