import type { Session } from './session';

/** Editors are the admin role: they see drafts, hidden comments and commenters' e-mails. */
export const isEditor = (session?: Session | null): boolean => session?.role === 'admin';
