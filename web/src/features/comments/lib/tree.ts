import type { Comment } from '@/types/contract';

export interface CommentNode {
  comment: Comment;
  /** 0 for a top-level comment, 1 for a reply to it, and so on. */
  depth: number;
  replies: CommentNode[];
}

/**
 * The thread of an article from the server's flat list (top-level comments of the loaded pages
 * followed by their replies, oldest first): every reply under its parent, at any depth, in the
 * order received. A comment listed twice (two pages overlapping after new comments) is kept once.
 * A reply whose parent is not in the list (it can only be a race with a moderator) is shown at the
 * top level rather than lost.
 */
export function buildCommentTree(comments: readonly Comment[]): CommentNode[] {
  const nodes = new Map<number, CommentNode>();
  for (const comment of comments) {
    if (!nodes.has(comment.id)) nodes.set(comment.id, { comment, depth: 0, replies: [] });
  }
  const roots: CommentNode[] = [];
  for (const node of nodes.values()) {
    const parentId = node.comment.parentId;
    const parent = parentId === undefined || parentId === null ? undefined : nodes.get(parentId);
    if (parent && parent !== node) parent.replies.push(node);
    else roots.push(node);
  }
  // Depths from the roots down; a node on a parent cycle (never reachable from a root) is dropped.
  const setDepth = (node: CommentNode, depth: number, seen: Set<number>) => {
    node.depth = depth;
    seen.add(node.comment.id);
    node.replies = node.replies.filter((reply) => !seen.has(reply.comment.id));
    for (const reply of node.replies) setDepth(reply, depth + 1, seen);
  };
  const seen = new Set<number>();
  for (const root of roots) setDepth(root, 0, seen);
  return roots;
}

/** "First Last" of a comment's author, or `fallback` when there is none (a removed comment). */
export function authorName(comment: Pick<Comment, 'user'>, fallback: string): string {
  const name = [comment.user?.firstName, comment.user?.lastName].filter(Boolean).join(' ').trim();
  return name || fallback;
}

/** Every comment of a thread, depth first. */
export function flattenTree(nodes: readonly CommentNode[]): Comment[] {
  return nodes.flatMap((node) => [node.comment, ...flattenTree(node.replies)]);
}

/** Replies are indented under their parent up to this depth; deeper ones line up with it. */
export const MAX_INDENT_DEPTH = 4;

/** Whether a reply list at `depth` (its parent's depth) still moves to the right. */
export function indentsAt(depth: number): boolean {
  return depth < MAX_INDENT_DEPTH;
}
