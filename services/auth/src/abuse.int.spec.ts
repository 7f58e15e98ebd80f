import 'reflect-metadata';
import { startTestService, TestStack } from '@portal/shared/testing';
import request from 'supertest';
import type { App } from 'supertest/types';
import { AppModule } from './app.module';
import { loadAuthConfig } from './config';

// Issue 23 (abuse-proofing, round two): the auth service's points.

const ADMIN = { email: 'admin@portal.test', password: 'admin-pass-123' };

let http: App;
let stack: TestStack;
let counter = 0;

beforeAll(async () => {
  let app;
  ({ stack, app } = await startTestService('auth_abuse', loadAuthConfig, (config) => AppModule.register(config), {
    PUBLIC_URL: 'http://portal.test',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  }));
  http = app.getHttpServer();
});

afterAll(async () => {
  await stack?.stop();
});

function newUser() {
  counter += 1;
  return {
    firstName: 'राम',
    lastName: 'शर्मा',
    email: `abuse${counter}.${Date.now()}@example.com`,
    password: 'secret1',
  };
}

async function signedUp(from: string) {
  const user = newUser();
  const agent = request.agent(http);
  await agent.post('/api/auth/signup').set('X-Forwarded-For', from).send(user).expect(201);
  return { agent, user };
}

describe('point 2: one address cannot use up everyone’s sign-ups or resets', () => {
  it('1,000 sign-up attempts from one address leave another address able to sign up', async () => {
    const statuses = new Map<number, number>();
    // In parallel batches: the address's limit is counted first, refused attempts never reach the global one.
    for (let batch = 0; batch < 20; batch += 1) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, () =>
          request(http).post('/api/auth/signup').set('X-Forwarded-For', '203.0.113.66').send(newUser()),
        ),
      );
      for (const res of answers) statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
    expect(statuses.get(201)).toBe(10);
    expect(statuses.get(429)).toBe(990);
    const other = await request(http).post('/api/auth/signup').set('X-Forwarded-For', '198.51.100.9').send(newUser());
    expect(other.status).toBe(201);
  }, 120_000);

  it('a refused or failed sign-up gives its global point back (an e-mail already taken)', async () => {
    const { user } = await signedUp('198.51.100.20');
    for (let i = 0; i < 3; i += 1) {
      await request(http)
        .post('/api/auth/signup')
        .set('X-Forwarded-For', '198.51.100.21')
        .send({ ...user, password: 'another1' })
        .expect(409);
    }
    const global = await stack.redis.get(`${stack.redisPrefix}rl:signup-all:all`);
    // 10 from the test above, the one account here, the other address's one: 12 accounts made.
    expect(Number(global)).toBe(12);
  });

  it('made-up reset tokens from one address never touch the global reset counter', async () => {
    for (let i = 0; i < 25; i += 1) {
      await request(http)
        .post('/api/auth/reset-password')
        .set('X-Forwarded-For', '203.0.113.67')
        .send({ token: 'x'.repeat(43), password: 'secret99' });
    }
    expect(await stack.redis.get(`${stack.redisPrefix}rl:reset-all:all`)).toBeNull();
  });
});

describe('point 6: change password, sign out everywhere, ADMIN_PASSWORD only at creation', () => {
  it('changes the password with the current one; other sessions end, this browser stays signed in', async () => {
    const { agent, user } = await signedUp('198.51.100.30');
    const other = request.agent(http);
    await other.post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200);
    await other.get('/api/auth/user').expect(200);

    const wrong = await agent
      .post('/api/auth/password')
      .send({ currentPassword: 'not-it', password: 'newpass1' })
      .expect(400);
    expect(wrong.body.message).toBe('Current password is incorrect');
    const short = await agent.post('/api/auth/password').send({ currentPassword: user.password, password: 'x' });
    expect(short.status).toBe(400);
    await request(http)
      .post('/api/auth/password')
      .send({ currentPassword: user.password, password: 'newpass1' })
      .expect(401);

    const ok = await agent
      .post('/api/auth/password')
      .send({ currentPassword: user.password, password: 'newpass1' })
      .expect(200);
    expect(ok.body.message).toBe('Your password has been changed.');
    await agent.get('/api/auth/user').expect(200);
    await other.get('/api/auth/user').expect(401);
    await request(http).post('/api/auth/login').send({ email: user.email, password: user.password }).expect(401);
    await request(http).post('/api/auth/login').send({ email: user.email, password: 'newpass1' }).expect(200);
  });

  it('signs out everywhere: every session of the user ends, this one too', async () => {
    const { agent, user } = await signedUp('198.51.100.31');
    const other = request.agent(http);
    await other.post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200);
    await request(http).post('/api/auth/logout-all').expect(401);
    const res = await agent.post('/api/auth/logout-all').expect(200);
    expect(res.body.message).toBe('Signed out everywhere');
    await agent.get('/api/auth/user').expect(401);
    await other.get('/api/auth/user').expect(401);
    await request(http).post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200);
  });

  it('a restart does not put ADMIN_PASSWORD back over a changed admin password', async () => {
    const admin = request.agent(http);
    await admin.post('/api/auth/login').send(ADMIN).expect(200);
    await admin
      .post('/api/auth/password')
      .send({ currentPassword: ADMIN.password, password: 'changed-admin-1' })
      .expect(200);
    // A second process of the service on the same database starts as a restart would.
    const again = await stack.start(loadAuthConfig, (config) => AppModule.register(config), {
      PUBLIC_URL: 'http://portal.test',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    const restarted = again.getHttpServer() as App;
    await request(restarted).post('/api/auth/login').send(ADMIN).expect(401);
    const me = request.agent(restarted);
    await me.post('/api/auth/login').send({ email: ADMIN.email, password: 'changed-admin-1' }).expect(200);
    expect((await me.get('/api/auth/user').expect(200)).body.role).toBe('admin');
    await admin.get('/api/auth/user').expect(200);
  });
});
