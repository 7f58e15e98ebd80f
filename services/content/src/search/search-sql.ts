import {
  DROPPED,
  FOLD_FROM,
  FOLD_TO,
  MIN_STEM,
  STEM_ROUNDS,
  SUFFIX_PATTERN,
  VIRAMA,
  WORD_SEPARATOR,
} from './nepali-text';
import { INHERENT_VOWEL, MIN_TRIGRAM_KEY, ROMAN_FOLDS, TRANSLIT, TRANSLIT_MULTI } from './roman';

/**
 * The index side of the search rules: SQL functions built from the same tables and
 * patterns as nepali-text.ts and roman.ts, run by triggers on the articles. A
 * migration runs this; a change of the rules needs a new migration that runs it
 * again (CREATE OR REPLACE) and rewrites the columns (`UPDATE articles SET title = title`).
 *
 * Costly steps run on distinct words, not on whole texts: Postgres's translate() and
 * regular expressions are slow on long multibyte text, string_to_table() is not.
 */
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
/** JavaScript's `$1` is Postgres's `\1`. */
const sqlReplacement = (replacement: string) => replacement.replace(/\$(\d)/g, '\\$1');

/** SQL: true when a key belongs in the vocabulary (Latin letters and digits, long enough for trigrams). */
export const vocabularyKey = (key: string) =>
  `${key} ~ ${literal(`^[0-9a-z]*[a-z][0-9a-z]*$`)} AND length(${key}) >= ${MIN_TRIGRAM_KEY}`;

export function searchFunctionsSql(): string[] {
  const single = Object.entries(TRANSLIT);
  const kept = single.filter(([, to]) => to !== '');
  const dropped = single.filter(([, to]) => to === '');
  let latin = `regexp_replace(w, ${literal(INHERENT_VOWEL[0])}, ${literal(sqlReplacement(INHERENT_VOWEL[1]))}, 'g')`;
  for (const [from, to] of TRANSLIT_MULTI) latin = `replace(${latin}, ${literal(from)}, ${literal(to)})`;
  latin = `translate(${latin}, ${literal([...kept, ...dropped].map(([from]) => from).join(''))}, ${literal(kept.map(([, to]) => to).join(''))})`;
  let folded = latin;
  for (const [pattern, replacement] of ROMAN_FOLDS) {
    folded = `regexp_replace(${folded}, ${literal(pattern)}, ${literal(sqlReplacement(replacement))}, 'g')`;
  }
  let stemmed = 'w';
  for (let round = 0; round < STEM_ROUNDS; round++) stemmed = `search_strip_suffix(${stemmed})`;
  // One suffix off when at least MIN_STEM characters stay and the stem does not end on a virama.
  const stripPattern = `^(.{${MIN_STEM - 1},}[^${VIRAMA}])${SUFFIX_PATTERN}`;

  // Single expressions (RETURN …) are inlined by the planner: no call per word.
  const options = 'LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE';
  return [
    // One word: the folds of nepali-text.ts.
    `CREATE OR REPLACE FUNCTION search_fold(w text) RETURNS text ${options}
       RETURN translate(w, ${literal(FOLD_FROM + DROPPED)}, ${literal(FOLD_TO)})`,
    `CREATE OR REPLACE FUNCTION search_strip_suffix(w text) RETURNS text ${options}
       RETURN regexp_replace(w, ${literal(stripPattern)}, '\\1')`,
    `CREATE OR REPLACE FUNCTION search_stem(w text) RETURNS text ${options}
       RETURN ${stemmed}`,
    `CREATE OR REPLACE FUNCTION search_roman(w text) RETURNS text ${options}
       RETURN ${folded}`,
    // A text's distinct folded words: lower case and NFC per space-separated piece (NFC never joins across a space).
    `CREATE OR REPLACE FUNCTION search_words(t text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE
       BEGIN ATOMIC
         SELECT DISTINCT f
         FROM (SELECT DISTINCT lower(p) AS p FROM string_to_table(t, ' ') AS p) AS pieces,
              regexp_split_to_table(CASE WHEN p IS NFC NORMALIZED THEN p ELSE normalize(p, NFC) END,
                                    ${literal(WORD_SEPARATOR)}) AS w,
              search_fold(w) AS f
         WHERE f <> '';
       END`,
    // A text's distinct stems (searchTerms of nepali-text.ts).
    `CREATE OR REPLACE FUNCTION search_terms(t text) RETURNS text[] ${options}
       BEGIN ATOMIC
         SELECT ARRAY(SELECT DISTINCT search_stem(w) FROM search_words(t) AS w);
       END`,
    // A text's keys: its stems and their Roman keys (searchKeys of query.ts), what a query word is matched against.
    `CREATE OR REPLACE FUNCTION search_keys(t text) RETURNS text[] ${options}
       BEGIN ATOMIC
         SELECT ARRAY(SELECT DISTINCT k FROM search_words(t) AS w, search_stem(w) AS s,
                                             unnest(ARRAY[s, search_roman(s)]) AS k
                      WHERE k <> '');
       END`,
    // Every write of a title, summary or body recomputes the article's search columns.
    `CREATE OR REPLACE FUNCTION articles_search_columns() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         NEW.search_title := search_keys(NEW.title);
         NEW.search_summary := search_keys(coalesce(NEW.summary, ''));
         NEW.search_body := search_keys(NEW.content);
         RETURN NEW;
       END
     $$`,
    // The Roman keys long enough for trigram matching, for the fallback of a misspelt Roman word.
    `CREATE OR REPLACE FUNCTION articles_search_vocabulary() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         INSERT INTO search_vocabulary (key)
         SELECT DISTINCT k FROM unnest(NEW.search_title || NEW.search_summary || NEW.search_body) AS k
         WHERE ${vocabularyKey('k')}
         ON CONFLICT DO NOTHING;
         RETURN NULL;
       END
     $$`,
    // Bulk inserts from other sessions (a benchmark, a restore) may have another search_path.
    `ALTER FUNCTION articles_search_columns() SET search_path FROM CURRENT`,
    `ALTER FUNCTION articles_search_vocabulary() SET search_path FROM CURRENT`,
  ];
}
