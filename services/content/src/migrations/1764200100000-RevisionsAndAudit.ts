import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every save of an article keeps a revision (gone with the article); the audit log keeps who
 * did what to which article, comment, user or role (kept when the article is deleted: no
 * foreign key, and the target's title as it was). `event_id` makes a replayed event of another
 * service (auth, comments) a no-op.
 */
export class RevisionsAndAudit1764200100000 implements MigrationInterface {
  name = 'RevisionsAndAudit1764200100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE article_revisions (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        article_id bigint NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
        title text NOT NULL,
        summary text,
        content text NOT NULL,
        image_url text,
        image_urls jsonb NOT NULL DEFAULT '[]',
        category_id int NOT NULL,
        author_id uuid,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX article_revisions_article_idx ON article_revisions (article_id, id DESC)`);
    await q.query(`
      CREATE TABLE audit_log (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        event_id text UNIQUE,
        at timestamptz NOT NULL DEFAULT now(),
        actor_id uuid,
        action text NOT NULL,
        target_type text NOT NULL CHECK (target_type IN ('article', 'comment', 'user')),
        target_id text NOT NULL,
        target_title text,
        details jsonb NOT NULL DEFAULT '{}'
      )`);
    await q.query(`CREATE INDEX audit_log_at_idx ON audit_log (at DESC, id DESC)`);
    // Revision 1 of every article that exists already: its text as it is now.
    await q.query(`
      INSERT INTO article_revisions (article_id, title, summary, content, image_url, image_urls, category_id, author_id, created_at)
      SELECT id, title, summary, content, image_url, image_urls, category_id, author_id, updated_at FROM articles ORDER BY id`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE audit_log`);
    await q.query(`DROP TABLE article_revisions`);
  }
}
