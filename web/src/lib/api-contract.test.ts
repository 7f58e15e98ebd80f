/**
 * The web app and the HTTP contract agree at compile time (issue 20): every API path in web/src
 * is a typed call of the generated client, so a route, path parameter or query parameter that the
 * services rename (contract/openapi.json → types/openapi.gen.ts) fails the type check and with it
 * `npm run build` and `npm test`. Shown here by type-checking the call sites against edited copies
 * of the generated types, with the TypeScript compiler that the build uses.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const WEB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SRC = path.join(WEB, 'src');
const GENERATED = path.join(SRC, 'types', 'openapi.gen.ts');

/** Addresses under /api/ that are pages the browser is sent to, not calls (spec §8: the admin login). */
const PAGE_ADDRESSES = new Set(['/api/login']);
/** The typed client's calls: `api.GET('/api/...', ...)`. */
const CLIENT_METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && full !== GENERATED ? [full] : [];
  });
}

function isClientCall(literal: ts.Node): boolean {
  const call = literal.parent;
  return (
    ts.isCallExpression(call) &&
    call.arguments[0] === literal &&
    ts.isPropertyAccessExpression(call.expression) &&
    ts.isIdentifier(call.expression.expression) &&
    call.expression.expression.text === 'api' &&
    CLIENT_METHODS.has(call.expression.name.text)
  );
}

/** Each string or template in a source that starts with /api/ and is not a typed client call. */
function handWrittenApiPaths(file: string, text = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const text =
      ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
        ? node.text
        : ts.isTemplateExpression(node)
          ? node.head.text
          : undefined;
    if (text?.startsWith('/api/') && !PAGE_ADDRESSES.has(text) && !isClientCall(node)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      found.push(`${path.relative(SRC, file)}:${line + 1} ${node.getText()}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const config = ts.parseJsonConfigFileContent(
  ts.readConfigFile(path.join(WEB, 'tsconfig.json'), ts.sys.readFile).config,
  ts.sys,
  WEB,
);
/** Type errors in `files` when the generated types read as `edit` makes them. */
function typeErrors(files: string[], edit: (generated: string) => string): string[] {
  const host = ts.createCompilerHost(config.options);
  const readFile = host.readFile.bind(host);
  const original = readFileSync(GENERATED, 'utf8');
  const edited = edit(original);
  host.readFile = (name) => (path.resolve(name) === GENERATED ? edited : readFile(name));
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language, onError) =>
    path.resolve(name) === GENERATED
      ? ts.createSourceFile(name, edited, language)
      : getSourceFile(name, language, onError);
  const roots = files.map((file) => path.join(SRC, file));
  const program = ts.createProgram({ rootNames: roots, options: config.options, host });
  return roots.flatMap((root) =>
    program.getSemanticDiagnostics(program.getSourceFile(root)).map((diagnostic) => {
      const { line } = diagnostic.file!.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
      return `${path.relative(SRC, diagnostic.file!.fileName)}:${line + 1} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`;
    }),
  );
}

/** The generated types with one operation's text changed (the operation must exist and change). */
function inOperation(operation: string, from: string, to: string) {
  return (generated: string) => {
    const start = generated.indexOf(`    ${operation}: {`);
    const end = generated.indexOf('\n    };', start);
    expect(start, `${operation} in openapi.gen.ts`).toBeGreaterThan(0);
    const block = generated.slice(start, end);
    expect(block).toContain(from);
    return generated.slice(0, start) + block.replace(from, to) + generated.slice(end);
  };
}

const CALL_SITES = ['features/comments/api/get-comments.ts', 'api/get-articles.ts', 'api/get-categories.ts'];

describe('the web app and the HTTP contract (issue 20)', () => {
  it('calls the API only through the typed client: no hand-written /api/ path in web/src', () => {
    const files = sourceFiles(SRC);
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap((file) => handWrittenApiPaths(file))).toEqual([]);
  });

  it('finds a hand-written path, and lets a typed call and the admin login page through', () => {
    const source = [
      'const id = 1;',
      "export const one = api.GET('/api/articles/{id}', { params: { path: { id } } });",
      'export const two = fetch(`/api/articles/${id}`);',
      "export const three = api.get('/api/init');",
      "export const login = '/api/login';",
    ].join('\n');
    expect(handWrittenApiPaths(path.join(SRC, 'probe.ts'), source)).toEqual([
      'probe.ts:3 `/api/articles/${id}`',
      "probe.ts:4 '/api/init'",
    ]);
  });

  it('type-checks the call sites against the contract as it is', () => {
    expect(typeErrors(CALL_SITES, (generated) => generated)).toEqual([]);
  }, 60_000);

  it('fails the type check where the app still uses a renamed query parameter, route or path parameter', () => {
    const renames = [
      inOperation('ArticleCommentsController_list', 'sort?:', 'order?:'),
      inOperation('ArticleCommentsController_list', 'articleId: number;', 'article: number;'),
      inOperation('ArticlesController_list', 'limit?:', 'pageSize?:'),
      (generated: string) => {
        expect(generated).toContain('"/api/categories": {');
        return generated.replace('"/api/categories": {', '"/api/topics": {');
      },
    ];
    const errors = typeErrors(CALL_SITES, (generated) => renames.reduce((text, rename) => rename(text), generated));
    const errorAt = (file: string, name?: string) =>
      errors.some((error) => error.startsWith(`${file}:`) && (!name || error.includes(`'${name}'`)));

    expect(errorAt('features/comments/api/get-comments.ts', 'sort'), errors.join('\n')).toBe(true);
    expect(errorAt('features/comments/api/get-comments.ts', 'articleId'), errors.join('\n')).toBe(true);
    expect(errorAt('api/get-articles.ts', 'limit'), errors.join('\n')).toBe(true);
    expect(errorAt('api/get-categories.ts'), errors.join('\n')).toBe(true);
  }, 120_000);
});
