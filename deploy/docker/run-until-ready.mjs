// Runs a service until it answers /readyz, then stops it and exits 0: the
// Kubernetes init container that applies a release's migrations before any
// new pod serves. The services migrate at start under a Postgres advisory lock
// (services/shared/src/database.ts), so replicas that start together migrate
// once; this makes a failed migration stop the rollout at the first pod.
//   node tools/run-until-ready.mjs [main.js]
// main.js: the image's own entry point by default; the port is PORT, the one
// port of every portal container (3000; docs/deploy.md, "Ports").
// Exits with the service's code if it exits first, 1 after
// MIGRATE_TIMEOUT_SECONDS (default 300).
import { spawn } from 'node:child_process';

const [main = 'main.js'] = process.argv.slice(2);
const port = process.env.PORT || '3000';
const timeoutMs = Number(process.env.MIGRATE_TIMEOUT_SECONDS || 300) * 1000;
const url = `http://127.0.0.1:${port}/readyz`;
const log = (msg) => console.log(`[run-until-ready] ${msg}`);

const child = spawn(process.execPath, [main], { stdio: 'inherit' });
let exited = null;
child.on('exit', (code, signal) => {
  exited = { code, signal };
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const deadline = Date.now() + timeoutMs;
while (!exited && Date.now() < deadline) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
    if (res.ok) break;
  } catch {
    // not listening yet
  }
  await sleep(1000);
}
if (exited) {
  log(`${main} exited before it was ready (${exited.code ?? exited.signal})`);
  process.exit(exited.code || 1);
}
const ready = Date.now() < deadline;
log(ready ? `${main} is ready (migrations applied); stopping it` : `${main} was not ready after ${timeoutMs / 1000} s`);
child.kill('SIGTERM');
const stopBy = Date.now() + 20000;
while (!exited && Date.now() < stopBy) await sleep(200);
if (!exited) child.kill('SIGKILL');
process.exit(ready ? 0 : 1);
