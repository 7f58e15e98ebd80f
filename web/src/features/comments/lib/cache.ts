import type { InfiniteData } from '@tanstack/react-query';
import type { Comment, LikeResult } from '@/types/contract';

/** One page of GET /api/articles/{id}/comments: the flat list plus its paging headers. */
export interface CommentPage {
  comments: Comment[];
  /** X-Total-Count: top-level comments of the article. */
  total: number;
  /** X-Next-Cursor, or null on the last page. */
  nextCursor: string | null;
}

export type CommentPages = InfiniteData<CommentPage, unknown>;

/** The optimistic like: the reader's like flips at once and the count follows it. */
export function toggleLikeOptimistic(comment: Comment): Comment {
  const liked = !comment.likedByMe;
  return { ...comment, likedByMe: liked, likesCount: Math.max(0, comment.likesCount + (liked ? 1 : -1)) };
}

/** The server's answer replaces the guess. */
export function settleLike(comment: Comment, result: LikeResult): Comment {
  return { ...comment, likedByMe: result.liked, likesCount: result.likesCount };
}

/** The cached pages with one comment changed by `change` (the same object when it is not there). */
export function updateCommentInPages(
  data: CommentPages | undefined,
  id: number,
  change: (comment: Comment) => Comment,
): CommentPages | undefined {
  if (!data) return data;
  let found = false;
  const pages = data.pages.map((page) => {
    if (!page.comments.some((c) => c.id === id)) return page;
    found = true;
    return { ...page, comments: page.comments.map((c) => (c.id === id ? change(c) : c)) };
  });
  return found ? { ...data, pages } : data;
}

/** Every comment of the cached pages, in order (the input of the thread). */
export function commentsOfPages(data: CommentPages | undefined): Comment[] {
  return data?.pages.flatMap((page) => page.comments) ?? [];
}
