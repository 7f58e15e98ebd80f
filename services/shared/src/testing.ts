import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { Client } from 'pg';
import { SESSION_COOKIE, SessionStore } from './session';

/** Postgres that tests create their own databases in (the machine's, by default). */
export const TEST_ADMIN_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEST_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A fresh database for one test file, dropped afterwards. */
export async function createTestDatabase(label: string): Promise<TestDatabase> {
  const name = `test_${label}_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: TEST_ADMIN_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(TEST_ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new Client({ connectionString: TEST_ADMIN_DATABASE_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

/** A Redis key prefix for one test file, and a way to delete everything under it. */
export function testRedisPrefix(label: string): { prefix: string; cleanup(): Promise<void> } {
  const prefix = `test:${label}:${randomBytes(6).toString('hex')}:`;
  return {
    prefix,
    async cleanup() {
      const redis = new Redis(TEST_REDIS_URL);
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
        if (keys.length) await redis.del(...keys);
        cursor = next;
      } while (cursor !== '0');
      await redis.quit();
    },
  };
}

export const TEST_SESSION_SECRET = 'test-session-secret-that-is-long-enough-0123456789';

/** A session as the auth service would create it, for testing other services. */
export async function createTestSession(
  redisPrefix: string,
  userId: string,
  role: 'admin' | 'client',
  verified = true,
): Promise<string> {
  const redis = new Redis(TEST_REDIS_URL);
  const store = new SessionStore(redis, { REDIS_PREFIX: redisPrefix, SESSION_SECRET: TEST_SESSION_SECRET } as never);
  const { cookieValue } = await store.create(userId, role, verified);
  await redis.quit();
  return `${SESSION_COOKIE}=${cookieValue}`;
}
