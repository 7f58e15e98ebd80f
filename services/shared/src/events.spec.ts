import { Logger } from '@nestjs/common';
import Redis from 'ioredis';
import {
  ARTICLE_EVENTS,
  COMMENT_TOTAL_EVENTS,
  EventOf,
  EventPublisher,
  MalformedEventError,
  parseEvent,
  USER_EVENTS,
} from './events';
import { BaseConfig } from './config';
import { StreamReader } from './stream-reader';
import { TEST_REDIS_URL, testRedisPrefix } from './testing';

const user = {
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
    ['a wrong role', userFields({ ...user, role: 'root' }), /user does not match: role: expected one of admin, client/],
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

describe('EventPublisher and StreamReader', () => {
  const space = testRedisPrefix('events');
  const redis = new Redis(TEST_REDIS_URL);
  const publisher = new EventPublisher(redis, { REDIS_PREFIX: space.prefix } as BaseConfig);
  let reader: StreamReader<typeof USER_EVENTS> | undefined;

  afterAll(async () => {
    await reader?.stop();
    await space.cleanup();
    redis.disconnect();
  });

  it('refuses to publish a payload that does not match', async () => {
    await expect(publisher.publishUser('user.updated', { ...user, role: 'root' } as never)).rejects.toThrow();
    await expect(publisher.publishCommentsTotal(-1)).rejects.toThrow();
  });

  it('logs and skips a malformed entry, then goes on with the next ones', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const stream = publisher.streamKey(USER_EVENTS.stream);
    await publisher.publishUser('user.created', user);
    // A producer that does not use the definition (an older version, a hand-made entry).
    await redis.xadd(stream, '*', 'type', 'user.updated', 'id', user.id, 'user', '{"id": "x", "role": "root"}');
    await redis.xadd(stream, '*', 'type', 'user.updated', 'id', user.id, 'user', 'not json');
    await publisher.publishUser('user.hidden', { ...user, hidden: true });

    const seen: EventOf<typeof USER_EVENTS>[] = [];
    reader = new StreamReader({
      redisUrl: TEST_REDIS_URL,
      stream,
      group: 'test',
      events: USER_EVENTS,
      blockMs: 100,
      handle: async (event) => {
        seen.push(event);
      },
    });
    await reader.start();
    const deadline = Date.now() + 10_000;
    while (seen.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));

    expect(seen.map((e) => [e.type, e.payload.hidden])).toEqual([
      ['user.created', false],
      ['user.hidden', true],
    ]);
    const skipped = warn.mock.calls.map(([message]) => String(message));
    expect(skipped).toHaveLength(2);
    expect(skipped[0]).toMatch(/skipping malformed entry .* user does not match/);
    expect(skipped[1]).toMatch(/field user is not JSON/);
    // Acknowledged, all four: nothing is left pending to be read again at the next start.
    const pending = (await redis.xpending(stream, 'test')) as [number, ...unknown[]];
    expect(pending[0]).toBe(0);
    warn.mockRestore();
  });
});
