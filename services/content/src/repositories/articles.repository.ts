import { Injectable } from '@nestjs/common';
import { returnedRows, Sql } from '@portal/shared';
import { DataSource } from 'typeorm';

export interface Category {
  id: number;
  name: string;
  slug: string;
}

/** An article with its category and its author (from the authors read copy). */
export interface ArticleRecord {
  id: number;
  title: string;
  summary: string | null;
  content: string;
  imageUrl: string | null;
  imageUrls: string[];
  category: Category;
  published: boolean;
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
    role: 'admin' | 'client' | null;
  };
}

/** Which articles a list holds. */
export interface ArticleFilter {
  /** A category slug (none: every category). */
  categorySlug?: string;
  status: 'all' | 'published' | 'draft';
  /** A LIKE pattern on the title (see containsPattern). */
  titlePattern?: string;
}

export interface ArticleFields {
  title: string;
  summary: string | null;
  content: string;
  imageUrl: string | null;
  imageUrls: string[];
  categoryId: number;
  published: boolean;
  authorId: string;
}

/** What an update changes: only the fields given. */
export type ArticleChanges = Partial<Omit<ArticleFields, 'authorId'>>;

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
  category_id: number;
  category_name: string;
  category_slug: string;
  published: boolean;
  created_at: Date;
  updated_at: Date;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
  role: 'admin' | 'client' | null;
}

const SELECT = `
  SELECT a.id, a.title, a.summary, a.content, a.image_url, a.image_urls, a.category_id, a.published,
         a.created_at, a.updated_at, a.published_at,
         a.created_at::text AS created_text, a.published_at::text AS published_text, c.name AS category_name, c.slug AS category_slug,
         au.first_name, au.last_name, au.profile_image_url, au.role
  FROM articles a
  JOIN categories c ON c.id = a.category_id
  LEFT JOIN authors au ON au.id = a.author_id`;

export function toRecord(row: ArticleRow): ArticleRecord {
  return {
    id: Number(row.id),
    title: row.title,
    summary: row.summary,
    content: row.content,
    imageUrl: row.image_url,
    imageUrls: row.image_urls ?? [],
    category: { id: row.category_id, name: row.category_name, slug: row.category_slug },
    published: row.published,
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
  if (filter.status === 'published') conditions.push('a.published');
  if (filter.status === 'draft') conditions.push('NOT a.published');
  if (filter.titlePattern) {
    params.push(filter.titlePattern);
    conditions.push(`a.title ILIKE $${params.length}`);
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

  async find(id: number, sql: Sql = this.db): Promise<ArticleRecord | undefined> {
    const [row] = await sql.query<ArticleRow[]>(`${SELECT} WHERE a.id = $1`, [id]);
    return row ? toRecord(row) : undefined;
  }

  /** A published article is dated at once. */
  async insert(article: ArticleFields, sql: Sql = this.db): Promise<number> {
    const [row] = await sql.query<{ id: string }[]>(
      `INSERT INTO articles (title, summary, content, image_url, image_urls, category_id, published, author_id, published_at)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, CASE WHEN $7 THEN now() END) RETURNING id`,
      [
        article.title,
        article.summary,
        article.content,
        article.imageUrl,
        JSON.stringify(article.imageUrls),
        article.categoryId,
        article.published,
        article.authorId,
      ],
    );
    return Number(row.id);
  }

  /**
   * Changes the given fields; false when there is no such article. The first publication
   * dates the article; unpublishing and publishing again keeps that date.
   */
  async update(id: number, changes: ArticleChanges, sql: Sql = this.db): Promise<boolean> {
    const columns: Record<string, unknown> = {
      title: changes.title,
      summary: changes.summary,
      content: changes.content,
      image_url: changes.imageUrl,
      image_urls: changes.imageUrls === undefined ? undefined : JSON.stringify(changes.imageUrls),
      category_id: changes.categoryId,
      published: changes.published,
    };
    const sets: string[] = [];
    const params: unknown[] = [id];
    for (const [column, value] of Object.entries(columns)) {
      if (value === undefined) continue;
      params.push(value);
      sets.push(`${column} = $${params.length}${column === 'image_urls' ? '::jsonb' : ''}`);
    }
    sets.push('updated_at = now()');
    if (changes.published) sets.push('published_at = COALESCE(published_at, now())');
    const result = await sql.query(`UPDATE articles SET ${sets.join(', ')} WHERE id = $1 RETURNING id`, params);
    return returnedRows(result).length > 0;
  }

  /** False when there is no such article. */
  async delete(id: number, sql: Sql = this.db): Promise<boolean> {
    const result = await sql.query(`DELETE FROM articles WHERE id = $1 RETURNING id`, [id]);
    return returnedRows(result).length > 0;
  }

  categories(): Promise<Category[]> {
    return this.db.query(`SELECT id, name, slug FROM categories ORDER BY id`);
  }

  async categoryExists(id: number): Promise<boolean> {
    const rows = await this.db.query(`SELECT 1 FROM categories WHERE id = $1`, [id]);
    return rows.length > 0;
  }

  /** The dashboard's figures (the comment total is the comments service's, kept in counters). */
  async stats(): Promise<{ totalArticles: number; breakingNews: number; totalComments: number }> {
    const [row] = await this.db.query<{ total: string; breaking: string; comments: string }[]>(`
      SELECT (SELECT count(*) FROM articles) AS total,
             (SELECT count(*) FROM articles WHERE category_id = (SELECT id FROM categories WHERE slug = 'breaking-news')) AS breaking,
             (SELECT value FROM counters WHERE name = 'comments') AS comments`);
    return {
      totalArticles: Number(row.total),
      breakingNews: Number(row.breaking),
      totalComments: Number(row.comments),
    };
  }
}
