import 'reflect-metadata';
import { MAIL_QUEUE } from '@portal/shared';
import { startTestService, TestStack, until } from '@portal/shared/testing';
import { Queue } from 'bullmq';
import Redis from 'ioredis';
import { createHash } from 'node:crypto';
import { Client } from 'pg';
import request from 'supertest';
import type { App } from 'supertest/types';
import { AppModule } from './app.module';
import { loadAuthConfig } from './config';
import { FORGOT_PASSWORD_ANSWER } from './controllers/auth.controller';

const ADMIN = { email: 'admin@portal.test', password: 'admin-pass-123' };
const PUBLIC_URL = 'http://portal.test';

let http: App;
let stack: TestStack;
let redisSpace: { prefix: string };
let redis: Redis;
let mailQueue: Queue;

beforeAll(async () => {
  let app;
  ({ stack, app } = await startTestService('auth', loadAuthConfig, (config) => AppModule.register(config), {
    PUBLIC_URL,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  }));
  http = app.getHttpServer();
  redisSpace = { prefix: stack.redisPrefix };
  redis = stack.redis;
  mailQueue = new Queue(MAIL_QUEUE, { connection: redis, prefix: `${redisSpace.prefix}bull` });
  stack.onStop(() => mailQueue.close());
});

afterAll(async () => {
  await stack?.stop();
});

