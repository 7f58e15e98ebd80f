import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DEMO_AUTHORS, EventPublisher } from '@portal/shared';
import { DataSource } from 'typeorm';
import { CONTENT_CONFIG, ContentConfig } from '../config';
import { DEMO_ARTICLES } from '../seed/demo-articles';
import { demoImageJpeg } from '../seed/demo-images';
import { StorageService } from './storage.service';

/**
 * With SEED_DEMO on, fills an empty database with the Nepali demo articles and their
 * generated images. Runs once: replicas starting together take an advisory lock.
 */
@Injectable()
export class DemoSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger(DemoSeeder.name);

  constructor(
    private readonly db: DataSource,
    private readonly storage: StorageService,
    private readonly events: EventPublisher,
    @Inject(CONTENT_CONFIG) private readonly config: ContentConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.SEED_DEMO) await this.seed();
  }

  /** Seeds and returns how many articles it wrote (0 when the database had some). */
  async seed(): Promise<number> {
    await this.storage.ready();
    const runner = this.db.createQueryRunner();
    await runner.connect();
    try {
      await runner.query(`SELECT pg_advisory_lock(hashtext('content:seed-demo'))`);
      const [{ count }] = await runner.query(`SELECT count(*)::int AS count FROM articles`);
      if (count > 0) return 0;
      for (const author of Object.values(DEMO_AUTHORS)) {
        await runner.query(
          `INSERT INTO authors (id, first_name, last_name, role) VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO NOTHING`,
          [author.id, author.firstName, author.lastName, author.role],
        );
      }
      const oldestFirst = [...DEMO_ARTICLES].sort((a, b) => b.hoursAgo - a.hoursAgo);
      for (const [index, item] of oldestFirst.entries()) {
        const images: string[] = [];
        for (let n = 0; n <= item.extraImages; n += 1) {
          const jpeg = await demoImageJpeg(index * 7 + n, item.palette, item.motif);
          // A random key: a draft's pictures must not be found by guessing their names.
          images.push(await this.storage.put(`demo/${randomUUID()}.jpg`, jpeg, 'image/jpeg'));
        }
        const [row] = await runner.query(
          `INSERT INTO articles (title, summary, content, image_url, image_urls, category_id, published, author_id,
                                 created_at, updated_at, published_at)
           VALUES ($1, $2, $3, $4, $5::jsonb, (SELECT id FROM categories WHERE slug = $6), $7, $8,
                   now() - make_interval(hours => $9), now() - make_interval(hours => $9),
                   CASE WHEN $7 THEN now() - make_interval(hours => $9) END)
           RETURNING id`,
          [
            item.title,
            item.summary,
            item.content,
            images[0],
            JSON.stringify(images.slice(1)),
            item.category,
            item.published,
            DEMO_AUTHORS[item.author].id,
            item.hoursAgo,
          ],
        );
        await this.events.publishArticle('article.created', {
          id: Number(row.id),
          title: item.title,
          published: item.published,
        });
      }
      this.logger.log(`seeded ${oldestFirst.length} demo articles`);
      return oldestFirst.length;
    } finally {
      await runner.query(`SELECT pg_advisory_unlock(hashtext('content:seed-demo'))`).catch(() => undefined);
      await runner.release();
    }
  }
}
