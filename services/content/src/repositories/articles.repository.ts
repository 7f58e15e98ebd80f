import { Injectable } from '@nestjs/common';
import { returnedRows, type Role, Sql } from '@portal/shared';
import { DataSource } from 'typeorm';
import type { ArticleBody } from '../stories/article-body';

export const ARTICLE_STATUSES = ['draft', 'review', 'scheduled', 'published'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

export interface Category {
  id: number;
  name: string;
  slug: string;
  /** The section's name in the Nepali interface (null: `name` serves both). */
  nameNe: string | null;
}

export interface Tag {
  id: number;
  name: string;
  slug: string;
}

/** The words of a picture: shown under it, and its `alt`. */
export interface PictureInfo {
  caption: string | null;
  credit: string | null;
  alt: string | null;
}

/** An article with its category and its author (from the authors read copy). */
export interface ArticleRecord {
  id: number;
  title: string;
  summary: string | null;
  content: string;
  imageUrl: string | null;
  imageUrls: string[];
  imageInfo: PictureInfo | null;
  imageUrlsInfo: (PictureInfo | null)[];
  /** The readable part of its address ('' until the first save after issue 22). */
  slug: string;
  /** null: saved as plain text only (the body is `content`'s lines). */
  body: ArticleBody | null;
  tags: Tag[];
  category: Category;
  status: ArticleStatus;
  published: boolean;
  /** When a scheduled article goes out. */
  publishAt: Date | null;
  /** An editor's note on sending it back to draft. */
  reviewNote: string | null;
  /** Counts saves: a write naming an older one is refused. */
  version: number;
  authorId: string;
  createdAt: Date;
  publishedAt: Date | null;
  updatedAt: Date;
  /** Full-precision times for cursors (a JS Date drops the microseconds). */
  createdText: string;
  publishedText: string | null;
  /** null until the author's first event arrives. */
  author: {
    firstName: string | null;
    lastName: string | null;
    profileImageUrl: string | null;
    role: Role | null;
    bio: string | null;
  };
}

/** Which articles a list holds. */
export interface ArticleFilter {
  /** A category slug (none: every category). */
  categorySlug?: string;
  status: 'all' | ArticleStatus;
  /** Only this author's articles. */
  authorId?: string;
  /** A LIKE pattern on the title (see containsPattern). */
  titlePattern?: string;
  /** Only articles with this tag. */
  tagSlug?: string;
}

export interface ArticleFields {
  title: string;
  summary: string | null;
  content: string;
  imageUrl: string | null;
  imageUrls: string[];
  imageInfo: PictureInfo | null;
  imageUrlsInfo: (PictureInfo | null)[];
  slug: string;
  body: ArticleBody | null;
  categoryId: number;
  status: ArticleStatus;
  publishAt: Date | null;
  authorId: string;
}

/** What an update changes: only the fields given (null clears the note and the time). */
export type ArticleChanges = Partial<Omit<ArticleFields, 'authorId'>> & { reviewNote?: string | null };

export interface ArticleRow {
  created_text: string;
  published_text: string | null;
  published_at: Date | null;
  id: string;
  title: string;
  summary: string | null;
  content: string;
  image_url: string | null;
  image_urls: string[];
  image_info: PictureInfo | null;
  image_urls_info: (PictureInfo | null)[] | null;
  slug: string;
  body: ArticleBody | null;
  tags: Tag[] | null;
  category_id: number;
  category_name: string;
  category_slug: string;
  category_name_ne: string | null;
  status: ArticleStatus;
  published: boolean;
  publish_at: Date | null;
  review_note: string | null;
  version: number;
  author_id: string;
  created_at: Date;
  updated_at: Date;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
  role: Role | null;
  bio: string | null;
}

/** Issue 22's columns of an article row (also selected by search): slug, body, pictures' words, tags, section's Nepali name, bio. */
export const STORY_COLUMNS = `a.slug, a.body, a.image_info, a.image_urls_info, c.name_ne AS category_name_ne, au.bio,
  (SELECT jsonb_agg(jsonb_build_object('id', t.id, 'name', t.name, 'slug', t.slug) ORDER BY at.position)
   FROM article_tags at JOIN tags t ON t.id = at.tag_id WHERE at.article_id = a.id) AS tags`;

const SELECT = `
  SELECT a.id, a.title, a.summary, a.content, a.image_url, a.image_urls, a.category_id, a.published,
         a.status, a.publish_at, a.review_note, a.version, a.author_id,
         a.created_at, a.updated_at, a.published_at,
         a.created_at::text AS created_text, a.published_at::text AS published_text, c.name AS category_name, c.slug AS category_slug,
         au.first_name, au.last_name, au.profile_image_url, au.role, ${STORY_COLUMNS}
  FROM articles a
  JOIN categories c ON c.id = a.category_id
  LEFT JOIN authors au ON au.id = a.author_id`;

/** A JSON column's parameter (null stays SQL NULL). */
const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

export function toRecord(row: ArticleRow): ArticleRecord {
  return {
    id: Number(row.id),
    title: row.title,
    summary: row.summary,
    content: row.content,
    imageUrl: row.image_url,
    imageUrls: row.image_urls ?? [],
    imageInfo: row.image_info,
    imageUrlsInfo: row.image_urls_info ?? [],
    slug: row.slug,
    body: row.body,
    tags: (row.tags ?? []).map((tag) => ({ ...tag, id: Number(tag.id) })),
    category: { id: row.category_id, name: row.category_name, slug: row.category_slug, nameNe: row.category_name_ne },
    status: row.status,
    published: row.published,
    publishAt: row.publish_at,
    reviewNote: row.review_note,
    version: row.version,
    authorId: row.author_id,
    createdAt: row.created_at,
    publishedAt: row.published_at,
    updatedAt: row.updated_at,
    createdText: row.created_text,
    publishedText: row.published_text,
    author: {
      firstName: row.first_name,
      lastName: row.last_name,
      profileImageUrl: row.profile_image_url,
      role: row.role,
      bio: row.bio,
    },
  };
}

/** The WHERE clause of a filter, its parameters numbered from $1. */
function where(filter: ArticleFilter): { conditions: string[]; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (filter.categorySlug) {
    params.push(filter.categorySlug);
    conditions.push(`a.category_id = (SELECT id FROM categories WHERE slug = $${params.length})`);
  }
  // Readers' lists keep their partial indexes on `published` (derived from status).
  if (filter.status === 'published') conditions.push('a.published');
  else if (filter.status !== 'all') {
    params.push(filter.status);
    conditions.push(`a.status = $${params.length}`);
  }
  if (filter.authorId) {
    params.push(filter.authorId);
    conditions.push(`a.author_id = $${params.length}`);
  }
  if (filter.titlePattern) {
    params.push(filter.titlePattern);
    conditions.push(`a.title ILIKE $${params.length}`);
  }
  if (filter.tagSlug) {
    params.push(filter.tagSlug);
    conditions.push(
      `a.id IN (SELECT at.article_id FROM article_tags at JOIN tags t ON t.id = at.tag_id WHERE t.slug = $${params.length})`,
    );
  }
  return { conditions, params };
}

const whereClause = (conditions: string[]) => (conditions.length ? `WHERE ${conditions.join(' AND ')}` : '');

/** The articles and categories tables. */
@Injectable()
export class ArticlesRepository {
  constructor(private readonly db: DataSource) {}

  /**
   * One page, newest first (one row more than `limit` when more follow): published lists
   * by publication time, others by creation time; `after` is the (time, id) of the row before.
   */
  async page(filter: ArticleFilter, limit: number, after?: [string, string]): Promise<ArticleRecord[]> {
    const { conditions, params } = where(filter);
    const timeColumn = filter.status === 'published' ? 'a.published_at' : 'a.created_at';
    if (after) {
      params.push(...after);
      conditions.push(`(${timeColumn}, a.id) < ($${params.length - 1}::timestamptz, $${params.length}::bigint)`);
    }
    params.push(limit + 1);
    const rows = await this.db.query<ArticleRow[]>(
      `${SELECT} ${whereClause(conditions)} ORDER BY ${timeColumn} DESC, a.id DESC LIMIT $${params.length}`,
      params,
    );
    return rows.map(toRecord);
  }

  async count(filter: ArticleFilter): Promise<number> {
    const { conditions, params } = where(filter);
    const [row] = await this.db.query<{ total: string }[]>(
      `SELECT count(*) AS total FROM articles a ${whereClause(conditions)}`,
      params,
    );
    return Number(row.total);
  }

  /** `lock`: the row stays locked until the transaction `sql` ends (a write's check-then-change). */
  async find(id: number, sql: Sql = this.db, lock = false): Promise<ArticleRecord | undefined> {
    const [row] = await sql.query<ArticleRow[]>(`${SELECT} WHERE a.id = $1${lock ? ' FOR UPDATE OF a' : ''}`, [id]);
    return row ? toRecord(row) : undefined;
  }

  /** A published article is dated at once. */
  async insert(article: ArticleFields, sql: Sql = this.db): Promise<number> {
    const [row] = await sql.query<{ id: string }[]>(
      `INSERT INTO articles (title, summary, content, image_url, image_urls, category_id, status, author_id, published_at, publish_at,
                             slug, body, image_info, image_urls_info)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, CASE WHEN $7 = 'published' THEN now() END, $9,
               $10, $11::jsonb, $12::jsonb, $13::jsonb) RETURNING id`,
      [
        article.title,
        article.summary,
        article.content,
        article.imageUrl,
        JSON.stringify(article.imageUrls),
        article.categoryId,
        article.status,
        article.authorId,
        article.publishAt,
        article.slug,
        json(article.body),
        json(article.imageInfo),
        JSON.stringify(article.imageUrlsInfo),
      ],
    );
    return Number(row.id);
  }

  /**
   * Changes the given fields and counts a save; false when there is no such article. The first
   * publication dates the article; unpublishing and publishing again keeps that date.
   */
  async update(id: number, changes: ArticleChanges, sql: Sql = this.db): Promise<boolean> {
    const columns: Record<string, unknown> = {
      title: changes.title,
      summary: changes.summary,
      content: changes.content,
      image_url: changes.imageUrl,
      image_urls: changes.imageUrls === undefined ? undefined : JSON.stringify(changes.imageUrls),
      category_id: changes.categoryId,
      status: changes.status,
      slug: changes.slug,
      image_urls_info: changes.imageUrlsInfo === undefined ? undefined : JSON.stringify(changes.imageUrlsInfo),
    };
    const sets: string[] = [];
    const params: unknown[] = [id];
    const JSON_COLUMNS = new Set(['image_urls', 'image_urls_info', 'body', 'image_info']);
    for (const [column, value] of Object.entries(columns)) {
      if (value === undefined) continue;
      params.push(value);
      sets.push(`${column} = $${params.length}${JSON_COLUMNS.has(column) ? '::jsonb' : ''}`);
    }
    // null is a value here: it clears the time, the note, the body (plain text saved) or the picture's words.
    for (const [column, value] of [
      ['publish_at', changes.publishAt],
      ['review_note', changes.reviewNote],
      ['body', changes.body === undefined ? undefined : json(changes.body)],
      ['image_info', changes.imageInfo === undefined ? undefined : json(changes.imageInfo)],
    ] as const) {
      if (value === undefined) continue;
      params.push(value);
      sets.push(`${column} = $${params.length}${JSON_COLUMNS.has(column) ? '::jsonb' : ''}`);
    }
    sets.push('updated_at = now()', 'version = version + 1');
    if (changes.status === 'published') sets.push('published_at = COALESCE(published_at, now())');
    const result = await sql.query(`UPDATE articles SET ${sets.join(', ')} WHERE id = $1 RETURNING id`, params);
    return returnedRows(result).length > 0;
  }

  /** False when there is no such article. */
  async delete(id: number, sql: Sql = this.db): Promise<boolean> {
    const result = await sql.query(`DELETE FROM articles WHERE id = $1 RETURNING id`, [id]);
    return returnedRows(result).length > 0;
  }

  categories(): Promise<Category[]> {
    return this.db.query(`SELECT id, name, slug, name_ne AS "nameNe" FROM categories ORDER BY id`);
  }

  /** The article's tags, in the given order (replacing what it had). */
  async setTags(articleId: number, tagIds: number[], sql: Sql): Promise<void> {
    await sql.query(`DELETE FROM article_tags WHERE article_id = $1`, [articleId]);
    if (!tagIds.length) return;
    await sql.query(
      `INSERT INTO article_tags (article_id, tag_id, position)
       SELECT $1, t.id, p.n FROM unnest($2::bigint[]) WITH ORDINALITY AS p(id, n) JOIN tags t ON t.id = p.id
       ON CONFLICT DO NOTHING`,
      [articleId, tagIds],
    );
  }

  async categorySlugExists(slug: string): Promise<boolean> {
    const rows = await this.db.query(`SELECT 1 FROM categories WHERE slug = $1`, [slug]);
    return rows.length > 0;
  }

  async categoryExists(id: number): Promise<boolean> {
    const rows = await this.db.query(`SELECT 1 FROM categories WHERE id = $1`, [id]);
    return rows.length > 0;
  }

  /**
   * The scheduler's claim: publishes scheduled articles whose time has come (at most `limit`),
   * in the transaction `sql`; rows another replica is publishing right now are skipped, and once
   * this commits they are no longer scheduled, so each is published exactly once. Their ids.
   */
  async publishDue(limit: number, sql: Sql): Promise<number[]> {
    const result = await sql.query(
      `UPDATE articles SET status = 'published', published_at = COALESCE(published_at, now()), publish_at = NULL,
              review_note = NULL, updated_at = now(), version = version + 1
       WHERE id IN (SELECT id FROM articles WHERE status = 'scheduled' AND publish_at <= now()
                    ORDER BY publish_at LIMIT $1 FOR UPDATE SKIP LOCKED)
       RETURNING id`,
      [limit],
    );
    return returnedRows<{ id: string }>(result).map((row) => Number(row.id));
  }

  /** The dashboard's figures (the comment total is the comments service's, kept in counters). */
  async stats(): Promise<{
    totalArticles: number;
    breakingNews: number;
    totalComments: number;
    byStatus: Record<ArticleStatus, number>;
  }> {
    const [row] = await this.db.query<
      { total: string; breaking: string; comments: string; by_status: Record<string, number> | null }[]
    >(`
      SELECT (SELECT count(*) FROM articles) AS total,
             (SELECT count(*) FROM articles WHERE category_id = (SELECT id FROM categories WHERE slug = 'breaking-news')) AS breaking,
             (SELECT value FROM counters WHERE name = 'comments') AS comments,
             (SELECT jsonb_object_agg(status, n) FROM (SELECT status, count(*) AS n FROM articles GROUP BY status) s) AS by_status`);
    const byStatus = Object.fromEntries(
      ARTICLE_STATUSES.map((status) => [status, Number(row.by_status?.[status] ?? 0)]),
    ) as Record<ArticleStatus, number>;
    return {
      totalArticles: Number(row.total),
      breakingNews: Number(row.breaking),
      totalComments: Number(row.comments),
      byStatus,
    };
  }
}
