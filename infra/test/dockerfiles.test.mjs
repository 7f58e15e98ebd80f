// Images install exactly the locked versions: `npm ci`, never `npm install`
// (which resolves anew when the lock file disagrees, silently unpinning).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { REPO_ROOT } from '../lib/paths.mjs';

const dockerfiles = execFileSync('git', ['ls-files', '*Dockerfile', '**/Dockerfile'], {
  cwd: REPO_ROOT,
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean);

test('there are Dockerfiles to check', () => {
  assert.ok(
    dockerfiles.includes('services/Dockerfile') && dockerfiles.includes('web/Dockerfile'),
    dockerfiles.join(', '),
  );
});

for (const file of dockerfiles) {
  test(`${file} installs npm packages with npm ci only`, () => {
    // Instructions joined across line continuations, comments left out.
    const text = readFileSync(path.join(REPO_ROOT, file), 'utf8')
      .split('\n')
      .filter((line) => !line.trim().startsWith('#'))
      .join('\n')
      .replace(/\\\n/g, ' ');
    assert.doesNotMatch(text, /\bnpm\s+(install|i|add)\b/);
  });
}
