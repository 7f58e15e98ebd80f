import { Injectable } from '@nestjs/common';
import { returnedRows, Sql } from '@portal/shared';
import { DataSource } from 'typeorm';

/** A comment with its author (from the users read copy) and the viewer's own like and report. */
export interface CommentRecord {
  id: number;
  articleId: number;
  parentId: number | null;
  userId: string;
  content: string;
  hidden: boolean;
  likesCount: number;
  reportsCount: number;
  createdAt: Date;
  updatedAt: Date;
  editedAt: Date | null;
  deletedAt: Date | null;
  /** null until the author's first event arrives. */
  author: {
    firstName: string | null;
    lastName: string | null;
    profileImageUrl: string | null;
    email: string | null;
    hidden: boolean;
  };
  likedByMe: boolean;
  reportedByMe: boolean;
  /** The editors' list only. */
  articleTitle?: string | null;
}

export type CommentOrder = 'newest' | 'oldest' | 'top';

/** A top-level comment of a page and its sort key (a timestamp as text, or a like count). */
export interface PageEntry {
  id: number;
  key: string | number;
}

export interface TopLevelQuery {
  articleId: number;
  order: CommentOrder;
  /** Readers: no hidden comment, no comment of a hidden user. */
  visibleOnly: boolean;
  /** The decoded cursor: sort key and id of the previous page's last comment. */
  after?: [string, string];
  limit: number;
}

export interface AdminQuery {
  status: 'all' | 'visible' | 'hidden' | 'reported';
  /** A LIKE pattern (see containsPattern). */
  pattern?: string;
  limit: number;
  offset: number;
  viewerId: string;
}

interface CommentRow {
  id: string;
  article_id: string;
  parent_id: string | null;
  user_id: string;
  content: string;
  hidden: boolean;
  likes_count: number;
  reports_count: number;
  created_at: Date;
  updated_at: Date;
  edited_at: Date | null;
  deleted_at: Date | null;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
  email: string | null;
  user_hidden: boolean | null;
  liked_by_me: boolean;
  reported_by_me: boolean;
  article_title?: string | null;
}

function toRecord(row: CommentRow): CommentRecord {
  return {
    id: Number(row.id),
    articleId: Number(row.article_id),
    parentId: row.parent_id === null ? null : Number(row.parent_id),
    userId: row.user_id,
    content: row.content,
    hidden: row.hidden,
    likesCount: row.likes_count,
    reportsCount: row.reports_count,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    editedAt: row.edited_at,
    deletedAt: row.deleted_at,
    author: {
      firstName: row.first_name,
      lastName: row.last_name,
      profileImageUrl: row.profile_image_url,
      email: row.email,
      hidden: Boolean(row.user_hidden),
    },
    likedByMe: row.liked_by_me,
    reportedByMe: row.reported_by_me,
    ...(row.article_title !== undefined ? { articleTitle: row.article_title } : {}),
  };
}

/** Columns of a comment with its author and the viewer's own like and report (`me`: the user id's placeholder). */
const COLUMNS = (alias: string, me: string) => `
  ${alias}.id, ${alias}.article_id, ${alias}.parent_id, ${alias}.user_id, ${alias}.content, ${alias}.hidden,
  ${alias}.likes_count, ${alias}.reports_count, ${alias}.created_at, ${alias}.updated_at, ${alias}.edited_at,
  ${alias}.deleted_at, u.first_name, u.last_name, u.profile_image_url, u.email, u.hidden AS user_hidden,
  EXISTS (SELECT 1 FROM comment_likes l WHERE l.comment_id = ${alias}.id AND l.user_id = ${me}::uuid) AS liked_by_me,
  EXISTS (SELECT 1 FROM comment_reports r WHERE r.comment_id = ${alias}.id AND r.user_id = ${me}::uuid) AS reported_by_me`;

/** What readers may see of a comment: not hidden, author not hidden. */
const READER_VISIBLE = (alias: string) =>
  `NOT ${alias}.hidden AND NOT EXISTS (SELECT 1 FROM users hu WHERE hu.id = ${alias}.user_id AND hu.hidden)`;

/** A deleted comment stays as a placeholder only while a reply that is not deleted hangs on it. */
const PRESENT = `(c.deleted_at IS NULL OR EXISTS (SELECT 1 FROM comments k WHERE k.parent_id = c.id AND k.deleted_at IS NULL))`;

