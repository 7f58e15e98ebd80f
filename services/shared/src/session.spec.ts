import Redis from 'ioredis';
import type { Request, Response } from 'express';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE, SessionStore } from './session';
import { TEST_REDIS_URL, TEST_SESSION_SECRET, testRedisPrefix } from './testing';

// Two SessionStores on one Redis stand for two processes (two services, or two replicas).

const get = (cookie: string) => ({ method: 'GET', headers: { cookie } }) as unknown as Request;

describe("the session read cache hears other processes' ended sessions", () => {
  const redisPrefix = testRedisPrefix('sessions');
  const config = { REDIS_PREFIX: redisPrefix.prefix, SESSION_SECRET: TEST_SESSION_SECRET } as never;
  let redisA: Redis;
  let redisB: Redis;
  let a: SessionStore;
  let b: SessionStore;

  beforeEach(async () => {
    redisA = new Redis(TEST_REDIS_URL);
    redisB = new Redis(TEST_REDIS_URL);
    a = new SessionStore(redisA, config);
    b = new SessionStore(redisB, config);
    a.onModuleInit();
    b.onModuleInit();
    await waitFor(() => (a as unknown as { listening: boolean }).listening);
  });

  afterEach(async () => {
    jest.restoreAllMocks();
    await a.onModuleDestroy();
    await b.onModuleDestroy();
    await redisA.quit();
    await redisB.quit();
  });

  afterAll(() => redisPrefix.cleanup());

  async function waitFor(condition: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
    const deadline = performance.now() + ms; // Date.now may be held still by a test
    while (!(await condition())) {
      if (performance.now() > deadline) throw new Error('condition not met in time');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('a session ended by another process is refused for reads as soon as the message arrives, not after the cache window', async () => {
    const userId = 'user-1';
    const { cookieValue } = await b.create(userId, 'client');
    const cookie = `${SESSION_COOKIE}=${cookieValue}`;
    expect((await a.fromRequest(get(cookie)))?.userId).toBe(userId);

    // The clock stands still: the copy never expires by time, so only the message can end it.
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now);
    const redisGets = jest.spyOn(redisA, 'eval');
    expect((await a.fromRequest(get(cookie)))?.userId).toBe(userId);
    expect(redisGets).not.toHaveBeenCalled(); // answered from the copy

    await b.destroyAllForUser(userId);
    await waitFor(async () => (await a.fromRequest(get(cookie))) === undefined);
    expect(redisGets).toHaveBeenCalled();
  });

  it('keeps no copy while it is not subscribed', async () => {
    const { cookieValue } = await b.create('user-2', 'client');
    const cookie = `${SESSION_COOKIE}=${cookieValue}`;
    await a.onModuleDestroy();
    const redisGets = jest.spyOn(redisA, 'eval');
    await a.fromRequest(get(cookie));
    await a.fromRequest(get(cookie));
    expect(redisGets).toHaveBeenCalledTimes(2);
  });

  it("a role change holds from the user's next request, in every process, also for a cached read", async () => {
    const { cookieValue } = await b.create('user-3', 'client');
    const cookie = `${SESSION_COOKIE}=${cookieValue}`;
    expect((await a.fromRequest(get(cookie)))?.role).toBe('client'); // now in A's copy
    await b.setRole('user-3', 'editor');
    // A write always asks Redis; a read waits only for the message.
    const post = { method: 'POST', headers: { cookie } } as unknown as Request;
    expect((await a.fromRequest(post))?.role).toBe('editor');
    await waitFor(async () => (await a.fromRequest(get(cookie)))?.role === 'editor');
  });

  it('ending every session is one step: a session written back afterwards stays ended, a new sign-in works', async () => {
    const { session, cookieValue } = await b.create('user-4', 'client');
    const cookie = `${SESSION_COOKIE}=${cookieValue}`;
    const stored = await redisB.get(`${redisPrefix.prefix}session:${session.id}`);
    expect(await b.destroyAllForUser('user-4')).toBe(1);
    // A writer that read the session before the end (markVerified) puts it back: still refused.
    await redisB.set(`${redisPrefix.prefix}session:${session.id}`, stored!);
    const post = { method: 'POST', headers: { cookie } } as unknown as Request;
    expect(await a.fromRequest(post)).toBeUndefined();
    const again = await b.create('user-4', 'client');
    const fresh = {
      method: 'POST',
      headers: { cookie: `${SESSION_COOKIE}=${again.cookieValue}` },
    } as unknown as Request;
    expect((await a.fromRequest(fresh))?.userId).toBe('user-4');
  });
});

describe('the session cookie on a site served over TLS', () => {
  const redisPrefix = testRedisPrefix('sessions-tls');
  const base = { REDIS_PREFIX: redisPrefix.prefix, SESSION_SECRET: TEST_SESSION_SECRET, COOKIE_SECURE: 'auto' };
  let redis: Redis;

  beforeAll(() => {
    redis = new Redis(TEST_REDIS_URL);
  });
  afterAll(async () => {
    await redis.quit();
    await redisPrefix.cleanup();
  });

  /** The cookies a store sets on an answer: name, value and options as express gets them. */
  function cookiesSetBy(store: SessionStore, cookieValue: string, req: Partial<Request> = {}) {
    const set: Array<{ name: string; options: Record<string, unknown> }> = [];
    const res = {
      cookie: (name: string, _value: string, options: object) => set.push({ name, options: { ...options } }),
    };
    store.setCookie({ secure: false, ...req } as Request, res as unknown as Response, cookieValue);
    return set;
  }

  it('https PUBLIC_URL: the __Host- name, Secure, Path=/ and no Domain, even on the internal plain-http hop', async () => {
    const store = new SessionStore(redis, { ...base, PUBLIC_URL: 'https://news.example' } as never);
    const { cookieValue } = await store.create('user-tls', 'client');
    const [cookie] = cookiesSetBy(store, cookieValue);
    expect(cookie.name).toBe(SECURE_SESSION_COOKIE);
    expect(cookie.options).toMatchObject({ secure: true, path: '/', httpOnly: true });
    expect(cookie.options).not.toHaveProperty('domain');
    expect((await store.fromRequest(get(`${SECURE_SESSION_COOKIE}=${cookieValue}`)))?.userId).toBe('user-tls');
  });

  it('https PUBLIC_URL: a plain-named cookie (planted by a sibling host or a plain-http page) is not a session', async () => {
    const store = new SessionStore(redis, { ...base, PUBLIC_URL: 'https://news.example' } as never);
    const { cookieValue } = await store.create('user-planted', 'client');
    expect(await store.fromRequest(get(`${SESSION_COOKIE}=${cookieValue}`))).toBeUndefined();
  });

  it('http PUBLIC_URL (local development): the plain name, Secure only when the gateway says https', async () => {
    const store = new SessionStore(redis, { ...base, PUBLIC_URL: 'http://localhost:8080' } as never);
    const { cookieValue } = await store.create('user-local', 'client');
    const [plain] = cookiesSetBy(store, cookieValue);
    expect(plain.name).toBe(SESSION_COOKIE);
    expect(plain.options.secure).toBe(false);
    expect(cookiesSetBy(store, cookieValue, { secure: true })[0].options.secure).toBe(true);
    expect((await store.fromRequest(get(`${SESSION_COOKIE}=${cookieValue}`)))?.userId).toBe('user-local');
    expect(await store.fromRequest(get(`${SECURE_SESSION_COOKIE}=${cookieValue}`))).toBeUndefined();
  });
});
