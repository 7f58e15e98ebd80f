import { MigrationInterface, QueryRunner } from 'typeorm';

/** Readers order and date articles by when they were published, not when the draft began. */
export class AddPublishedAt1763810000000 implements MigrationInterface {
  name = 'AddPublishedAt1763810000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE articles ADD COLUMN published_at timestamptz`);
    await q.query(`UPDATE articles SET published_at = created_at WHERE published`);
    await q.query(`DROP INDEX articles_published_category_idx`);
    await q.query(`DROP INDEX articles_published_idx`);
    await q.query(
      `CREATE INDEX articles_published_category_idx ON articles (category_id, published_at DESC, id DESC) WHERE published`,
    );
    await q.query(`CREATE INDEX articles_published_idx ON articles (published_at DESC, id DESC) WHERE published`);
    await q.query(
      `ALTER TABLE articles ADD CONSTRAINT articles_published_at_check CHECK (NOT published OR published_at IS NOT NULL)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE articles DROP CONSTRAINT articles_published_at_check`);
    await q.query(`DROP INDEX articles_published_category_idx`);
    await q.query(`DROP INDEX articles_published_idx`);
    await q.query(
      `CREATE INDEX articles_published_category_idx ON articles (category_id, created_at DESC, id DESC) WHERE published`,
    );
    await q.query(`CREATE INDEX articles_published_idx ON articles (created_at DESC, id DESC) WHERE published`);
    await q.query(`ALTER TABLE articles DROP COLUMN published_at`);
  }
}