const ORDER: Record<CommentOrder, { order: string; key: string; cmp: '<' | '>'; keyType: string }> = {
  // (timestamps go out as text, which keeps Postgres' microseconds for cursors)
  newest: { order: 'c.created_at DESC, c.id DESC', key: 'c.created_at', cmp: '<', keyType: 'timestamptz' },
  oldest: { order: 'c.created_at ASC, c.id ASC', key: 'c.created_at', cmp: '>', keyType: 'timestamptz' },
  top: { order: 'c.likes_count DESC, c.id DESC', key: 'c.likes_count', cmp: '<', keyType: 'int' },
};

/** The comments, comment_likes and comment_reports tables. */
@Injectable()
export class CommentsRepository {
  constructor(private readonly db: DataSource) {}

  /** One page of an article's top-level comments (one row more than `limit` when more follow). */
  async topLevelPage(query: TopLevelQuery): Promise<PageEntry[]> {
    const sort = ORDER[query.order];
    const visible = query.visibleOnly ? READER_VISIBLE('c') : 'TRUE';
    const params: unknown[] = [query.articleId, query.limit + 1];
    let after = '';
    if (query.after) {
      params.push(...query.after);
      after = `AND (${sort.key}, c.id) ${sort.cmp} ($3::${sort.keyType}, $4::bigint)`;
    }
    const rows = await this.db.query<{ id: string; k: string | number }[]>(
      `SELECT c.id, ${sort.key}${sort.keyType === 'int' ? '' : '::text'} AS k FROM comments c
       WHERE c.article_id = $1 AND c.parent_id IS NULL AND ${visible} AND ${PRESENT} ${after}
       ORDER BY ${sort.order} LIMIT $2`,
      params,
    );
    return rows.map((row) => ({ id: Number(row.id), key: row.k }));
  }

