/**
 * A comment as the comments service answers it (spec §3). Replies name their parent
 * (`parentId`); top-level comments have none. A removed comment that still has replies stays
 * as a placeholder: `deleted: true`, empty content, `user: null`.
 */
export interface CommentAuthor {
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  /** Admins only. */
  email?: string;
}

export interface Comment {
  id: number;
  articleId: number;
  parentId?: number;
  content: string;
  /** Only for the author and editors (null for other readers). */
  userId: string | null;
  /** The signed-in reader wrote it. */
  isOwner?: boolean;
  createdAt: string;
  updatedAt: string;
  editedAt: string | null;
  likesCount: number;
  likedByMe: boolean;
  /** The comment or its author is hidden (admins only ever get hidden comments). */
  hidden: boolean;
  deleted: boolean;
  reportedByMe: boolean;
  /** Admins only. */
  reportsCount?: number;
  user: CommentAuthor | null;
  /** In the admin list only: null when the article no longer exists. */
  article?: { title: string } | null;
}

/** POST /api/comments/{id}/like */
export interface LikeResult {
  liked: boolean;
  likesCount: number;
}
