/**
 * The one table of rights (design.md, "Roles and the editorial workflow"): which roles may do
 * what. Routes name a right with @Can (session.ts); services ask `can(session, right)` for what
 * depends on the article (own draft or not). docs/security.md's table is checked against this
 * one by rights.spec.ts.
 */

/** Every role, from the reader up. */
export const ROLES = ['client', 'contributor', 'editor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Staff write articles; editors and admins decide what readers see. */
const STAFF = ['contributor', 'editor', 'admin'] as const satisfies readonly Role[];
const EDITORS = ['editor', 'admin'] as const satisfies readonly Role[];
const EVERYONE = ROLES;

export const RIGHTS = {
  'account.self': { roles: EVERYONE, what: 'read and edit their own account, sign out' },
  'comment.write': { roles: EVERYONE, what: 'comment, reply, like, report; edit and delete their own comments' },
  'upload.image': { roles: EVERYONE, what: 'upload images (profile photo, article images)' },
  'upload.bulk': { roles: STAFF, what: 'upload several article images at once' },
  'dashboard.read': { roles: STAFF, what: 'the dashboard and its figures' },
  'article.create': { roles: STAFF, what: 'create an article (a contributor’s: a draft, or submitted for review)' },
  'article.editOwnDraft': { roles: STAFF, what: 'edit, submit for review, delete their own draft; its revisions' },
  'article.readAll': { roles: EDITORS, what: 'see every article in every state, by every author' },
  'article.edit': { roles: EDITORS, what: 'edit any article in any state; its revisions, restore' },
  'article.publish': { roles: EDITORS, what: 'publish, unpublish, send back to draft with a note' },
  'article.schedule': { roles: EDITORS, what: 'schedule publication' },
  'article.delete': { roles: EDITORS, what: 'delete any article' },
  'section.manage': { roles: EDITORS, what: 'add, rename and delete sections (categories)' },
  'comment.moderate': { roles: EDITORS, what: 'hide and show comments; see hidden comments and commenters’ e-mails' },
  'audit.read': { roles: EDITORS, what: 'read the audit log' },
  'user.manage': { roles: ['admin'], what: 'list, add, hide users; change roles' },
} as const satisfies Record<string, { roles: readonly Role[]; what: string }>;

export type Right = keyof typeof RIGHTS;

export const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);

/** May a holder of `role` (or of this session) exercise `right`? No role: no right. */
export function can(who: { role: Role } | Role | null | undefined, right: Right): boolean {
  const role = typeof who === 'string' ? who : who?.role;
  return role !== undefined && (RIGHTS[right].roles as readonly Role[]).includes(role);
}

/** The table as docs/security.md shows it (one row per right, a column per role). */
export function rightsTableMarkdown(): string {
  const lines = [`| right | what | ${ROLES.join(' | ')} |`, `| --- | --- | ${ROLES.map(() => '---').join(' | ')} |`];
  for (const [name, right] of Object.entries(RIGHTS)) {
    const cells = ROLES.map((role) => ((right.roles as readonly Role[]).includes(role) ? 'yes' : '-'));
    lines.push(`| \`${name}\` | ${right.what} | ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}
