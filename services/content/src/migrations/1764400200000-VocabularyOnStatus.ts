import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Publishing sets `status` (issue 21); `published` follows in a BEFORE trigger, so it is not a
 * column the UPDATE names and the readers' vocabulary trigger (UPDATE OF … published) no longer
 * fired on publication. It now also fires on `status`.
 */
export class VocabularyOnStatus1764400200000 implements MigrationInterface {
  name = 'VocabularyOnStatus1764400200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER articles_search_vocabulary ON articles`);
    await q.query(`
      CREATE TRIGGER articles_search_vocabulary AFTER INSERT OR UPDATE OF title, summary, content, published, status ON articles
      FOR EACH ROW WHEN (NEW.published) EXECUTE FUNCTION articles_search_vocabulary()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER articles_search_vocabulary ON articles`);
    await q.query(`
      CREATE TRIGGER articles_search_vocabulary AFTER INSERT OR UPDATE OF title, summary, content, published ON articles
      FOR EACH ROW WHEN (NEW.published) EXECUTE FUNCTION articles_search_vocabulary()`);
  }
}
