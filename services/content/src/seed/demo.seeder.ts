import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { DEMO_AUTHORS, EventPublisher } from '@portal/shared';
import { StorageService } from '../services/storage.service';
import { DEMO_ARTICLES, type DemoArticle } from './demo-articles';
import { demoImageJpeg } from './demo-images';
import { DemoSeedRepository } from './demo-seed.repository';

/**
 * Fills an empty database with the Nepali demo articles and their generated images,
 * each stored with its responsive variants like an upload. Run by the seed command
 * (seed-demo.ts, built apart from the service: tsconfig.seed.json) when SEED_DEMO is on,
 * never by the service itself; seeders starting together take an advisory lock, so it
 * seeds once.
 */
@Injectable()
export class DemoSeeder {
  private readonly logger = new Logger(DemoSeeder.name);

  constructor(
    private readonly repository: DemoSeedRepository,
    private readonly storage: StorageService,
    private readonly events: EventPublisher,
  ) {}

  /**
   * Seeds `articles` (all the demo articles; a test passes a few) and returns how many it
   * wrote (0 when the database had some). `progress` hears a line per stored picture
   * (`12/50 pictures`), the slow part, and one when the articles are written.
   */
  async seed(
    articles: readonly DemoArticle[] = DEMO_ARTICLES,
    progress: (line: string) => void = () => undefined,
  ): Promise<number> {
    await this.storage.ready();
    return this.repository.underSeedLock(async (runner) => {
      if ((await this.repository.countArticles(runner)) > 0) return 0;
      for (const author of Object.values(DEMO_AUTHORS)) await this.repository.insertAuthor(runner, author);
      const oldestFirst = [...articles].sort((a, b) => b.hoursAgo - a.hoursAgo);
      const pictures = oldestFirst.flatMap((item, index) =>
        Array.from({ length: item.extraImages + 1 }, (_, n) => ({ item, index, n })),
      );
      let stored = 0;
      // Two pictures at a time: sharp gives each image one thread on glibc Linux (sharp.concurrency() is 1).
      const urls = await inParallel(pictures, 2, async ({ item, index, n }) => {
        const jpeg = await demoImageJpeg(index * 7 + n, item.palette, item.motif);
        // A random key: a draft's pictures must not be found by guessing their names.
        const url = await this.storage.putImage(`demo/${randomUUID()}`, jpeg, 'jpg', 'image/jpeg');
        progress(`${++stored}/${pictures.length} pictures`);
        return url;
      });
      this.logger.log(`${urls.length} demo pictures stored with their variants`);
      for (const [index, item] of oldestFirst.entries()) {
        const images = urls.filter((_, i) => pictures[i].index === index);
        // The article and its event in one transaction (the outbox).
        await runner.startTransaction();
        try {
          const id = await this.repository.insertArticle(
            runner,
            item,
            DEMO_AUTHORS[item.author].id,
            images[0],
            images.slice(1),
          );
          const snapshot = { id, title: item.title, published: item.published };
          await this.events.publishArticle('article.created', snapshot, runner);
          await runner.commitTransaction();
        } catch (err) {
          await runner.rollbackTransaction();
          throw err;
        }
      }
      this.logger.log(`seeded ${oldestFirst.length} demo articles`);
      progress(`${oldestFirst.length}/${oldestFirst.length} articles`);
      return oldestFirst.length;
    });
  }
}

/** What the seed command adds to the content commands' module (CommandsModule). */
export const DEMO_SEED_PROVIDERS = [DemoSeedRepository, DemoSeeder];

/** `work` over every item, at most `limit` at once; results in the items' order. */
async function inParallel<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
