import { Injectable, NotFoundException } from '@nestjs/common';
import { containsPattern, Page, Session } from '@portal/shared';
import { AdminCommentsQuery } from '../dtos/comment.dto';
import { CommentView, mapAdminComment } from '../dtos/comment.views';
import { CommentsRepository } from '../repositories/comments.repository';
import { currentView, NOT_FOUND } from './comment-lookup';

/** The editors' side: the list of all comments and hiding or showing one. */
@Injectable()
export class ModerationService {
  constructor(private readonly comments: CommentsRepository) {}

  /** Newest first, searchable by content, user and article title. */
  async list(query: AdminCommentsQuery, session: Session): Promise<Page<CommentView>> {
    const { comments, total } = await this.comments.adminPage({
      status: query.status ?? 'all',
      pattern: query.search ? containsPattern(query.search) : undefined,
      limit: query.limit ?? 50,
      offset: query.offset ?? 0,
      viewerId: session.userId,
    });
    return { items: comments.map((comment) => mapAdminComment(comment, session)), total, nextCursor: null };
  }

  async setHidden(id: number, hidden: boolean, session: Session): Promise<CommentView> {
    if (!(await this.comments.setHidden(id, hidden))) throw new NotFoundException(NOT_FOUND);
    return currentView(this.comments, id, session);
  }
}
