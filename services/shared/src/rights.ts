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

/** What a route asks (contract/openapi.json's `x-public` / `x-right` of each operation). */
export type Access = 'public' | Right;

/**
 * The answer a caller must get from a route's guard: `allowed` (the route runs; it may still
 * answer 400/404/409 about the input), 401 without a session, 403 for a role without the right.
 * `null`: no session.
 */
export function expectedAnswer(access: Access, role: Role | null): 'allowed' | 401 | 403 {
  if (access === 'public') return 'allowed';
  if (role === null) return 401;
  return can(role, access) ? 'allowed' : 403;
}

/** The access of each operation of an OpenAPI document (`GET /api/x`), or the routes that name none. */
export function routeAccess(document: { paths: Record<string, Record<string, unknown>> }): {
  routes: { route: string; access: Access }[];
  missing: string[];
} {
  const routes: { route: string; access: Access }[] = [];
  const missing: string[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(item)) {
      const operation = raw as Record<string, unknown>;
      const route = `${method.toUpperCase()} ${path}`;
      const right = operation['x-right'];
      if (operation['x-public'] === true) routes.push({ route, access: 'public' });
      else if (typeof right === 'string' && right in RIGHTS) routes.push({ route, access: right as Right });
      else missing.push(route);
    }
  }
  return { routes, missing };
}

/** docs/security.md's table of routes: each route's right and what each caller gets. */
export function routesTableMarkdown(routes: { route: string; access: Access }[]): string {
  const callers: (Role | null)[] = [null, ...ROLES];
  const lines = [
    `| route | right | no session | ${ROLES.join(' | ')} |`,
    `| --- | --- | ${callers.map(() => '---').join(' | ')} |`,
  ];
  for (const { route, access } of routes) {
    const cells = callers.map((role) => {
      const answer = expectedAnswer(access, role);
      return answer === 'allowed' ? 'yes' : String(answer);
    });
    lines.push(`| \`${route}\` | ${access === 'public' ? 'public' : `\`${access}\``} | ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}
