import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The editorial workflow (issue 21): `status` is the truth; `published` stays as a column the
 * database derives from it on every write (a trigger), so every reader's query, index and
 * partial index on `published` keeps working unchanged. A writer that gives only `published`
 * (the demo seed) gets the matching status. `version` counts saves (stale writes answer 409);
 * `publish_at` is a scheduled article's time; `review_note` the note of an editor who sent it back.
 */
export class ArticleStatus1764200000000 implements MigrationInterface {
  name = 'ArticleStatus1764200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE articles
        ADD COLUMN status text,
        ADD COLUMN publish_at timestamptz,
        ADD COLUMN review_note text,
        ADD COLUMN version int NOT NULL DEFAULT 1`);
    await q.query(`UPDATE articles SET status = CASE WHEN published THEN 'published' ELSE 'draft' END`);
    await q.query(`
      CREATE FUNCTION articles_derive_published() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.status IS NULL THEN
          NEW.status := CASE WHEN NEW.published THEN 'published' ELSE 'draft' END;
        END IF;
        NEW.published := NEW.status = 'published';
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER articles_derive_published BEFORE INSERT OR UPDATE ON articles
      FOR EACH ROW EXECUTE FUNCTION articles_derive_published()`);
    await q.query(`ALTER TABLE articles ALTER COLUMN status SET NOT NULL`);
    await q.query(`
      ALTER TABLE articles
        ADD CONSTRAINT articles_status_check CHECK (status IN ('draft', 'review', 'scheduled', 'published')),
        ADD CONSTRAINT articles_published_status_check CHECK (published = (status = 'published')),
        ADD CONSTRAINT articles_scheduled_check CHECK (status <> 'scheduled' OR publish_at IS NOT NULL)`);
    // The scheduler's claim: due scheduled articles, oldest time first.
    await q.query(`CREATE INDEX articles_scheduled_idx ON articles (publish_at) WHERE status = 'scheduled'`);
    // Contributors' own lists.
    await q.query(`CREATE INDEX articles_author_created_idx ON articles (author_id, created_at DESC, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX articles_author_created_idx`);
    await q.query(`DROP INDEX articles_scheduled_idx`);
    await q.query(`DROP TRIGGER articles_derive_published ON articles`);
    await q.query(`DROP FUNCTION articles_derive_published()`);
    await q.query(`
      ALTER TABLE articles DROP COLUMN status, DROP COLUMN publish_at, DROP COLUMN review_note, DROP COLUMN version`);
  }
}
