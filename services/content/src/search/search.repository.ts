import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type ArticleRow, type ArticleStatus, STORY_COLUMNS } from '../repositories/articles.repository';
import type { QueryWord } from './query';

/** Where a page starts: after this (matched words, weight, time, id), in the ranking's order. */
export interface SearchPosition {
  matched: number;
  weight: number;
  time: string;
  id: string;
}

export interface SearchFilter {
  words: QueryWord[];
  /** Fewest query words an article must match. */
  required: number;
  includeDrafts: boolean;
  status?: ArticleStatus;
  categorySlug?: string;
}

export interface SearchCriteria extends SearchFilter {
  after?: SearchPosition;
  limit: number;
}

export interface SearchRow extends ArticleRow {
  matched: number;
  weight: number;
  /** The ranking's time (publication, or creation for a draft) at full precision, for the cursor. */
  ranked_time: string;
}

/** A field's weight in the ranking: a word in the title counts most, then the summary, then the body. */
export const FIELD_WEIGHTS = { title: 4, summary: 2, body: 1 } as const;
type Field = keyof typeof FIELD_WEIGHTS;
const FIELDS = Object.keys(FIELD_WEIGHTS) as Field[];

/**
 * A group of articles equal in the ranking but for recency: the same number of matched
 * words and the same weight. `fields` lists the ways to get there: for each query word,
 * the best field it is in (null: in none).
 */
export interface SearchTier {
  matched: number;
  weight: number;
  fields: (Field | null)[][];
}

/**
 * Queries of up to this many words are read tier by tier (4^words ways to place the
 * words); longer ones, rarer and matching fewer articles, rank all their matches at once.
 */
export const TIERED_MAX_WORDS = 3;

/** The tiers of a query of `words` words whose results match at least `required`, best first. */
export function searchTiers(words: number, required: number): SearchTier[] {
  let placements: (Field | null)[][] = [[]];
  for (let i = 0; i < words; i++) placements = placements.flatMap((p) => [...FIELDS, null].map((f) => [...p, f]));
  const tiers = new Map<string, SearchTier>();
  for (const fields of placements) {
    const matched = fields.filter((f) => f !== null).length;
    if (matched < required) continue;
    const weight = fields.reduce((sum, f) => sum + (f ? FIELD_WEIGHTS[f] : 0), 0);
    const tier = tiers.get(`${matched}.${weight}`) ?? { matched, weight, fields: [] };
    tier.fields.push(fields);
    tiers.set(`${matched}.${weight}`, tier);
  }
  return [...tiers.values()].sort((a, b) => b.matched - a.matched || b.weight - a.weight);
}

/** A tier's page is first looked for among this many newest articles. */
const TIER_WINDOW = 500;

/** The ranking's time: publication (readers' lists' order), or creation for a never-published draft. */
const RANKED_AT = 'COALESCE(a.published_at, a.created_at)';

const ARTICLE_COLUMNS = `a.id, a.title, a.summary, a.content, a.image_url, a.image_urls, a.category_id, a.published,
  a.status, a.publish_at, a.review_note, a.version, a.author_id,
  a.created_at, a.updated_at, a.published_at,
  a.created_at::text AS created_text, a.published_at::text AS published_text,
  c.name AS category_name, c.slug AS category_slug,
  au.first_name, au.last_name, au.profile_image_url, au.role, ${STORY_COLUMNS}`;

/** Parameters of one statement, numbered as they are added. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown, cast = ''): string {
    this.values.push(value);
    return `$${this.values.length}${cast}`;
  }
}

/**
 * All SQL of search: parameterised queries over the articles' search columns (each
 * field's stems and Roman keys, GIN-indexed: a query word matches by array overlap).
 */
@Injectable()
export class SearchRepository {
  constructor(private readonly db: DataSource) {}

