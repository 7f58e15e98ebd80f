import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { BaseConfig } from './config';
import { CONFIG, REDIS } from './tokens';

/** Streams of durable events between services (design.md: read copies). */
export const STREAMS = { users: 'events:users', articles: 'events:articles', comments: 'events:comments' } as const;

export interface UserSnapshot {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  role: 'admin' | 'client';
  hidden: boolean;
}

export type UserEventType = 'user.created' | 'user.updated' | 'user.hidden';

export interface ArticleSnapshot {
  id: number;
  title: string;
  published: boolean;
}

export type ArticleEventType = 'article.created' | 'article.updated' | 'article.deleted';

@Injectable()
export class EventPublisher {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) private readonly config: BaseConfig,
  ) {}

  streamKey(stream: string): string {
    return `${this.config.REDIS_PREFIX}${stream}`;
  }

  /** Appends a user event; consumers read the stream with consumer groups. */
  publishUser(type: UserEventType, user: UserSnapshot): Promise<string> {
    return this.publish(STREAMS.users, type, user.id, 'user', user);
  }

  publishArticle(type: ArticleEventType, article: ArticleSnapshot): Promise<string> {
    return this.publish(STREAMS.articles, type, String(article.id), 'article', article);
  }

  /** The number of comments (not removed), for the dashboard's stats in the content service. */
  publishCommentsTotal(total: number): Promise<string> {
    return this.publish(STREAMS.comments, 'comments.total', 'all', 'totals', { total });
  }

  private async publish(stream: string, type: string, id: string, field: string, snapshot: object): Promise<string> {
    const entryId = await this.redis.xadd(
      this.streamKey(stream),
      'MAXLEN',
      '~',
      '1000000',
      '*',
      'type',
      type,
      'id',
      id,
      field,
      JSON.stringify(snapshot),
    );
    return entryId as string;
  }
}
