import 'reflect-metadata';
import { INestApplication } from '@nestjs/common';
import { createApp, MAIL_FAILED_KEEP_SECONDS, MAIL_QUEUE, mailJobOptions } from '@portal/shared';
import { freePort, TEST_REDIS_URL, TEST_SESSION_SECRET, testRedisPrefix, until } from '@portal/shared/testing';
import { Queue } from 'bullmq';
import Redis from 'ioredis';
import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import request from 'supertest';
import { AppModule } from './app.module';
import { loadWorkerConfig } from './config';

interface Received {
  to: string;
  raw: string;
}

/** A real SMTP server that records what it receives, optionally slowly. */
function smtpServer(port: number, received: Received[], delayMs = 0): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        setTimeout(() => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw });
          callback();
        }, delayMs);
      });
    },
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** The keys under `prefix` whose value (of any type) contains `needle`. */
async function redisHolding(redis: Redis, prefix: string, needle: string): Promise<string[]> {
  const found: string[] = [];
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    cursor = next;
    for (const key of keys) {
      const type = await redis.type(key);
      const value =
        type === 'string'
          ? await redis.get(key)
          : type === 'hash'
            ? await redis.hgetall(key)
            : type === 'list'
              ? await redis.lrange(key, 0, -1)
              : type === 'set'
                ? await redis.smembers(key)
                : type === 'zset'
                  ? await redis.zrange(key, 0, -1)
                  : type === 'stream'
                    ? await redis.xrange(key, '-', '+')
                    : null;
      if (JSON.stringify(value ?? '').includes(needle)) found.push(key);
    }
  } while (cursor !== '0');
  return found;
}

function baseEnv(prefix: string, smtpPort: number): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: prefix,
    SESSION_SECRET: TEST_SESSION_SECRET,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_LOCK_MS: '2000',
    MAIL_STALLED_INTERVAL_MS: '1000',
  };
}

