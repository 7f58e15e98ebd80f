import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { BaseConfig } from './config';
import { TooManyRequestsException } from './errors';
import { CONFIG, REDIS } from './tokens';

export interface LimitRule {
  /** Name of the limit, part of the Redis key. */
  name: string;
  points: number;
  durationSeconds: number;
  /** Sentence start of the 429 message, e.g. "Too many login attempts". */
  message: string;
}

function retryText(seconds: number): string {
  if (seconds < 90) return `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

/** Counting limits in Redis, shared by every replica of a service. */
@Injectable()
export class RateLimits {
  private readonly limiters = new Map<string, RateLimiterRedis>();

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) private readonly config: BaseConfig,
  ) {}

  private limiter(rule: LimitRule): RateLimiterRedis {
    let limiter = this.limiters.get(rule.name);
    if (!limiter) {
      limiter = new RateLimiterRedis({
        storeClient: this.redis,
        keyPrefix: `${this.config.REDIS_PREFIX}rl:${rule.name}`,
        points: rule.points,
        duration: rule.durationSeconds,
      });
      this.limiters.set(rule.name, limiter);
    }
    return limiter;
  }

  private refusal(rule: LimitRule, res: RateLimiterRes): TooManyRequestsException {
    const seconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
    return new TooManyRequestsException(`${rule.message}. Try again in ${retryText(seconds)}.`, seconds);
  }

  /** Throws 429 when the key is already over the limit, without counting. */
  async check(rule: LimitRule, key: string): Promise<void> {
    const res = await this.limiter(rule).get(key);
    if (res && res.consumedPoints >= rule.points) throw this.refusal(rule, res);
  }

  /** Counts one event; throws 429 when this goes over the limit. */
  async consume(rule: LimitRule, key: string): Promise<void> {
    try {
      await this.limiter(rule).consume(key);
    } catch (err) {
      if (err instanceof RateLimiterRes) throw this.refusal(rule, err);
      throw err;
    }
  }

  async reset(rule: LimitRule, key: string): Promise<void> {
    await this.limiter(rule).delete(key);
  }
}
