import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Since `status` became the truth (ArticleStatus), writers set `status` and a BEFORE trigger
 * derives `published`; an `UPDATE OF ... published` trigger does not fire for a column only a
 * trigger changed, so publishing no longer fed the readers' vocabulary. It now fires on
 * `status` too.
 */
export class VocabularyOnStatus1764320000000 implements MigrationInterface {
  name = 'VocabularyOnStatus1764320000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER articles_search_vocabulary ON articles`);
    await q.query(`
      CREATE TRIGGER articles_search_vocabulary AFTER INSERT OR UPDATE OF title, summary, content, published, status
      ON articles FOR EACH ROW WHEN (NEW.published) EXECUTE FUNCTION articles_search_vocabulary()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER articles_search_vocabulary ON articles`);
    await q.query(`
      CREATE TRIGGER articles_search_vocabulary AFTER INSERT OR UPDATE OF title, summary, content, published ON articles
      FOR EACH ROW WHEN (NEW.published) EXECUTE FUNCTION articles_search_vocabulary()`);
  }
}
