import { Injectable, NotFoundException } from '@nestjs/common';
import { containsPattern, EventPublisher, Page, Session, Transactions } from '@portal/shared';
import { AdminCommentsQuery } from '../dtos/comment.dto';
import { CommentView, mapAdminComment } from '../dtos/comment.views';
import { CommentsRepository } from '../repositories/comments.repository';
import { currentView, NOT_FOUND } from './comment-lookup';

/** The editors' side: the list of all comments and hiding or showing one. */
@Injectable()
export class ModerationService {
  constructor(
    private readonly comments: CommentsRepository,
    private readonly events: EventPublisher,
    private readonly transactions: Transactions,
  ) {}

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
    await this.transactions.run(async (sql) => {
      const comment = await this.comments.setHidden(id, hidden, sql);
      if (!comment) throw new NotFoundException(NOT_FOUND);
      // The audit line (stored by the content service) leaves with the change or not at all.
      await this.events.publishAudit(
        {
          actorId: session.userId,
          action: hidden ? 'comment.hidden' : 'comment.shown',
          targetType: 'comment',
          targetId: String(id),
          targetTitle: Array.from(comment.content).slice(0, 100).join(''),
        },
        sql,
      );
      await this.events.publishPurge([`comments-${comment.articleId}`], sql);
    });
    return currentView(this.comments, id, session);
  }
}
