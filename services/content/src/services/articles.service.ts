import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { EventPublisher, Session } from '@portal/shared';
import { DataSource } from 'typeorm';
import { CreateArticleDto, DEFAULT_PAGE_SIZE, ListArticlesQuery, UpdateArticleDto } from '../dtos/article.dto';

/** The article of the API (spec.md section 3). */
export interface ArticleView {
  id: number;
  title: string;
  summary: string | null;
  content: string;
  imageUrl: string | null;
  imageUrls: string[];
  categoryId: number;
  category: { id: number; name: string; slug: string };
  published: boolean;
  createdAt: string;
  /** When it was first published; readers' lists are ordered by it. */
  publishedAt: string | null;
  updatedAt: string;
  author: { firstName: string; lastName: string; profileImageUrl: string | null; role: 'admin' | 'client' };
}

interface ArticleRow {
  /** Full-precision times for cursors (a JS Date drops the microseconds). */
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

function toView(row: ArticleRow): ArticleView {
  return {
    id: Number(row.id),
    title: row.title,
    summary: row.summary,
    content: row.content,
    imageUrl: row.image_url,
    imageUrls: row.image_urls ?? [],
    categoryId: row.category_id,
    category: { id: row.category_id, name: row.category_name, slug: row.category_slug },
    published: row.published,
    createdAt: row.created_at.toISOString(),
    publishedAt: row.published_at?.toISOString() ?? null,
    updatedAt: row.updated_at.toISOString(),
    author: {
      // Until the author's first event arrives, the article still shows a byline.
      firstName: row.first_name ?? 'Staff',
      lastName: row.last_name ?? 'Writer',
      profileImageUrl: row.profile_image_url,
      role: row.role ?? 'client',
    },
  };
}

/** Keyset cursor: the (time, id) of the last article of a page, by the list's order. */
export function encodeCursor(createdAt: string, id: number): string {
  return Buffer.from(`${createdAt}|${id}`).toString('base64url');
}

function decodeCursor(cursor: string): [string, string] {
  const [time, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  // Strictly the shape we write (Postgres timestamptz text, then an id): a crafted value is 400 (an impossible date such as month 13 is Postgres's 22008, mapped to 400 too).
  const timeOk = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/.test(time ?? '');
  if (!timeOk || !id || !/^[1-9]\d{0,17}$/.test(id)) {
    throw new BadRequestException('Invalid cursor');
  }
  return [time, id];
}

/** TypeORM answers UPDATE/DELETE … RETURNING on Postgres with [rows, affected]. */
const returnedRows = (result: unknown) => ((result as [unknown[], number])[0] ?? []).length;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface ArticlePage {
  articles: ArticleView[];
  total: number;
  nextCursor: string | null;
}

/** Readers' totals change slowly and cost a count over many rows: keep each for a few seconds. */
const READER_TOTAL_TTL_MS = 10_000;

@Injectable()
export class ArticlesService {
  private readonly readerTotals = new Map<string, { total: number; expires: number }>();

  constructor(
    private readonly db: DataSource,
    private readonly events: EventPublisher,
  ) {}

  /**
   * One page, newest first. Readers see published articles only; editors see all and
   * may search titles and filter by status.
   */
  async list(query: ListArticlesQuery, isEditor: boolean): Promise<ArticlePage> {
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (sql: string, value: unknown) => {
      params.push(value);
      where.push(sql.replace('?', `$${params.length}`));
    };
    const slug = query.category === 'latest' ? 'latest-news' : query.category;
    if (slug && slug !== 'all') add('a.category_id = (SELECT id FROM categories WHERE slug = ?)', slug);
    const status = isEditor ? (query.status ?? 'all') : 'published';
    if (status === 'published') where.push('a.published');
    if (status === 'draft') where.push('NOT a.published');
    if (isEditor && query.search) add(`a.title ILIKE ?`, `%${escapeLike(query.search)}%`);

    const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const countParams = [...params];
    // Published lists run by publication time; editors' mixed lists by creation time.
    const byPublication = status === 'published';
    const timeColumn = byPublication ? 'a.published_at' : 'a.created_at';
    if (query.before) {
      const [time, id] = decodeCursor(query.before);
      params.push(time, id);
      where.push(`(${timeColumn}, a.id) < ($${params.length - 1}::timestamptz, $${params.length}::bigint)`);
    }
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const pageFilter = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [rows, total] = await Promise.all([
      this.db.query<ArticleRow[]>(
        `${SELECT} ${pageFilter} ORDER BY ${timeColumn} DESC, a.id DESC LIMIT ${limit + 1}`,
        params,
      ),
      this.count(filter, countParams, isEditor),
    ]);
    const articles = rows.slice(0, limit).map(toView);
    const last = articles[articles.length - 1];
    return {
      articles,
      total,
      nextCursor:
        rows.length > limit && last
          ? encodeCursor((byPublication ? rows[limit - 1].published_text : rows[limit - 1].created_text)!, last.id)
          : null,
    };
  }

  /** Editors get exact totals; readers' totals may be up to READER_TOTAL_TTL_MS old. */
  private async count(filter: string, params: unknown[], exact: boolean): Promise<number> {
    const key = `${filter}|${JSON.stringify(params)}`;
    const cached = this.readerTotals.get(key);
    if (!exact && cached && cached.expires > Date.now()) return cached.total;
    const [row] = await this.db.query<{ total: string }[]>(
      `SELECT count(*) AS total FROM articles a ${filter}`,
      params,
    );
    const total = Number(row.total);
    if (!exact) {
      if (this.readerTotals.size > 100) this.readerTotals.clear();
      this.readerTotals.set(key, { total, expires: Date.now() + READER_TOTAL_TTL_MS });
    }
    return total;
  }

  /** A draft is "not found" for everyone but editors. */
  async get(id: number, isEditor: boolean): Promise<ArticleView> {
    const rows = await this.db.query<ArticleRow[]>(`${SELECT} WHERE a.id = $1`, [id]);
    const row = rows[0];
    if (!row || (!row.published && !isEditor)) throw new NotFoundException('Article not found');
    return toView(row);
  }

  async create(dto: CreateArticleDto, session: Session): Promise<ArticleView> {
    await this.requireCategory(dto.categoryId);
    const rows = await this.db.query<{ id: string }[]>(
      `INSERT INTO articles (title, summary, content, image_url, image_urls, category_id, published, author_id, published_at)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, CASE WHEN $7 THEN now() END) RETURNING id`,
      [
        dto.title,
        dto.summary ?? null,
        dto.content,
        dto.imageUrl ?? null,
        JSON.stringify(dto.imageUrls ?? []),
        dto.categoryId,
        dto.published ?? false,
        session.userId,
      ],
    );
    const article = await this.get(Number(rows[0].id), true);
    await this.events.publishArticle('article.created', article);
    return article;
  }

  async update(id: number, dto: UpdateArticleDto): Promise<ArticleView> {
    if (dto.categoryId !== undefined) await this.requireCategory(dto.categoryId);
    const columns: Record<string, unknown> = {
      title: dto.title,
      summary: dto.summary,
      content: dto.content,
      image_url: dto.imageUrl,
      image_urls: dto.imageUrls === undefined ? undefined : JSON.stringify(dto.imageUrls),
      category_id: dto.categoryId,
      published: dto.published,
    };
    const sets: string[] = [];
    const params: unknown[] = [id];
    for (const [column, value] of Object.entries(columns)) {
      if (value === undefined) continue;
      params.push(value);
      sets.push(`${column} = $${params.length}${column === 'image_urls' ? '::jsonb' : ''}`);
    }
    sets.push('updated_at = now()');
    // The first publication dates the article; unpublishing and publishing again keeps that date.
    if (dto.published) sets.push('published_at = COALESCE(published_at, now())');
    const updated = await this.db.query(`UPDATE articles SET ${sets.join(', ')} WHERE id = $1 RETURNING id`, params);
    if (!returnedRows(updated)) throw new NotFoundException('Article not found');
    const article = await this.get(id, true);
    await this.events.publishArticle('article.updated', article);
    return article;
  }

  async remove(id: number): Promise<void> {
    const deleted = await this.db.query(`DELETE FROM articles WHERE id = $1 RETURNING id`, [id]);
    if (!returnedRows(deleted)) throw new NotFoundException('Article not found');
    await this.events.publishArticle('article.deleted', { id, title: '', published: false });
  }

  async categories(): Promise<{ id: number; name: string; slug: string }[]> {
    return this.db.query(`SELECT id, name, slug FROM categories ORDER BY id`);
  }

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

  private async requireCategory(id: number): Promise<void> {
    const rows = await this.db.query(`SELECT 1 FROM categories WHERE id = $1`, [id]);
    if (!rows.length) throw new BadRequestException('Please choose a category');
  }
}
