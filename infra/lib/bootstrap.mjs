// First steps of `npm start` / `npm test` on a fresh clone: install the npm
// dependencies, move onto Node 24 (the `node` package of the devDependencies),
// build what is not built. Only node: built-ins: this runs before node_modules
// exists, possibly on the machine's older Node.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './paths.mjs';

export const NODE24 = path.join(REPO_ROOT, 'node_modules', 'node', 'bin', 'node');

function npmCommand() {
  // Inside an npm script npm tells where it is; else the npm on PATH.
  const execPath = process.env.npm_execpath;
  if (execPath && /\.c?js$/.test(execPath)) return { cmd: process.execPath, pre: [execPath] };
  return { cmd: 'npm', pre: [] };
}

/** Runs npm with inherited stdio; throws on failure. */
export function runNpm(args, { env = process.env, log = console.log } = {}) {
  const { cmd, pre } = npmCommand();
  log(`$ npm ${args.join(' ')}`);
  const r = spawnSync(cmd, [...pre, ...args], { cwd: REPO_ROOT, stdio: 'inherit', env });
  if (r.error) throw r.error;
  if (r.status !== 0) throw new Error(`npm ${args.join(' ')} failed (exit ${r.status ?? r.signal})`);
}

/** `npm install` when node_modules is missing (fresh clone). */
export function ensureDependencies(log = console.log) {
  if (existsSync(path.join(REPO_ROOT, 'node_modules', '.package-lock.json')) && existsSync(NODE24)) return false;
  log('npm dependencies are missing: installing them (npm install)...');
  runNpm(['install'], { log });
  return true;
}

/**
 * When running on a Node older than 24, runs this same script again on the
 * project's Node 24 and exits with its status. Signals are forwarded; a Ctrl-C
 * reaches both processes (same process group), so this one only waits.
 */
export function reexecOnNode24(scriptUrlPath) {
  const major = Number(process.versions.node.split('.')[0]);
  if (major >= 24 || !existsSync(NODE24)) return;
  const child = spawn(NODE24, [...process.execArgv, scriptUrlPath, ...process.argv.slice(2)], { stdio: 'inherit' });
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(sig, () => {
      if (sig !== 'SIGINT') child.kill(sig);
    });
  }
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  // Keep this process alive until the child exits.
  return new Promise(() => {});
}

/** Workspaces of the root package.json that have a build script. */
export function buildableWorkspaces() {
  const root = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8'));
  return (root.workspaces ?? [])
    .map((ws) => path.join(REPO_ROOT, ws))
    .filter((dir) => existsSync(path.join(dir, 'package.json')))
    .filter((dir) => JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).scripts?.build);
}

/** Workspaces whose build output is missing. */
export function unbuiltWorkspaces() {
  return buildableWorkspaces().filter((dir) => {
    if (path.basename(dir) === 'web') return !existsSync(path.join(dir, 'dist', 'server', 'main.js'));
    return !existsSync(path.join(dir, 'dist'));
  });
}

/** `npm run build` when `force` or when some workspace is not built. */
export function ensureBuilt({ force = false, log = console.log } = {}) {
  const missing = unbuiltWorkspaces();
  if (!force && missing.length === 0) return false;
  if (!force) log(`not built yet: ${missing.map((d) => path.relative(REPO_ROOT, d)).join(', ')}: building (npm run build)...`);
  runNpm(['run', 'build'], { log });
  return true;
}
