import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown, Optional } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EventPublisher } from './events';
import { outboxRelayed } from './metrics';
import { OutboxRepository } from './outbox.repository';

export interface OutboxRelayOptions {
  /** How often an empty outbox is looked at again. */
  pollMs?: number;
  batchSize?: number;
}

/**
 * Appends the outbox's rows to their Redis streams, oldest first, and deletes them once
 * appended (in the same transaction that held the relay turn). A crash between the append and
 * the delete appends them again: delivery is at least once, and consumers are idempotent
 * (events carry whole snapshots or absolute totals).
 */
export class OutboxRelay {
  private readonly logger = new Logger(OutboxRelay.name);
  private running = false;
  private loop?: Promise<void>;
  private wake?: () => void;

  constructor(
    private readonly db: DataSource,
    private readonly outbox: OutboxRepository,
    private readonly events: EventPublisher,
    private readonly options: OutboxRelayOptions = {},
  ) {}

  start(): void {
    this.running = true;
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
  }

  /** Relays what is there now (one batch at most); the number of events appended. */
  async relayOnce(): Promise<number> {
    if (!(await this.outbox.any(this.db))) return 0;
    return this.db.transaction(async (sql) => {
      if (!(await this.outbox.takeRelayTurn(sql))) return 0;
      const rows = await this.outbox.oldest(sql, this.options.batchSize ?? 100);
      if (!rows.length) return 0;
      await this.events.appendAll(rows);
      await this.outbox.delete(
        sql,
        rows.map((r) => r.id),
      );
      for (const row of rows) outboxRelayed.inc({ stream: row.stream });
      return rows.length;
    });
  }

  private async run(): Promise<void> {
    const batch = this.options.batchSize ?? 100;
    while (this.running) {
      let pause = this.options.pollMs ?? 100;
      try {
        if ((await this.relayOnce()) >= batch) pause = 0;
      } catch (err) {
        if (!this.running) return;
        this.logger.error(`relaying the outbox: ${(err as Error).message}`);
        pause = 1000;
      }
      if (pause && this.running) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, pause);
          this.wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    }
  }
}

/** The relay of a service that owns tables, started and stopped with the app. */
@Injectable()
export class OutboxRelayLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly relay?: OutboxRelay;

  constructor(outbox: OutboxRepository, @Inject(EventPublisher) events: EventPublisher, @Optional() db?: DataSource) {
    if (db) this.relay = new OutboxRelay(db, outbox, events);
  }

  onApplicationBootstrap(): void {
    this.relay?.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.relay?.stop();
  }
}
