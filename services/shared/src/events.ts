import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { BaseConfig } from './config';
import { CONFIG, REDIS } from './tokens';

/** Streams of durable events between services (design.md: read copies). */
export const STREAMS = { users: 'events:users' } as const;

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
  async publishUser(type: UserEventType, user: UserSnapshot): Promise<string> {
    const id = await this.redis.xadd(
      this.streamKey(STREAMS.users),
      'MAXLEN',
      '~',
      '1000000',
      '*',
      'type',
      type,
      'id',
      user.id,
      'user',
      JSON.stringify(user),
    );
    return id as string;
  }
}
