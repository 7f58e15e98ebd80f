import { Injectable } from '@nestjs/common';
import type { DEMO_AUTHORS } from '@portal/shared';
import { DataSource, QueryRunner } from 'typeorm';
import { type DemoArticle, demoBody } from './demo-articles';

type DemoAuthor = (typeof DEMO_AUTHORS)[keyof typeof DEMO_AUTHORS];

/** The demo seed's SQL (src/seed/seed-demo.ts). */
@Injectable()
export class DemoSeedRepository {
  constructor(private readonly db: DataSource) {}

  /**
   * Runs `work` on one connection that holds the seed's advisory lock, so seeders
   * starting together (replicas, a Job retried) seed once.
   */
  async underSeedLock<T>(work: (runner: QueryRunner) => Promise<T>): Promise<T> {
    const runner = this.db.createQueryRunner();
    await runner.connect();
    try {
      await runner.query(`SELECT pg_advisory_lock(hashtext('content:seed-demo'))`);
      return await work(runner);
    } finally {
      await runner.query(`SELECT pg_advisory_unlock(hashtext('content:seed-demo'))`).catch(() => undefined);
      await runner.release();
    }
  }

  async countArticles(runner: QueryRunner): Promise<number> {
    const [{ count }] = await runner.query(`SELECT count(*)::int AS count FROM articles`);
    return count;
  }

  async insertAuthor(runner: QueryRunner, author: DemoAuthor): Promise<void> {
    await runner.query(
      `INSERT INTO authors (id, first_name, last_name, role) VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO NOTHING`,
      [author.id, author.firstName, author.lastName, author.role],
    );
  }

  /** Inserts a demo article dated `hoursAgo` in the past; returns its id. */
  async insertArticle(
    runner: QueryRunner,
    item: DemoArticle,
    authorId: string,
    imageUrl: string,
    imageUrls: string[],
  ): Promise<number> {
    const body = demoBody(item);
    const [row] = await runner.query(
      `INSERT INTO articles (title, summary, content, image_url, image_urls, category_id, published, author_id,
                             created_at, updated_at, published_at, body)
       VALUES ($1, $2, $3, $4, $5::jsonb, (SELECT id FROM categories WHERE slug = $6), $7, $8,
               now() - make_interval(hours => $9), now() - make_interval(hours => $9),
               CASE WHEN $7 THEN now() - make_interval(hours => $9) END, $10::jsonb)
       RETURNING id`,
      [
        item.title,
        item.summary,
        item.content,
        imageUrl,
        JSON.stringify(imageUrls),
        item.category,
        item.published,
        authorId,
        item.hoursAgo,
        // Plain-text articles keep no body (SQL NULL: the service reads their content as paragraphs).
        body ? JSON.stringify(body) : null,
      ],
    );
    // Its first revision, as every article has (status follows `published`: the articles trigger).
    await runner.query(
      `INSERT INTO article_revisions (article_id, title, summary, content, image_url, image_urls, category_id, author_id, created_at, body)
       SELECT id, title, summary, content, image_url, image_urls, category_id, author_id, created_at, body FROM articles WHERE id = $1`,
      [row.id],
    );
    return Number(row.id);
  }
}
