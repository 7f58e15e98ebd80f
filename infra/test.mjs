#!/usr/bin/env node
// `npm test`: every test of the repository, then a short summary.
//
//   build  npm run build (integration and browser tests start built services)
//   infra  node --test infra/test/      (templates, configuration, nginx -t, the lint
//          rules firing on forbidden imports)
//   lint   ESLint over the repository (eslint.config.mjs): the import boundaries and
//          cycles of docs/architecture.md among the rest; counts files
//   jest   services' unit and integration tests, against the machine's
//          Postgres and Redis (DATABASE_URL / REDIS_URL, defaults below)
//   web    the SPA's unit tests (npm run -w @portal/web test)
//   e2e    browser tests against the whole stack (infra/e2e.mjs)
//   drills fault drills and a one-minute soak on a stack of their own
//          (drills/run.mjs --ci; docs/reliability.md)
//
// `npm test -- jest web` runs only the named steps. Every step runs even when
// an earlier one failed; the exit status is non-zero if any failed.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPO_ROOT } from './lib/paths.mjs';
import { ensureDependencies, reexecOnNode24 } from './lib/bootstrap.mjs';

const log = (msg) => console.log(`[test] ${msg}`);

ensureDependencies(log);
await reexecOnNode24(fileURLToPath(import.meta.url));

const { run, withNodeOptions } = await import('./lib/run.mjs');
const { runE2E } = await import('./e2e.mjs');

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';
const resultsDir = path.join(REPO_ROOT, 'test-results');
mkdirSync(resultsDir, { recursive: true });

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};

const steps = {
  // Some integration tests start a service's dist/main.js, and the browser
  // tests need everything built: build once, first.
  async build() {
    const npm =
      process.env.npm_execpath && /\.c?js$/.test(process.env.npm_execpath)
        ? [process.execPath, [process.env.npm_execpath]]
        : ['npm', []];
    const r = await run(npm[0], [...npm[1], 'run', 'build']);
    return { code: r.code, passed: 0, failed: 0, skipped: 0 };
  },

  async infra() {
    const dir = path.join(REPO_ROOT, 'infra', 'test');
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.test.mjs'))
      .map((f) => path.join(dir, f));
    const r = await run(process.execPath, ['--test', '--test-reporter=spec', ...files]);
    const count = (word) => Number(r.output.match(new RegExp(`^\\S*\\s*${word} (\\d+)$`, 'm'))?.[1] ?? 0);
    return { code: r.code, passed: count('pass'), failed: count('fail'), skipped: count('skipped') };
  },

  async lint() {
    // In-process, with the stylish report on the console; a file with an error is a failure.
    const { ESLint } = await import('eslint');
    const eslint = new ESLint({ cwd: REPO_ROOT });
    const files = await eslint.lintFiles(['.']);
    const report = (await eslint.loadFormatter('stylish')).format(files);
    if (report) console.log(report);
    const failed = files.filter((f) => f.errorCount + f.fatalErrorCount > 0).length;
    return { code: failed ? 1 : 0, passed: files.length - failed, failed, skipped: 0 };
  },

  async jest() {
    const report = path.join(resultsDir, 'jest.json');
    rmSync(report, { force: true });
    const env = {
      ...process.env,
      DATABASE_URL: process.env.DATABASE_URL || DEFAULT_DATABASE_URL,
      TEST_DATABASE_URL: process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || DEFAULT_DATABASE_URL,
      REDIS_URL: process.env.REDIS_URL || DEFAULT_REDIS_URL,
      // NestJS 12 is ESM: Jest loads it through Node's VM modules.
      NODE_OPTIONS: withNodeOptions(process.env.NODE_OPTIONS, '--experimental-vm-modules', '--no-warnings'),
    };
    const jest = path.join(REPO_ROOT, 'node_modules', 'jest', 'bin', 'jest.js');
    const r = await run(process.execPath, [jest, '--ci', '--json', `--outputFile=${report}`], { env });
    const j = readJson(report);
    return {
      code: r.code,
      passed: j?.numPassedTests ?? 0,
      failed: j ? j.numFailedTests + (j.numRuntimeErrorTestSuites ?? 0) : 0,
      skipped: j ? j.numPendingTests + j.numTodoTests : 0,
    };
  },

  async web() {
    const pkg = readJson(path.join(REPO_ROOT, 'web', 'package.json'));
    if (!pkg?.scripts?.test)
      return { code: 0, passed: 0, failed: 0, skipped: 0, note: 'no test script in web/package.json' };
    const report = path.join(resultsDir, 'web.json');
    rmSync(report, { force: true });
    const npm =
      process.env.npm_execpath && /\.c?js$/.test(process.env.npm_execpath)
        ? [process.execPath, [process.env.npm_execpath]]
        : ['npm', []];
    // web's test script is `vitest run`: ask it for a JSON report as well.
    const r = await run(npm[0], [
      ...npm[1],
      'run',
      '-w',
      '@portal/web',
      'test',
      '--',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ]);
    const j = readJson(report);
    return {
      code: r.code,
      passed: j?.numPassedTests ?? 0,
      failed: j
        ? j.numFailedTests +
          (j.testResults ?? []).filter((t) => t.status === 'failed' && !t.assertionResults?.length).length
        : 0,
      skipped: j ? (j.numPendingTests ?? 0) + (j.numTodoTests ?? 0) : 0,
    };
  },

  async e2e() {
    // Built by the build step unless only e2e was asked for.
    const r = await runE2E({ build: !selected.includes('build') });
    return { code: r.ok ? 0 : 1, passed: r.passed, failed: r.failed, skipped: r.skipped, note: r.note };
  },

  async drills() {
    // The short form of the fault drills and the soak (drills/run.mjs --ci; docs/reliability.md).
    const missing = ['redis-server', 'runuser'].filter((bin) => !onPath(bin));
    if (!existsSync('/usr/lib/postgresql')) missing.push('postgresql (server binaries)');
    if (missing.length) return { code: 0, passed: 0, failed: 0, skipped: 1, note: `needs ${missing.join(', ')}` };
    const report = path.join(resultsDir, 'drills.json');
    rmSync(report, { force: true });
    const r = await run(process.execPath, [path.join(REPO_ROOT, 'drills', 'run.mjs'), '--ci']);
    const j = readJson(report) ?? [];
    const passed = j.filter((x) => x.ok).length;
    return { code: r.code, passed, failed: Math.max(j.length - passed, r.code === 0 ? 0 : 1), skipped: 0 };
  },
};