  async countTopLevel(articleId: number, visibleOnly: boolean): Promise<number> {
    const visible = visibleOnly ? READER_VISIBLE('c') : 'TRUE';
    const [{ total }] = await this.db.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM comments c
       WHERE c.article_id = $1 AND c.parent_id IS NULL AND ${visible} AND ${PRESENT}`,
      [articleId],
    );
    return total;
  }

  /** The given comments and all their replies at any depth (readers: nothing under a hidden one). */
  async threads(ids: number[], visibleOnly: boolean, viewerId: string | null): Promise<CommentRecord[]> {
    if (!ids.length) return [];
    const visible = visibleOnly ? READER_VISIBLE('c') : 'TRUE';
    const rows = await this.db.query<CommentRow[]>(
      `WITH RECURSIVE tree AS (
         SELECT c.* FROM comments c WHERE c.id = ANY($1::bigint[])
         UNION ALL
         SELECT c.* FROM comments c JOIN tree t ON c.parent_id = t.id WHERE ${visible}
       )
       SELECT ${COLUMNS('tree', '$2')} FROM tree LEFT JOIN users u ON u.id = tree.user_id`,
      [ids, viewerId],
    );
    return rows.map(toRecord);
  }

  /** One comment; with `visibleOnly`, undefined when readers cannot see it. */
  /**
   * One comment. `visibleOnly` (a reader acting on it: like, report, reply, edit, delete):
   * only a comment the reader could see in its list, so also only under a published article.
   */
  async find(id: number, viewerId: string | null, visibleOnly = false): Promise<CommentRecord | undefined> {
    const visible = visibleOnly
      ? `${READER_VISIBLE('c')} AND EXISTS (SELECT 1 FROM articles a WHERE a.id = c.article_id AND a.published)`
      : 'TRUE';
    const [row] = await this.db.query<CommentRow[]>(
      `SELECT ${COLUMNS('c', '$2')} FROM comments c LEFT JOIN users u ON u.id = c.user_id WHERE c.id = $1 AND ${visible}`,
      [id, viewerId],
    );
    return row ? toRecord(row) : undefined;
  }

  async insert(
    comment: {
      articleId: number;
      userId: string;
      parentId: number | null;
      content: string;
    },
    sql: Sql = this.db,
  ): Promise<number> {
    const [row] = await sql.query<{ id: string }[]>(
      `INSERT INTO comments (article_id, user_id, parent_id, content) VALUES ($1, $2, $3, $4) RETURNING id`,
      [comment.articleId, comment.userId, comment.parentId, comment.content],
    );
    return Number(row.id);
  }

  async updateContent(id: number, content: string): Promise<void> {
    await this.db.query(`UPDATE comments SET content = $2, edited_at = now(), updated_at = now() WHERE id = $1`, [
      id,
      content,
    ]);
  }

  async markDeleted(id: number, sql: Sql = this.db): Promise<void> {
    await sql.query(`UPDATE comments SET deleted_at = now(), updated_at = now() WHERE id = $1`, [id]);
  }

  /** False when there is no such comment. */
  /** The comment's text, or undefined when there is no such comment. */
  async setHidden(
    id: number,
    hidden: boolean,
    sql: Sql = this.db,
  ): Promise<{ content: string; articleId: number } | undefined> {
    const result = await sql.query(
      `UPDATE comments SET hidden = $2, updated_at = now() WHERE id = $1 RETURNING id, content, article_id::int AS "articleId"`,
      [id, hidden],
    );
    return returnedRows<{ content: string; articleId: number }>(result)[0];
  }

  /** Takes the user's like back if there is one, otherwise adds it; the count is recounted in the same transaction. */
  toggleLike(id: number, userId: string): Promise<{ liked: boolean; likesCount: number }> {
    return this.db.transaction(async (sql: Sql) => {
      const removed = await sql.query(
        `DELETE FROM comment_likes WHERE comment_id = $1 AND user_id = $2 RETURNING comment_id`,
        [id, userId],
      );
      const liked = returnedRows(removed).length === 0;
      if (liked) {
        await sql.query(`INSERT INTO comment_likes (comment_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
          id,
          userId,
        ]);
      }
      const [row] = returnedRows<{ likes_count: number }>(
        await sql.query(
          `UPDATE comments SET likes_count = (SELECT count(*) FROM comment_likes WHERE comment_id = $1) WHERE id = $1 RETURNING likes_count`,
          [id],
        ),
      );
      return { liked, likesCount: row.likes_count };
    });
  }

  /** Records the user's report once; true when it is new (the count grows only then). */
  addReport(id: number, userId: string, reason: string | null): Promise<boolean> {
    return this.db.transaction(async (sql: Sql) => {
      const inserted: unknown[] = await sql.query(
        `INSERT INTO comment_reports (comment_id, user_id, reason) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING comment_id`,
        [id, userId, reason],
      );
      if (inserted.length) await sql.query(`UPDATE comments SET reports_count = reports_count + 1 WHERE id = $1`, [id]);
      return inserted.length > 0;
    });
  }

  /** The editors' list: not deleted, newest first, with the article's title. */
  async adminPage(query: AdminQuery): Promise<{ comments: CommentRecord[]; total: number }> {
    const where = ['c.deleted_at IS NULL'];
    // "Visible" and "hidden" mean as readers see it, so comments of hidden users count as hidden.
    if (query.status === 'visible') where.push('NOT c.hidden AND NOT COALESCE(u.hidden, false)');
    if (query.status === 'hidden') where.push('(c.hidden OR COALESCE(u.hidden, false))');
    if (query.status === 'reported') where.push('c.reports_count > 0');
    // The search pattern is always $1, so one filter serves both queries.
    if (query.pattern) {
      where.push(
        `(c.content ILIKE $1 OR u.email ILIKE $1 OR (u.first_name || ' ' || u.last_name) ILIKE $1 OR a.title ILIKE $1)`,
      );
    }
    const from = `FROM comments c LEFT JOIN users u ON u.id = c.user_id LEFT JOIN articles a ON a.id = c.article_id
                  WHERE ${where.join(' AND ')}`;
    const searchParams = query.pattern ? [query.pattern] : [];
    const n = searchParams.length;
    const rows = await this.db.query<CommentRow[]>(
      `SELECT ${COLUMNS('c', `$${n + 1}`)}, a.title AS article_title ${from}
       ORDER BY c.created_at DESC, c.id DESC LIMIT $${n + 2} OFFSET $${n + 3}`,
      [...searchParams, query.viewerId, query.limit, query.offset],
    );
    const [{ total }] = await this.db.query<{ total: number }[]>(`SELECT count(*)::int AS total ${from}`, searchParams);
    return { comments: rows.map(toRecord), total };
  }

  /** Comments not removed, across all articles (the dashboard's figure). */
  async countActive(sql: Sql = this.db): Promise<number> {
    const [{ total }] = await sql.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM comments WHERE deleted_at IS NULL`,
    );
    return total;
  }

  /**
   * Held until the transaction ends: transactions that count the total take turns, so each
   * counts after the previous one committed and totals are written to the outbox in order.
   */
  async lockTotal(sql: Sql): Promise<void> {
    await sql.query(`SELECT pg_advisory_xact_lock(hashtext('comments:total'))`);
  }

  async deleteForArticle(articleId: number, sql: Sql = this.db): Promise<void> {
    await sql.query(`DELETE FROM comments WHERE article_id = $1`, [articleId]);
  }
}
