import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { isIPv4, isIPv6 } from 'node:net';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { BaseConfig } from './config';
import { TooManyRequestsException } from './errors';
import { CONFIG, REDIS } from './tokens';

/**
 * Growing delays instead of a hard lock: `free` attempts per window, then each
 * further attempt must wait `firstDelaySeconds`, twice that, four times ... (at
 * most `maxDelaySeconds`) after the one before. Counted atomically before the
 * caller's check.
 */
export interface DelayRule {
  name: string;
  free: number;
  windowSeconds: number;
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  message: string;
}

// KEYS: count, gate. ARGV: free, window s, max delay s, first delay s. Returns 0 (go on) or the
// milliseconds left of the current delay (refused, not counted).
const DELAY_SCRIPT = `
local n = redis.call('INCR', KEYS[1])
redis.call('EXPIRE', KEYS[1], ARGV[2])
local free = tonumber(ARGV[1])
if n <= free then return 0 end
local left = redis.call('PTTL', KEYS[2])
if left > 0 then
  redis.call('DECR', KEYS[1])
  return left
end
local delay = math.min(tonumber(ARGV[4]) * 2 ^ (n - free - 1), tonumber(ARGV[3]))
redis.call('SET', KEYS[2], '1', 'PX', math.floor(delay * 1000))
return 0
`;

export interface LimitRule {
  /** Name of the limit, part of the Redis key. */
  name: string;
  points: number;
  durationSeconds: number;
  /** Sentence start of the 429 message, e.g. "Too many login attempts". */
  message: string;
}

/**
 * The client's address as the gateway saw it (express's req.ip under trust proxy 1), as the
 * key of per-address limits. IPv4-mapped IPv6 is folded to IPv4 so one client has one key;
 * IPv6 counts per /64 (`2001:db8:1:2::/64`): one subscriber's network, whose 2^64 addresses
 * would otherwise each be a fresh key.
 */
export function clientAddress(req: { ip?: string }): string {
  const ip = req.ip ?? 'unknown';
  if (ip.startsWith('::ffff:') && isIPv4(ip.slice(7))) return ip.slice(7);
  if (!isIPv6(ip)) return ip;
  const [head, tail] = ip.toLowerCase().split('%')[0].split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
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

  /** Count limits are multiplied by RATE_LIMIT_MULTIPLIER (test stacks where every browser shares 127.0.0.1). */
  points(rule: LimitRule): number {
    return rule.points * (this.config.RATE_LIMIT_MULTIPLIER ?? 1);
  }

  private limiter(rule: LimitRule): RateLimiterRedis {
    let limiter = this.limiters.get(rule.name);
    if (!limiter) {
      limiter = new RateLimiterRedis({
        storeClient: this.redis,
        keyPrefix: `${this.config.REDIS_PREFIX}rl:${rule.name}`,
        points: this.points(rule),
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
    if (res && res.consumedPoints >= this.points(rule)) throw this.refusal(rule, res);
  }

  /** Counts `count` events (default one: uploads count files); throws 429 when this goes over the limit. */
  async consume(rule: LimitRule, key: string, count = 1): Promise<void> {
    try {
      await this.limiter(rule).consume(key, count);
    } catch (err) {
      if (err instanceof RateLimiterRes) throw this.refusal(rule, err);
      throw err;
    }
  }

  /** Gives back one counted event (a login that turned out right). */
  async refund(rule: LimitRule, key: string): Promise<void> {
    await this.limiter(rule).reward(key, 1);
  }

  async reset(rule: LimitRule, key: string): Promise<void> {
    await this.limiter(rule).delete(key);
  }

  private delayKeys(rule: DelayRule, key: string): [string, string] {
    const base = `${this.config.REDIS_PREFIX}rl:${rule.name}:${key}`;
    return [`${base}:n`, `${base}:gate`];
  }

  /** Counts one attempt under a DelayRule; throws 429 (with Retry-After) while a delay runs. */
  async attempt(rule: DelayRule, key: string): Promise<void> {
    const [count, gate] = this.delayKeys(rule, key);
    const left = Number(
      await this.redis.eval(
        DELAY_SCRIPT,
        2,
        count,
        gate,
        rule.free,
        rule.windowSeconds,
        rule.maxDelaySeconds,
        rule.firstDelaySeconds,
      ),
    );
    if (left > 0) {
      const seconds = Math.max(1, Math.ceil(left / 1000));
      throw new TooManyRequestsException(`${rule.message}. Try again in ${retryText(seconds)}.`, seconds);
    }
  }

  /** Remembers `member` for `key` under a named list for `ttlSeconds` (e.g. the addresses an account signed in from). */
  async remember(name: string, key: string, member: string, ttlSeconds: number): Promise<void> {
    await this.redis.set(`${this.config.REDIS_PREFIX}known:${name}:${key}|${member}`, '1', 'EX', ttlSeconds);
  }

  async remembers(name: string, key: string, member: string): Promise<boolean> {
    return (await this.redis.exists(`${this.config.REDIS_PREFIX}known:${name}:${key}|${member}`)) === 1;
  }

  /** Forgets the attempts of a key (after a success). */
  async clear(rule: DelayRule, key: string): Promise<void> {
    await this.redis.del(...this.delayKeys(rule, key));
  }
}