function onPath(bin) {
  return (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir && existsSync(path.join(dir, bin)));
}

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
for (const w of wanted) if (!steps[w]) throw new Error(`unknown step ${w}; steps: ${Object.keys(steps).join(', ')}`);
const selected = wanted.length ? Object.keys(steps).filter((s) => wanted.includes(s)) : Object.keys(steps);
if (!selected.includes('build') && selected.some((s) => s === 'jest' || s === 'drills')) selected.unshift('build');

const results = [];
for (const name of selected) {
  const started = Date.now();
  log(`=== ${name} ===`);
  let r;
  try {
    r = await steps[name]();
  } catch (err) {
    console.error(err);
    r = { code: 1, passed: 0, failed: 0, skipped: 0, note: err.message };
  }
  // A failing tool that reported no failed test still counts as one failure.
  if (r.code !== 0 && r.failed === 0) r.failed = 1;
  r.seconds = (Date.now() - started) / 1000;
  results.push({ name, ...r });
  log(`${name} done in ${r.seconds.toFixed(0)} s: ${r.code === 0 ? 'ok' : `FAILED (exit ${r.code})`}`);
}

const total = results.reduce(
  (a, r) => ({ passed: a.passed + r.passed, failed: a.failed + r.failed, skipped: a.skipped + r.skipped }),
  { passed: 0, failed: 0, skipped: 0 },
);
console.log('\n=== summary ===');
for (const r of results) {
  const status = r.code === 0 ? 'ok    ' : 'FAILED';
  const counts = r.name === 'build' ? '' : `${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped `;
  console.log(`${status} ${r.name.padEnd(6)} ${counts}(${r.seconds.toFixed(0)} s)${r.note ? ` - ${r.note}` : ''}`);
}
console.log(
  `tests: ${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
);
process.exit(results.every((r) => r.code === 0) ? 0 : 1);
