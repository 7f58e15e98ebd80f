import { NotFoundException } from '@nestjs/common';
import { isEditor, Session } from '@portal/shared';
import { CommentRecord, CommentsRepository } from '../repositories/comments.repository';
import { CommentView } from '../dtos/comment.views';

export const NOT_FOUND = 'Comment not found';
export const ARTICLE_NOT_FOUND = 'Article not found';

export { CommentView };

/** What the viewer may see of a comment: a removed one is a placeholder; ids and e-mails for editors and the author. */
export function toView(comment: CommentRecord, session: Session | undefined): CommentView {
  const editor = isEditor(session);
  const deleted = comment.deletedAt !== null;
  const isOwner = !deleted && session?.userId === comment.userId;
  return {
    id: comment.id,
    articleId: comment.articleId,
    ...(comment.parentId ? { parentId: comment.parentId } : {}),
    content: deleted ? '' : comment.content,
    userId: deleted ? null : isOwner || editor ? comment.userId : null,
    isOwner,
    createdAt: comment.createdAt.toISOString(),
    updatedAt: comment.updatedAt.toISOString(),
    editedAt: comment.editedAt?.toISOString() ?? null,
    likesCount: comment.likesCount,
    likedByMe: comment.likedByMe,
    hidden: comment.hidden || comment.author.hidden,
    userHidden: comment.author.hidden,
    deleted,
    reportedByMe: comment.reportedByMe,
    ...(editor ? { reportsCount: comment.reportsCount } : {}),
    user: deleted
      ? null
      : {
          firstName: comment.author.firstName ?? '',
          lastName: comment.author.lastName ?? '',
          profileImageUrl: comment.author.profileImageUrl,
          // Commenters' e-mails are for editors only.
          ...(editor ? { email: comment.author.email ?? '' } : {}),
        },
  };
}

/** Drops deleted comments that no longer have any reply to hold in place. */
export function pruneDeleted(views: CommentView[]): CommentView[] {
  let current = views;
  for (;;) {
    const parents = new Set(current.map((c) => c.parentId).filter((id) => id !== undefined));
    const next = current.filter((c) => !c.deleted || parents.has(c.id));
    if (next.length === current.length) return next;
    current = next;
  }
}

/** A comment the caller may act on: readers cannot reach hidden ones (404, as if it did not exist). */
export async function findActionable(
  comments: CommentsRepository,
  id: number,
  session: Session,
): Promise<CommentRecord> {
  const comment = await comments.find(id, session.userId, !isEditor(session));
  if (!comment) throw new NotFoundException(NOT_FOUND);
  return comment;
}

/** The comment as the viewer sees it now (after a change). */
export async function currentView(comments: CommentsRepository, id: number, session?: Session): Promise<CommentView> {
  const comment = await comments.find(id, session?.userId ?? null);
  if (!comment) throw new NotFoundException(NOT_FOUND);
  return toView(comment, session);
}
