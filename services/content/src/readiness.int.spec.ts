import 'reflect-metadata';
import { INestApplication } from '@nestjs/common';
import { REDIS } from '@portal/shared';
import { TEST_REDIS_URL, TestStack, until } from '@portal/shared/testing';
import type Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { AddressInfo, connect, createServer, Socket } from 'node:net';
import request from 'supertest';
import type { App } from 'supertest/types';
import { AppModule } from './app.module';
import { loadContentConfig } from './config';
import { startTestS3 } from './testing/s3';

// Redis going away under a running service (docs/reliability.md, "Readiness"): the
// content service stays ready on Postgres alone and anonymous readers still get the
// article list; what needs a session fails on its own. The service reaches the real
// Redis through a TCP relay that the test cuts.

let stack: TestStack;
let app: INestApplication;
let http: App;
let unusedSession: string;
let relayPort: number;
const relay = { server: createServer(), sockets: new Set<Socket>() };

/** Forwards every connection to the test Redis until cut; on `port` when given (Redis is back). */
async function startRelay(port = 0): Promise<number> {
  const target = new URL(TEST_REDIS_URL);
  relay.server = createServer();
  relay.server.on('connection', (client) => {
    const upstream = connect(Number(target.port || 6379), target.hostname);
    for (const [a, b] of [
      [client, upstream],
      [upstream, client],
    ]) {
      relay.sockets.add(a);
      a.pipe(b);
      a.on('error', () => b.destroy());
      a.on('close', () => {
        relay.sockets.delete(a);
        b.destroy();
      });
    }
  });
  await new Promise<void>((resolve) => relay.server.listen(port, '127.0.0.1', resolve));
  return (relay.server.address() as AddressInfo).port;
}

/** Redis is gone: no new connection is accepted and every open one is dropped. */
async function cutRelay(): Promise<void> {
  const closed = new Promise((resolve) => relay.server.close(resolve));
  for (const socket of relay.sockets) socket.destroy();
  await closed;
}

beforeAll(async () => {
  stack = await TestStack.create('redisaway');
  const storage = await startTestS3(stack, { createBucket: true });
  relayPort = await startRelay();
  app = await stack.start(loadContentConfig, (config) => AppModule.register(config), {
    ...storage.env,
    REDIS_URL: `redis://127.0.0.1:${relayPort}`,
  });
  http = app.getHttpServer();
  const editor = await stack.session(randomUUID(), 'admin');
  await request(http)
    .post('/api/articles')
    .set('Cookie', editor)
    .send({ title: 'रेडिस बिनाको समाचार', content: 'अनुच्छेद', categoryId: 1, published: true })
    .expect(201);
  // A session the service has not seen yet, so it is in none of its caches.
  unusedSession = await stack.session(randomUUID(), 'client');
  await cutRelay();
  // The service has noticed: a Redis command of its own fails.
  const redis = app.get<Redis>(REDIS);
  await until(() => redis.status !== 'ready', 5000, 'the service to lose Redis');
});

afterAll(async () => {
  // Redis back, so the service shuts down as usual.
  await startRelay(relayPort);
  await until(() => app.get<Redis>(REDIS).status === 'ready', 20000, 'the service to reach Redis again');
  await stack.stop();
  await cutRelay();
});

it('is ready with Postgres up and Redis unreachable, and says which checks it made', async () => {
  const res = await request(http).get('/readyz').expect(200);
  expect(res.body.info).toHaveProperty('postgres.status', 'up');
  expect(res.body.info).not.toHaveProperty('redis');
});

it("answers an anonymous reader's article list from Postgres", async () => {
  const res = await request(http).get('/api/articles').expect(200);
  expect(JSON.stringify(res.body)).toContain('रेडिस बिनाको समाचार');
});

it('fails a request that needs a session with a 503, not a hang', async () => {
  await request(http).get('/api/articles').set('Cookie', unusedSession).expect(503);
});
