import { Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { hostname } from 'node:os';
import type { BaseConfig } from './config';
import { EventOf, EventPublisher, EventStream, MalformedEventError, parseEvent } from './events';
import { streamClaimed, streamDeadLetters, streamHandlerFailures, streamPendingEntries } from './metrics';

export interface StreamReaderOptions<S extends EventStream<string, unknown>> {
  redisUrl: string;
  /** Full key of the stream (with the Redis prefix). */
  stream: string;
  /** Consumer group: one per reading service, so each service sees every entry once. */
  group: string;
  /**
   * This process's consumer name in the group: stable over restarts (consumerName()), so a
   * restarted process reads again what it left pending.
   */
  consumer: string;
  /** The stream's definition (events.ts): each entry is checked against it before `handle` sees it. */
  events: S;
  handle: (event: EventOf<S>) => Promise<void>;
  blockMs?: number;
  /** Tries of an entry (its delivery count) before it goes to the dead-letter stream. */
  maxDeliveries?: number;
  /** Wait before the first retry of a failed entry; doubled at each further try, up to retryMaxMs. */
  retryBaseMs?: number;
  /** Below claimIdleMs, so a live consumer's retried entries are never taken by another one. */
  retryMaxMs?: number;
  /** An entry pending this long at any consumer of the group is claimed (XAUTOCLAIM). */
  claimIdleMs?: number;
}

/** The key of a stream's dead-letter stream (docs/architecture.md, "Streams and queues"). */
export const deadLetterKey = (streamKey: string) => `${streamKey}:dead-letters`;

/** `<service>@<CONSUMER_NAME, else HOSTNAME, else the machine's name>`: the same after a restart. */
export function consumerName(service: string, config: Pick<BaseConfig, 'CONSUMER_NAME'>): string {
  return `${service}@${config.CONSUMER_NAME || process.env.HOSTNAME || hostname()}`;
}

type Entry = [id: string, flat: string[] | null];

function toFields(flat: string[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (let i = 0; i < flat.length; i += 2) fields[flat[i]] = flat[i + 1];
  return fields;
}

/** What went wrong, for a log line: an error's class and Postgres code, never its message (it may quote values). */
function errorLabel(err: unknown): string {
  const { name, code } = (err ?? {}) as { name?: string; code?: string };
  return [name ?? 'Error', code].filter(Boolean).join(' ');
}

/**
 * Reads a Redis Stream through a consumer group and acknowledges an entry only after its
 * handler succeeded. A new group starts at the beginning of the stream, so a read copy built
 * from it catches up with everything that happened before.
 *
 * - An entry whose handler throws stays pending and is tried again (its pending list is read
 *   again) after a backoff that doubles; the entries behind it are handled meanwhile, except
 *   later entries of the same item (event id), which wait behind it so that an older snapshot
 *   never overwrites a newer one.
 * - After `maxDeliveries` tries it is copied to the dead-letter stream and acknowledged, with a
 *   metric and an error log line (ids and type only: payloads hold e-mails).
 * - Entries pending longer than `claimIdleMs` at any consumer (one that died and did not come
 *   back under its name) are claimed and handled here.
 * - An entry that does not match the stream's definition is logged and acknowledged (skipped):
 *   retrying cannot mend it, and it must not hold up the entries behind it.
 */
export class StreamReader<S extends EventStream<string, unknown> = EventStream<string, unknown>> {
  private readonly logger = new Logger(StreamReader.name);
  private readonly redis: Redis;
  private readonly labels: { stream: string; group: string };
  private readonly maxDeliveries: number;
  private readonly retryBaseMs: number;
  private readonly retryMaxMs: number;
  private readonly claimIdleMs: number;
  private running = false;
  private loop?: Promise<void>;
  /** Items (event ids) with an entry pending after a failure: their later entries wait behind it. */
  private blocked = new Set<string>();
  /** When this consumer's pending entries are read again: at once on start (left by a previous life). */
  private retryAt = 0;
  private claimAt = 0;
  private gaugeAt = 0;

  constructor(private readonly options: StreamReaderOptions<S>) {
    // A blocking read needs its own connection.
    this.redis = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
    this.labels = { stream: options.stream, group: options.group };
    this.maxDeliveries = options.maxDeliveries ?? 12;
    this.retryBaseMs = options.retryBaseMs ?? 1000;
    this.retryMaxMs = options.retryMaxMs ?? 30_000;
    this.claimIdleMs = options.claimIdleMs ?? 60_000;
  }

  async start(): Promise<void> {
    try {
      await this.redis.xgroup('CREATE', this.options.stream, this.options.group, '0', 'MKSTREAM');
    } catch (err) {
      if (!String((err as Error).message).includes('BUSYGROUP')) throw err;
    }
    this.running = true;
    this.loop = this.run();
  }

  private async run(): Promise<void> {
    while (this.running) {
      try {
        if (Date.now() >= this.retryAt) await this.retryPending();
        if (Date.now() >= this.claimAt) {
          await this.claimIdle();
          this.claimAt = Date.now() + Math.max(this.claimIdleMs / 2, 50);
        }
        const blockMs = this.options.blockMs ?? 2000;
        const untilNext = Math.min(this.retryAt, this.claimAt) - Date.now();
        await this.handleAll(await this.readNew(Math.max(1, Math.min(blockMs, untilNext))));
        await this.measurePending();
      } catch (err) {
        if (!this.running) return;
        this.logger.error(`reading ${this.options.stream}: ${(err as Error).message}`);
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  }

  private readNew(blockMs: number): Promise<Entry[]> {
    return this.readGroup('>', ['BLOCK', blockMs]);
  }

  /**
   * Up to 100 entries of the group for this consumer: after `from` of its own pending ones, or
   * new ones (`>`), waiting as `block` says.
   */
  private async readGroup(from: string, block: (string | number)[] = []): Promise<Entry[]> {
    const { group, consumer, stream } = this.options;
    const answer = (await this.redis.call(
      'XREADGROUP',
      ...['GROUP', group, consumer, 'COUNT', 100, ...block, 'STREAMS', stream, from],
    )) as [string, Entry[]][] | null;
    return answer?.[0]?.[1] ?? [];
  }

  /** This consumer's pending entries, oldest first, all tried again (each read counts a delivery). */
  private async retryPending(): Promise<void> {
    this.blocked.clear();
    this.retryAt = Infinity;
    let after = '0';
    while (this.running) {
      const entries = await this.readGroup(after);
      if (!entries.length) return;
      await this.handleAll(entries);
      after = entries[entries.length - 1][0];
    }
  }

  /** Entries another consumer has held longer than claimIdleMs (it died and did not come back). */
  private async claimIdle(): Promise<void> {
    let cursor = '0-0';
    do {
      const [next, entries] = (await this.redis.xautoclaim(
        this.options.stream,
        this.options.group,
        this.options.consumer,
        this.claimIdleMs,
        cursor,
        'COUNT',
        100,
      )) as [string, Entry[], string[]?];
      if (entries.length) {
        streamClaimed.inc(this.labels, entries.length);
        this.logger.warn(
          `claimed ${entries.length} entries of ${this.options.stream} (group ${this.options.group}) pending over ${this.claimIdleMs} ms`,
        );
        await this.handleAll(entries);
      }
      cursor = next;
    } while (cursor !== '0-0' && this.running);
  }

  private async handleAll(entries: Entry[]): Promise<void> {
    for (const [id, flat] of entries) {
      if (!this.running) return;
      // An entry trimmed from the stream while pending: nothing left to handle.
      const event = flat ? this.read(id, flat) : null;
      if (!event) {
        await this.ack(id);
        continue;
      }
      if (this.blocked.has(event.id)) continue; // waits behind an earlier failed entry of its item
      try {
        await this.options.handle(event);
      } catch (err) {
        await this.failed(id, flat as string[], event, err);
        continue;
      }
      await this.ack(id);
    }
  }

  private async failed(id: string, flat: string[], event: EventOf<S>, err: unknown): Promise<void> {
    streamHandlerFailures.inc(this.labels);
    const deliveries = await this.deliveries(id);
    const what = `entry ${id} of ${this.options.stream} (group ${this.options.group}, ${event.type} ${event.id})`;
    if (deliveries >= this.maxDeliveries) {
      await this.deadLetter(id, flat, deliveries, err);
      streamDeadLetters.inc(this.labels);
      // The line to alert on (with stream_dead_letters_total): the item's read copy is behind.
      this.logger.error(
        `dead letter: ${what} failed ${deliveries} times (${errorLabel(err)}); moved to ${deadLetterKey(this.options.stream)}`,
      );
      return;
    }
    this.blocked.add(event.id);
    const delay = Math.min(this.retryBaseMs * 2 ** Math.max(0, deliveries - 1), this.retryMaxMs);
    this.retryAt = Math.min(this.retryAt, Date.now() + delay);
    this.logger.warn(
      `handler failed: ${what}, try ${deliveries} of ${this.maxDeliveries} (${errorLabel(err)}); retry in ${delay} ms`,
    );
  }

  /** How many times the entry was delivered (XPENDING), this delivery included. */
  private async deliveries(id: string): Promise<number> {
    const [row] = (await this.redis.xpending(this.options.stream, this.options.group, id, id, 1)) as [
      string,
      string,
      number,
      number,
    ][];
    return row?.[3] ?? this.maxDeliveries;
  }

  /** The entry as it was, with where it came from and why it failed, then acknowledged: in one step. */
  private async deadLetter(id: string, flat: string[], deliveries: number, err: unknown): Promise<void> {
    const message = String((err as Error)?.message ?? err).slice(0, 500);
    await this.redis
      .multi()
      .xadd(
        deadLetterKey(this.options.stream),
        'MAXLEN',
        '~',
        '100000',
        '*',
        ...flat,
        'dead:entry',
        id,
        'dead:group',
        this.options.group,
        'dead:consumer',
        this.options.consumer,
        'dead:deliveries',
        String(deliveries),
        'dead:error',
        message,
      )
      .xack(this.options.stream, this.options.group, id)
      .exec();
  }

  private async ack(id: string): Promise<void> {
    await this.redis.xack(this.options.stream, this.options.group, id);
  }

  /** The group's pending count for the gauge, at most once a second. */
  private async measurePending(): Promise<void> {
    if (Date.now() < this.gaugeAt) return;
    this.gaugeAt = Date.now() + 1000;
    const [count] = (await this.redis.xpending(this.options.stream, this.options.group)) as [number, ...unknown[]];
    streamPendingEntries.set(this.labels, Number(count));
  }

  /** The entry as an event of the stream, or null (logged) when it does not match. */
  private read(id: string, flat: string[]): EventOf<S> | null {
    try {
      return parseEvent(this.options.events, id, toFields(flat));
    } catch (err) {
      if (!(err instanceof MalformedEventError)) throw err;
      this.logger.warn(`skipping malformed entry ${id} of ${this.options.stream}: ${err.message}`);
      return null;
    }
  }

  async stop(): Promise<void> {
    this.running = false;
    this.redis.disconnect();
    await this.loop?.catch(() => undefined);
  }
}

/**
 * A service's readers of other services' streams (its read-copy sync): each stream read by the
 * service's own consumer group, started with the app and stopped with it. A subclass names
 * the streams and their handlers in `subscriptions()`, each made with `read()`.
 */
export abstract class StreamSubscriber implements OnApplicationBootstrap, OnApplicationShutdown {
  private readers: Pick<StreamReader, 'start' | 'stop'>[] = [];

  protected constructor(
    /** Consumer group: the reading service's name. */
    private readonly group: string,
    private readonly events: EventPublisher,
    private readonly config: BaseConfig,
  ) {}

  protected abstract subscriptions(): Pick<StreamReader, 'start' | 'stop'>[];

  protected read<S extends EventStream<string, unknown>>(
    events: S,
    handle: (event: EventOf<S>) => Promise<void>,
  ): StreamReader<S> {
    return new StreamReader({
      redisUrl: this.config.REDIS_URL,
      stream: this.events.streamKey(events.stream),
      group: this.group,
      consumer: consumerName(this.group, this.config),
      events,
      handle,
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    this.readers = this.subscriptions();
    await Promise.all(this.readers.map((r) => r.start()));
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.readers.map((r) => r.stop()));
  }
}
