// The paging headers have one writer (services/shared/src/paging.ts: PagedList, setPageHeaders):
// the lint rule of eslint.config.mjs refuses a service that names them itself, and lets the
// writer and the specs (which read them) be. Linted with the repository's own configuration.
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, test } from 'node:test';
import { ESLint } from 'eslint';
import { REPO_ROOT } from '../lib/paths.mjs';

const BY_HAND = `export function list(res: { setHeader(n: string, v: string): void }) {
  res.setHeader('X-Total-Count', '3');
  res.setHeader("x-next-cursor", 'abc');
}
`;
let eslint;

before(() => {
  eslint = new ESLint({ cwd: REPO_ROOT });
});

async function pagingErrors(as) {
  const [result] = await eslint.lintText(BY_HAND, { filePath: path.join(REPO_ROOT, as) });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax');
}

test('a controller or service that writes X-Total-Count or X-Next-Cursor itself fails the lint', async () => {
  for (const at of ['services/comments/src/controllers/x.controller.ts', 'services/content/src/services/x.ts']) {
    const errors = await pagingErrors(at);
    assert.equal(errors.length, 2, at);
    assert.match(errors[0].message, /PagedList/);
  }
});

test('the one writer and the specs may name the headers', async () => {
  assert.deepEqual(await pagingErrors('services/shared/src/paging.ts'), []);
  assert.deepEqual(await pagingErrors('services/content/src/x.int.spec.ts'), []);
});
