// The import boundaries of eslint.config.mjs fire on a forbidden import (docs/architecture.md,
// "Boundaries"): each fixture under fixtures/boundaries/ is linted with the repository's own
// configuration as if it stood at a path inside web/src or services/, so its imports resolve
// against the real tree. Allowed imports are linted too, so a rule that fires on everything
// fails here as well. `npm run lint` (and the lint step of `npm test`) checks the tree itself.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const FIXTURES = path.join(REPO, 'infra', 'test', 'fixtures', 'boundaries');
let eslint;

before(() => {
  // ignore: false, because the fixtures are ignored by `npm run lint` (they break the rules).
  eslint = new ESLint({ cwd: REPO, ignore: false });
});

/** The rule ids and messages of the errors of a fixture linted as if it stood at `as`. */
async function lintAs(fixture, as) {
  const code = readFileSync(path.join(FIXTURES, fixture), 'utf8');
  const [result] = await eslint.lintText(code, { filePath: path.join(REPO, as) });
  return result.messages.filter((m) => m.severity === 2).map((m) => ({ rule: m.ruleId, message: m.message }));
}

const only = (errors, rule) => errors.filter((e) => e.rule === rule);

test('a web feature importing another feature is an error', async () => {
  const errors = await lintAs('feature-imports-feature.tsx', 'web/src/features/articles/boundary-fixture.tsx');
  const fired = only(errors, 'import-x/no-restricted-paths');
  assert.equal(fired.length, 1, JSON.stringify(errors));
  assert.match(fired[0].message, /@\/features\/comments\/lib\/tree.*never imports another feature/);
});

test('a feature importing itself and the shared code is not', async () => {
  assert.deepEqual(await lintAs('feature-imports-shared.tsx', 'web/src/features/articles/boundary-fixture.tsx'), []);
});

test('shared web code importing a feature or the app routes is an error', async () => {
  const feature = only(
    await lintAs('shared-imports-feature.tsx', 'web/src/components/ui/boundary-fixture.tsx'),
    'import-x/no-restricted-paths',
  );
  assert.equal(feature.length, 1);
  assert.match(feature[0].message, /Shared web code \(components\/\) never imports features\//);
  const route = only(
    await lintAs('shared-imports-route.tsx', 'web/src/lib/boundary-fixture.tsx'),
    'import-x/no-restricted-paths',
  );
  assert.equal(route.length, 1);
  assert.match(route[0].message, /Shared web code \(lib\/\) never imports app\//);
});

test('a service importing another service is an error, by path or by package name', async () => {
  const byPath = only(
    await lintAs('service-imports-service.ts', 'services/content/src/boundary-fixture.ts'),
    'import-x/no-restricted-paths',
  );
  assert.equal(byPath.length, 1);
  assert.match(byPath[0].message, /comments\/src\/config.*imports only itself and @portal\/shared/);
  const byName = only(
    await lintAs('service-imports-service-package.ts', 'services/content/src/boundary-fixture.ts'),
    'no-restricted-imports',
  );
  assert.equal(byName.length, 1);
  assert.match(byName[0].message, /@portal\/comments.*imports only itself and @portal\/shared/);
});

test('a service importing itself and @portal/shared is not', async () => {
  assert.deepEqual(await lintAs('service-imports-shared.ts', 'services/content/src/boundary-fixture.ts'), []);
});

test('production web code importing test data is an error (tests may)', async () => {
  const fired = only(
    await lintAs('production-imports-test-data.tsx', 'web/src/features/articles/boundary-fixture.tsx'),
    'no-restricted-imports',
  );
  assert.equal(fired.length, 1);
  assert.match(fired[0].message, /Test helpers are for tests only/);
  assert.deepEqual(
    await lintAs('production-imports-test-data.tsx', 'web/src/features/articles/boundary-fixture.test.tsx'),
    [],
  );
});

test('an import cycle is an error', async () => {
  const results = await eslint.lintFiles([path.join(FIXTURES, 'cycle')]);
  assert.equal(results.length, 2);
  for (const r of results) {
    const cycles = r.messages.filter((m) => m.ruleId === 'import-x/no-cycle');
    assert.equal(cycles.length, 1, `${path.basename(r.filePath)}: ${JSON.stringify(r.messages)}`);
    assert.match(cycles[0].message, /Dependency cycle detected/);
  }
});
