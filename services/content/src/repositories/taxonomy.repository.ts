import { Injectable } from '@nestjs/common';
import { returnedRows, Sql } from '@portal/shared';
import { DataSource } from 'typeorm';
import type { Category, Tag } from './articles.repository';

export interface CategoryFields {
  name: string;
  slug: string;
  nameNe: string | null;
}

export interface TagFields {
  name: string;
  slug: string;
  nameKey: string;
  romanKey: string;
}

const CATEGORY = `id, name, slug, name_ne AS "nameNe"`;

/** Sections (categories) and tags: what articles are filed under. */
@Injectable()
export class TaxonomyRepository {
  constructor(readonly db: DataSource) {}

  async findCategory(id: number, sql: Sql = this.db): Promise<Category | undefined> {
    const [row] = await sql.query<Category[]>(`SELECT ${CATEGORY} FROM categories WHERE id = $1`, [id]);
    return row;
  }

  /** null when the slug is taken. */
  async insertCategory(fields: CategoryFields, sql: Sql): Promise<Category | null> {
    const rows = await sql.query<Category[]>(
      `INSERT INTO categories (name, slug, name_ne) VALUES ($1, $2, $3) ON CONFLICT (slug) DO NOTHING RETURNING ${CATEGORY}`,
      [fields.name, fields.slug, fields.nameNe],
    );
    return rows[0] ?? null;
  }

  /** 'taken' when another section has the slug. */
  async updateCategory(id: number, fields: Partial<CategoryFields>, sql: Sql): Promise<Category | 'taken' | undefined> {
    if (fields.slug !== undefined) {
      const taken = await sql.query(`SELECT 1 FROM categories WHERE slug = $1 AND id <> $2`, [fields.slug, id]);
      if (taken.length) return 'taken';
    }
    const result = await sql.query(
      `UPDATE categories SET name = COALESCE($2, name), slug = COALESCE($3, slug),
              name_ne = CASE WHEN $4 THEN $5 ELSE name_ne END
       WHERE id = $1 RETURNING ${CATEGORY}`,
      [id, fields.name ?? null, fields.slug ?? null, fields.nameNe !== undefined, fields.nameNe ?? null],
    );
    return returnedRows<Category>(result)[0];
  }

  /** How many articles (any state) each section holds, sections without any included. */
  async articleCounts(): Promise<{ id: number; articles: number }[]> {
    return this.db.query(
      `SELECT c.id, count(a.id)::int AS articles
         FROM categories c LEFT JOIN articles a ON a.category_id = c.id
        GROUP BY c.id ORDER BY c.id`,
    );
  }

  async articlesIn(categoryId: number, sql: Sql): Promise<number> {
    const [row] = await sql.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM articles WHERE category_id = $1`, [
      categoryId,
    ]);
    return row.n;
  }

  async deleteCategory(id: number, sql: Sql): Promise<boolean> {
    return returnedRows(await sql.query(`DELETE FROM categories WHERE id = $1 RETURNING id`, [id])).length > 0;
  }

  /** The ids among `ids` that are tags. */
  async existingTags(ids: number[], sql: Sql = this.db): Promise<number[]> {
    if (!ids.length) return [];
    const rows = await sql.query<{ id: string }[]>(`SELECT id FROM tags WHERE id = ANY($1::bigint[])`, [ids]);
    return rows.map((row) => Number(row.id));
  }

  /** The tag of that name (by its normal form), made when missing; a slug taken by another name gets a number. */
  async ensureTag(fields: TagFields, sql: Sql): Promise<number> {
    const [found] = await sql.query<{ id: string }[]>(`SELECT id FROM tags WHERE name_key = $1`, [fields.nameKey]);
    if (found) return Number(found.id);
    for (let n = 1; ; n++) {
      const slug = n === 1 ? fields.slug : `${fields.slug}-${n}`;
      const [row] = await sql.query<{ id: string }[]>(
        `INSERT INTO tags (name, slug, name_key, roman_key) VALUES ($1, $2, $3, $4)
         ON CONFLICT DO NOTHING RETURNING id`,
        [fields.name, slug, fields.nameKey, fields.romanKey],
      );
      if (row) return Number(row.id);
      // Another save made this very name meanwhile: use it.
      const [same] = await sql.query<{ id: string }[]>(`SELECT id FROM tags WHERE name_key = $1`, [fields.nameKey]);
      if (same) return Number(same.id);
    }
  }

  async tagBySlug(slug: string): Promise<Tag | undefined> {
    const [row] = await this.db.query<{ id: string; name: string; slug: string }[]>(
      `SELECT id, name, slug FROM tags WHERE slug = $1`,
      [slug],
    );
    return row && { ...row, id: Number(row.id) };
  }

  /**
   * Tags whose name (normal form) or Roman key holds `nameKey` / `romanKey`, names that start
   * with it first, then the most used.
   */
  async suggest(nameKey: string, romanKey: string, limit: number): Promise<Tag[]> {
    const rows = await this.db.query<{ id: string; name: string; slug: string }[]>(
      `SELECT t.id, t.name, t.slug FROM tags t
       WHERE ($1 <> '' AND t.name_key LIKE '%' || $1 || '%') OR ($2 <> '' AND t.roman_key LIKE '%' || $2 || '%')
          OR ($3 <> '' AND t.slug LIKE $3 || '%')
       ORDER BY (t.name_key LIKE $1 || '%' OR t.roman_key LIKE $2 || '%' OR t.slug LIKE $3 || '%') DESC,
                (SELECT count(*) FROM article_tags at WHERE at.tag_id = t.id) DESC, t.name
       LIMIT $4`,
      [escapeLike(nameKey), escapeLike(romanKey), escapeLike(nameKey.replace(/\s+/g, '-')), limit],
    );
    return rows.map((row) => ({ ...row, id: Number(row.id) }));
  }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
