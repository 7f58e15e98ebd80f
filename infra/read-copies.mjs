#!/usr/bin/env node
// `npm run read-copies:check`: compares every read copy with its source and prints the ids
// that differ (exit 1 when any does). `npm run events:replay`: writes a snapshot of every
// source row into its owner's outbox, so the streams carry them and every copy is rebuilt
// through the normal path (run check again once the consumers caught up).
//
// An operator's tool (docs/reliability.md, "Read copies"): it reads the auth, content and
// comments schemas of one database (DATABASE_URL, or the embedded Postgres of `npm start`).
import { fileURLToPath } from 'node:url';
import { ensureDependencies, reexecOnNode24 } from './lib/bootstrap.mjs';

const mode = process.argv[2];
if (!['check', 'replay'].includes(mode)) {
  console.error('usage: node infra/read-copies.mjs check|replay');
  process.exit(2);
}
const log = (msg) => console.log(`[read-copies] ${msg}`);
ensureDependencies(log);
await reexecOnNode24(fileURLToPath(import.meta.url));

const { loadConfig, EMBEDDED_DATABASE } = await import('./lib/config.mjs');
const { loadSecrets } = await import('./lib/secrets.mjs');
const { compareReadCopies, differs, replayEvents } = await import('./lib/read-copies.mjs');

const cfg = loadConfig();
let databaseUrl = cfg.databaseUrl;
if (!databaseUrl) {
  const { secrets } = loadSecrets(cfg.dataDir, {});
  if (!secrets.postgresPassword) {
    console.error(`[read-copies] set DATABASE_URL, or start the portal (npm start) with this DATA_DIR first`);
    process.exit(1);
  }
  databaseUrl = `postgres://postgres:${encodeURIComponent(secrets.postgresPassword)}@127.0.0.1:${cfg.ports.EMBEDDED_PG_PORT}/${EMBEDDED_DATABASE}`;
}

if (mode === 'replay') {
  const written = await replayEvents(databaseUrl);
  for (const [stream, n] of Object.entries(written)) log(`${stream}: ${n} snapshots written to the outbox`);
  process.exit(0);
}
const report = await compareReadCopies(databaseUrl);
for (const r of report) {
  const ok = !r.missing.length && !r.extra.length && !r.different.length;
  log(
    `${ok ? 'same' : 'DIFFERENT'}  ${r.copy}: ${r.rows} source rows, ${r.missing.length} missing, ` +
      `${r.extra.length} extra, ${r.different.length} different`,
  );
  for (const [what, ids] of [
    ['missing', r.missing],
    ['extra', r.extra],
    ['different', r.different],
  ]) {
    if (ids.length) log(`    ${what}: ${ids.slice(0, 20).join(', ')}${ids.length > 20 ? ' …' : ''}`);
  }
}
process.exit(differs(report) ? 1 : 0);
