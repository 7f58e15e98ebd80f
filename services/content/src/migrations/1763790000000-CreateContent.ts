import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateContent1763790000000 implements MigrationInterface {
  name = 'CreateContent1763790000000';

  async up(q: QueryRunner): Promise<void> {
    // Trigram indexes make the editors' substring search fast on large tables.
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public`);
    await q.query(`CREATE TABLE categories (id int PRIMARY KEY, name text NOT NULL, slug text NOT NULL UNIQUE)`);
    await q.query(
      `INSERT INTO categories (id, name, slug) VALUES (1, 'Latest News', 'latest-news'), (2, 'Breaking News', 'breaking-news')`,
    );
    await q.query(`
      CREATE TABLE authors (
        id uuid PRIMARY KEY,
        first_name text NOT NULL,
        last_name text NOT NULL,
        profile_image_url text,
        role text NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE articles (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 255),
        summary text,
        content text NOT NULL,
        image_url text,
        image_urls jsonb NOT NULL DEFAULT '[]',
        category_id int NOT NULL REFERENCES categories(id),
        published boolean NOT NULL DEFAULT false,
        author_id uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Readers' lists: newest published first, per category and overall.
    await q.query(
      `CREATE INDEX articles_published_category_idx ON articles (category_id, created_at DESC, id DESC) WHERE published`,
    );
    await q.query(`CREATE INDEX articles_published_idx ON articles (created_at DESC, id DESC) WHERE published`);
    // Editors' lists: every article, by category and status.
    await q.query(`CREATE INDEX articles_created_idx ON articles (created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX articles_category_created_idx ON articles (category_id, created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX articles_title_trgm_idx ON articles USING gin (title gin_trgm_ops)`);
    // Counts that other services own (total comments), kept from their events.
    await q.query(`CREATE TABLE counters (name text PRIMARY KEY, value bigint NOT NULL DEFAULT 0)`);
    await q.query(`INSERT INTO counters (name, value) VALUES ('comments', 0)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE counters`);
    await q.query(`DROP TABLE articles`);
    await q.query(`DROP TABLE authors`);
    await q.query(`DROP TABLE categories`);
  }
}
