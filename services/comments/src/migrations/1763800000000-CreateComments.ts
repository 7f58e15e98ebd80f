import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateComments1763800000000 implements MigrationInterface {
  name = 'CreateComments1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public`);
    // Read copies of data the auth and content services own, kept from their events.
    await q.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY,
        email text NOT NULL,
        first_name text NOT NULL,
        last_name text NOT NULL,
        profile_image_url text,
        role text NOT NULL DEFAULT 'client',
        hidden boolean NOT NULL DEFAULT false
      )`);
    await q.query(`CREATE TABLE articles (id bigint PRIMARY KEY, title text NOT NULL, published boolean NOT NULL)`);
    await q.query(`
      CREATE TABLE comments (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        article_id bigint NOT NULL,
        user_id uuid NOT NULL,
        parent_id bigint REFERENCES comments(id) ON DELETE CASCADE,
        content text NOT NULL CHECK (char_length(content) <= 500),
        hidden boolean NOT NULL DEFAULT false,
        likes_count int NOT NULL DEFAULT 0,
        reports_count int NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        edited_at timestamptz,
        deleted_at timestamptz
      )`);
    // Top-level comments of an article by each order of the article page.
    await q.query(
      `CREATE INDEX comments_top_newest_idx ON comments (article_id, created_at DESC, id DESC) WHERE parent_id IS NULL`,
    );
    await q.query(
      `CREATE INDEX comments_top_liked_idx ON comments (article_id, likes_count DESC, id DESC) WHERE parent_id IS NULL`,
    );
    await q.query(`CREATE INDEX comments_parent_idx ON comments (parent_id) WHERE parent_id IS NOT NULL`);
    await q.query(`CREATE INDEX comments_user_idx ON comments (user_id)`);
    await q.query(`CREATE INDEX comments_created_idx ON comments (created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX comments_reported_idx ON comments (created_at DESC, id DESC) WHERE reports_count > 0`);
    await q.query(`CREATE INDEX comments_content_trgm_idx ON comments USING gin (content gin_trgm_ops)`);
    await q.query(`
      CREATE TABLE comment_likes (
        comment_id bigint NOT NULL REFERENCES comments(id) ON DELETE CASCADE,
        user_id uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (comment_id, user_id)
      )`);
    await q.query(`
      CREATE TABLE comment_reports (
        comment_id bigint NOT NULL REFERENCES comments(id) ON DELETE CASCADE,
        user_id uuid NOT NULL,
        reason text,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (comment_id, user_id)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE comment_reports`);
    await q.query(`DROP TABLE comment_likes`);
    await q.query(`DROP TABLE comments`);
    await q.query(`DROP TABLE articles`);
    await q.query(`DROP TABLE users`);
  }
}
