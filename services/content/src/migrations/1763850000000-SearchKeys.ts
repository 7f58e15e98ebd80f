import { MigrationInterface, QueryRunner } from 'typeorm';
import { searchFunctionsSql } from '../search/search-sql';

const FIELDS = ['title', 'summary', 'body'];

/**
 * Search at 100,000 articles (issue 12): a Roman query word matches exact keys, so each
 * field's Roman keys join its stems in the one GIN-indexed array (array overlap), in
 * place of per-row trigram similarity over a text of keys. Trigram similarity stays for
 * misspellings, over a vocabulary of the articles' Roman keys (kept by a trigger). An
 * index on the ranking time lets a common word's page be read newest first. The GIN
 * indexes lose their pending list, whose linear scan made a search cost tens of ms
 * after many writes.
 */
export class SearchKeys1763850000000 implements MigrationInterface {
  name = 'SearchKeys1763850000000';

  async up(q: QueryRunner): Promise<void> {
    for (const field of FIELDS) await q.query(`DROP INDEX articles_search_roman_${field}_idx`);
    await q.query(`
      ALTER TABLE articles
        DROP COLUMN search_roman_title, DROP COLUMN search_roman_summary, DROP COLUMN search_roman_body`);
    for (const statement of searchFunctionsSql()) await q.query(statement);
    // Made by the previous migration's own run (a fresh database runs this file's functions there already).
    await q.query(`DROP FUNCTION IF EXISTS search_roman_keys(text[])`);
    await q.query(`CREATE TABLE search_vocabulary (key text PRIMARY KEY)`);
    await q.query(`CREATE INDEX search_vocabulary_trgm_idx ON search_vocabulary USING gin (key gin_trgm_ops)`);
    await q.query(`
      CREATE TRIGGER articles_search_vocabulary AFTER INSERT OR UPDATE OF title, summary, content ON articles
      FOR EACH ROW EXECUTE FUNCTION articles_search_vocabulary()`);
    await q.query(
      `CREATE INDEX articles_search_rank_idx ON articles ((COALESCE(published_at, created_at)) DESC, id DESC)`,
    );
    // No pending list: with fastupdate a search reads the unmerged entries (up to 4 MB) linearly.
    for (const index of [...FIELDS.map((f) => `articles_search_${f}_idx`), 'search_vocabulary_trgm_idx']) {
      await q.query(`ALTER INDEX ${index} SET (fastupdate = off)`);
      await q.query(`SELECT gin_clean_pending_list('${index}'::regclass)`);
    }
    await q.query(`UPDATE articles SET title = title`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX articles_search_rank_idx`);
    for (const f of FIELDS) await q.query(`ALTER INDEX articles_search_${f}_idx RESET (fastupdate)`);
    await q.query(`DROP TRIGGER articles_search_vocabulary ON articles`);
    await q.query(`DROP FUNCTION articles_search_vocabulary()`);
    await q.query(`DROP TABLE search_vocabulary`);
    await q.query(`
      ALTER TABLE articles
        ADD COLUMN search_roman_title text NOT NULL DEFAULT '',
        ADD COLUMN search_roman_summary text NOT NULL DEFAULT '',
        ADD COLUMN search_roman_body text NOT NULL DEFAULT ''`);
    // The previous migration's functions and trigger: stems and a text of Roman keys per field.
    await q.query(`
      CREATE FUNCTION search_roman_keys(terms text[]) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
      BEGIN ATOMIC
        SELECT array_to_string(ARRAY(SELECT DISTINCT k FROM unnest(terms) AS s, search_roman(s) AS k WHERE k <> ''), ' ');
      END`);
    await q.query(`
      CREATE OR REPLACE FUNCTION articles_search_columns() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          NEW.search_title := search_terms(NEW.title);
          NEW.search_summary := search_terms(coalesce(NEW.summary, ''));
          NEW.search_body := search_terms(NEW.content);
          NEW.search_roman_title := search_roman_keys(NEW.search_title);
          NEW.search_roman_summary := search_roman_keys(NEW.search_summary);
          NEW.search_roman_body := search_roman_keys(NEW.search_body);
          RETURN NEW;
        END
      $$`);
    await q.query(`DROP FUNCTION search_keys(text)`);
    await q.query(`UPDATE articles SET title = title`);
    for (const field of FIELDS) {
      await q.query(
        `CREATE INDEX articles_search_roman_${field}_idx ON articles USING gin (search_roman_${field} gin_trgm_ops)`,
      );
    }
  }
}
