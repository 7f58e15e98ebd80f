// The committed contract (contract/openapi.json and web/src/types/openapi.gen.ts) is what the
// services' controllers and DTOs produce now: a DTO changed without `npm run contract` fails
// here. Reads the services' builds (npm test's build step runs first; alone: `npm run build`).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../lib/paths.mjs';
import { OPENAPI_FILE, SERVICES, WEB_TYPES_FILE, generateContract, staleFiles } from '../../contract/generate.mjs';

const built = SERVICES.every((s) => existsSync(path.join(REPO_ROOT, 'services', s, 'dist', 'app.module.js')));

test(
  'the committed OpenAPI document and web types are up to date',
  { skip: !built && 'services not built' },
  async () => {
    const generated = await generateContract();
    assert.deepEqual(
      staleFiles(generated),
      [],
      'run `npm run contract` and commit contract/openapi.json and the web types',
    );
  },
);

test(
  "the document is the gateway's public API: /api/ paths only, every answer typed",
  { skip: !built && 'services not built' },
  () => {
    const document = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8'));
    const paths = Object.keys(document.paths);
    assert.ok(paths.length >= 20, `only ${paths.length} paths`);
    for (const route of paths) assert.match(route, /^\/api\//);
    for (const [route, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const success = Object.entries(operation.responses).filter(([status]) => /^2/.test(status));
        assert.ok(success.length > 0 || operation.responses['302'], `${method} ${route} declares no success answer`);
        for (const [status, answer] of success) {
          if (status === '204') continue;
          assert.ok(answer.content?.['application/json']?.schema, `${method} ${route} ${status} has no schema`);
        }
        assert.equal(
          operation.responses.default?.content['application/json'].schema.$ref,
          '#/components/schemas/ErrorBody',
        );
      }
    }
    // The drift issue 13 found: fields the web copy lacked or had optional.
    const schemas = document.components.schemas;
    assert.ok(schemas.CommentView.required.includes('userHidden'));
    assert.ok(schemas.ArticleView.required.includes('publishedAt'));
    assert.ok(schemas.ArticleView.required.includes('updatedAt'));
  },
);

test(
  'a DTO field added without regenerating makes the check fail',
  { skip: !built && 'services not built' },
  async () => {
    // What `@ApiProperty() subtitle!: string` in ArticleView compiles to, applied to the built class.
    const require = createRequire(path.join(REPO_ROOT, 'services', 'content', 'package.json'));
    const { ApiProperty } = require('@nestjs/swagger');
    const { ArticleView } = require(path.join(REPO_ROOT, 'services', 'content', 'dist', 'dtos', 'article.views.js'));
    ApiProperty({ type: String })(ArticleView.prototype, 'subtitle');
    const generated = await generateContract();
    assert.deepEqual(
      staleFiles(generated).sort(),
      [path.relative(REPO_ROOT, OPENAPI_FILE), path.relative(REPO_ROOT, WEB_TYPES_FILE)].sort(),
    );
    assert.match(generated.webTypes, /subtitle: string;/);
  },
);

test('a hand edit of a committed file is found too', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'contract-'));
  try {
    const openapi = path.join(dir, 'openapi.json');
    const webTypes = path.join(dir, 'openapi.gen.ts');
    const committed = { openapi: readFileSync(OPENAPI_FILE, 'utf8'), webTypes: readFileSync(WEB_TYPES_FILE, 'utf8') };
    writeFileSync(openapi, committed.openapi);
    writeFileSync(webTypes, committed.webTypes.replace('userHidden: boolean;', 'userHidden?: boolean;'));
    assert.deepEqual(staleFiles(committed, { openapi, webTypes }), [path.relative(REPO_ROOT, webTypes)]);
    writeFileSync(webTypes, committed.webTypes);
    assert.deepEqual(staleFiles(committed, { openapi, webTypes }), []);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
