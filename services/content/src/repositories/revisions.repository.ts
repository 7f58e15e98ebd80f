import { Injectable } from '@nestjs/common';
import type { Sql } from '@portal/shared';
import { DataSource } from 'typeorm';
import type { ArticleBody } from '../stories/article-body';

/** The text of an article as one save left it. */
export interface RevisionFields {
  title: string;
  summary: string | null;
  content: string;
  imageUrl: string | null;
  imageUrls: string[];
  categoryId: number;
  /** null: saved as plain text. */
  body: ArticleBody | null;
}

export interface RevisionRecord extends RevisionFields {
  id: number;
  articleId: number;
  createdAt: Date;
  author: { firstName: string | null; lastName: string | null };
}

interface RevisionRow {
  id: string;
  article_id: string;
  title: string;
  summary: string | null;
  content: string;
  image_url: string | null;
  image_urls: string[];
  category_id: number;
  body: ArticleBody | null;
  created_at: Date;
  first_name: string | null;
  last_name: string | null;
}

const SELECT = `
  SELECT r.id, r.article_id, r.title, r.summary, r.content, r.image_url, r.image_urls, r.category_id, r.body, r.created_at,
         au.first_name, au.last_name
  FROM article_revisions r LEFT JOIN authors au ON au.id = r.author_id`;

const toRecord = (row: RevisionRow): RevisionRecord => ({
  id: Number(row.id),
  articleId: Number(row.article_id),
  title: row.title,
  summary: row.summary,
  content: row.content,
  imageUrl: row.image_url,
  imageUrls: row.image_urls ?? [],
  categoryId: row.category_id,
  body: row.body,
  createdAt: row.created_at,
  author: { firstName: row.first_name, lastName: row.last_name },
});

/** The revisions of articles (a row per save). */
@Injectable()
export class RevisionsRepository {
  constructor(private readonly db: DataSource) {}

  /** Keeps the article's text as it now is in the transaction `sql` (after the save). */
  async snapshot(articleId: number, authorId: string | null, sql: Sql): Promise<void> {
    await sql.query(
      `INSERT INTO article_revisions (article_id, title, summary, content, image_url, image_urls, category_id, author_id, body)
       SELECT id, title, summary, content, image_url, image_urls, category_id, $2, body FROM articles WHERE id = $1`,
      [articleId, authorId],
    );
  }

  /** Newest first. */
  async list(articleId: number, limit: number, offset: number): Promise<{ items: RevisionRecord[]; total: number }> {
    const [rows, [{ total }]] = await Promise.all([
      this.db.query<RevisionRow[]>(`${SELECT} WHERE r.article_id = $1 ORDER BY r.id DESC LIMIT $2 OFFSET $3`, [
        articleId,
        limit,
        offset,
      ]),
      this.db.query<{ total: number }[]>(`SELECT count(*)::int AS total FROM article_revisions WHERE article_id = $1`, [
        articleId,
      ]),
    ]);
    return { items: rows.map(toRecord), total };
  }

  async find(articleId: number, id: number, sql: Sql = this.db): Promise<RevisionRecord | undefined> {
    const [row] = await sql.query<RevisionRow[]>(`${SELECT} WHERE r.article_id = $1 AND r.id = $2`, [articleId, id]);
    return row ? toRecord(row) : undefined;
  }
}