  /**
   * The Roman keys the articles have that are most like `key` by pg_trgm word
   * similarity (`<%`, threshold 0.6), most alike first; `key` itself when an article has it.
   */
  async similarKeys(keys: string[]): Promise<Map<string, string[]>> {
    const rows = await this.db.query<{ query: string; key: string }[]>(
      `SELECT q.query, v.key
       FROM unnest($1::text[]) AS q(query),
            LATERAL (SELECT key FROM search_vocabulary WHERE q.query <% key
                     ORDER BY word_similarity(q.query, key) DESC, key LIMIT 20) AS v`,
      [keys],
    );
    const similar = new Map<string, string[]>(keys.map((key) => [key, []]));
    for (const row of rows) similar.get(row.query)?.push(row.key);
    return similar;
  }

  /** Which of `keys` some article has (as a Roman key long enough for the vocabulary). */
  async knownKeys(keys: string[]): Promise<Set<string>> {
    const rows = await this.db.query<{ key: string }[]>(
      `SELECT key FROM search_vocabulary WHERE key = ANY($1::text[])`,
      [keys],
    );
    return new Set(rows.map((row) => row.key));
  }

  /** How many articles match at least `required` of the words. */
  async count(filter: SearchFilter): Promise<number> {
    const params = new Params();
    const where = this.filters(filter, params);
    const matches = filter.words.map((word) => anyField(params.add(word.keys, '::text[]')));
    let enough: string;
    if (filter.required >= matches.length) enough = matches.join(' AND ');
    else if (filter.required <= 1) enough = matches.join(' OR ');
    else enough = `(${matches.map((m) => `(${m})::int`).join(' + ')}) >= ${params.add(filter.required, '::int')}`;
    const [row] = await this.db.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM articles a WHERE ${where} AND (${enough})`,
      params.values,
    );
    return row.total;
  }

  /**
   * One page, best first: more matched words, then a higher weight, then newer. Short
   * queries read tier after tier, each newest first through the ranking-time index,
   * until the page is full: a common word costs a page's worth of rows, not all its matches.
   */
  async page(criteria: SearchCriteria): Promise<SearchRow[]> {
    if (criteria.words.length > TIERED_MAX_WORDS) return this.rankAll(criteria);
    const rows: SearchRow[] = [];
    const after = criteria.after;
    for (const tier of searchTiers(criteria.words.length, criteria.required)) {
      if (after && (tier.matched > after.matched || (tier.matched === after.matched && tier.weight > after.weight)))
        continue;
      const within = after && tier.matched === after.matched && tier.weight === after.weight ? after : undefined;
      rows.push(...(await this.tierPage(criteria, tier, within, criteria.limit - rows.length)));
      if (rows.length >= criteria.limit) break;
    }
    return rows;
  }

  /**
   * A tier's next rows, newest first. First the newest TIER_WINDOW articles (through the
   * ranking-time index) are checked: a common word's page is there. When that window
   * does not fill the page, the tier is read whole through the GIN indexes and sorted: it
   * has few matches. Leaving the choice to the planner is not enough: a word it has no
   * statistics for (a name, a number) is guessed at ~1% of the rows, and a walk of the
   * ranking-time index for a word in no article reads every article.
   */
  private async tierPage(
    criteria: SearchCriteria,
    tier: SearchTier,
    after: SearchPosition | undefined,
    limit: number,
  ): Promise<SearchRow[]> {
    const params = new Params();
    const filters = [this.filters(criteria, params)];
    if (after)
      filters.push(
        `(${RANKED_AT}, a.id) < (${params.add(after.time, '::timestamptz')}, ${params.add(after.id, '::bigint')})`,
      );
    const keys = criteria.words.map((word) => params.add(word.keys, '::text[]'));
    const inTier = `(${tier.fields.map((fields) => `(${fields.map((f, i) => bestField(f, keys[i])).join(' AND ')})`).join(' OR ')})`;
    const limitParam = params.add(limit, '::int');

    // One statement: the whole-tier read runs only when the window fell short (a one-time filter).
    return this.db.query<SearchRow[]>(
      `WITH recent AS MATERIALIZED (
         SELECT id, ranked_at FROM (
           SELECT a.id, ${RANKED_AT} AS ranked_at, ${inTier} AS hit FROM articles a
           WHERE ${filters.join(' AND ')}
           ORDER BY ${RANKED_AT} DESC, a.id DESC LIMIT ${TIER_WINDOW}) w
         WHERE hit ORDER BY ranked_at DESC, id DESC LIMIT ${limitParam}
       ), whole AS MATERIALIZED (
         SELECT a.id, ${RANKED_AT} AS ranked_at FROM articles a
         WHERE (SELECT count(*) FROM recent) < ${limitParam} AND ${filters.join(' AND ')} AND ${inTier}
       )
       SELECT ${tier.matched} AS matched, ${tier.weight} AS weight, p.ranked_at::text AS ranked_time, ${ARTICLE_COLUMNS}
       FROM (SELECT * FROM recent WHERE (SELECT count(*) FROM recent) >= ${limitParam}
             UNION ALL (SELECT * FROM whole ORDER BY ranked_at DESC, id DESC LIMIT ${limitParam})) p
       JOIN articles a ON a.id = p.id
       JOIN categories c ON c.id = a.category_id
       LEFT JOIN authors au ON au.id = a.author_id
       ORDER BY p.ranked_at DESC, p.id DESC`,
      params.values,
    );
  }

  /** Long queries: every match's words and weight, then the page. */
  private async rankAll(criteria: SearchCriteria): Promise<SearchRow[]> {
    const params = new Params();
    const where = [this.filters(criteria, params)];
    const keys = criteria.words.map((word) => params.add(word.keys, '::text[]'));
    const weights = keys.map(
      (k) => `CASE ${FIELDS.map((f) => `WHEN a.search_${f} && ${k} THEN ${FIELD_WEIGHTS[f]}`).join(' ')} ELSE 0 END`,
    );
    where.push(`(${keys.map(anyField).join(' OR ')})`);
    const required = params.add(criteria.required, '::int');
    let after = '';
    if (criteria.after) {
      const { matched, weight, time, id } = criteria.after;
      after = `AND (k.matched, k.weight, k.ranked_at, k.id) < (${params.add(matched, '::int')}, ${params.add(weight, '::int')}, ${params.add(time, '::timestamptz')}, ${params.add(id, '::bigint')})`;
    }
    return this.db.query<SearchRow[]>(
      `WITH hits AS (
         SELECT a.id, ${RANKED_AT} AS ranked_at, ARRAY[${weights.join(', ')}] AS weights
         FROM articles a WHERE ${where.join(' AND ')}
       ), page AS (
         SELECT id, ranked_at,
                (SELECT count(*) FROM unnest(weights) AS w WHERE w > 0)::int AS matched,
                (SELECT sum(w) FROM unnest(weights) AS w)::int AS weight
         FROM hits
       )
       SELECT k.matched, k.weight, k.ranked_at::text AS ranked_time, ${ARTICLE_COLUMNS}
       FROM page k
       JOIN articles a ON a.id = k.id
       JOIN categories c ON c.id = a.category_id
       LEFT JOIN authors au ON au.id = a.author_id
       WHERE k.matched >= ${required} ${after}
       ORDER BY k.matched DESC, k.weight DESC, k.ranked_at DESC, k.id DESC
       LIMIT ${params.add(criteria.limit, '::int')}`,
      params.values,
    );
  }

  /** Who may see what: published only for readers; editors' status and category. */
  private filters(filter: SearchFilter, params: Params): string {
    const filters = ['true'];
    if (!filter.includeDrafts || filter.status === 'published') filters.push('a.published');
    else if (filter.status) filters.push(`a.status = ${params.add(filter.status)}`);
    if (filter.categorySlug)
      filters.push(`a.category_id = (SELECT id FROM categories WHERE slug = ${params.add(filter.categorySlug)})`);
    return filters.join(' AND ');
  }
}

/** SQL: the word (its keys parameter) is in some field. */
const anyField = (keys: string) => `(${FIELDS.map((f) => `a.search_${f} && ${keys}`).join(' OR ')})`;

/** SQL: the word's best field is `field` (null: it is in none). */
function bestField(field: Field | null, keys: string): string {
  const better = field ? FIELDS.slice(0, FIELDS.indexOf(field)) : FIELDS;
  const conditions = better.map((f) => `NOT (a.search_${f} && ${keys})`);
  if (field) conditions.push(`a.search_${field} && ${keys}`);
  return conditions.join(' AND ');
}
