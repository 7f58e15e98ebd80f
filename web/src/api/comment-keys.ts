/**
 * Query keys of the comment and moderation data, shared by the article page's comment section
 * and the admin screens so that a change on one refreshes the other (spec §7).
 * - every comment query sits under ['comments'];
 * - the admin's user list under ['admin', 'users'].
 */
import type { AdminCommentsQuery, AdminUsersQuery } from '@/types/contract';

export type CommentSort = 'newest' | 'oldest' | 'top';

/** The admin tables' queries (the contract's), with the fields the screens always send. */
export type AdminCommentParams = Pick<AdminCommentsQuery, 'search'> &
  Required<Pick<AdminCommentsQuery, 'status' | 'limit' | 'offset'>>;
export type AdminUserParams = Pick<AdminUsersQuery, 'search'> &
  Required<Pick<AdminUsersQuery, 'role' | 'limit' | 'offset'>>;

export const commentKeys = {
  all: ['comments'] as const,
  /** Every list of one article's comments (all sorts). */
  articles: () => ['comments', 'article'] as const,
  article: (articleId: number | string) => ['comments', 'article', String(articleId)] as const,
  articleList: (articleId: number | string, sort: CommentSort) =>
    ['comments', 'article', String(articleId), { sort }] as const,
  /** Every page of the admin list. */
  admin: () => ['comments', 'admin'] as const,
  adminList: (params: AdminCommentParams) => ['comments', 'admin', params] as const,
};

export const adminUserKeys = {
  all: ['admin', 'users'] as const,
  list: (params: AdminUserParams) => ['admin', 'users', params] as const,
};
