import type { CommentSort } from '@/api/query-keys';

/** Top-level comments per page of the article's comment section (the server's default, at most 100). */
export const COMMENTS_PAGE_SIZE = 20;

export const DEFAULT_COMMENT_SORT: CommentSort = 'newest';
