import { Logger } from '@nestjs/common';
import Redis from 'ioredis';
import {
  AUDIT_EVENTS,
  ARTICLE_EVENTS,
  COMMENT_TOTAL_EVENTS,
  EventOf,
  EventPublisher,
  MalformedEventError,
  parseEvent,
  USER_EVENTS,
  UserSnapshot,
} from './events';
import { DataSource } from 'typeorm';
import { BaseConfig } from './config';
import { metricsRegistry } from './metrics';
import { OutboxRelay } from './outbox';
import { OUTBOX_TABLE_SQL, OutboxRepository } from './outbox.repository';
import { deadLetterKey, StreamReader, StreamReaderOptions } from './stream-reader';
import { createTestDatabase, TEST_REDIS_URL, TestDatabase, testRedisPrefix, until } from './testing';

const user: UserSnapshot = {
  id: '0b9c6d0e-3f59-4c55-9a3a-4a1f1f0c2b11',
  email: 'sita@example.com',
  firstName: 'सीता',
  lastName: 'शर्मा',
  profileImageUrl: null,
  role: 'client',
  hidden: false,
};
const userFields = (payload: unknown, type = 'user.updated') => ({
  type,
  id: user.id,
  user: typeof payload === 'string' ? payload : JSON.stringify(payload),
});

describe('parseEvent', () => {
  it('reads a well-formed event with its type and payload', () => {
    const event = parseEvent(USER_EVENTS, '1-0', userFields(user, 'user.hidden'));
    expect(event).toEqual({ entryId: '1-0', type: 'user.hidden', id: user.id, payload: user });
    const article = parseEvent(ARTICLE_EVENTS, '2-0', {
      type: 'article.deleted',
      id: '7',
      article: JSON.stringify({ id: 7, title: '', published: false }),
    });
    expect(article.payload.id).toBe(7);
    const total = parseEvent(COMMENT_TOTAL_EVENTS, '3-0', {
      type: 'comments.total',
      id: 'all',
      totals: '{"total":12}',
    });
    expect(total.payload.total).toBe(12);
  });

  it.each([
    ['an unknown type', userFields(user, 'user.deleted'), /unknown type "user.deleted"/],
    ['no id', { ...userFields(user), id: '' }, /no id/],
    ['a payload that is not JSON', userFields('{"id":'), /field user is not JSON/],
    ['a missing payload', { type: 'user.updated', id: user.id }, /field user is not JSON/],
    [
      'a wrong role',
      userFields({ ...user, role: 'root' }),
      /user does not match: role: expected one of client, contributor, editor, admin/,
    ],
    ['a missing field', userFields({ ...user, hidden: undefined }), /hidden: Required/],
    ['a number as a string', userFields({ ...user, hidden: 'false' }), /hidden: Expected boolean/],
  ])('refuses %s', (_what, fields, message) => {
    expect(() => parseEvent(USER_EVENTS, '1-0', fields as Record<string, string>)).toThrow(MalformedEventError);
    expect(() => parseEvent(USER_EVENTS, '1-0', fields as Record<string, string>)).toThrow(message);
  });

  it('never puts the payload values into its message (they hold e-mail addresses)', () => {
    try {
      parseEvent(USER_EVENTS, '1-0', userFields({ ...user, role: 'root' }));
      throw new Error('accepted');
    } catch (err) {
      expect((err as Error).message).not.toContain(user.email);
      expect((err as Error).message).not.toContain('root');
    }
  });

  it('refuses an article id that is not a positive whole number and a negative total', () => {
    const article = (payload: unknown) => ({ type: 'article.created', id: '1', article: JSON.stringify(payload) });
    expect(() => parseEvent(ARTICLE_EVENTS, '1-0', article({ id: '7', title: 'x', published: true }))).toThrow(
      MalformedEventError,
    );
    expect(() => parseEvent(ARTICLE_EVENTS, '1-0', article({ id: 1.5, title: 'x', published: true }))).toThrow(
      MalformedEventError,
    );
    expect(() =>
      parseEvent(COMMENT_TOTAL_EVENTS, '1-0', { type: 'comments.total', id: 'all', totals: '{"total":-1}' }),
    ).toThrow(MalformedEventError);
  });
});

