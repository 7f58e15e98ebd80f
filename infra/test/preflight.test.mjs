// npm start's preflight (infra/lib/preflight.mjs): what the machine lacks is said
// before any install or build, with what to do.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { preflight } from '../lib/preflight.mjs';
import { REPO_ROOT } from '../lib/paths.mjs';

/** A loopback port nothing listens on (bound, then released). */
async function closedPort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Free ports for every variable, so that only what a test changes can be busy. */
async function freePorts() {
  const names = [
    'GATEWAY_PORT',
    'WEB_PORT',
    'AUTH_PORT',
    'CONTENT_PORT',
    'COMMENTS_PORT',
    'WORKER_PORT',
    'EMBEDDED_PG_PORT',
    'MAIL_SMTP_PORT',
    'MAIL_UI_PORT',
    'EMBEDDED_S3_PORT',
    'GATEWAY_METRICS_PORT',
  ];
  const env = {};
  for (const name of names) env[name] = String(await closedPort());
  return env;
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'preflight-'));
test.after(() => rmSync(dataDir, { recursive: true, force: true }));

test('a machine with Redis and free ports passes', async (t) => {
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const problems = await preflight({ env: { ...(await freePorts()), REDIS_URL: redisUrl, DATA_DIR: dataDir } });
  if (problems.some((p) => p.startsWith('Redis'))) return t.skip(`no Redis at ${redisUrl}`);
  assert.deepEqual(problems, []);
});

test('a stopped Redis and a taken port are each named with what to do', async () => {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const env = { ...(await freePorts()), GATEWAY_PORT: String(server.address().port) };
    const problems = await preflight({
      env: { ...env, REDIS_URL: `redis://127.0.0.1:${await closedPort()}`, DATA_DIR: dataDir },
    });
    assert.equal(problems.length, 2, problems.join('\n'));
    assert.match(problems[0], /^Redis is not reachable at redis:\/\/127\.0\.0\.1:\d+ \(ECONNREFUSED\)/);
    assert.match(problems[0], /apt-get install redis-server/);
    assert.match(problems[0], /brew services start redis/);
    assert.match(problems[1], new RegExp(`GATEWAY_PORT=${server.address().port}`));
    assert.match(problems[1], /set these variables to free ports/);
  } finally {
    server.close();
  }
});

test('npm start with Redis stopped says so within 10 s, before installing or building', async () => {
  const env = {
    ...process.env,
    ...(await freePorts()),
    REDIS_URL: `redis://127.0.0.1:${await closedPort()}`,
    DATA_DIR: dataDir,
  };
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'infra', 'start.mjs')], { env, cwd: REPO_ROOT });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const code = await new Promise((resolve) => child.on('exit', resolve));
  const seconds = (performance.now() - started) / 1000;
  assert.equal(code, 1);
  assert.match(output, /\[start\] Redis is not reachable/);
  assert.doesNotMatch(output, /npm install|npm run build|building/);
  assert.ok(seconds < 10, `took ${seconds.toFixed(1)} s`);
});
