import { Injectable, NotFoundException } from '@nestjs/common';
import { containsPattern, Session } from '@portal/shared';
import { AdminCommentsQuery } from '../dtos/comment.dto';
import { CommentsRepository } from '../repositories/comments.repository';
import { CommentView, currentView, NOT_FOUND, toView } from './comment-view';

/** The editors' side: the list of all comments and hiding or showing one. */
@Injectable()
export class ModerationService {
  constructor(private readonly comments: CommentsRepository) {}

  /** Newest first, searchable by content, user and article title. */
  async list(query: AdminCommentsQuery, session: Session): Promise<{ comments: CommentView[]; total: number }> {
    const { comments, total } = await this.comments.adminPage({
      status: query.status ?? 'all',
      pattern: query.search ? containsPattern(query.search) : undefined,
      limit: query.limit ?? 50,
      offset: query.offset ?? 0,
      viewerId: session.userId,
    });
    return {
      comments: comments.map((comment) => ({
        ...toView(comment, session),
        article: comment.articleTitle == null ? null : { title: comment.articleTitle },
      })),
      total,
    };
  }

  async setHidden(id: number, hidden: boolean, session: Session): Promise<CommentView> {
    if (!(await this.comments.setHidden(id, hidden))) throw new NotFoundException(NOT_FOUND);
    return currentView(this.comments, id, session);
  }
}
