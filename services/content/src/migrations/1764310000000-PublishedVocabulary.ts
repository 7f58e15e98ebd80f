import { MigrationInterface, QueryRunner } from 'typeorm';
import { vocabularyKey } from '../search/search-sql';

/**
 * Readers' "did you mean" vocabulary holds only words of published articles (issue 23): a
 * draft's words used to enter it at every save, a weak oracle of unpublished text. The
 * trigger now fires for published rows only (also when an article is published), and the
 * vocabulary is rebuilt from the published articles once.
 */
export class PublishedVocabulary1764310000000 implements MigrationInterface {
  name = 'PublishedVocabulary1764310000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER articles_search_vocabulary ON articles`);
    await q.query(`
      CREATE TRIGGER articles_search_vocabulary AFTER INSERT OR UPDATE OF title, summary, content, published ON articles
      FOR EACH ROW WHEN (NEW.published) EXECUTE FUNCTION articles_search_vocabulary()`);
    await q.query(`DELETE FROM search_vocabulary`);
    await q.query(`
      INSERT INTO search_vocabulary (key)
      SELECT DISTINCT k FROM articles, unnest(search_title || search_summary || search_body) AS k
      WHERE published AND ${vocabularyKey('k')}
      ON CONFLICT DO NOTHING`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER articles_search_vocabulary ON articles`);
    await q.query(`
      CREATE TRIGGER articles_search_vocabulary AFTER INSERT OR UPDATE OF title, summary, content ON articles
      FOR EACH ROW EXECUTE FUNCTION articles_search_vocabulary()`);
  }
}
