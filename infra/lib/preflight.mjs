// What `npm start` needs from the machine, checked before it installs or builds
// anything (a missing Redis or a taken port used to show up only after minutes
// of installing and building). Only node: built-ins: this runs on a fresh clone,
// possibly on the machine's older Node, before node_modules exists.
import { existsSync, statfsSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_PORTS, loadConfig, SERVICES } from './config.mjs';
import { isListening, redisCommand } from './net.mjs';
import { REPO_ROOT } from './paths.mjs';

const GiB = 1024 ** 3;
/** Free space wanted: dependencies (~1.2 GB) and the build, or only data and logs afterwards. */
const DISK_NEEDED_FRESH = 3 * GiB;
const DISK_NEEDED = 1 * GiB;
const MIN_NODE_MAJOR = 20;

const REDIS_HELP = [
  'Start Redis, then run npm start again:',
  '  Debian/Ubuntu: sudo apt-get install redis-server && sudo service redis-server start',
  '  other Linux:   install redis (your package manager) and run: redis-server --daemonize yes',
  '  macOS:         brew install redis && brew services start redis',
  'or point REDIS_URL at a running Redis.',
].join('\n');

/** The ports this run would listen on (docs/contracts.md), by variable name. */
export function portsToBind(cfg) {
  return [
    ['GATEWAY_PORT', cfg.ports.GATEWAY_PORT],
    ['WEB_PORT', cfg.ports.WEB_PORT],
    ['GATEWAY_METRICS_PORT', cfg.ports.GATEWAY_METRICS_PORT],
    ...SERVICES.map((s) => [s.portVar, cfg.ports[s.portVar]]),
    ...(cfg.databaseUrl ? [] : [['EMBEDDED_PG_PORT', cfg.ports.EMBEDDED_PG_PORT]]),
    ...(cfg.smtpUrl
      ? []
      : [
          ['MAIL_SMTP_PORT', cfg.ports.MAIL_SMTP_PORT],
          ['MAIL_UI_PORT', cfg.ports.MAIL_UI_PORT],
        ]),
    ...(cfg.s3.endpoint ? [] : [['EMBEDDED_S3_PORT', cfg.ports.EMBEDDED_S3_PORT]]),
  ];
}

/** The first existing folder on the way to `dir` (DATA_DIR may not exist yet). */
function existingAncestor(dir) {
  let current = dir;
  while (!existsSync(current)) current = path.dirname(current);
  return current;
}

/**
 * Every problem found, each with what to do; an empty list when the machine is ready.
 * `fresh`: dependencies or the build are still to come (more disk wanted).
 */
export async function preflight({ env = process.env, fresh = false } = {}) {
  const problems = [];
  const major = Number(process.versions.node.split('.')[0]);
  if (major < MIN_NODE_MAJOR) {
    problems.push(
      `Node ${process.versions.node} is too old: install Node ${MIN_NODE_MAJOR} or newer (the project then runs on its own Node 24 from npm).`,
    );
  }

  let cfg;
  try {
    cfg = loadConfig(env);
  } catch (err) {
    return [...problems, `${err.message}: fix the variable and run npm start again.`];
  }

  const [redis, busy] = await Promise.all([
    redisCommand(cfg.redisUrl, ['PING']).then(
      () => null,
      (err) => err,
    ),
    Promise.all(portsToBind(cfg).map(async ([name, port]) => ((await isListening(port)) ? `${name}=${port}` : null))),
  ]);
  if (redis)
    problems.push(`Redis is not reachable at ${cfg.redisUrl} (${redis.code || redis.message}).\n${REDIS_HELP}`);
  const taken = busy.filter(Boolean);
  if (taken.length) {
    const defaults = taken.every((p) => Number(p.split('=')[1]) === DEFAULT_PORTS[p.split('=')[0]]);
    problems.push(
      `port(s) already in use: ${taken.join(', ')}. ${defaults ? 'Is another `npm start` running? Stop it, or ' : ''}` +
        `set these variables to free ports (for example GATEWAY_PORT=8090 npm start).`,
    );
  }

  const where = existingAncestor(cfg.dataDir);
  const { bavail, bsize } = statfsSync(where);
  const free = bavail * bsize;
  const needed = fresh ? DISK_NEEDED_FRESH : DISK_NEEDED;
  if (free < needed) {
    problems.push(
      `only ${(free / GiB).toFixed(1)} GiB free on the disk of ${where}; npm start needs ${needed / GiB} GiB` +
        `${fresh ? ' (dependencies and the build)' : ''}: free some space or set DATA_DIR to a larger disk.`,
    );
  }
  return problems;
}

/** Whether dependencies or the build are still missing (the cheap look, before node_modules exists). */
export function isFreshClone() {
  return !existsSync(path.join(REPO_ROOT, 'node_modules', '.package-lock.json'));
}
