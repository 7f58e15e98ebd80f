// The drills' own stack: a Postgres cluster, a Redis with append-only persistence and an
// SMTP server that the drills may stop and start, and the portal (infra/start.mjs) on top,
// all on loopback ports of their own (DRILL_PORT_BASE), so nothing of the machine's
// Postgres or Redis, nor another developer's stack, is ever touched.
import { spawn, execFileSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { REPO_ROOT } from '../../infra/lib/paths.mjs';

export const ADMIN = { email: 'admin@drill.local', password: 'drill-admin-pass' };

/** A mail header as text: folded lines joined, MIME encoded words (=?utf-8?B|Q?...?=) decoded. */
function decodeHeader(value) {
  return value
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, encoding, text) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, (m, hex) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}
/** Ports: DRILL_PORT_BASE (default 20000 + E2E_PORT_OFFSET) + a fixed offset for each part. */
export function drillPorts(
  base = Number(process.env.DRILL_PORT_BASE ?? 20000 + Number(process.env.E2E_PORT_OFFSET ?? 0)),
) {
  return {
    GATEWAY_PORT: base + 80,
    WEB_PORT: base + 81,
    GATEWAY_METRICS_PORT: base + 82,
    GATEWAY_METRICS_SYSLOG_PORT: base + 83,
    AUTH_PORT: base + 1,
    CONTENT_PORT: base + 2,
    COMMENTS_PORT: base + 3,
    WORKER_PORT: base + 4,
    EMBEDDED_S3_PORT: base + 900,
    PG_PORT: base + 432,
    REDIS_PORT: base + 379,
    SMTP_PORT: base + 25,
  };
}

export const SERVICES = ['auth', 'content', 'comments', 'worker'];

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Polls `check` until it returns a truthy value; fails after `timeoutMs` naming `what`. */
export async function until(check, timeoutMs, what, everyMs = 200) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(everyMs);
  }
}

function pgBin(name) {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) {
    const bin = path.join(root, v, 'bin', name);
    if (existsSync(bin)) return bin;
  }
  throw new Error(`Postgres server binaries not found under ${root} (apt-get install postgresql)`);
}

const asRoot = process.getuid?.() === 0;
/** Postgres refuses to run as root: run its tools as the system user postgres then. */
function pgCommand(bin, args) {
  return asRoot ? ['runuser', ['-u', 'postgres', '--', pgBin(bin), ...args]] : [pgBin(bin), args];
}

/** A throw-away Postgres cluster that the drill can stop and start. */
export class DrillPostgres {
  constructor(dir, port) {
    this.dir = path.join(dir, 'pg');
    this.port = port;
    this.url = `postgres://postgres@127.0.0.1:${port}/portal`;
  }
  run(bin, args) {
    const [cmd, argv] = pgCommand(bin, args);
    return execFileSync(cmd, argv, { stdio: ['ignore', 'pipe', 'pipe'] }).toString();
  }
  async init() {
    if (asRoot) execFileSync('install', ['-d', '-o', 'postgres', '-m', '700', this.dir]);
    this.run('initdb', ['-D', this.dir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    await this.start();
    this.run('createdb', ['-h', '127.0.0.1', '-p', String(this.port), '-U', 'postgres', 'portal']);
  }
  async start() {
    const opts = `-p ${this.port} -c listen_addresses=127.0.0.1 -k ${this.dir} -c fsync=off -c max_connections=200`;
    this.run('pg_ctl', ['-D', this.dir, '-o', opts, '-l', path.join(this.dir, 'log'), '-w', 'start']);
  }
  /** Fast shutdown: open connections are cut, as when a database host restarts. */
  stop() {
    this.run('pg_ctl', ['-D', this.dir, '-m', 'fast', '-w', 'stop']);
  }
  destroy() {
    try {
      this.run('pg_ctl', ['-D', this.dir, '-m', 'immediate', '-w', 'stop']);
    } catch {
      /* not running */
    }
  }
}

/** redis-server with append-only persistence (fsync always), as compose and Kubernetes run it. */
export class DrillRedis {
  constructor(dir, port, log) {
    this.dir = path.join(dir, 'redis');
    this.port = port;
    this.url = `redis://127.0.0.1:${port}`;
    this.log = log;
  }
  async start() {
    execFileSync('mkdir', ['-p', this.dir]);
    this.proc = spawn(
      'redis-server',
      [
        '--port',
        String(this.port),
        '--bind',
        '127.0.0.1',
        '--dir',
        this.dir,
        '--appendonly',
        'yes',
        '--appendfsync',
        'always',
        '--save',
        '',
        '--protected-mode',
        'yes',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    this.proc.stdout.pipe(this.log, { end: false });
    this.proc.stderr.pipe(this.log, { end: false });
    const exited = new Promise((r) => this.proc.once('exit', r));
    this.exited = exited;
    await until(
      async () => {
        const out = execFileSync('redis-cli', ['-p', String(this.port), 'ping'], {
          stdio: ['ignore', 'pipe', 'ignore'],
        });
        return out.toString().includes('PONG');
      },
      10_000,
      'redis-server',
    );
  }
  /** SIGTERM: Redis writes and closes its append-only file, then exits. */
  async stop() {
    if (!this.proc || this.proc.exitCode !== null) return;
    this.proc.kill('SIGTERM');
    await this.exited;
  }
}

/** An SMTP server in this process that keeps every mail, and can be shut for an outage. */
export class DrillSmtp {
  constructor(port) {
    this.port = port;
    this.url = `smtp://127.0.0.1:${port}`;
    /** @type {{to: string[], subject: string, text: string, at: number}[]} */
    this.mails = [];
  }
  async start() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks = [];
        stream.on('data', (c) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const subject = decodeHeader(/^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1] ?? '');
          const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          this.mails.push({ to, subject, text: raw, at: Date.now() });
          callback();
        });
      },
    });
    await new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(this.port, '127.0.0.1', resolve);
    });
  }
  async stop() {
    if (!this.server) return;
    const server = this.server;
    this.server = undefined;
    await new Promise((r) => server.close(r));
  }
  mailsTo(address) {
    return this.mails.filter((m) => m.to.includes(address.toLowerCase()));
  }

  /** The password-reset mails to an address (sign-up also sends a verification mail). */
  resetMailsTo(address) {
    return this.mailsTo(address).filter((m) => /Reset your password/.test(m.subject));
  }
}

