import { MigrationInterface, QueryRunner } from 'typeorm';
import { searchFunctionsSql } from '../search/search-sql';

/**
 * Search (issue 12): each article's title, summary and body as normalised, stemmed
 * terms and as Roman keys, written by a trigger on every insert and every change of
 * those fields, so every write path (the API, the demo seeder, a bulk insert) keeps
 * them in step; GIN indexes for the terms (array overlap) and the keys (pg_trgm word
 * similarity).
 */
export class AddSearch1763830000000 implements MigrationInterface {
  name = 'AddSearch1763830000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public`);
    await q.query(`
      ALTER TABLE articles
        ADD COLUMN search_title text[] NOT NULL DEFAULT '{}',
        ADD COLUMN search_summary text[] NOT NULL DEFAULT '{}',
        ADD COLUMN search_body text[] NOT NULL DEFAULT '{}',
        ADD COLUMN search_roman_title text NOT NULL DEFAULT '',
        ADD COLUMN search_roman_summary text NOT NULL DEFAULT '',
        ADD COLUMN search_roman_body text NOT NULL DEFAULT ''`);
    for (const statement of searchFunctionsSql()) await q.query(statement);
    await q.query(`
      CREATE TRIGGER articles_search_columns BEFORE INSERT OR UPDATE OF title, summary, content ON articles
      FOR EACH ROW EXECUTE FUNCTION articles_search_columns()`);
    await q.query(`UPDATE articles SET title = title`);
    for (const field of ['title', 'summary', 'body']) {
      await q.query(`CREATE INDEX articles_search_${field}_idx ON articles USING gin (search_${field})`);
      await q.query(
        `CREATE INDEX articles_search_roman_${field}_idx ON articles USING gin (search_roman_${field} gin_trgm_ops)`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER articles_search_columns ON articles`);
    await q.query(`
      ALTER TABLE articles
        DROP COLUMN search_title, DROP COLUMN search_summary, DROP COLUMN search_body,
        DROP COLUMN search_roman_title, DROP COLUMN search_roman_summary, DROP COLUMN search_roman_body`);
    for (const fn of [
      'articles_search_columns()',
      'search_roman_keys(text[])',
      'search_terms(text)',
      'search_roman(text)',
      'search_stem(text)',
      'search_strip_suffix(text)',
      'search_fold(text)',
    ]) {
      await q.query(`DROP FUNCTION ${fn}`);
    }
  }
}
