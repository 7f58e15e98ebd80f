import type { INestApplication } from '@nestjs/common';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import { type AddressInfo, createServer } from 'node:net';
import path from 'node:path';
import Redis from 'ioredis';
import { Client } from 'pg';
import { createApp } from './bootstrap';
import type { BaseConfig } from './config';
import { TooManyRequestsException } from './errors';
import type { DelayRule, LimitRule } from './rate-limit';
import type { Role } from './rights';
import { SESSION_COOKIE, SessionStore } from './session';
import type { Sql, Transactions } from './sql';

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

/** The deployment's roles script: one role per service schema (docs/security.md, "Postgres roles"). */
export const POSTGRES_ROLES_SQL = path.resolve(__dirname, '../../../k8s/base/postgres-roles.sql');
export type ServiceSchema = 'auth' | 'content' | 'comments';

/**
 * Runs the deployment's roles script (POSTGRES_ROLES_SQL, with psql, as the test
 * database's superuser) on a test database: roles named `<prefix><schema>` (roles are
 * cluster-wide, so the prefix is this test's own) with random passwords. `urlAs` is a
 * connection as one of them (its password works under password auth; trust ignores
 * it); `run` (again) applies the script; `drop` removes the roles (after the database is dropped).
 */
export function applyPostgresRoles(database: TestDatabase): {
  urlAs(schema: ServiceSchema): string;
  run(): void;
  drop(): Promise<void>;
} {
  const prefix = `test_${randomBytes(4).toString('hex')}_`;
  const schemas: ServiceSchema[] = ['auth', 'content', 'comments'];
  const passwords = Object.fromEntries(schemas.map((s) => [s, randomBytes(12).toString('hex')]));
  const run = () =>
    execFileSync(
      'psql',
      [
        '-X',
        '-q',
        '-v',
        'ON_ERROR_STOP=1',
        '-v',
        `role_prefix=${prefix}`,
        ...schemas.flatMap((s) => ['-v', `${s}_password=${passwords[s]}`]),
        '-f',
        POSTGRES_ROLES_SQL,
        database.url,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
  return {
    run,
    urlAs(schema) {
      const url = new URL(database.url);
      url.username = `${prefix}${schema}`;
      url.password = passwords[schema];
      return url.toString();
    },
    async drop() {
      const client = new Client({ connectionString: TEST_ADMIN_DATABASE_URL });
      await client.connect();
      for (const s of schemas) await client.query(`DROP ROLE IF EXISTS "${prefix}${s}"`);
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
  role: Role,
  verified = true,
): Promise<string> {
  const redis = new Redis(TEST_REDIS_URL);
  const store = new SessionStore(redis, { REDIS_PREFIX: redisPrefix, SESSION_SECRET: TEST_SESSION_SECRET } as never);
  const { cookieValue } = await store.create(userId, role, verified);
  await redis.quit();
  return `${SESSION_COOKIE}=${cookieValue}`;
}

/** A snapshot as the auth service publishes it, with defaults for what a test leaves out. */
export interface TestUser {
  id: string;
  firstName: string;
  lastName: string;
  role: string;
  email?: string;
  profileImageUrl?: string | null;
  hidden?: boolean;
}

/**
 * One spec file's world: a fresh database, a Redis key prefix, and the services started
 * against them (one, or several sharing the database as in production). `stop()` closes
 * the services and removes the database and the keys.
 */
export class TestStack {
  readonly apps: INestApplication[] = [];
  /** A Redis client for the test's own use (publishing events, reading queues). */
  readonly redis = new Redis(TEST_REDIS_URL);
  private readonly cleanups: (() => Promise<unknown> | unknown)[] = [];

  private constructor(
    readonly database: TestDatabase,
    readonly redisSpace: { prefix: string; cleanup(): Promise<void> },
  ) {}

  static async create(label: string): Promise<TestStack> {
    return new TestStack(await createTestDatabase(label), testRedisPrefix(label));
  }

  get redisPrefix(): string {
    return this.redisSpace.prefix;
  }

  /** The environment every service of the stack gets, plus the given variables. */
  env(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
    return {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: this.database.url,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: this.redisPrefix,
      SESSION_SECRET: TEST_SESSION_SECRET,
      ...extra,
    };
  }

  /** Builds a service from its config loader and module (migrations run on start, as in production). */
  async start<C extends BaseConfig>(
    loadConfig: (env: NodeJS.ProcessEnv) => C,
    register: (config: C) => unknown,
    extraEnv: Record<string, string> = {},
  ): Promise<INestApplication> {
    const config = loadConfig(this.env(extraEnv));
    const app = await createApp(register(config), config);
    this.apps.push(app);
    return app;
  }

  /** A signed-in session cookie (`Cookie` header value) for a user of this stack. */
  session(userId: string, role: Role, verified = true): Promise<string> {
    return createTestSession(this.redisPrefix, userId, role, verified);
  }

  /** Publishes a user as the auth service would, for the services that keep a copy of users. */
  async publishUser(user: TestUser, type = 'user.updated'): Promise<void> {
    const snapshot = { email: `${user.id}@example.com`, profileImageUrl: null, hidden: false, ...user };
    await this.redis.xadd(
      `${this.redisPrefix}events:users`,
      '*',
      'type',
      type,
      'id',
      user.id,
      'user',
      JSON.stringify(snapshot),
    );
  }

  /** Something else to undo at stop (an S3 server, a temporary folder), undone before the database goes. */
  onStop(cleanup: () => Promise<unknown> | unknown): void {
    this.cleanups.push(cleanup);
  }

  async stop(): Promise<void> {
    for (const app of this.apps.splice(0).reverse()) await app.close();
    for (const cleanup of this.cleanups.splice(0).reverse()) await cleanup();
    await this.redis.quit();
    await this.database.drop();
    await this.redisSpace.cleanup();
  }
}

/** One service against a fresh database: the usual start of a service's integration spec. */
export async function startTestService<C extends BaseConfig>(
  label: string,
  loadConfig: (env: NodeJS.ProcessEnv) => C,
  register: (config: C) => unknown,
  extraEnv: Record<string, string> = {},
): Promise<{ stack: TestStack; app: INestApplication; http: Server }> {
  const stack = await TestStack.create(label);
  try {
    const app = await stack.start(loadConfig, register, extraEnv);
    return { stack, app, http: app.getHttpServer() as Server };
  } catch (err) {
    await stack.stop().catch(() => undefined);
    throw err;
  }
}

/** A TCP port free on 127.0.0.1 now (for a process the test starts). */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Asks `probe` again and again until it answers something other than `undefined` or `false`
 * (a read copy caught up, a job finished) and returns that answer; fails after `timeoutMs`.
 */
export async function until<T>(
  probe: () => T | Promise<T>,
  timeoutMs = 3000,
  what = 'the condition',
): Promise<Exclude<T, undefined | false>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await probe();
    if (answer !== undefined && answer !== false) return answer as Exclude<T, undefined | false>;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * RateLimits for unit tests: the same rules and answers (429 past a rule's points),
 * counted in memory without expiry.
 */
export class MemoryRateLimits {
  readonly counts = new Map<string, number>();

  private key(rule: { name: string }, key: string): string {
    return `${rule.name}|${key}`;
  }

  async consume(rule: LimitRule, key: string, count = 1): Promise<void> {
    const used = (this.counts.get(this.key(rule, key)) ?? 0) + count;
    this.counts.set(this.key(rule, key), used);
    if (used > rule.points)
      throw new TooManyRequestsException(`${rule.message}. Try again later.`, rule.durationSeconds);
  }

  async check(rule: LimitRule, key: string): Promise<void> {
    if ((this.counts.get(this.key(rule, key)) ?? 0) >= rule.points) {
      throw new TooManyRequestsException(`${rule.message}. Try again later.`, rule.durationSeconds);
    }
  }

  async refund(rule: LimitRule, key: string): Promise<void> {
    const used = this.counts.get(this.key(rule, key)) ?? 0;
    this.counts.set(this.key(rule, key), Math.max(0, used - 1));
  }

  async reset(rule: LimitRule, key: string): Promise<void> {
    this.counts.delete(this.key(rule, key));
  }

  async attempt(rule: DelayRule, key: string): Promise<void> {
    const used = (this.counts.get(this.key(rule, key)) ?? 0) + 1;
    this.counts.set(this.key(rule, key), used);
    if (used > rule.free)
      throw new TooManyRequestsException(`${rule.message}. Try again later.`, rule.firstDelaySeconds);
  }

  async clear(rule: DelayRule, key: string): Promise<void> {
    this.counts.delete(this.key(rule, key));
  }

  readonly remembered = new Set<string>();

  async remember(name: string, key: string, member: string): Promise<void> {
    this.remembered.add(`${name}|${key}|${member}`);
  }

  async remembers(name: string, key: string, member: string): Promise<boolean> {
    return this.remembered.has(`${name}|${key}|${member}`);
  }
}

/** Transactions for unit tests with in-memory repositories: runs the work (they ignore `sql`). */
export const memoryTransactions = {
  run: <T>(work: (sql: Sql) => Promise<T>) => work({} as Sql),
} as unknown as Transactions;

/** EventPublisher for unit tests: remembers what was published, in order. */
export class MemoryEvents {
  readonly published: { stream: string; type: string; snapshot: unknown }[] = [];

  streamKey(stream: string): string {
    return stream;
  }

  async publishUser(type: string, user: unknown): Promise<string> {
    this.published.push({ stream: 'users', type, snapshot: user });
    return String(this.published.length);
  }

  async publishArticle(type: string, article: unknown): Promise<string> {
    this.published.push({ stream: 'articles', type, snapshot: article });
    return String(this.published.length);
  }

  async publishAudit(record: { action: string }): Promise<string> {
    this.published.push({ stream: 'audit', type: 'audit.recorded', snapshot: record });
    return String(this.published.length);
  }

  async publishCommentsTotal(total: number): Promise<string> {
    this.published.push({ stream: 'comments', type: 'comments.total', snapshot: { total } });
    return String(this.published.length);
  }

  async publishPurge(tags: string[]): Promise<string> {
    this.published.push({ stream: 'purge', type: 'cache.purge', snapshot: { tags } });
    return String(this.published.length);
  }
}