let counter = 0;
/** A made-up client address: the service trusts one hop, as the gateway's X-Forwarded-For. */
let addressCounter = 0;
function nextAddress(): string {
  addressCounter += 1;
  return `198.51.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

function newUser(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    firstName: 'राम',
    lastName: 'शर्मा',
    email: `reader${counter}.${Date.now()}@example.com`,
    password: 'secret1',
    ...overrides,
  };
}

async function signedUp(overrides: Record<string, unknown> = {}) {
  const user = newUser(overrides);
  const agent = request.agent(http);
  const res = await agent.post('/api/auth/signup').set('X-Forwarded-For', nextAddress()).send(user).expect(201);
  return { agent, user, id: res.body.id as string };
}

async function loggedIn(email: string, password: string) {
  const agent = request.agent(http);
  await agent.post('/api/auth/login').send({ email, password }).expect(200);
  return agent;
}

function sessionCookie(res: request.Response): string {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const cookie = cookies.find((c) => c.startsWith('portal_session='));
  if (!cookie) throw new Error('no session cookie');
  return cookie;
}

async function resetJobFor(email: string, name = 'password-reset') {
  const jobs = await mailQueue.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed']);
  return jobs.filter((job) => job.data.to === email && job.name === name);
}

async function verifyTokenFor(email: string): Promise<string> {
  const jobs = await resetJobFor(email, 'verify-email');
  const last = jobs.sort((a, b) => b.timestamp - a.timestamp)[0];
  if (!last) throw new Error(`no verification mail queued for ${email}`);
  return new URL(last.data.verifyUrl).searchParams.get('token')!;
}

async function resetTokenFor(email: string): Promise<string> {
  const jobs = await resetJobFor(email);
  const last = jobs.sort((a, b) => b.timestamp - a.timestamp)[0];
  if (!last) throw new Error(`no reset mail queued for ${email}`);
  const url = new URL(last.data.resetUrl);
  return url.searchParams.get('token')!;
}

describe('signup', () => {
  it.each([
    [{ firstName: '' }, 'First name is required'],
    [{ firstName: '   ' }, 'First name is required'],
    [{ firstName: undefined }, 'First name is required'],
    [{ firstName: 42 }, 'First name is required'],
    [{ lastName: '' }, 'Last name is required'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ password: '12345' }, 'Password must be at least 6 characters'],
    [{ password: undefined }, 'Password must be at least 6 characters'],
    [{ role: 'admin' }, 'Unknown field: role'],
  ])('refuses %p with "%s"', async (override, message) => {
    const res = await request(http).post('/api/auth/signup').send(newUser(override)).expect(400);
    expect(res.body).toEqual({ statusCode: 400, message, error: 'Bad Request' });
  });

  it('creates the account, starts an httpOnly SameSite=Lax session and never returns the hash', async () => {
    const user = newUser({ email: 'Mixed.Case@Example.com' });
    const res = await request(http)
      .post('/api/auth/signup')
      .set('X-Forwarded-For', nextAddress())
      .send(user)
      .expect(201);
    expect(res.body).toMatchObject({
      email: 'mixed.case@example.com',
      firstName: 'राम',
      role: 'client',
      hidden: false,
      emailVerified: false,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password/i);
    const cookie = sessionCookie(res);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const me = await request(http).get('/api/auth/user').set('Cookie', cookie.split(';')[0]).expect(200);
    expect(me.body.email).toBe('mixed.case@example.com');
  });

  it('refuses an e-mail that exists in another case', async () => {
    const { user } = await signedUp();
    const res = await request(http)
      .post('/api/auth/signup')
      .set('X-Forwarded-For', nextAddress())
      .send({ ...newUser(), email: user.email.toUpperCase() })
      .expect(409);
    expect(res.body.message).toBe('An account with this email already exists');
  });

  it('publishes a user.created event for read copies', async () => {
    const { id } = await signedUp();
    // Relayed from the outbox after the sign-up's commit: a moment later, not with the answer.
    const found = await until(
      async () => {
        const entries = await redis.xrange(`${redisSpace.prefix}events:users`, '-', '+');
        return entries.find(([, fields]) => fields.includes(id));
      },
      10_000,
      'the user.created event',
    );
    expect(found[1]).toEqual(expect.arrayContaining(['type', 'user.created', 'id', id]));
  });
});

describe('bad input never gives a 500', () => {
  const endpoints: [string, string][] = [
    ['post', '/api/auth/signup'],
    ['post', '/api/auth/login'],
    ['post', '/api/auth/forgot-password'],
    ['post', '/api/auth/reset-password'],
    ['put', '/api/auth/profile'],
  ];

  it.each(endpoints)('%s %s: missing body, array, malformed and huge bodies get 4xx', async (method, path) => {
    const { agent } = await signedUp();
    const call = () => (agent as unknown as Record<string, (p: string) => request.Test>)[method](path);
    const answers = await Promise.all([
      // An empty profile change is a valid no-op; everywhere else fields are required.
      path === '/api/auth/profile' ? call().send({ firstName: '' }) : call().send({}),
      call().send([1, 2]),
      call().set('Content-Type', 'application/json').send('{"email": '),
      call().send({ email: 'a@b.co', password: 'x'.repeat(200_000) }),
      call().send({ email: ['a@b.co'], password: { $gt: '' }, token: 7, firstName: null }),
    ]);
    for (const res of answers) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(typeof res.body.message).toBe('string');
      expect(res.body.message.length).toBeGreaterThan(0);
    }
    expect(answers[3].status).toBe(413);
    expect(answers[3].body.message).toBe('Request body is too large');
  });

  it('unknown fields are named', async () => {
    const res = await request(http).post('/api/auth/login').send({ email: 'a@b.co', password: 'x', admin: true });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Unknown field: admin');
  });
});

describe('login and logout', () => {
  it('validates with the spec messages', async () => {
    const bad = await request(http).post('/api/auth/login').send({ email: 'nope', password: 'x' }).expect(400);
    expect(bad.body.message).toBe('Please enter a valid email address');
    const empty = await request(http).post('/api/auth/login').send({ email: 'a@b.co', password: '' }).expect(400);
    expect(empty.body.message).toBe('Password is required');
  });

  it('refuses a wrong password with 401 whose body says Unauthorized', async () => {
    const { user } = await signedUp();
    const res = await request(http)
      .post('/api/auth/login')
      .send({ email: user.email, password: 'wrong-one' })
      .expect(401);
    expect(res.body).toEqual({ statusCode: 401, message: 'Invalid email or password', error: 'Unauthorized' });
  });

  it('gives a new session id at login and ends the session at logout', async () => {
    const { agent, user } = await signedUp();
    const before = await agent.get('/api/auth/user').expect(200);
    expect(before.body.email).toBe(user.email);
    const first = await request(http)
      .post('/api/auth/login')
      .send({ email: user.email.toUpperCase(), password: user.password })
      .expect(200);
    const second = await request(http)
      .post('/api/auth/login')
      .send({ email: user.email, password: user.password })
      .expect(200);
    const a = sessionCookie(first).split(';')[0];
    const b = sessionCookie(second).split(';')[0];
    expect(a).not.toBe(b);
    await request(http).post('/api/auth/logout').set('Cookie', a).expect(200);
    const after = await request(http).get('/api/auth/user').set('Cookie', a).expect(401);
    expect(after.body.message).toContain('Unauthorized');
    await request(http).get('/api/auth/user').set('Cookie', b).expect(200);
  });

  it('refuses a forged cookie', async () => {
    await request(http).get('/api/auth/user').set('Cookie', 'portal_session=abc.def').expect(401);
  });

  it('ignores a client-chosen X-Forwarded-For chain beyond the one trusted hop', async () => {
    // The gateway overwrites X-Forwarded-For with one address; services trust that one hop only,
    // so extra entries a client prepends never become its address.
    const { user } = await signedUp();
    const real = nextAddress();
    for (let i = 0; i < 5; i += 1) {
      await request(http)
        .post('/api/auth/login')
        .set('X-Forwarded-For', `203.0.113.${i}, ${real}`)
        .send({ email: user.email, password: 'wrong-one' })
        .expect(401);
    }
    // The sixth failure from the same real address is the first one past the free attempts.
    await request(http)
      .post('/api/auth/login')
      .set('X-Forwarded-For', `203.0.113.99, ${real}`)
      .send({ email: user.email, password: 'wrong-one' })
      .expect(401);
    const res = await request(http)
      .post('/api/auth/login')
      .set('X-Forwarded-For', `203.0.113.100, ${real}`)
      .send({ email: user.email, password: user.password })
      .expect(429);
    expect(res.body.message).toMatch(/^Too many failed login attempts for this account\. Try again in \d+ seconds\.$/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it("a stranger's 12 failures do not lock the owner out of their own address", async () => {
    const { user } = await signedUp();
    const stranger = nextAddress();
    const answers: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const res = await request(http)
        .post('/api/auth/login')
        .set('X-Forwarded-For', stranger)
        .send({ email: user.email, password: `guess-${i}` });
      answers.push(res.status);
    }
    // The stranger meets growing delays after 5 free failures...
    expect(answers.slice(0, 6)).toEqual([401, 401, 401, 401, 401, 401]);
    expect(answers).toContain(429);
    // ...while the owner, from their own address, signs in at once.
    await request(http)
      .post('/api/auth/login')
      .set('X-Forwarded-For', nextAddress())
      .send({ email: user.email, password: user.password })
      .expect(200);
  });

  it('limits guesses for one e-mail spread over many addresses, never from the owner’s known address', async () => {
    const { user } = await signedUp();
    const home = nextAddress();
    await request(http)
      .post('/api/auth/login')
      .set('X-Forwarded-For', home)
      .send({ email: user.email, password: user.password })
      .expect(200);
    // 20 guesses, each from a fresh address (under every per-address limit), are checked...
    for (let i = 0; i < 20; i += 1) {
      await request(http)
        .post('/api/auth/login')
        .set('X-Forwarded-For', nextAddress())
        .send({ email: user.email, password: `spread-${i}` })
        .expect(401);
    }
    // ...the 21st from yet another address is refused unchecked, even with the right password...
    const refused = await request(http)
      .post('/api/auth/login')
      .set('X-Forwarded-For', nextAddress())
      .send({ email: user.email, password: user.password })
      .expect(429);
    expect(refused.body.message).toMatch(
      /^Too many failed login attempts for this account from new networks\. Try again in \d+ minutes\.$/,
    );
    // ...while the owner's own address, known from an earlier sign-in, still gets in.
    await request(http)
      .post('/api/auth/login')
      .set('X-Forwarded-For', home)
      .send({ email: user.email, password: user.password })
      .expect(200);
  }, 240_000);

  it('counts a parallel burst before checking passwords: the limit holds and the right one does not slip in', async () => {
    const { user } = await signedUp();
    const from = nextAddress();
    const burst = Array.from({ length: 24 }, (_, i) =>
      request(http)
        .post('/api/auth/login')
        .set('X-Forwarded-For', from)
        .send({ email: user.email, password: i === 23 ? user.password : `wrong-${i}` }),
    );
    const statuses = (await Promise.all(burst)).map((r) => r.status);
    const checked = statuses.filter((s) => s !== 429).length;
    // 5 free attempts plus the one that opens the first delay; every other answer is 429 unchecked.
    expect(checked).toBeLessThanOrEqual(6);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(18);
  });

  it('gives a successful login back: failures before it do not add up', async () => {
    const { user } = await signedUp();
    const from = nextAddress();
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < 4; i += 1) {
        await request(http)
          .post('/api/auth/login')
          .set('X-Forwarded-For', from)
          .send({ email: user.email, password: 'wrong-one' })
          .expect(401);
      }
      await request(http)
        .post('/api/auth/login')
        .set('X-Forwarded-For', from)
        .send({ email: user.email, password: user.password })
        .expect(200);
    }
  });

  it('limits failures per address across accounts', async () => {
    const from = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 51; i += 1) {
      const res = await request(http)
        .post('/api/auth/login')
        .set('X-Forwarded-For', from)
        .send({ email: `nobody${i}@example.com`, password: 'wrong-one' });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 50).every((st) => st === 401)).toBe(true);
    expect(statuses[50]).toBe(429);
    // 50 password checks (argon2, bounded concurrency): minutes on a busy 2-core machine.
  }, 240_000);
});

describe('profile', () => {
  it('updates names and optional fields, keeps the e-mail', async () => {
    const { agent, user } = await signedUp();
    const res = await agent
      .put('/api/auth/profile')
      .send({
        firstName: ' सीता ',
        lastName: 'थापा',
        username: 'sita_t',
        phoneNumber: '+977 9800000000',
        location: 'काठमाडौं',
      })
      .expect(200);
    expect(res.body).toMatchObject({
      firstName: 'सीता',
      lastName: 'थापा',
      username: 'sita_t',
      location: 'काठमाडौं',
      email: user.email,
    });
    const cleared = await agent.put('/api/auth/profile').send({ location: '' }).expect(200);
    expect(cleared.body.location).toBeNull();
  });

  it('keeps a short bio and carries it to the read copies in the user event (issue 22)', async () => {
    const { agent, id } = await signedUp();
    const bio = 'अर्थ बिटकी संवाददाता';
    expect((await agent.put('/api/auth/profile').send({ bio }).expect(200)).body.bio).toBe(bio);
    const tooLong = await agent
      .put('/api/auth/profile')
      .send({ bio: 'क'.repeat(301) })
      .expect(400);
    expect(tooLong.body.message).toBe('Bio must be at most 300 characters');
    const event = await until(
      async () => {
        const entries = await redis.xrange(`${redisSpace.prefix}events:users`, '-', '+');
        return entries.find(([, fields]) => fields.includes(id) && fields.includes('user.updated'));
      },
      10_000,
      'the user.updated event',
    );
    const payload = JSON.parse(event[1][event[1].indexOf('user') + 1]) as { bio: string };
    expect(payload.bio).toBe(bio);
  });

  it.each([
    [{ firstName: '' }, 'First name is required'],
    [{ lastName: '  ' }, 'Last name is required'],
    [{ email: 'other@example.com' }, 'Email cannot be changed'],
    [{ phoneNumber: 'call me' }, 'Please enter a valid phone number'],
    [{ profileImageUrl: 'javascript:alert(1)' }, 'Profile photo must be an image uploaded to this portal'],
    [
      { profileImageUrl: 'https://tracker.example/pixel.gif' },
      'Profile photo must be an image uploaded to this portal',
    ],
    [
      { profileImageUrl: 'https://tracker.example/media/x.png' },
      'Profile photo must be an image uploaded to this portal',
    ],
    [{ profileImageUrl: '/media/../api/x' }, 'Profile photo must be an image uploaded to this portal'],
  ])('refuses %p', async (body, message) => {
    const { agent } = await signedUp();
    const res = await agent.put('/api/auth/profile').send(body).expect(400);
    expect(res.body.message).toBe(message);
  });

  it("accepts the portal's own uploads as a profile photo, stored as the path", async () => {
    const { agent } = await signedUp();
    const own = await agent
      .put('/api/auth/profile')
      .send({ profileImageUrl: '/media/images/2026/01/a.png' })
      .expect(200);
    expect(own.body.profileImageUrl).toBe('/media/images/2026/01/a.png');
    const full = await agent
      .put('/api/auth/profile')
      .send({ profileImageUrl: `${PUBLIC_URL}/media/images/2026/01/b.webp` })
      .expect(200);
    expect(full.body.profileImageUrl).toBe('/media/images/2026/01/b.webp');
  });

  it('requires a session', async () => {
    await request(http).put('/api/auth/profile').send({ firstName: 'X' }).expect(401);
  });
});

describe('password reset', () => {
  it('answers the same for known and unknown e-mails and queues mail only for known ones', async () => {
    const { user } = await signedUp();
    const known = await request(http).post('/api/auth/forgot-password').send({ email: user.email }).expect(200);
    const unknown = await request(http)
      .post('/api/auth/forgot-password')
      .send({ email: 'nobody@example.com' })
      .expect(200);
    expect(known.body).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    expect(unknown.body).toEqual(known.body);
    expect(await resetJobFor('nobody@example.com')).toHaveLength(0);
    const [job] = await resetJobFor(user.email);
    expect(job.name).toBe('password-reset');
    expect(job.data.resetUrl).toMatch(/^http:\/\/portal\.test\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
  });

  it('refuses an empty e-mail with the spec message', async () => {
    const res = await request(http).post('/api/auth/forgot-password').send({ email: '' }).expect(400);
    expect(res.body.message).toBe('Please enter your email address.');
  });

  it('stores only a hash of the token', async () => {
    const { user, id } = await signedUp();
    await request(http).post('/api/auth/forgot-password').send({ email: user.email }).expect(200);
    const token = await resetTokenFor(user.email);
    const pg = new Client({ connectionString: stack.database.url });
    await pg.connect();
    const { rows } = await pg.query(
      "SELECT token_hash FROM auth.password_resets WHERE user_id = $1 AND purpose = 'reset'",
      [id],
    );
    await pg.end();
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('resets once, ends every session, refuses the old password and a reused token', async () => {
    const { agent, user } = await signedUp();
    await request(http).post('/api/auth/forgot-password').send({ email: user.email }).expect(200);
    const token = await resetTokenFor(user.email);

    const short = await request(http).post('/api/auth/reset-password').send({ token, password: '123' }).expect(400);
    expect(short.body.message).toBe('Password must be at least 6 characters long.');
    const missing = await request(http).post('/api/auth/reset-password').send({ password: 'new-secret' }).expect(400);
    expect(missing.body.message).toBe('Invalid reset token.');
    const wrong = await request(http)
      .post('/api/auth/reset-password')
      .send({ token: 'x'.repeat(43), password: 'new-secret' })
      .expect(400);
    expect(wrong.body.message).toBe('Invalid reset token.');

    await request(http).post('/api/auth/reset-password').send({ token, password: 'new-secret' }).expect(200);
    await agent.get('/api/auth/user').expect(401);
    await request(http).post('/api/auth/login').send({ email: user.email, password: user.password }).expect(401);
    await request(http).post('/api/auth/login').send({ email: user.email, password: 'new-secret' }).expect(200);
    const reused = await request(http)
      .post('/api/auth/reset-password')
      .send({ token, password: 'another-one' })
      .expect(400);
    expect(reused.body.message).toBe('Invalid reset token.');
  });

  it('refuses an expired token', async () => {
    const { user, id } = await signedUp();
    await request(http).post('/api/auth/forgot-password').send({ email: user.email }).expect(200);
    const token = await resetTokenFor(user.email);
    const pg = new Client({ connectionString: stack.database.url });
    await pg.connect();
    await pg.query(`UPDATE auth.password_resets SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [id]);
    await pg.end();
    await request(http).post('/api/auth/reset-password').send({ token, password: 'new-secret' }).expect(400);
  });

  it("limits reset requests per e-mail and address, so a stranger cannot block the owner's mail", async () => {
    const { user } = await signedUp();
    const stranger = nextAddress();
    const ask = (from: string) =>
      request(http).post('/api/auth/forgot-password').set('X-Forwarded-For', from).send({ email: user.email });
    for (let i = 0; i < 5; i += 1) await ask(stranger).expect(200);
    const res = await ask(stranger).expect(429);
    expect(res.body.message).toMatch(/^Too many password reset requests for this email\. Try again in /);
    const before = (await resetJobFor(user.email)).length;
    await ask(nextAddress()).expect(200);
    expect(await resetJobFor(user.email)).toHaveLength(before + 1);
  });

  it('checks the token before any hashing: a made-up token runs no argon2', async () => {
    const hashes = async () => {
      const text = (await request(http).get('/metrics').expect(200)).text;
      const line = text.split('\n').find((l) => l.startsWith('password_hash_operations_total{kind="hash"}'));
      return Number(line?.split(' ')[1] ?? 0);
    };
    const before = await hashes();
    const from = nextAddress();
    for (let i = 0; i < 5; i += 1) {
      await request(http)
        .post('/api/auth/reset-password')
        .set('X-Forwarded-For', from)
        .send({ token: `made-up-${i}-${'x'.repeat(30)}`, password: 'new-secret' })
        .expect(400);
    }
    expect(await hashes()).toBe(before);
  });

  it('limits reset attempts per address', async () => {
    const from = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const res = await request(http)
        .post('/api/auth/reset-password')
        .set('X-Forwarded-For', from)
        .send({ token: `made-up-${i}`, password: 'new-secret' });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 20).every((st) => st === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('sign-up limits and e-mail verification', () => {
  it('limits sign-ups per address before hashing anything', async () => {
    const from = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const res = await request(http).post('/api/auth/signup').set('X-Forwarded-For', from).send(newUser());
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
    const res = await request(http).post('/api/auth/signup').set('X-Forwarded-For', from).send(newUser()).expect(429);
    expect(res.body.message).toMatch(/^Too many sign-ups from your network\. Try again in \d+ minutes\.$/);
  });

  it('queues a verification mail at sign-up; the link verifies every session of the account once', async () => {
    const { agent, user } = await signedUp();
    expect((await agent.get('/api/auth/user').expect(200)).body.emailVerified).toBe(false);
    const other = await loggedIn(user.email, user.password);
    const token = await verifyTokenFor(user.email);
    const [job] = await resetJobFor(user.email, 'verify-email');
    expect(job.data.verifyUrl).toMatch(/^http:\/\/portal\.test\/verify-email\?token=[A-Za-z0-9_-]{43}$/);

    const bad = await request(http)
      .post('/api/auth/verify-email')
      .send({ token: 'y'.repeat(43) })
      .expect(400);
    expect(bad.body.message).toBe('Invalid verification link.');
    const ok = await request(http).post('/api/auth/verify-email').send({ token }).expect(200);
    expect(ok.body.message).toBe('Your email address is verified.');
    await request(http).post('/api/auth/verify-email').send({ token }).expect(400);
    expect((await agent.get('/api/auth/user').expect(200)).body.emailVerified).toBe(true);
    expect((await other.get('/api/auth/user').expect(200)).body.emailVerified).toBe(true);
    // Sessions carry the flag other services read.
    const { id } = (await agent.get('/api/auth/user')).body as { id: string };
    const sessionKeys = await redis.smembers(`${redisSpace.prefix}user-sessions:${id}`);
    expect(sessionKeys.length).toBe(2);
    for (const id of sessionKeys) {
      expect(JSON.parse((await redis.get(`${redisSpace.prefix}session:${id}`))!).verified).toBe(true);
    }
    const again = await agent.post('/api/auth/resend-verification').expect(400);
    expect(again.body.message).toBe('Your email address is already verified.');
  });

  it('resends the verification mail at most 3 times an hour', async () => {
    const { agent, user } = await signedUp();
    for (let i = 0; i < 3; i += 1) await agent.post('/api/auth/resend-verification').expect(200);
    const res = await agent.post('/api/auth/resend-verification').expect(429);
    expect(res.body.message).toMatch(/^Too many verification emails\. Try again in /);
    expect(await resetJobFor(user.email, 'verify-email')).toHaveLength(4);
    await request(http).post('/api/auth/resend-verification').expect(401);
  });

  it('counts the seeded admin as verified', async () => {
    const admin = await loggedIn(ADMIN.email, ADMIN.password);
    expect((await admin.get('/api/auth/user').expect(200)).body.emailVerified).toBe(true);
  });
});

describe('admin users', () => {
  it('is refused to visitors (401) and to readers (403)', async () => {
    await request(http).get('/api/admin/users').expect(401);
    const { agent, id } = await signedUp();
    const res = await agent.get('/api/admin/users').expect(403);
    expect(res.body.message).toBe('Admin access required');
    await agent.put(`/api/admin/users/${id}/hidden`).send({ hidden: true }).expect(403);
  });

  it('lists, searches and filters users with the total in a header', async () => {
    const admin = await loggedIn(ADMIN.email, ADMIN.password);
    const { user } = await signedUp({ firstName: 'Khojne' });
    const all = await admin.get('/api/admin/users').expect(200);
    expect(Number(all.headers['x-total-count'])).toBeGreaterThanOrEqual(2);
    const found = await admin.get('/api/admin/users').query({ search: 'khojne' }).expect(200);
    expect(found.body.map((u: { email: string }) => u.email)).toEqual([user.email]);
    const admins = await admin.get('/api/admin/users').query({ role: 'admin' }).expect(200);
    expect(admins.body.every((u: { role: string }) => u.role === 'admin')).toBe(true);
    await admin.get('/api/admin/users').query({ limit: 1000 }).expect(400);
  });

  it('hiding a user ends their sessions and stops their logins; showing them again lets them in', async () => {
    const admin = await loggedIn(ADMIN.email, ADMIN.password);
    const { agent, user, id } = await signedUp();
    const hidden = await admin.put(`/api/admin/users/${id}/hidden`).send({ hidden: true }).expect(200);
    expect(hidden.body.hidden).toBe(true);
    await agent.get('/api/auth/user').expect(401);
    const refused = await request(http)
      .post('/api/auth/login')
      .send({ email: user.email, password: user.password })
      .expect(403);
    expect(refused.body.message).toBe('This account has been suspended. Please contact the editors.');
    await request(http).post('/api/auth/forgot-password').send({ email: user.email }).expect(200);
    expect(await resetJobFor(user.email)).toHaveLength(0);
    await admin.put(`/api/admin/users/${id}/hidden`).send({ hidden: false }).expect(200);
    await request(http).post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200);
  });

  it('refuses to let an admin hide their own account', async () => {
    const admin = await loggedIn(ADMIN.email, ADMIN.password);
    const me = await admin.get('/api/auth/user').expect(200);
    const res = await admin.put(`/api/admin/users/${me.body.id}/hidden`).send({ hidden: true }).expect(400);
    expect(res.body.message).toBe('You cannot hide your own account');
    await admin.get('/api/auth/user').expect(200);
  });

  it("lets an admin add a user without touching the admin's own session", async () => {
    const admin = await loggedIn(ADMIN.email, ADMIN.password);
    const user = newUser();
    const res = await admin.post('/api/admin/users').send(user).expect(201);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.body).toMatchObject({ email: user.email, role: 'client', hidden: false });
    expect(res.body.passwordHash).toBeUndefined();
    const me = await admin.get('/api/auth/user').expect(200);
    expect(me.body.email).toBe(ADMIN.email);
    // the new account signs in with its own password, and its owner got the verification mail
    const added = await loggedIn(user.email, user.password);
    const token = await verifyTokenFor(user.email);
    await request(http).post('/api/auth/verify-email').send({ token }).expect(200);
    expect((await added.get('/api/auth/user').expect(200)).body.emailVerified).toBe(true);
    // the same rules as sign-up
    const bad = await admin
      .post('/api/admin/users')
      .send({ ...newUser(), password: '123' })
      .expect(400);
    expect(JSON.stringify(bad.body.message)).toContain('Password must be at least 6 characters');
    await admin
      .post('/api/admin/users')
      .send({ ...newUser(), email: user.email.toUpperCase() })
      .expect(409);
    // "Add User" makes staff with a role; an unknown role is refused.
    const owner = await admin
      .post('/api/admin/users')
      .send({ ...newUser(), role: 'owner' })
      .expect(400);
    expect(owner.body.message).toBe('role must be one of client, contributor, editor, admin');
    const editor = await admin
      .post('/api/admin/users')
      .send({ ...newUser(), role: 'editor' })
      .expect(201);
    expect(editor.body.role).toBe('editor');
  });

  it("changes a role, effective on the user's next request; never removes the last admin", async () => {
    const admin = await loggedIn(ADMIN.email, ADMIN.password);
    const me = (await admin.get('/api/auth/user').expect(200)).body;
    const { agent, id } = await signedUp();
    await agent.get('/api/admin/users').expect(403);
    const changed = await admin.put(`/api/admin/users/${id}/role`).send({ role: 'admin' }).expect(200);
    expect(changed.body.role).toBe('admin');
    // The same session, no new sign-in: the next request has the new role.
    await agent.get('/api/admin/users').expect(200);
    await admin.put(`/api/admin/users/${id}/role`).send({ role: 'contributor' }).expect(200);
    const refused = await agent.get('/api/admin/users').expect(403);
    expect(refused.body.message).toBe('Admin access required');
    // Checked and validated.
    await admin.put(`/api/admin/users/${id}/role`).send({ role: 'boss' }).expect(400);
    await admin.put(`/api/admin/users/not-a-uuid/role`).send({ role: 'editor' }).expect(404);
    await agent.put(`/api/admin/users/${me.id}/role`).send({ role: 'client' }).expect(403);
    await request(http).put(`/api/admin/users/${id}/role`).send({ role: 'admin' }).expect(401);
    // The list filters by every role.
    const contributors = await admin.get('/api/admin/users?role=contributor').expect(200);
    expect(contributors.body.map((u: { id: string }) => u.id)).toContain(id);
    // Other admins may come and go; the last one stays.
    const admins = (await admin.get('/api/admin/users?role=admin&limit=100').expect(200)).body as { id: string }[];
    for (const other of admins.filter((u) => u.id !== me.id)) {
      await admin.put(`/api/admin/users/${other.id}/role`).send({ role: 'editor' }).expect(200);
    }
    const last = await admin.put(`/api/admin/users/${me.id}/role`).send({ role: 'editor' }).expect(409);
    expect(last.body.message).toBe('The portal needs at least one admin: make another user an admin first');
    await admin.get('/api/admin/users').expect(200);
    // Each change left its audit line (relayed from the outbox to events:audit for the content service).
    const lines = await until(
      async () => {
        const entries = await redis.xrange(`${redisSpace.prefix}events:audit`, '-', '+');
        const mine = entries
          .map(([, fields]) => JSON.parse(fields[fields.indexOf('entry') + 1]))
          .filter((entry) => entry.targetId === id);
        return mine.length === 2 && mine;
      },
      10_000,
      'the audit lines of the role changes',
    );
    expect(lines).toEqual([
      expect.objectContaining({
        action: 'user.role_changed',
        actorId: me.id,
        details: { from: 'client', to: 'admin' },
      }),
      expect.objectContaining({ action: 'user.role_changed', details: { from: 'admin', to: 'contributor' } }),
    ]);
  });

  it('refuses adding users to visitors and readers', async () => {
    await request(http).post('/api/admin/users').send(newUser()).expect(401);
    const { agent } = await signedUp();
    await agent.post('/api/admin/users').send(newUser()).expect(403);
  });

  it('validates the hidden call', async () => {
    const admin = await loggedIn(ADMIN.email, ADMIN.password);
    const { id } = await signedUp();
    const res = await admin.put(`/api/admin/users/${id}/hidden`).send({ hidden: 'yes' }).expect(400);
    expect(res.body.message).toBe('hidden must be true or false');
    await admin.put('/api/admin/users/not-a-uuid/hidden').send({ hidden: true }).expect(404);
    await admin.put('/api/admin/users/00000000-0000-4000-8000-000000000000/hidden').send({ hidden: true }).expect(404);
  });
});

