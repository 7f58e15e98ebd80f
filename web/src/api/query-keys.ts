/**
 * The query keys of the data several features share, in one place so that every mutation can
 * refresh what it changes, whichever screen shows it (spec §7):
 * - every article list sits under ['articles', 'list'];
 * - every comment query under ['comments'];
 * - the admin's user list under ['admin', 'users'], the dashboard's figures at ['admin', 'stats'].
 */
import type { AdminCommentsQuery, AdminUsersQuery, ArticleListQuery } from '@/types/contract';

/** A list's status filter: every state of an article (issue 21), or all. */
export type ArticleStatus = 'all' | 'draft' | 'review' | 'scheduled' | 'published';

/** GET /api/articles' query (the contract's), without `view` (set by the card lists) and the cursor's older name. */
export type ArticleListParams = Omit<ArticleListQuery, 'view' | 'before'>;

export const articleKeys = {
  all: ['articles'] as const,
  lists: () => ['articles', 'list'] as const,
  list: (params: ArticleListParams & { view?: 'card' }) => ['articles', 'list', 'page', params] as const,
  category: (slug: string, pageSize: number, start: string | null = null) =>
    ['articles', 'list', 'category', { slug, pageSize, start }] as const,
  details: () => ['articles', 'detail'] as const,
  detail: (id: number | string) => ['articles', 'detail', String(id)] as const,
};

export const categoryKeys = {
  all: ['categories'] as const,
  /** Articles per section (staff): refreshed with the sections. */
  usage: ['categories', 'usage'] as const,
};

export const adminStatsKey = ['admin', 'stats'] as const;

export type CommentSort = 'newest' | 'oldest' | 'top';

/** The admin tables' queries (the contract's), with the fields the screens always send. */
export type AdminCommentParams = Pick<AdminCommentsQuery, 'search'> &
  Required<Pick<AdminCommentsQuery, 'status' | 'limit' | 'offset'>>;
export type AdminUserParams = Pick<AdminUsersQuery, 'search'> &
  Required<Pick<AdminUsersQuery, 'role' | 'limit' | 'offset'>>;

/** Shared by the article page's comment section and the moderation screen: a change on one refreshes the other. */
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

/** An article's revisions (the editor's panel); refreshed with the article after each save. */
export const revisionKeys = {
  all: ['revisions'] as const,
  list: (articleId: number) => ['revisions', String(articleId)] as const,
  one: (articleId: number, revisionId: number) => ['revisions', String(articleId), revisionId] as const,
};

/** The audit log's pages. */
export const auditKeys = {
  all: ['admin', 'audit'] as const,
  list: (params: { targetType?: string; limit: number; offset: number }) => ['admin', 'audit', params] as const,
};

/** Shared by the moderation screen's user list and the admin's "Add User" (the register form). */
export const adminUserKeys = {
  all: ['admin', 'users'] as const,
  list: (params: AdminUserParams) => ['admin', 'users', params] as const,
};
