import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import {
  decodeCursor,
  encodeCursor,
  EventPublisher,
  can,
  LimitRule,
  Page,
  pageCursor,
  RateLimits,
  Session,
  Sql,
  Transactions,
} from '@portal/shared';
import { ListCommentsQuery } from '../dtos/comment.dto';
import { CommentView, mapComment, pruneDeleted } from '../dtos/comment.views';
import { CommentsRepository } from '../repositories/comments.repository';
import { ReadCopiesRepository } from '../repositories/read-copies.repository';
import { ARTICLE_NOT_FOUND, currentView, findActionable, NOT_FOUND } from './comment-lookup';

export const POSTING_LIMIT: LimitRule = {
  name: 'comment-post',
  points: 10,
  durationSeconds: 60,
  message: 'You are posting comments too quickly',
};

/** An account whose e-mail is not verified yet: comments and replies together. */
export const UNVERIFIED_POSTING_LIMIT: LimitRule = {
  name: 'comment-post-unverified',
  points: 3,
  durationSeconds: 60 * 60,
  message: 'Please verify your email address to post more than 3 comments an hour',
};

export const EDIT_LIMIT: LimitRule = {
  name: 'comment-edit',
  points: 30,
  durationSeconds: 60 * 60,
  message: 'You are editing comments too often',
};

export const SUSPENDED = 'This account has been suspended. Please contact the editors.';

/** Readers' comments: listing an article's threads, posting, replying, editing and removing. */
@Injectable()
export class CommentsService {
  constructor(
    private readonly comments: CommentsRepository,
    private readonly readCopies: ReadCopiesRepository,
    private readonly limits: RateLimits,
    private readonly events: EventPublisher,
    private readonly transactions: Transactions,
  ) {}

  /**
   * One page of an article's top-level comments with all their replies (any depth),
   * in one flat list: a reply names its parent. Readers see no hidden comment, no
   * comment of a hidden user, and nothing under them.
   */
  async listForArticle(articleId: number, query: ListCommentsQuery, session?: Session): Promise<Page<CommentView>> {
    const editor = can(session, 'comment.moderate');
    await this.requireArticle(articleId, editor);
    const order = query.sort ?? 'newest';
    const limit = query.limit ?? 20;
    const cursor = pageCursor(query);
    const after = cursor ? decodeCursor(cursor, order === 'top' ? 'count' : 'time') : undefined;
    const top = await this.comments.topLevelPage({ articleId, order, visibleOnly: !editor, after, limit });
    const total = await this.comments.countTopLevel(articleId, !editor);
    const page = top.slice(0, limit);
    const records = await this.comments.threads(
      page.map((entry) => entry.id),
      !editor,
      session?.userId ?? null,
    );
    const byId = new Map(records.map((comment) => [comment.id, mapComment(comment, session)]));
    // Top-level comments in page order, then replies oldest first (a conversation reads down).
    const replies = records
      .filter((comment) => comment.parentId !== null)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id)
      .map((comment) => byId.get(comment.id)!);
    const ordered = [...page.map((entry) => byId.get(entry.id)!).filter(Boolean), ...replies];
    const last = top.length > limit ? page[page.length - 1] : undefined;
    return {
      items: pruneDeleted(ordered),
      total,
      nextCursor: last ? encodeCursor(last.key, last.id) : null,
    };
  }

  async create(articleId: number, content: string, session: Session): Promise<CommentView> {
    await this.requireArticle(articleId, false);
    await this.requireActiveUser(session);
    await this.countPost(session);
    const id = await this.transactions.run(async (sql) => {
      const inserted = await this.comments.insert({ articleId, userId: session.userId, parentId: null, content }, sql);
      await this.publishTotal(sql);
      return inserted;
    });
    return currentView(this.comments, id, session);
  }

  async reply(parentId: number, content: string, session: Session): Promise<CommentView> {
    const parent = await findActionable(this.comments, parentId, session);
    if (parent.deletedAt) throw new BadRequestException('You cannot reply to a removed comment');
    await this.requireArticle(parent.articleId, false);
    await this.requireActiveUser(session);
    await this.countPost(session);
    const id = await this.transactions.run(async (sql) => {
      const reply = { articleId: parent.articleId, userId: session.userId, parentId, content };
      const inserted = await this.comments.insert(reply, sql);
      await this.publishTotal(sql);
      return inserted;
    });
    return currentView(this.comments, id, session);
  }

  /** 10 a minute for everyone; an unverified account also 3 an hour. */
  private async countPost(session: Session): Promise<void> {
    await this.limits.consume(POSTING_LIMIT, session.userId);
    if (!session.verified) await this.limits.consume(UNVERIFIED_POSTING_LIMIT, session.userId);
  }

  /** Only the author edits; the edit is dated. */
  async edit(id: number, content: string, session: Session): Promise<CommentView> {
    const comment = await findActionable(this.comments, id, session);
    if (comment.deletedAt) throw new NotFoundException(NOT_FOUND);
    if (comment.userId !== session.userId) throw new ForbiddenException('You can only edit your own comments');
    await this.limits.consume(EDIT_LIMIT, session.userId);
    await this.comments.updateContent(id, content);
    return currentView(this.comments, id, session);
  }

  /** The author or an editor removes a comment; replies keep their place under a placeholder. */
  async remove(id: number, session: Session): Promise<void> {
    const comment = await findActionable(this.comments, id, session);
    if (comment.deletedAt) throw new NotFoundException(NOT_FOUND);
    if (comment.userId !== session.userId && !can(session, 'comment.moderate')) {
      throw new ForbiddenException('You can only delete your own comments');
    }
    await this.transactions.run(async (sql) => {
      await this.comments.markDeleted(id, sql);
      await this.publishTotal(sql);
      // Gone for readers at once: the shared caches holding the article's comments drop them.
      await this.events.publishPurge([`comments-${comment.articleId}`], sql);
    });
  }

  /** Comments live only under published articles (editors may read drafts' comments). */
  private async requireArticle(articleId: number, editor: boolean): Promise<void> {
    const article = await this.readCopies.findArticle(articleId);
    if (!article || (!article.published && !editor)) throw new NotFoundException(ARTICLE_NOT_FOUND);
  }

  private async requireActiveUser(session: Session): Promise<void> {
    if (await this.readCopies.isUserHidden(session.userId)) throw new ForbiddenException(SUSPENDED);
  }

  /** The dashboard's comment count lives in the content service; it learns it from this event. */
  async publishTotal(sql: Sql): Promise<void> {
    await this.comments.lockTotal(sql);
    await this.events.publishCommentsTotal(await this.comments.countActive(sql), sql);
  }
}