describe('mail worker', () => {
  const space = testRedisPrefix('worker');
  let redis: Redis;
  let queue: Queue;
  const servers: SMTPServer[] = [];
  const children: ChildProcess[] = [];
  let app: INestApplication | undefined;

  beforeAll(() => {
    redis = new Redis(TEST_REDIS_URL);
    queue = new Queue(MAIL_QUEUE, { connection: redis, prefix: `${space.prefix}bull` });
  });

  afterEach(async () => {
    await app?.close();
    app = undefined;
    for (const child of children.splice(0)) child.kill('SIGKILL');
    await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(() => r(undefined)))));
    await queue.obliterate({ force: true });
  });

  afterAll(async () => {
    await queue.close();
    await redis.quit();
    await space.cleanup();
  });

  it('retries while the mail server is down and delivers once it is back', async () => {
    const port = await freePort();
    const config = loadWorkerConfig(baseEnv(space.prefix, port));
    app = await createApp(AppModule.register(config), config);
    const resetUrl = 'http://portal.test/reset-password?token=abc';
    const job = await queue.add(
      'password-reset',
      { to: 'reader@example.com', firstName: 'सीता', resetUrl },
      mailJobOptions,
    );

    await until(async () => ((await queue.getJob(job.id!))?.attemptsMade ?? 0) >= 2, 10_000, 'two failed attempts');
    const received: Received[] = [];
    servers.push(await smtpServer(port, received));
    await until(() => received.length === 1, 30_000, 'delivery after the server came back');

    const mail = await simpleParser(received[0].raw);
    expect(received[0].to).toBe('reader@example.com');
    expect(mail.subject).toBe('पासवर्ड रिसेट / Reset your password');
    expect(mail.text).toContain(resetUrl);
    expect(mail.text).toContain('नमस्ते सीता');
    expect(mail.html).toContain(`href="${resetUrl}"`);
    // A delivered job is deleted (its link must not rest in Redis).
    await until(async () => (await queue.getJob(job.id!)) === undefined, 5_000, 'job removal');

    // Queue depth is part of the worker's metrics.
    const metrics = await request(app.getHttpServer()).get('/metrics').expect(200);
    expect(metrics.text).toMatch(/^mail_queue_jobs\{state="completed"\} 0$/m);
    expect(metrics.text).toMatch(/^mail_queue_jobs\{state="waiting"\} 0$/m);
  });

  it('point 7: after delivery no key under the queue holds the reset or verification token', async () => {
    const port = await freePort();
    const received: Received[] = [];
    servers.push(await smtpServer(port, received));
    const resetToken = `reset-${randomBytes(16).toString('hex')}`;
    const verifyToken = `verify-${randomBytes(16).toString('hex')}`;
    const reset = await queue.add(
      'password-reset',
      { to: 'a@example.com', firstName: 'A', resetUrl: `http://portal.test/reset-password?token=${resetToken}` },
      mailJobOptions,
    );
    const verify = await queue.add(
      'verify-email',
      { to: 'b@example.com', firstName: 'B', verifyUrl: `http://portal.test/verify-email?token=${verifyToken}` },
      mailJobOptions,
    );
    // Before delivery the queue does hold them (the search below can find a token).
    expect(await redisHolding(redis, `${space.prefix}bull`, resetToken)).not.toEqual([]);
    const config = loadWorkerConfig(baseEnv(space.prefix, port));
    app = await createApp(AppModule.register(config), config);
    await until(() => received.length === 2, 30_000, 'both mails delivered');
    await until(
      async () => (await queue.getJob(reset.id!)) === undefined && (await queue.getJob(verify.id!)) === undefined,
      5_000,
      'both jobs removed',
    );
    expect(await redisHolding(redis, `${space.prefix}bull`, resetToken)).toEqual([]);
    expect(await redisHolding(redis, `${space.prefix}bull`, verifyToken)).toEqual([]);
    // Failed jobs go after a short time too.
    expect(mailJobOptions.removeOnFail).toEqual({ age: MAIL_FAILED_KEEP_SECONDS, count: 1000 });
    expect(MAIL_FAILED_KEEP_SECONDS).toBeLessThanOrEqual(3600);
  });

  it('sends the verification mail in Nepali and English and never echoes a crafted name', async () => {
    const port = await freePort();
    const received: Received[] = [];
    servers.push(await smtpServer(port, received));
    const config = loadWorkerConfig(baseEnv(space.prefix, port));
    app = await createApp(AppModule.register(config), config);
    const verifyUrl = 'http://portal.test/verify-email?token=xyz';
    await queue.add(
      'verify-email',
      { to: 'stranger@example.com', firstName: '<b>Win</b> prizes at http://evil.example', verifyUrl },
      mailJobOptions,
    );
    await queue.add('verify-email', { to: 'sita@example.com', firstName: 'सीता', verifyUrl }, mailJobOptions);
    await until(() => received.length === 2, 30_000, 'two verification mails');

    const byTo = Object.fromEntries(await Promise.all(received.map(async (r) => [r.to, await simpleParser(r.raw)])));
    const crafted = byTo['stranger@example.com'];
    expect(crafted.subject).toBe('इमेल पुष्टि गर्नुहोस् / Verify your email address');
    for (const part of [crafted.text ?? '', String(crafted.html)]) {
      expect(part).not.toContain('evil.example');
      expect(part).not.toContain('<b>Win');
      expect(part).not.toContain('prizes');
    }
    expect(crafted.text).toContain('नमस्ते पाठक');
    expect(crafted.text).toContain('Hello reader');
    expect(crafted.text).toContain(verifyUrl);
    expect(byTo['sita@example.com'].text).toContain('नमस्ते सीता');
    expect(String(byTo['sita@example.com'].html)).toContain(`href="${verifyUrl}"`);
  });

  it('fails a job that does not match its definition at once (no retries) and goes on with the next', async () => {
    const port = await freePort();
    const received: Received[] = [];
    servers.push(await smtpServer(port, received));
    const config = loadWorkerConfig(baseEnv(space.prefix, port));
    app = await createApp(AppModule.register(config), config);
    // Producers that do not use the definition (an older version, a hand-made job).
    const noLink = await queue.add('password-reset', { to: 'reader@example.com', firstName: 'सीता' }, mailJobOptions);
    const unknown = await queue.add('newsletter', { to: 'reader@example.com' }, mailJobOptions);
    const verifyUrl = 'http://portal.test/verify-email?token=next';
    await queue.add('verify-email', { to: 'sita@example.com', firstName: 'सीता', verifyUrl }, mailJobOptions);

    await until(() => received.length === 1, 30_000, 'the well-formed mail');
    expect(received[0].to).toBe('sita@example.com');
    for (const id of [noLink.id!, unknown.id!]) {
      await until(async () => (await queue.getJob(id))?.finishedOn !== undefined, 10_000, `job ${id} settled`);
      const job = (await queue.getJob(id))!;
      // With 100 attempts allowed, "failed" (not "delayed") means it was not retried.
      expect(await job.getState()).toBe('failed');
      expect(job.attemptsMade).toBeLessThanOrEqual(1);
    }
    expect((await queue.getJob(noLink.id!))!.failedReason).toMatch(
      /password-reset data does not match: resetUrl: Required/,
    );
    expect((await queue.getJob(unknown.id!))!.failedReason).toMatch(/unknown mail job "newsletter"/);
  });

  it('loses no mail when the worker is killed mid-queue', async () => {
    const main = join(__dirname, '..', 'dist', 'main.js');
    if (!existsSync(main)) throw new Error(`${main} is missing: run "npm run build" first`);
    const port = await freePort();
    const received: Received[] = [];
    // A slow server keeps several sends in flight when the worker dies.
    servers.push(await smtpServer(port, received, 300));
    const env = { ...process.env, ...baseEnv(space.prefix, port), WORKER_PORT: String(await freePort()) };
    const startWorker = () => {
      const child = spawn(process.execPath, [main], { env, stdio: 'ignore' });
      children.push(child);
      return child;
    };

    const total = 30;
    await queue.addBulk(
      Array.from({ length: total }, (_, i) => ({
        name: 'password-reset',
        data: {
          to: `reader${i}@example.com`,
          firstName: 'Reader',
          resetUrl: `http://portal.test/reset-password?token=t${i}`,
        },
        opts: mailJobOptions,
      })),
    );
    const first = startWorker();
    // A worker process starts in about a second on a quiet machine; much longer on a busy one.
    await until(() => received.length >= 5, 90_000, 'the first mails');
    first.kill('SIGKILL');
    const deliveredBeforeKill = received.length;
    expect(deliveredBeforeKill).toBeLessThan(total);

    startWorker();
    await until(() => new Set(received.map((r) => r.to)).size === total, 90_000, 'every mail after the restart');
    expect(new Set(received.map((r) => r.to)).size).toBe(total);
  }, 240_000);
});
