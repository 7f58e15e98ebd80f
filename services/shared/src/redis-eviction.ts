import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import type Redis from 'ioredis';
import { REDIS } from './tokens';

/** What the start-up check found: `warn` when sessions, queues or streams could be evicted. */
export interface EvictionCheck {
  level: 'log' | 'warn';
  message: string;
}

/**
 * Sessions, queued mail and event streams live in Redis with no other copy, so Redis must
 * refuse writes when full rather than drop keys: `maxmemory-policy noeviction`. Managed
 * Redis often defaults to `volatile-lru` or `allkeys-lru` and may refuse CONFIG GET.
 */
export async function checkRedisEviction(redis: Redis): Promise<EvictionCheck> {
  let policy: string | undefined;
  try {
    const answer = (await redis.config('GET', 'maxmemory-policy')) as string[];
    policy = answer[1];
  } catch (err) {
    return {
      level: 'warn',
      message:
        `Redis maxmemory-policy could not be checked (CONFIG GET refused: ${(err as Error).message}); ` +
        'it must be noeviction, or sessions and queued mail can be dropped silently (docs/reliability.md)',
    };
  }
  if (policy === undefined) {
    return { level: 'warn', message: 'Redis maxmemory-policy could not be checked (CONFIG GET answered nothing)' };
  }
  if (policy !== 'noeviction') {
    return {
      level: 'warn',
      message:
        `Redis maxmemory-policy is ${policy}, not noeviction: when Redis is full it drops keys, ` +
        'losing sessions, queued mail and events; set maxmemory-policy noeviction (docs/reliability.md)',
    };
  }
  return { level: 'log', message: 'Redis maxmemory-policy is noeviction' };
}

/** Runs the check once Redis answers; never holds up the start. */
@Injectable()
export class RedisEvictionCheck implements OnApplicationBootstrap {
  private readonly logger = new Logger('Redis');

  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  onApplicationBootstrap(): void {
    const run = () => {
      checkRedisEviction(this.redis).then(
        ({ level, message }) => this.logger[level](message),
        () => undefined,
      );
    };
    if (this.redis.status === 'ready') run();
    else this.redis.once('ready', run);
  }
}
