import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { EventPublisher, LimitRule, RateLimits, Session } from '@portal/shared';
import { DataSource, EntityManager } from 'typeorm';
import { AdminCommentsQuery, CommentSort, ListCommentsQuery } from '../dtos/comment.dto';

export const POSTING_LIMIT: LimitRule = {
  name: 'comment-post',
  points: 10,
  durationSeconds: 60,
  message: 'You are posting comments too quickly',
};

/** An account whose e-mail is not verified yet: comments and replies together. */
export const UNVERIFIED_POSTING_LIMIT: LimitRule = {
  name: 'comment-post-unverified',
  points: 3,
  durationSeconds: 60 * 60,
  message: 'Please verify your email address to post more than 3 comments an hour',
};

export const EDIT_LIMIT: LimitRule = {
  name: 'comment-edit',
  points: 30,
  durationSeconds: 60 * 60,
  message: 'You are editing comments too often',
};

export const NOT_FOUND = 'Comment not found';
export const ARTICLE_NOT_FOUND = 'Article not found';

export interface CommentView {
  id: number;
  articleId: number;
  parentId?: number;
  content: string;
  /** The author's id: only for the author and editors (null for everyone else). */
  userId: string | null;
  /** The viewer wrote it (the web app's edit and delete buttons). */
  isOwner: boolean;
  createdAt: string;
  updatedAt: string;
  editedAt: string | null;
  likesCount: number;
  likedByMe: boolean;
  /** Hidden from readers: by an editor, or because its author is hidden. */
  hidden: boolean;
  /** Its author is hidden (showing the comment again changes nothing until the author is shown). */
  userHidden: boolean;
  deleted: boolean;
  /** Editors only. */
  reportsCount?: number;
  reportedByMe: boolean;
  user: { firstName: string; lastName: string; profileImageUrl: string | null; email?: string } | null;
  /** In the editors' list. */
  article?: { title: string } | null;
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

const isEditor = (session?: Session) => session?.role === 'admin';

function toView(row: CommentRow, session: Session | undefined): CommentView {
  const editor = isEditor(session);
  const deleted = row.deleted_at !== null;
  const isOwner = !deleted && session?.userId === row.user_id;
  return {
    id: Number(row.id),
    articleId: Number(row.article_id),
    ...(row.parent_id ? { parentId: Number(row.parent_id) } : {}),
    content: deleted ? '' : row.content,
    userId: deleted ? null : isOwner || editor ? row.user_id : null,
    isOwner,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    editedAt: row.edited_at?.toISOString() ?? null,
    likesCount: row.likes_count,
    likedByMe: row.liked_by_me,
    hidden: row.hidden || Boolean(row.user_hidden),
    userHidden: Boolean(row.user_hidden),
    deleted,
    reportedByMe: row.reported_by_me,
    ...(editor ? { reportsCount: row.reports_count } : {}),
    user: deleted
      ? null
      : {
          firstName: row.first_name ?? '',
          lastName: row.last_name ?? '',
          profileImageUrl: row.profile_image_url,
          // Commenters' e-mails are for editors only.
          ...(editor ? { email: row.email ?? '' } : {}),
        },
  };
}

/** Columns of a comment with its author and the reader's own like and report (`me`: the user id's placeholder). */
const COLUMNS = (alias: string, me: string) => `
  ${alias}.id, ${alias}.article_id, ${alias}.parent_id, ${alias}.user_id, ${alias}.content, ${alias}.hidden,
  ${alias}.likes_count, ${alias}.reports_count, ${alias}.created_at, ${alias}.updated_at, ${alias}.edited_at,
  ${alias}.deleted_at, u.first_name, u.last_name, u.profile_image_url, u.email, u.hidden AS user_hidden,
  EXISTS (SELECT 1 FROM comment_likes l WHERE l.comment_id = ${alias}.id AND l.user_id = ${me}::uuid) AS liked_by_me,
  EXISTS (SELECT 1 FROM comment_reports r WHERE r.comment_id = ${alias}.id AND r.user_id = ${me}::uuid) AS reported_by_me`;

/** What readers may see of a comment: not hidden, author not hidden. */
const READER_VISIBLE = (alias: string) =>
  `NOT ${alias}.hidden AND NOT EXISTS (SELECT 1 FROM users hu WHERE hu.id = ${alias}.user_id AND hu.hidden)`;

const ORDER: Record<CommentSort, { order: string; keys: [string, string]; cmp: '<' | '>' }> = {
  newest: { order: 'c.created_at DESC, c.id DESC', keys: ['c.created_at', 'c.id'], cmp: '<' },
  oldest: { order: 'c.created_at ASC, c.id ASC', keys: ['c.created_at', 'c.id'], cmp: '>' },
  // (timestamps go into cursors as text, which keeps Postgres' microseconds)
  top: { order: 'c.likes_count DESC, c.id DESC', keys: ['c.likes_count', 'c.id'], cmp: '<' },
};

function encodeCursor(values: [string | number, string | number]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

const ID_TEXT = /^[1-9][0-9]{0,17}$/;
const TIME_TEXT = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/;

/** A cursor of this page's sort, strictly: a count or a timestamp, then an id; anything else is 400. */
function decodeCursor(cursor: string, sort: CommentSort): [string, string] {
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    values = undefined;
  }
  if (Array.isArray(values) && values.length === 2) {
    const [key, id] = values as unknown[];
    const keyOk =
      sort === 'top'
        ? typeof key === 'number' && Number.isInteger(key) && key >= 0 && key < 2 ** 31
        : typeof key === 'string' && TIME_TEXT.test(key);
    const idText = typeof id === 'number' ? String(id) : id;
    if (keyOk && typeof idText === 'string' && ID_TEXT.test(idText)) return [String(key), idText];
  }
  throw new BadRequestException('Invalid cursor');
}

/** Drops deleted comments that no longer have any reply to hold in place. */
function pruneDeleted(views: CommentView[]): CommentView[] {
  let current = views;
  for (;;) {
    const parents = new Set(current.map((c) => c.parentId).filter((id) => id !== undefined));
    const next = current.filter((c) => !c.deleted || parents.has(c.id));
    if (next.length === current.length) return next;
    current = next;
  }
}

export interface CommentPage {
  comments: CommentView[];
  total: number;
  nextCursor: string | null;
}

@Injectable()
export class CommentsService {
  constructor(
    private readonly db: DataSource,
    private readonly limits: RateLimits,
    private readonly events: EventPublisher,
  ) {}

