import { Inject, Injectable } from '@nestjs/common';
import {
  ARTICLE_EVENTS,
  BaseConfig,
  CONFIG,
  EventOf,
  EventPublisher,
  StreamSubscriber,
  Transactions,
  USER_EVENTS,
} from '@portal/shared';
import { CommentsRepository } from '../repositories/comments.repository';
import { ReadCopiesRepository } from '../repositories/read-copies.repository';
import { CommentsService } from './comments.service';

/**
 * Keeps the users and articles read copies current from the auth and content
 * services' events, so an article's comments are served without calling them.
 */
@Injectable()
export class ReadCopiesSync extends StreamSubscriber {
  constructor(
    private readonly copies: ReadCopiesRepository,
    private readonly commentRows: CommentsRepository,
    private readonly comments: CommentsService,
    private readonly transactions: Transactions,
    events: EventPublisher,
    @Inject(CONFIG) config: BaseConfig,
  ) {
    super('comments', events, config);
  }

  protected subscriptions() {
    return [
      this.read(USER_EVENTS, (event) => this.applyUser(event)),
      this.read(ARTICLE_EVENTS, (event) => this.applyArticle(event)),
    ];
  }

  async applyUser({ payload: user }: EventOf<typeof USER_EVENTS>): Promise<void> {
    await this.copies.upsertUser(user);
  }

  /**
   * A deleted article takes its comments with it. The read copy goes first, so
   * once its comments are gone readers and writers already get 404.
   */
  async applyArticle({ type, payload: article }: EventOf<typeof ARTICLE_EVENTS>): Promise<void> {
    if (type === 'article.deleted') {
      await this.transactions.run(async (sql) => {
        await this.copies.deleteArticle(article.id, sql);
        await this.commentRows.deleteForArticle(article.id, sql);
        await this.comments.publishTotal(sql);
      });
      return;
    }
    await this.copies.upsertArticle(article);
  }
}
