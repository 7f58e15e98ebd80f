import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { can, RIGHTS, rightsTableMarkdown, ROLES } from './rights';

// docs/security.md shows the table of rights; it must be the code's (rights.ts), row for row.

const SECURITY_MD = join(__dirname, '../../../docs/security.md');
const BEGIN = '<!-- rights:begin (generated from services/shared/src/rights.ts; checked by rights.spec.ts) -->';
const END = '<!-- rights:end -->';

describe('the table of rights', () => {
  it('docs/security.md holds exactly the table of the code (UPDATE_DOCS=1 rewrites it)', () => {
    const doc = readFileSync(SECURITY_MD, 'utf8');
    const start = doc.indexOf(BEGIN);
    const end = doc.indexOf(END);
    expect(start).toBeGreaterThan(-1);
    expect(end).toBeGreaterThan(start);
    const shown = doc.slice(start + BEGIN.length, end).trim();
    const table = rightsTableMarkdown();
    if (process.env.UPDATE_DOCS === '1' && shown !== table) {
      writeFileSync(SECURITY_MD, `${doc.slice(0, start + BEGIN.length)}\n\n${table}\n\n${doc.slice(end)}`);
      return;
    }
    expect(shown).toBe(table);
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
