import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { CONTENT_CONFIG, ContentConfig } from '../config';
import { ArticlesService } from './articles.service';
import { ReaderListCache } from './reader-list.cache';

/**
 * Scheduled publishing, driven by Postgres (docs/decisions.md, "Scheduled publishing"): every
 * SCHEDULE_POLL_MS each replica claims the scheduled articles whose time has come (`FOR UPDATE
 * SKIP LOCKED`) and publishes them with their event and audit line in one transaction. The
 * schedule is the articles' own rows, so a restart, a crash or downtime across the time loses
 * nothing: the first turn after the start publishes what is due, exactly once.
 */
@Injectable()
export class ArticleScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(ArticleScheduler.name);
  private timer?: NodeJS.Timeout;
  private turn?: Promise<void>;
  private stopped = false;

  constructor(
    private readonly articles: ArticlesService,
    private readonly readerList: ReaderListCache,
    @Inject(CONTENT_CONFIG) private readonly config: ContentConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.schedule(0);
  }

  /** Before the database closes (TypeORM closes it at application shutdown), so a turn finishes. */
  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.turn;
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.turn = this.runOnce()
        .then(
          () => undefined,
          (err: Error) => this.logger.warn(`scheduled publishing failed, tried again next turn: ${err.message}`),
        )
        .finally(() => this.schedule(this.config.SCHEDULE_POLL_MS));
    }, delay);
  }

  /** Publishes everything due now (in batches); the ids published. */
  async runOnce(): Promise<number[]> {
    const published: number[] = [];
    for (;;) {
      const ids = await this.articles.publishDue();
      published.push(...ids);
      if (ids.length) this.readerList.drop();
      if (ids.length < 50 || this.stopped) break;
    }
    if (published.length) this.logger.log(`published scheduled articles ${published.join(', ')}`);
    return published;
  }
}
