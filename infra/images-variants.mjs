#!/usr/bin/env node
// `npm run images:variants`: gives images stored without responsive variants (the
// demo seed's from before, older uploads) their variants, against the portal that
// `npm start` runs on this machine (same DATA_DIR and variables). The work is done
// by services/content/dist/commands/image-variants.js; in compose and Kubernetes
// that command runs in the content image (docs/deploy.md).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPO_ROOT } from './lib/paths.mjs';
import { ensureBuilt, ensureDependencies, reexecOnNode24 } from './lib/bootstrap.mjs';

const log = (msg) => console.log(`[images:variants] ${msg}`);
ensureDependencies(log);
await reexecOnNode24(fileURLToPath(import.meta.url));

const { loadConfig, EMBEDDED_DATABASE } = await import('./lib/config.mjs');
const { isListening } = await import('./lib/net.mjs');
const { loadSecrets } = await import('./lib/secrets.mjs');

const cfg = loadConfig();
const { secrets } = loadSecrets(cfg.dataDir, {});
// The embedded Postgres and S3 server live inside `npm start`: they must be running.
const embedded = [
  ...(cfg.databaseUrl ? [] : [['EMBEDDED_PG_PORT', cfg.ports.EMBEDDED_PG_PORT]]),
  ...(cfg.s3.endpoint ? [] : [['EMBEDDED_S3_PORT', cfg.ports.EMBEDDED_S3_PORT]]),
];
for (const [name, port] of embedded) {
  if (!(await isListening(port))) {
    console.error(
      `[images:variants] nothing listens on ${name}=${port}: start the portal (npm start) first, or set DATABASE_URL and S3_ENDPOINT`,
    );
    process.exit(1);
  }
}
if (!cfg.databaseUrl && !secrets.postgresPassword) {
  console.error(`[images:variants] no embedded Postgres password in ${cfg.dataDir}: is DATA_DIR the one of npm start?`);
  process.exit(1);
}
ensureBuilt({ force: false, log });
const script = path.join(REPO_ROOT, 'services', 'content', 'dist', 'commands', 'image-variants.js');
if (!existsSync(script)) throw new Error(`${script} is missing after the build`);

const env = {
  ...process.env,
  LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
  DATABASE_URL:
    cfg.databaseUrl ||
    `postgres://postgres:${encodeURIComponent(secrets.postgresPassword)}@127.0.0.1:${cfg.ports.EMBEDDED_PG_PORT}/${EMBEDDED_DATABASE}`,
  REDIS_URL: cfg.redisUrl,
  // Signs no session here; the services' config wants one.
  SESSION_SECRET: cfg.sessionSecret || secrets.sessionSecret || 'images-variants-command-signs-no-session',
  S3_ENDPOINT: cfg.s3.endpoint || `http://127.0.0.1:${cfg.ports.EMBEDDED_S3_PORT}`,
  S3_BUCKET: cfg.s3.bucket,
  S3_ACCESS_KEY: cfg.s3.accessKey ?? 'S3RVER',
  S3_SECRET_KEY: cfg.s3.secretKey ?? 'S3RVER',
};
const r = spawnSync(process.execPath, [script], { cwd: REPO_ROOT, env, stdio: 'inherit' });
process.exit(r.status ?? 1);
