import type { User } from '@/types/contract';

/**
 * Roles and rights in one place for the web app: the part of services/shared/src/rights.ts the
 * screens need (which screen and which button to show). The server decides; this only avoids
 * showing what it would refuse. authorization.test.ts checks it against the shared table.
 */
export const ROLES = { client: 'client', contributor: 'contributor', editor: 'editor', admin: 'admin' } as const;
export type Role = (typeof ROLES)[keyof typeof ROLES];
export const ROLE_LIST: readonly Role[] = [ROLES.client, ROLES.contributor, ROLES.editor, ROLES.admin];

const STAFF: readonly Role[] = [ROLES.contributor, ROLES.editor, ROLES.admin];
const EDITORS: readonly Role[] = [ROLES.editor, ROLES.admin];

export const WEB_RIGHTS = {
  'dashboard.read': STAFF,
  'article.create': STAFF,
  'article.editOwnDraft': STAFF,
  'article.readAll': EDITORS,
  'article.edit': EDITORS,
  'article.publish': EDITORS,
  'article.schedule': EDITORS,
  'article.delete': EDITORS,
  'comment.moderate': EDITORS,
  'audit.read': EDITORS,
  'section.manage': EDITORS,
  'user.manage': [ROLES.admin],
} as const satisfies Record<string, readonly Role[]>;

export type Right = keyof typeof WEB_RIGHTS;

/** May this user (signed out: null) exercise `right`? */
export function can(user: Pick<User, 'role'> | null | undefined, right: Right): boolean {
  return !!user && (WEB_RIGHTS[right] as readonly string[]).includes(user.role);
}

export function isAdmin(user: User | null | undefined): boolean {
  return user?.role === ROLES.admin;
}

export function displayName(user: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
  return user.firstName?.trim() || user.email;
}
