import { Logger } from '@nestjs/common';
import Redis from 'ioredis';
import { hostname } from 'node:os';

export interface StreamEntry {
  id: string;
  fields: Record<string, string>;
}

export interface StreamReaderOptions {
  redisUrl: string;
  /** Full key of the stream (with the Redis prefix). */
  stream: string;
  /** Consumer group: one per reading service, so each service sees every entry once. */
  group: string;
  handle: (entry: StreamEntry) => Promise<void>;
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
 * unacknowledged by a crash are read again at the next start.
 */
export class StreamReader {
  private readonly logger = new Logger(StreamReader.name);
  private readonly redis: Redis;
  private readonly consumer = `${hostname()}-${process.pid}`;
  private running = false;
  private loop?: Promise<void>;

  constructor(private readonly options: StreamReaderOptions) {
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
          await this.options.handle({ id, fields: toFields(flat) });
          await this.redis.xack(this.options.stream, this.options.group, id);
        }
      } catch (err) {
        if (!this.running) return;
        this.logger.error(`reading ${this.options.stream}: ${(err as Error).message}`);
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  }

  async stop(): Promise<void> {
    this.running = false;
    this.redis.disconnect();
    await this.loop?.catch(() => undefined);
  }
}