const metricValue = async (name: string, labels: Record<string, string>) => {
  const metric = metricsRegistry.getSingleMetric(name);
  const values = (await metric?.get())?.values ?? [];
  return values.find((v) => Object.entries(labels).every(([k, l]) => v.labels[k] === l))?.value ?? 0;
};

describe('StreamReader', () => {
  const space = testRedisPrefix('events');
  const redis = new Redis(TEST_REDIS_URL);
  const readers: StreamReader<typeof USER_EVENTS>[] = [];
  const stream = (name: string) => `${space.prefix}${name}`;
  const append = (key: string, snapshot: typeof user, type = 'user.updated') =>
    redis.xadd(key, '*', 'type', type, 'id', snapshot.id, 'user', JSON.stringify(snapshot));
  const pendingCount = async (key: string, group: string) =>
    Number(((await redis.xpending(key, group)) as [number])[0]);
  const startReader = async (
    key: string,
    handle: (event: EventOf<typeof USER_EVENTS>) => Promise<void>,
    options: Partial<StreamReaderOptions<typeof USER_EVENTS>> = {},
  ) => {
    const reader = new StreamReader({
      redisUrl: TEST_REDIS_URL,
      stream: key,
      group: 'test',
      consumer: 'test@here',
      events: USER_EVENTS,
      blockMs: 50,
      retryBaseMs: 50,
      retryMaxMs: 200,
      handle,
      ...options,
    });
    readers.push(reader);
    await reader.start();
    return reader;
  };
  let logs: jest.SpyInstance[] = [];

  beforeEach(() => {
    logs = [
      jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined),
      jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined),
    ];
  });
  afterEach(async () => {
    await Promise.all(readers.splice(0).map((r) => r.stop()));
    for (const log of logs) log.mockRestore();
  });
  afterAll(async () => {
    await space.cleanup();
    redis.disconnect();
  });

  it('logs and skips a malformed entry, then goes on with the next ones', async () => {
    const key = stream('malformed');
    await append(key, user, 'user.created');
    // A producer that does not use the definition (an older version, a hand-made entry).
    await redis.xadd(key, '*', 'type', 'user.updated', 'id', user.id, 'user', '{"id": "x", "role": "root"}');
    await redis.xadd(key, '*', 'type', 'user.updated', 'id', user.id, 'user', 'not json');
    await append(key, { ...user, hidden: true }, 'user.hidden');

    const seen: EventOf<typeof USER_EVENTS>[] = [];
    await startReader(key, async (event) => {
      seen.push(event);
    });
    await until(() => seen.length >= 2, 15_000, 'both good entries');

    expect(seen.map((e) => [e.type, e.payload.hidden])).toEqual([
      ['user.created', false],
      ['user.hidden', true],
    ]);
    const skipped = logs[0].mock.calls.map(([message]) => String(message));
    expect(skipped).toHaveLength(2);
    expect(skipped[0]).toMatch(/skipping malformed entry .* user does not match/);
    expect(skipped[1]).toMatch(/field user is not JSON/);
    // Acknowledged, all four: nothing is left pending to be read again at the next start.
    await until(async () => (await pendingCount(key, 'test')) === 0, 15_000, 'nothing pending');
  });

  it('retries a failing entry until it succeeds, handles the entries behind it meanwhile, and keeps an item in order', async () => {
    const key = stream('retry');
    const other = { ...user, id: '5f0c3c1e-8d0e-4a55-9b7e-2f6d1c0a9e22', firstName: 'राम' };
    await append(key, { ...user, firstName: 'पहिलो' });
    await append(key, other);
    await append(key, { ...user, firstName: 'दोस्रो' });
    let failuresLeft = 3;
    const handled: string[] = [];
    const failuresBefore = await metricValue('stream_handler_failures_total', { stream: key, group: 'test' });
    await startReader(key, async ({ payload }) => {
      if (payload.firstName === 'पहिलो' && failuresLeft-- > 0) throw new Error('database away');
      handled.push(payload.firstName);
    });
    await until(() => handled.length === 3, 15_000, 'all three entries handled');
    // The other user's entry did not wait; the same user's later snapshot waited behind the failed one.
    expect(handled).toEqual(['राम', 'पहिलो', 'दोस्रो']);
    expect(await metricValue('stream_handler_failures_total', { stream: key, group: 'test' })).toBe(failuresBefore + 3);
    await until(async () => (await pendingCount(key, 'test')) === 0, 15_000, 'nothing pending');
    const warned = logs[0].mock.calls.map(([message]) => String(message));
    expect(warned.some((m) => /handler failed: entry .* try 1 of 12 \(Error\)/.test(m))).toBe(true);
    expect(warned.join('\n')).not.toContain(user.email);
  });

  it('claims the entries a dead consumer left pending', async () => {
    const key = stream('claim');
    await redis.xgroup('CREATE', key, 'test', '0', 'MKSTREAM');
    await append(key, { ...user, firstName: 'बाँकी' });
    // A consumer of another (gone) process read it and died before acknowledging.
    await redis.xreadgroup('GROUP', 'test', 'test@gone-pod', 'COUNT', 10, 'STREAMS', key, '>');
    expect(await pendingCount(key, 'test')).toBe(1);
    const handled: string[] = [];
    await startReader(
      key,
      async ({ payload }) => {
        handled.push(payload.firstName);
      },
      { claimIdleMs: 300 },
    );
    await until(() => handled.length === 1, 15_000, 'the claimed entry handled');
    expect(handled).toEqual(['बाँकी']);
    await until(async () => (await pendingCount(key, 'test')) === 0, 15_000, 'nothing pending');
    expect(await metricValue('stream_claimed_total', { stream: key, group: 'test' })).toBe(1);
  });

  it('moves an entry that keeps failing to the dead-letter stream after its last try, and goes on', async () => {
    const key = stream('dead');
    await append(key, { ...user, firstName: 'विषाक्त' });
    await append(key, { ...user, id: '5f0c3c1e-8d0e-4a55-9b7e-2f6d1c0a9e22', firstName: 'ठीक' });
    const handled: string[] = [];
    let tries = 0;
    await startReader(
      key,
      async ({ payload }) => {
        if (payload.firstName === 'विषाक्त') {
          tries++;
          throw new Error('a bug');
        }
        handled.push(payload.firstName);
      },
      { maxDeliveries: 3 },
    );
    await until(async () => (await redis.xlen(deadLetterKey(key))) === 1, 15_000, 'the dead letter');
    expect(tries).toBe(3);
    expect(handled).toEqual(['ठीक']);
    const [[, fields]] = (await redis.xrange(deadLetterKey(key), '-', '+')) as [string, string[]][];
    const dead = Object.fromEntries(fields.map((f, i) => (i % 2 ? [] : [f, fields[i + 1]])).filter((p) => p.length));
    expect(dead).toMatchObject({ type: 'user.updated', id: user.id, 'dead:group': 'test', 'dead:deliveries': '3' });
    expect(dead['dead:error']).toBe('a bug');
    expect(JSON.parse(dead.user).firstName).toBe('विषाक्त');
    await until(async () => (await pendingCount(key, 'test')) === 0, 15_000, 'nothing pending');
    expect(await metricValue('stream_dead_letters_total', { stream: key, group: 'test' })).toBe(1);
    const alert = logs[1].mock.calls.map(([message]) => String(message)).find((m) => m.startsWith('dead letter:'));
    expect(alert).toMatch(/dead letter: entry \S+ of \S+ \(group test, user.updated .+\) failed 3 times \(Error\)/);
    expect(alert).not.toContain(user.email);
  });
});

