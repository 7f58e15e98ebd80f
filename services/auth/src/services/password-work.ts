import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { metricsRegistry, WorkQueue } from '@portal/shared';
import { hash, verify } from 'argon2';
import { Counter } from 'prom-client';

/** argon2id with the library's defaults (64 MiB, 3 passes): about 0.3 s of one core each. */
export const ARGON2_CONCURRENCY = 2;
/** Waiting calls beyond the running ones; past this a burst answers 503 instead of queueing more memory. */
export const ARGON2_QUEUE = 32;
export const BUSY_MESSAGE = 'The server is busy. Please try again in a moment.';

metricsRegistry.removeSingleMetric('password_hash_operations_total');
const operations = new Counter({
  name: 'password_hash_operations_total',
  help: 'argon2 hashes and verifications run',
  labelNames: ['kind'],
  registers: [metricsRegistry],
});

/**
 * The one way to run argon2 in the auth service: at most ARGON2_CONCURRENCY at
 * once (64 MiB each), a bounded queue, 503 past it.
 */
@Injectable()
export class PasswordWork {
  private readonly queue = new WorkQueue(
    ARGON2_CONCURRENCY,
    ARGON2_QUEUE,
    () => new HttpException(BUSY_MESSAGE, HttpStatus.SERVICE_UNAVAILABLE),
  );

  private slot<T>(kind: 'hash' | 'verify', work: () => Promise<T>): Promise<T> {
    return this.queue.run(() => {
      operations.inc({ kind });
      return work();
    });
  }

  hash(password: string): Promise<string> {
    return this.slot('hash', () => hash(password));
  }

  verify(passwordHash: string, password: string): Promise<boolean> {
    return this.slot('verify', () => verify(passwordHash, password).catch(() => false));
  }
}