describe('cross-site requests', () => {
  it('refuses a foreign Origin and Sec-Fetch-Site cross-site on state changes', async () => {
    const user = newUser();
    const foreign = await request(http)
      .post('/api/auth/signup')
      .set('Origin', 'https://evil.example')
      .send(user)
      .expect(403);
    expect(foreign.body.message).toBe('Cross-site request refused');
    await request(http).post('/api/auth/signup').set('Sec-Fetch-Site', 'cross-site').send(user).expect(403);
    await request(http).post('/api/auth/signup').set('Origin', PUBLIC_URL).send(user).expect(201);
  });
});

describe('plumbing', () => {
  it('redirects /api/login to /login', async () => {
    const res = await request(http).get('/api/login').expect(302);
    expect(res.headers.location).toBe('/login');
  });

  it('answers health and readiness, and echoes the gateway request id', async () => {
    await request(http).get('/healthz').expect(200);
    const ready = await request(http).get('/readyz').expect(200);
    expect(ready.body.details).toMatchObject({ postgres: { status: 'up' }, redis: { status: 'up' } });
    const res = await request(http).get('/healthz').set('X-Request-Id', 'abc-123');
    expect(res.headers['x-request-id']).toBe('abc-123');
  });

  it('counts requests by route pattern and status in /metrics', async () => {
    await request(http).post('/api/auth/login').send({ email: 'nobody@example.com', password: 'whatever' }).expect(401);
    const res = await request(http).get('/metrics').expect(200);
    expect(res.text).toMatch(/http_requests_total\{method="POST",route="\/api\/auth\/login",status="401"\} \d+/);
    expect(res.text).toContain('http_request_duration_seconds_bucket');
  });

  it('keeps the admin of ADMIN_EMAIL working', async () => {
    const admin = await loggedIn(ADMIN.email.toUpperCase(), ADMIN.password);
    const me = await admin.get('/api/auth/user').expect(200);
    expect(me.body.role).toBe('admin');
  });
});