/** The portal (infra/start.mjs) on the drill's ports, against the drill's Postgres, Redis and SMTP. */
export class DrillPortal {
  constructor(dir, ports, { databaseUrl, redisUrl, smtpUrl }, log) {
    this.dataDir = path.join(dir, 'data');
    this.ports = ports;
    this.base = `http://127.0.0.1:${ports.GATEWAY_PORT}`;
    this.env = {
      ...process.env,
      ...Object.fromEntries(
        [
          'GATEWAY_PORT',
          'WEB_PORT',
          'AUTH_PORT',
          'CONTENT_PORT',
          'COMMENTS_PORT',
          'WORKER_PORT',
          'EMBEDDED_S3_PORT',
          'GATEWAY_METRICS_PORT',
          'GATEWAY_METRICS_SYSLOG_PORT',
        ].map((k) => [k, String(ports[k])]),
      ),
      DATA_DIR: this.dataDir,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: 'drill:',
      SMTP_URL: smtpUrl,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SESSION_SECRET: 'drill-session-secret-drill-session-secret',
      // Every simulated reader comes from 127.0.0.1: per-address limits (sign-up, login) are
      // raised as in the browser tests' stack, or the load could not sign its users up.
      RATE_LIMIT_MULTIPLIER: '100',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://localhost:${ports.GATEWAY_PORT}`,
      // A killed service comes back by itself, quickly, however many times the drills kill it.
      RESTART_TRIES: '50',
      RESTART_DELAY_MS: '500',
    };
    this.log = log;
  }
  async start() {
    this.proc = spawn(process.execPath, [path.join(REPO_ROOT, 'infra', 'start.mjs')], {
      cwd: REPO_ROOT,
      env: this.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.exited = new Promise((r) => this.proc.once('exit', r));
    let ready = false;
    this.proc.stdout.on('data', (chunk) => {
      if (chunk.toString().includes('Portal ready at')) ready = true;
    });
    this.proc.stdout.pipe(this.log, { end: false });
    this.proc.stderr.pipe(this.log, { end: false });
    await until(
      async () => {
        if (this.proc.exitCode !== null)
          throw new Error(`infra/start.mjs exited (${this.proc.exitCode}); see the drill log`);
        return ready;
      },
      240_000,
      'Portal ready',
    );
  }
  /** The pid of a service's process (a child of start.mjs running services/<name>/dist/main.js). */
  servicePid(name) {
    const wanted = `services/${name}/dist/main.js`;
    for (const pid of childPids(this.proc.pid)) {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
      if (cmd.includes(wanted)) return pid;
    }
    return null;
  }
  servicePort(name) {
    return this.ports[`${name.toUpperCase()}_PORT`];
  }
  async stop() {
    if (!this.proc || this.proc.exitCode !== null) return;
    this.proc.kill('SIGTERM');
    await Promise.race([this.exited, sleep(60_000)]);
  }
}

/** Every descendant pid of `root` (from /proc). */
function childPids(root) {
  const parent = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parent.set(Number(entry), ppid);
    } catch {
      /* gone */
    }
  }
  const out = [];
  for (const pid of parent.keys()) {
    for (let p = parent.get(pid); p; p = parent.get(p)) {
      if (p === root) {
        out.push(pid);
        break;
      }
    }
  }
  return out;
}

/** Resident memory of a process in MiB (VmRSS). */
export function rssMiB(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
  } catch {
    return NaN;
  }
}

/** Everything the drills start, in one temporary folder, with one log file. */
export async function startDrillStack() {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-drill-'));
  chmodSync(dir, 0o755); // the postgres user reaches its cluster inside
  const ports = drillPorts();
  const logPath = path.join(REPO_ROOT, 'test-results', 'drill-stack.log');
  execFileSync('mkdir', ['-p', path.dirname(logPath)]);
  const log = createWriteStream(logPath);
  const pg = new DrillPostgres(dir, ports.PG_PORT);
  const redis = new DrillRedis(dir, ports.REDIS_PORT, log);
  const smtp = new DrillSmtp(ports.SMTP_PORT);
  const portal = new DrillPortal(dir, ports, { databaseUrl: pg.url, redisUrl: redis.url, smtpUrl: smtp.url }, log);
  const stack = { dir, ports, pg, redis, smtp, portal, logPath };
  stack.stop = async () => {
    await portal.stop().catch(() => undefined);
    await smtp.stop().catch(() => undefined);
    await redis.stop().catch(() => undefined);
    pg.destroy();
    log.end();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await pg.init();
    await redis.start();
    await smtp.start();
    await portal.start();
  } catch (error) {
    await stack.stop();
    throw error;
  }
  return stack;
}
