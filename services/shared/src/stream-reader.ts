import { Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { hostname } from 'node:os';
import type { BaseConfig } from './config';
import { EventOf, EventPublisher, EventStream, MalformedEventError, parseEvent } from './events';

export interface StreamReaderOptions<S extends EventStream<string, unknown>> {
  redisUrl: string;
  /** Full key of the stream (with the Redis prefix). */
  stream: string;
  /** Consumer group: one per reading service, so each service sees every entry once. */
  group: string;
  /** The stream's definition (events.ts): each entry is checked against it before `handle` sees it. */
  events: S;
  handle: (event: EventOf<S>) => Promise<void>;
  blockMs?: number;
}

function toFields(flat: string[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (let i = 0; i < flat.length; i += 2) fields[flat[i]] = flat[i + 1];
  return fields;
}

/**
 * Reads a Redis Stream through a consumer group and acknowledges an entry only after
 * its handler succeeded. A new group starts at the beginning of the stream, so a read
 * copy built from it catches up with everything that happened before; entries left
 * unacknowledged by a crash are read again at the next start. An entry that does not match
 * the stream's definition is logged and acknowledged (skipped): retrying cannot mend it, and
 * it must not hold up the entries behind it.
 */
export class StreamReader<S extends EventStream<string, unknown> = EventStream<string, unknown>> {
  private readonly logger = new Logger(StreamReader.name);
  private readonly redis: Redis;
  private readonly consumer = `${hostname()}-${process.pid}`;
  private running = false;
  private loop?: Promise<void>;

  constructor(private readonly options: StreamReaderOptions<S>) {
    // A blocking read needs its own connection.
    this.redis = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
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
    // First what this consumer read but did not acknowledge, then new entries.
    let cursor = '0';
    while (this.running) {
      try {
        const answer = (await this.redis.xreadgroup(
          'GROUP',
          this.options.group,
          this.consumer,
          'COUNT',
          100,
          'BLOCK',
          this.options.blockMs ?? 2000,
          'STREAMS',
          this.options.stream,
          cursor,
        )) as [string, [string, string[]][]][] | null;
        const entries = answer?.[0]?.[1] ?? [];
        if (cursor === '0' && entries.length === 0) cursor = '>';
        for (const [id, flat] of entries) {
          if (!this.running) return;
          const event = this.read(id, flat);
          if (event) await this.options.handle(event);
          await this.redis.xack(this.options.stream, this.options.group, id);
        }
      } catch (err) {
        if (!this.running) return;
        this.logger.error(`reading ${this.options.stream}: ${(err as Error).message}`);
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
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
