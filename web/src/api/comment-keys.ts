/**
 * Query keys of the comment and moderation data, shared by the article page's comment section
 * and the admin screens so that a change on one refreshes the other (spec §7).
 * - every comment query sits under ['comments'];
 * - the admin's user list under ['admin', 'users'].
 */
export type CommentSort = 'newest' | 'oldest' | 'top';

export interface AdminCommentParams {
  search?: string;
  status: 'all' | 'visible' | 'hidden' | 'reported';
  limit: number;
  offset: number;
}

export interface AdminUserParams {
  search?: string;
  role: 'all' | 'admin' | 'client';
  limit: number;
  offset: number;
}

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
