// docker-compose.yml's PgBouncer start script, run for real: Debian's pgbouncer
// (the compose proof's stand-in) in front of the machine's Postgres, with the
// configuration the script writes, the services' roles made by the deployment's
// k8s/base/postgres-roles.sql (with a prefix of this test's own: roles are
// cluster-wide). Each service database answers its own role from its own schema
// although the client's `options=-c search_path=...` (what the services send) is
// dropped; inside a transaction too; another service's role is refused there; a
// wrong password is refused; the health check's pg_isready answers. Skipped where pgbouncer, psql or Postgres
// (PGHOST/PGPORT/PGUSER, default 127.0.0.1:5432 postgres) are missing; the
// compose proof (deploy/compose-smoke.sh) runs the whole stack through it anyway.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const compose = parse(readFileSync(path.join(REPO, 'docker-compose.yml'), 'utf8'), { merge: true });
const SERVICES = ['auth', 'content', 'comments'];
const PG = {
  host: process.env.PGHOST || '127.0.0.1',
  port: process.env.PGPORT || '5432',
  user: process.env.PGUSER || 'postgres',
};
const DB = `pgbouncer_probe_${process.pid}`;
const PREFIX = `${DB}_`;
const roleOf = (s) => `${PREFIX}${s}`;
const passwordOf = (s) => `probe-password-${s}`;

const has = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
const psql = (args, env = {}) =>
  spawnSync('psql', ['-X', '-q', '-At', '-v', 'ON_ERROR_STOP=1', ...args], {
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
const admin = (db, sql) => psql(['-h', PG.host, '-p', PG.port, '-U', PG.user, '-d', db, '-c', sql]);
const skip =
  !has('pgbouncer') || !has('psql') || !has('pg_isready')
    ? 'pgbouncer, psql or pg_isready not installed'
    : admin('postgres', 'SELECT 1').status !== 0
      ? `no Postgres at ${PG.host}:${PG.port}`
      : false;

const freePort = () =>
  new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

let dir;
let port;
let bouncer;

before(async () => {
  if (skip) return;
  dir = mkdtempSync(path.join(os.tmpdir(), 'pgbouncer-probe-'));
  chmodSync(dir, 0o755);
  port = await freePort();
  assert.equal(admin('postgres', `CREATE DATABASE ${DB}`).status, 0);
  for (const s of SERVICES) {
    const r = admin(
      DB,
      `CREATE SCHEMA ${s}; CREATE TABLE ${s}.probe (who text); INSERT INTO ${s}.probe VALUES ('${s}')`,
    );
    assert.equal(r.status, 0, r.stderr);
  }
  // The roles, as postgres-roles makes them (the schemas above become theirs).
  const roles = psql([
    '-h',
    PG.host,
    '-p',
    PG.port,
    '-U',
    PG.user,
    '-d',
    DB,
    '-v',
    `role_prefix=${PREFIX}`,
    ...SERVICES.flatMap((s) => ['-v', `${s}_password=${passwordOf(s)}`]),
    '-f',
    path.join(REPO, 'k8s/base/postgres-roles.sql'),
  ]);
  assert.equal(roles.status, 0, roles.stderr);
  const script = compose.services.pgbouncer.entrypoint[2]
    .replaceAll('$$', '$')
    .replace('host=postgres port=5432', `host=${PG.host} port=${PG.port}`)
    .replace('listen_addr = *', 'listen_addr = 127.0.0.1')
    .replace('listen_port = 6432', `listen_port = ${port}`)
    .replaceAll('/tmp/', `${dir}/`)
    // PgBouncer refuses to run as root (CI runs as root): it switches to nobody then.
    .replace(
      'exec pgbouncer ',
      process.getuid?.() === 0 ? 'chmod 644 "$0"/*; exec pgbouncer -u nobody ' : 'exec pgbouncer ',
    );
  assert.notEqual(script, compose.services.pgbouncer.entrypoint[2]);
  bouncer = spawn('sh', ['-ec', script, dir], {
    env: {
      ...process.env,
      ...compose.services.pgbouncer.environment,
      ...Object.fromEntries(
        SERVICES.flatMap((s) => [
          [`POSTGRES_${s.toUpperCase()}_USER`, roleOf(s)],
          [`POSTGRES_${s.toUpperCase()}_PASSWORD`, passwordOf(s)],
        ]),
      ),
      POSTGRES_DB: DB,
      PGBOUNCER_POOL_SIZE: '2',
      PGBOUNCER_MAX_SERVER_CONNECTIONS: '6',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  bouncer.stderr.on('data', (d) => (log += d));
  // Ready when the health check's own command says so (or PgBouncer ended).
  const check = compose.services.pgbouncer.healthcheck.test[1].replaceAll('$$', '$').replace('-p 6432', `-p ${port}`);
  for (let i = 0; ; i++) {
    if (spawnSync('sh', ['-c', check], { env: { ...process.env, POSTGRES_AUTH_USER: roleOf('auth') } }).status === 0)
      break;
    assert.equal(bouncer.exitCode, null, `pgbouncer ended: ${log}`);
    assert.ok(i < 100, `pgbouncer not ready: ${log}`);
    await new Promise((r) => setTimeout(r, 100));
  }
});

after(() => {
  if (skip) return;
  bouncer?.kill();
  admin('postgres', `DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
  for (const s of SERVICES) admin('postgres', `DROP ROLE IF EXISTS ${roleOf(s)}`);
  rmSync(dir, { recursive: true, force: true });
});

const viaBouncer = (db, password, sql, schema = db, user = roleOf(db)) =>
  psql(['-h', '127.0.0.1', '-p', String(port), '-U', user, '-d', db, ...sql.flatMap((s) => ['-c', s])], {
    PGPASSWORD: password,
    // What node-postgres sends for the services' `options` (services/shared/src/core.module.ts).
    PGOPTIONS: `-c search_path=${schema},public`,
  });

test('each service database answers from its own schema, in and out of a transaction', { skip }, () => {
  for (const s of SERVICES) {
    const plain = viaBouncer(s, passwordOf(s), ['SELECT who FROM probe', 'SELECT current_user']);
    assert.equal(plain.status, 0, plain.stderr);
    assert.equal(plain.stdout.trim(), `${s}\n${roleOf(s)}`);
    const tx = viaBouncer(s, passwordOf(s), ['BEGIN', 'SELECT who FROM probe', 'COMMIT']);
    assert.equal(tx.status, 0, tx.stderr);
    assert.equal(tx.stdout.trim(), s);
  }
});

test("another service's role is refused a service's schema", { skip }, () => {
  // Its search_path names auth, but the role may not use it: the table is not found, nor by its full name.
  const plain = viaBouncer('auth', passwordOf('content'), ['SELECT who FROM probe'], 'auth', roleOf('content'));
  assert.notEqual(plain.status, 0);
  assert.match(plain.stderr, /relation "probe" does not exist/);
  const named = viaBouncer('auth', passwordOf('content'), ['SELECT who FROM auth.probe'], 'auth', roleOf('content'));
  assert.notEqual(named.status, 0);
  assert.match(named.stderr, /permission denied for schema auth/);
});

test('a wrong password is refused', { skip }, () => {
  const r = viaBouncer('auth', 'not-the-password', ['SELECT 1']);
  assert.notEqual(r.status, 0);
  assert.match(r.stderr, /authentication failed/);
});
