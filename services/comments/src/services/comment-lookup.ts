import { NotFoundException } from '@nestjs/common';
import { can, Session } from '@portal/shared';
import { CommentView, mapComment } from '../dtos/comment.views';
import { CommentRecord, CommentsRepository } from '../repositories/comments.repository';

export const NOT_FOUND = 'Comment not found';
export const ARTICLE_NOT_FOUND = 'Article not found';

/** A comment the caller may act on: readers cannot reach hidden ones (404, as if it did not exist). */
export async function findActionable(
  comments: CommentsRepository,
  id: number,
  session: Session,
): Promise<CommentRecord> {
  const comment = await comments.find(id, session.userId, !can(session, 'comment.moderate'));
  if (!comment) throw new NotFoundException(NOT_FOUND);
  return comment;
}

/** The comment as the viewer sees it now (after a change). */
export async function currentView(comments: CommentsRepository, id: number, session?: Session): Promise<CommentView> {
  const comment = await comments.find(id, session?.userId ?? null);
  if (!comment) throw new NotFoundException(NOT_FOUND);
  return mapComment(comment, session);
}
