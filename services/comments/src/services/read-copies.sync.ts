import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import {
  ArticleSnapshot,
  BaseConfig,
  CONFIG,
  EventPublisher,
  STREAMS,
  StreamEntry,
  StreamReader,
  UserSnapshot,
} from '@portal/shared';
import { DataSource } from 'typeorm';
import { CommentsService } from './comments.service';

/**
 * Keeps the users and articles read copies current from the auth and content
 * services' events, so an article's comments are served without calling them.
 */
@Injectable()
export class ReadCopiesSync implements OnApplicationBootstrap, OnApplicationShutdown {
  private readers: StreamReader[] = [];

  constructor(
    private readonly db: DataSource,
    private readonly events: EventPublisher,
    private readonly comments: CommentsService,
    @Inject(CONFIG) private readonly config: BaseConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.readers = [
      this.reader(STREAMS.users, (entry) => this.applyUser(entry)),
      this.reader(STREAMS.articles, (entry) => this.applyArticle(entry)),
    ];
    await Promise.all(this.readers.map((r) => r.start()));
  }

  private reader(stream: string, handle: (entry: StreamEntry) => Promise<void>): StreamReader {
    return new StreamReader({
      redisUrl: this.config.REDIS_URL,
      stream: this.events.streamKey(stream),
      group: 'comments',
      handle,
    });
  }

  async applyUser(entry: StreamEntry): Promise<void> {
    const user = JSON.parse(entry.fields.user) as UserSnapshot;
    await this.db.query(
      `INSERT INTO users (id, email, first_name, last_name, profile_image_url, role, hidden)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (id) DO UPDATE SET email = $2, first_name = $3, last_name = $4, profile_image_url = $5, role = $6, hidden = $7`,
      [user.id, user.email, user.firstName, user.lastName, user.profileImageUrl, user.role, user.hidden],
    );
  }

  /** A deleted article takes its comments with it. */
  async applyArticle(entry: StreamEntry): Promise<void> {
    const article = JSON.parse(entry.fields.article) as ArticleSnapshot;
    if (entry.fields.type === 'article.deleted') {
      await this.db.query(`DELETE FROM comments WHERE article_id = $1`, [article.id]);
      await this.db.query(`DELETE FROM articles WHERE id = $1`, [article.id]);
      await this.comments.publishTotal();
      return;
    }
    await this.db.query(
      `INSERT INTO articles (id, title, published) VALUES ($1, $2, $3)
       ON CONFLICT (id) DO UPDATE SET title = $2, published = $3`,
      [article.id, article.title, article.published],
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.readers.map((r) => r.stop()));
  }
}
