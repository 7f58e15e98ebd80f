import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { can, expectedAnswer, RIGHTS, rightsTableMarkdown, ROLES, routeAccess, routesTableMarkdown } from './rights';

// docs/security.md shows the table of rights and the table of routes; they must be the code's
// (rights.ts, and the contract's x-right of each route, which comes from the controllers' @Can).

const SECURITY_MD = join(__dirname, '../../../docs/security.md');
const CONTRACT = join(__dirname, '../../../contract/openapi.json');

/** The generated block between `begin` and `end` equals `table` (UPDATE_DOCS=1 rewrites it). */
function expectDocBlock(begin: string, end: string, table: string) {
  const doc = readFileSync(SECURITY_MD, 'utf8');
  const start = doc.indexOf(begin);
  const stop = doc.indexOf(end);
  expect(start).toBeGreaterThan(-1);
  expect(stop).toBeGreaterThan(start);
  const shown = doc.slice(start + begin.length, stop).trim();
  if (process.env.UPDATE_DOCS === '1' && shown !== table) {
    writeFileSync(SECURITY_MD, `${doc.slice(0, start + begin.length)}\n\n${table}\n\n${doc.slice(stop)}`);
    return;
  }
  expect(shown).toBe(table);
}

describe('the table of rights', () => {
  it('docs/security.md holds exactly the table of the code (UPDATE_DOCS=1 rewrites it)', () => {
    expectDocBlock(
      '<!-- rights:begin (generated from services/shared/src/rights.ts; checked by rights.spec.ts) -->',
      '<!-- rights:end -->',
      rightsTableMarkdown(),
    );
  });

  it('every route of the contract names its access, and docs/security.md shows each route’s (UPDATE_DOCS=1)', () => {
    const { routes, missing } = routeAccess(JSON.parse(readFileSync(CONTRACT, 'utf8')));
    expect(missing).toEqual([]);
    expect(routes.length).toBeGreaterThan(30);
    expectDocBlock(
      '<!-- routes:begin (generated from contract/openapi.json; checked by rights.spec.ts) -->',
      '<!-- routes:end -->',
      routesTableMarkdown(routes),
    );
  });

  it('derives each caller’s answer from the table: public for all, else 401 without a session, 403 without the right', () => {
    expect(ROLES.map((role) => expectedAnswer('public', role))).toEqual(ROLES.map(() => 'allowed'));
    expect(expectedAnswer('public', null)).toBe('allowed');
    expect(expectedAnswer('account.self', null)).toBe(401);
    expect(expectedAnswer('article.create', 'client')).toBe(403);
    expect(expectedAnswer('article.create', 'contributor')).toBe('allowed');
    expect(expectedAnswer('user.manage', 'editor')).toBe(403);
    expect(expectedAnswer('user.manage', 'admin')).toBe('allowed');
    expect(routeAccess({ paths: { '/api/x': { get: {} } } }).missing).toEqual(['GET /api/x']);
  });

  it('keeps every right spec.md gives admin, and gives readers nothing of the newsroom', () => {
    for (const right of Object.keys(RIGHTS) as (keyof typeof RIGHTS)[]) expect(can('admin', right)).toBe(true);
    expect(can('client', 'article.create')).toBe(false);
    expect(can('client', 'dashboard.read')).toBe(false);
    expect(can('client', 'comment.write')).toBe(true);
  });

  it('lets contributors write but never publish, schedule, delete others’ work, moderate or manage', () => {
    expect(can('contributor', 'article.create')).toBe(true);
    expect(can('contributor', 'article.editOwnDraft')).toBe(true);
    expect(can('contributor', 'upload.image')).toBe(true);
    for (const right of [
      'article.publish',
      'article.schedule',
      'article.delete',
      'article.edit',
      'article.readAll',
      'comment.moderate',
      'audit.read',
      'user.manage',
    ] as const) {
      expect(can('contributor', right)).toBe(false);
    }
  });

  it('makes editors admins without user management; no role, no right', () => {
    for (const right of Object.keys(RIGHTS) as (keyof typeof RIGHTS)[]) {
      expect(can('editor', right)).toBe(right !== 'user.manage');
    }
    expect(can(undefined, 'account.self')).toBe(false);
    expect(ROLES).toEqual(['client', 'contributor', 'editor', 'admin']);
  });
});
