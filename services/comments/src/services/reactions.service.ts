import { Injectable, NotFoundException } from '@nestjs/common';
import { Session } from '@portal/shared';
import { CommentsRepository } from '../repositories/comments.repository';
import { findActionable, NOT_FOUND } from './comment-lookup';

/** Readers' likes and reports of a comment they can see. */
@Injectable()
export class ReactionsService {
  constructor(private readonly comments: CommentsRepository) {}

  /** One like per user: a second call takes it back. */
  async toggleLike(id: number, session: Session): Promise<{ liked: boolean; likesCount: number }> {
    const comment = await findActionable(this.comments, id, session);
    if (comment.deletedAt) throw new NotFoundException(NOT_FOUND);
    return this.comments.toggleLike(id, session.userId);
  }

  /** One report per user per comment; reporting again changes nothing. */
  async report(id: number, reason: string | undefined, session: Session): Promise<{ reported: true }> {
    const comment = await findActionable(this.comments, id, session);
    if (comment.deletedAt) throw new NotFoundException(NOT_FOUND);
    await this.comments.addReport(id, session.userId, reason ?? null);
    return { reported: true };
  }
}
