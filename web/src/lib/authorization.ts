import type { User } from '@/types/contract';

/** Roles and policies in one place. */
export const ROLES = { admin: 'admin', client: 'client' } as const;

export function isAdmin(user: User | null | undefined): boolean {
  return user?.role === ROLES.admin;
}

export function displayName(user: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
  return user.firstName?.trim() || user.email;
}
