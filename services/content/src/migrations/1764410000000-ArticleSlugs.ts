import { MigrationInterface, QueryRunner } from 'typeorm';
import { slugify } from '../stories/slug';

/**
 * Articles written before readable URLs (issue 22) get their slug from the title, so their
 * canonical address is `/article/{id}/{slug}` like every other article's, not only after an
 * editor's next save. `/article/{id}` keeps answering (it points to the canonical address).
 * In batches by id, so a large archive is not held in memory.
 */
export class ArticleSlugs1764410000000 implements MigrationInterface {
  name = 'ArticleSlugs1764410000000';

  async up(q: QueryRunner): Promise<void> {
    const batch = 500;
    let after = '0';
    for (;;) {
      const rows: { id: string; title: string }[] = await q.query(
        `SELECT id::text, title FROM articles WHERE slug = '' AND id > $1 ORDER BY id LIMIT $2`,
        [after, batch],
      );
      if (!rows.length) return;
      await q.query(
        `UPDATE articles a SET slug = s.slug
           FROM unnest($1::bigint[], $2::text[]) AS s(id, slug) WHERE a.id = s.id`,
        [rows.map((row) => row.id), rows.map((row) => slugify(row.title))],
      );
      after = rows[rows.length - 1].id;
    }
  }

  async down(): Promise<void> {
    // Slugs made from titles are valid either way; nothing to undo.
  }
}