  /**
   * One page of an article's top-level comments with all their replies (any depth),
   * in one flat list: a reply names its parent. Readers see no hidden comment, no
   * comment of a hidden user, and nothing under them.
   */
  async listForArticle(articleId: number, query: ListCommentsQuery, session?: Session): Promise<CommentPage> {
    const editor = isEditor(session);
    await this.requireArticle(articleId, editor);
    const sort = ORDER[query.sort ?? 'newest'];
    const limit = query.limit ?? 20;
    const visible = editor ? 'TRUE' : READER_VISIBLE('c');
    // A deleted comment stays as a placeholder only while a visible reply hangs on it.
    const present = `(c.deleted_at IS NULL OR EXISTS (SELECT 1 FROM comments k WHERE k.parent_id = c.id AND k.deleted_at IS NULL))`;
    const params: unknown[] = [articleId];
    let after = '';
    if (query.after) {
      const [a, b] = decodeCursor(query.after, query.sort ?? 'newest');
      params.push(a, b);
      after = `AND (${sort.keys[0]}, ${sort.keys[1]}) ${sort.cmp} ($2${query.sort === 'top' ? '::int' : '::timestamptz'}, $3::bigint)`;
    }
    const top = await this.db.query<{ id: string; k1: string | number }[]>(
      `SELECT c.id, ${sort.keys[0]}${query.sort === 'top' ? '' : '::text'} AS k1 FROM comments c
       WHERE c.article_id = $1 AND c.parent_id IS NULL AND ${visible} AND ${present} ${after}
       ORDER BY ${sort.order} LIMIT ${limit + 1}`,
      params,
    );
    const [{ total }] = await this.db.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM comments c
       WHERE c.article_id = $1 AND c.parent_id IS NULL AND ${visible} AND ${present}`,
      [articleId],
    );
    const page = top.slice(0, limit);
    const rows = page.length
      ? await this.db.query<CommentRow[]>(
          `WITH RECURSIVE tree AS (
             SELECT c.* FROM comments c WHERE c.id = ANY($1::bigint[])
             UNION ALL
             SELECT c.* FROM comments c JOIN tree t ON c.parent_id = t.id WHERE ${visible}
           )
           SELECT ${COLUMNS('tree', '$2')} FROM tree LEFT JOIN users u ON u.id = tree.user_id`,
          [page.map((r) => r.id), session?.userId ?? null],
        )
      : [];
    const byId = new Map(rows.map((row) => [row.id, toView(row, session)]));
    // Top-level comments in page order, then replies oldest first (a conversation reads down).
    const replies = rows
      .filter((row) => row.parent_id !== null)
      .sort((a, b) => a.created_at.getTime() - b.created_at.getTime() || Number(a.id) - Number(b.id))
      .map((row) => byId.get(row.id)!);
    const ordered = [...page.map((r) => byId.get(r.id)!).filter(Boolean), ...replies];
    const last = top.length > limit ? page[page.length - 1] : undefined;
    return {
      comments: pruneDeleted(ordered),
      total,
      nextCursor: last ? encodeCursor([last.k1, last.id]) : null,
    };
  }

  async create(articleId: number, content: string, session: Session): Promise<CommentView> {
    await this.requireArticle(articleId, false);
    await this.requireActiveUser(session);
    await this.countPost(session);
    const [row] = await this.db.query<{ id: string }[]>(
      `INSERT INTO comments (article_id, user_id, content) VALUES ($1, $2, $3) RETURNING id`,
      [articleId, session.userId, content],
    );
    await this.publishTotal();
    return this.view(Number(row.id), session);
  }

  async reply(parentId: number, content: string, session: Session): Promise<CommentView> {
    const parent = await this.findVisible(parentId, session);
    if (parent.deleted_at) throw new BadRequestException('You cannot reply to a removed comment');
    await this.requireArticle(Number(parent.article_id), false);
    await this.requireActiveUser(session);
    await this.countPost(session);
    const [row] = await this.db.query<{ id: string }[]>(
      `INSERT INTO comments (article_id, user_id, parent_id, content) VALUES ($1, $2, $3, $4) RETURNING id`,
      [parent.article_id, session.userId, parentId, content],
    );
    await this.publishTotal();
    return this.view(Number(row.id), session);
  }

  /** 10 a minute for everyone; an unverified account also 3 an hour. */
  private async countPost(session: Session): Promise<void> {
    await this.limits.consume(POSTING_LIMIT, session.userId);
    if (!session.verified) await this.limits.consume(UNVERIFIED_POSTING_LIMIT, session.userId);
  }

  /** Only the author edits; the edit is dated. */
  async edit(id: number, content: string, session: Session): Promise<CommentView> {
    const comment = await this.findVisible(id, session);
    if (comment.deleted_at) throw new NotFoundException(NOT_FOUND);
    if (comment.user_id !== session.userId) throw new ForbiddenException('You can only edit your own comments');
    await this.limits.consume(EDIT_LIMIT, session.userId);
    await this.db.query(`UPDATE comments SET content = $2, edited_at = now(), updated_at = now() WHERE id = $1`, [
      id,
      content,
    ]);
    return this.view(id, session);
  }

  /** The author or an editor removes a comment; replies keep their place under a placeholder. */
  async remove(id: number, session: Session): Promise<void> {
    const comment = await this.findVisible(id, session);
    if (comment.deleted_at) throw new NotFoundException(NOT_FOUND);
    if (comment.user_id !== session.userId && !isEditor(session)) {
      throw new ForbiddenException('You can only delete your own comments');
    }
    await this.db.query(`UPDATE comments SET deleted_at = now(), updated_at = now() WHERE id = $1`, [id]);
    await this.publishTotal();
  }

  /** One like per user: a second call takes it back. */
  async toggleLike(id: number, session: Session): Promise<{ liked: boolean; likesCount: number }> {
    const comment = await this.findVisible(id, session);
    if (comment.deleted_at) throw new NotFoundException(NOT_FOUND);
    return this.db.transaction(async (manager: EntityManager) => {
      const removed = await manager.query(
        `DELETE FROM comment_likes WHERE comment_id = $1 AND user_id = $2 RETURNING comment_id`,
        [id, session.userId],
      );
      const liked = (removed[0] ?? []).length === 0;
      if (liked) {
        await manager.query(`INSERT INTO comment_likes (comment_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
          id,
          session.userId,
        ]);
      }
      const [[row]] = await manager.query(
        `UPDATE comments SET likes_count = (SELECT count(*) FROM comment_likes WHERE comment_id = $1) WHERE id = $1 RETURNING likes_count`,
        [id],
      );
      return { liked, likesCount: row.likes_count as number };
    });
  }

  /** One report per user per comment; reporting again changes nothing. */
  async report(id: number, reason: string | undefined, session: Session): Promise<{ reported: true }> {
    const comment = await this.findVisible(id, session);
    if (comment.deleted_at) throw new NotFoundException(NOT_FOUND);
    await this.db.transaction(async (manager: EntityManager) => {
      const inserted: unknown[] = await manager.query(
        `INSERT INTO comment_reports (comment_id, user_id, reason) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING comment_id`,
        [id, session.userId, reason ?? null],
      );
      if (inserted.length)
        await manager.query(`UPDATE comments SET reports_count = reports_count + 1 WHERE id = $1`, [id]);
    });
    return { reported: true };
  }

  async setHidden(id: number, hidden: boolean, session: Session): Promise<CommentView> {
    const rows = await this.db.query(`UPDATE comments SET hidden = $2, updated_at = now() WHERE id = $1 RETURNING id`, [
      id,
      hidden,
    ]);
    if (!(rows[0] ?? []).length) throw new NotFoundException(NOT_FOUND);
    return this.view(id, session);
  }

  /** The editors' list: newest first, searchable by content, user and article title. */
  async adminList(query: AdminCommentsQuery, session: Session): Promise<{ comments: CommentView[]; total: number }> {
    const where = ['c.deleted_at IS NULL'];
    // "Visible" and "hidden" mean as readers see it, so comments of hidden users count as hidden.
    if (query.status === 'visible') where.push('NOT c.hidden AND NOT COALESCE(u.hidden, false)');
    if (query.status === 'hidden') where.push('(c.hidden OR COALESCE(u.hidden, false))');
    if (query.status === 'reported') where.push('c.reports_count > 0');
    const search = query.search ? `%${query.search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : undefined;
    // The search text is always $1, so one filter serves both queries.
    if (search) {
      where.push(
        `(c.content ILIKE $1 OR u.email ILIKE $1 OR (u.first_name || ' ' || u.last_name) ILIKE $1 OR a.title ILIKE $1)`,
      );
    }
    const from = `FROM comments c LEFT JOIN users u ON u.id = c.user_id LEFT JOIN articles a ON a.id = c.article_id
                  WHERE ${where.join(' AND ')}`;
    const searchParams = search ? [search] : [];
    const me = `$${searchParams.length + 1}`;
    const rows = await this.db.query<CommentRow[]>(
      `SELECT ${COLUMNS('c', me)}, a.title AS article_title ${from}
       ORDER BY c.created_at DESC, c.id DESC LIMIT ${query.limit ?? 50} OFFSET ${query.offset ?? 0}`,
      [...searchParams, session.userId],
    );
    const [{ total }] = await this.db.query<{ total: number }[]>(`SELECT count(*)::int AS total ${from}`, searchParams);
    return {
      comments: rows.map((row) => ({
        ...toView(row, session),
        article: row.article_title == null ? null : { title: row.article_title },
      })),
      total,
    };
  }

  private async view(id: number, session?: Session): Promise<CommentView> {
    const [row] = await this.db.query<CommentRow[]>(
      `SELECT ${COLUMNS('c', '$2')} FROM comments c LEFT JOIN users u ON u.id = c.user_id WHERE c.id = $1`,
      [id, session?.userId ?? null],
    );
    if (!row) throw new NotFoundException(NOT_FOUND);
    return toView(row, session);
  }

  /** A comment the caller may act on: readers cannot reach hidden ones. */
  private async findVisible(id: number, session: Session): Promise<CommentRow> {
    const visible = isEditor(session) ? 'TRUE' : READER_VISIBLE('c');
    const [row] = await this.db.query<CommentRow[]>(
      `SELECT ${COLUMNS('c', '$2')} FROM comments c LEFT JOIN users u ON u.id = c.user_id WHERE c.id = $1 AND ${visible}`,
      [id, session.userId],
    );
    if (!row) throw new NotFoundException(NOT_FOUND);
    return row;
  }

  /** Comments live only under published articles (editors may read drafts' comments). */
  private async requireArticle(articleId: number, editor: boolean): Promise<void> {
    const [article] = await this.db.query<{ published: boolean }[]>(`SELECT published FROM articles WHERE id = $1`, [
      articleId,
    ]);
    if (!article || (!article.published && !editor)) throw new NotFoundException(ARTICLE_NOT_FOUND);
  }

  private async requireActiveUser(session: Session): Promise<void> {
    const [user] = await this.db.query<{ hidden: boolean }[]>(`SELECT hidden FROM users WHERE id = $1`, [
      session.userId,
    ]);
    if (user?.hidden) throw new ForbiddenException('This account has been suspended. Please contact the editors.');
  }

  /** The dashboard's comment count lives in the content service; it learns it from this event. */
  async publishTotal(): Promise<void> {
    const [{ total }] = await this.db.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM comments WHERE deleted_at IS NULL`,
    );
    await this.events.publishCommentsTotal(total);
  }
}