describe('EventPublisher and the outbox', () => {
  const space = testRedisPrefix('outbox');
  const redis = new Redis(TEST_REDIS_URL);
  const publisher = new EventPublisher(redis, { REDIS_PREFIX: space.prefix } as BaseConfig);
  const outbox = new OutboxRepository();
  let database: TestDatabase;
  let db: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase('outbox');
    db = await new DataSource({ type: 'postgres', url: database.url }).initialize();
    await db.query(OUTBOX_TABLE_SQL);
  });
  afterAll(async () => {
    await db.destroy();
    await database.drop();
    await space.cleanup();
    redis.disconnect();
  });

  it('refuses to write a payload that does not match', async () => {
    await expect(publisher.publishUser('user.updated', { ...user, role: 'root' } as never, db)).rejects.toThrow();
    await expect(publisher.publishCommentsTotal(-1, db)).rejects.toThrow();
    expect(await outbox.any(db)).toBe(false);
  });

  it('writes an event with the change that commits, nothing with one rolled back, and relays it in order', async () => {
    await expect(
      db.transaction(async (sql) => {
        await publisher.publishUser('user.created', { ...user, firstName: 'फिर्ता' }, sql);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await outbox.any(db)).toBe(false);

    await db.transaction(async (sql) => {
      await publisher.publishUser('user.created', user, sql);
      await publisher.publishUser('user.hidden', { ...user, hidden: true }, sql);
    });
    const relay = new OutboxRelay(db, outbox, publisher);
    expect(await relay.relayOnce()).toBe(2);
    expect(await outbox.any(db)).toBe(false);
    const entries = (await redis.xrange(publisher.streamKey(USER_EVENTS.stream), '-', '+')) as [string, string[]][];
    const events = entries.map(([id, flat]) =>
      parseEvent(USER_EVENTS, id, Object.fromEntries(flat.flatMap((f, i) => (i % 2 ? [] : [[f, flat[i + 1]]])))),
    );
    expect(events.map((e) => [e.type, e.payload.firstName, e.payload.hidden])).toEqual([
      ['user.created', user.firstName, false],
      ['user.hidden', user.firstName, true],
    ]);
  });

  it('relays rows in the order they were written past the ninth (ids compared as numbers, not text)', async () => {
    await db.transaction(async (sql) => {
      for (let total = 0; total < 12; total += 1) await publisher.publishCommentsTotal(total, sql);
    });
    const key = publisher.streamKey(COMMENT_TOTAL_EVENTS.stream);
    const before = await redis.xlen(key);
    expect(await new OutboxRelay(db, outbox, publisher).relayOnce()).toBe(12);
    const entries = ((await redis.xrange(key, '-', '+')) as [string, string[]][]).slice(before);
    expect(entries.map(([, flat]) => JSON.parse(flat[flat.indexOf('totals') + 1]).total)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
    ]);
  });

  it('lets one relay at a time take the outbox (the order of events depends on it)', async () => {
    await db.transaction((sql) => publisher.publishCommentsTotal(3, sql));
    const relay = new OutboxRelay(db, outbox, publisher);
    await db.transaction(async (sql) => {
      expect(await outbox.takeRelayTurn(sql)).toBe(true);
      // Another relay (a replica) meanwhile: it finds the turn taken and appends nothing.
      expect(await relay.relayOnce()).toBe(0);
    });
    const before = await redis.xlen(publisher.streamKey(COMMENT_TOTAL_EVENTS.stream));
    expect(await relay.relayOnce()).toBe(1);
    expect(await redis.xlen(publisher.streamKey(COMMENT_TOTAL_EVENTS.stream))).toBe(before + 1);
  });
});

describe('audit events', () => {
  const entry = {
    eventId: 'e-1',
    at: '2026-11-27T06:00:00.000+05:45',
    actorId: null,
    action: 'comment.hidden',
    targetType: 'comment',
    targetId: '7',
    targetTitle: 'टिप्पणी',
    details: {},
  };
  const fields = (value: unknown) => ({ type: 'audit.recorded', id: 'e-1', entry: JSON.stringify(value) });

  it('reads a line of another service, and refuses an unknown target or a malformed action', () => {
    expect(parseEvent(AUDIT_EVENTS, '1-0', fields(entry)).payload).toEqual(entry);
    expect(() => parseEvent(AUDIT_EVENTS, '1-0', fields({ ...entry, targetType: 'role' }))).toThrow(
      /targetType: expected one of article, comment, user/,
    );
    expect(() => parseEvent(AUDIT_EVENTS, '1-0', fields({ ...entry, action: 'DROP TABLE' }))).toThrow(/action/);
  });
});
