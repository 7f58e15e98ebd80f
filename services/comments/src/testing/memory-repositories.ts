import type { ArticleSnapshot, UserSnapshot } from '@portal/shared';
import type {
  AdminQuery,
  CommentRecord,
  CommentsRepository,
  PageEntry,
  TopLevelQuery,
} from '../repositories/comments.repository';
import type { ReadCopiesRepository } from '../repositories/read-copies.repository';

type Public<T> = { [K in keyof T]: T[K] };

/** A row of the comments table: the record without what the queries join or count. */
type StoredComment = Omit<CommentRecord, 'likesCount' | 'author' | 'likedByMe' | 'reportedByMe' | 'articleTitle'>;

/** The comments service's tables in memory, for unit tests of its rules (same answers as the SQL). */
export class MemoryCommentsDb {
  readonly users = new Map<string, UserSnapshot>();
  readonly articles = new Map<number, ArticleSnapshot>();
  readonly comments = new Map<number, StoredComment>();
  readonly likes = new Set<string>();
  readonly reports = new Map<string, string | null>();
  private nextId = 1;
  /** Comments are dated a millisecond apart, so orders are stable. */
  private clock = Date.UTC(2026, 0, 1);

  now(): Date {
    this.clock += 1;
    return new Date(this.clock);
  }

  insertComment(fields: Pick<StoredComment, 'articleId' | 'userId' | 'parentId' | 'content'>): number {
    const id = this.nextId++;
    const at = this.now();
    this.comments.set(id, {
      ...fields,
      id,
      hidden: false,
      reportsCount: 0,
      createdAt: at,
      updatedAt: at,
      editedAt: null,
      deletedAt: null,
    });
    return id;
  }

  likesOf(id: number): number {
    return [...this.likes].filter((key) => key.startsWith(`${id}|`)).length;
  }

  userHidden(userId: string): boolean {
    return Boolean(this.users.get(userId)?.hidden);
  }

  readerVisible(comment: StoredComment): boolean {
    return !comment.hidden && !this.userHidden(comment.userId);
  }

  record(comment: StoredComment, viewerId: string | null): CommentRecord {
    const user = this.users.get(comment.userId);
    return {
      ...comment,
      likesCount: this.likesOf(comment.id),
      author: {
        firstName: user?.firstName ?? null,
        lastName: user?.lastName ?? null,
        profileImageUrl: user?.profileImageUrl ?? null,
        email: user?.email ?? null,
        hidden: Boolean(user?.hidden),
      },
      likedByMe: viewerId !== null && this.likes.has(`${comment.id}|${viewerId}`),
      reportedByMe: viewerId !== null && this.reports.has(`${comment.id}|${viewerId}`),
    };
  }
}

export class MemoryCommentsRepository implements Public<CommentsRepository> {
  constructor(readonly db: MemoryCommentsDb) {}

  private present(comment: StoredComment): boolean {
    return (
      comment.deletedAt === null ||
      [...this.db.comments.values()].some((reply) => reply.parentId === comment.id && reply.deletedAt === null)
    );
  }

  private topLevel(articleId: number, visibleOnly: boolean): StoredComment[] {
    return [...this.db.comments.values()].filter(
      (c) =>
        c.articleId === articleId &&
        c.parentId === null &&
        (!visibleOnly || this.db.readerVisible(c)) &&
        this.present(c),
    );
  }

  async topLevelPage(query: TopLevelQuery): Promise<PageEntry[]> {
    const key = (c: StoredComment) => (query.order === 'top' ? this.db.likesOf(c.id) : c.createdAt.getTime());
    const direction = query.order === 'oldest' ? 1 : -1;
    const compare = (a: StoredComment, b: StoredComment) => direction * (key(a) - key(b) || a.id - b.id);
    let rows = this.topLevel(query.articleId, query.visibleOnly).sort(compare);
    if (query.after) {
      const [k, id] = query.after;
      const afterKey = query.order === 'top' ? Number(k) : new Date(k).getTime();
      rows = rows.filter((c) => direction * (key(c) - afterKey || c.id - Number(id)) > 0);
    }
    return rows.slice(0, query.limit + 1).map((c) => ({
      id: c.id,
      key: query.order === 'top' ? this.db.likesOf(c.id) : c.createdAt.toISOString(),
    }));
  }

  async countTopLevel(articleId: number, visibleOnly: boolean): Promise<number> {
    return this.topLevel(articleId, visibleOnly).length;
  }

  async threads(ids: number[], visibleOnly: boolean, viewerId: string | null): Promise<CommentRecord[]> {
    const found = ids.map((id) => this.db.comments.get(id)!).filter(Boolean);
    for (let i = 0; i < found.length; i++) {
      for (const reply of this.db.comments.values()) {
        if (reply.parentId === found[i].id && (!visibleOnly || this.db.readerVisible(reply))) found.push(reply);
      }
    }
    return found.map((c) => this.db.record(c, viewerId));
  }

  async find(id: number, viewerId: string | null, visibleOnly = false): Promise<CommentRecord | undefined> {
    const comment = this.db.comments.get(id);
    const published = this.db.articles.get(comment?.articleId ?? -1)?.published === true;
    if (!comment || (visibleOnly && (!this.db.readerVisible(comment) || !published))) return undefined;
    return this.db.record(comment, viewerId);
  }

  async insert(comment: { articleId: number; userId: string; parentId: number | null; content: string }) {
    return this.db.insertComment(comment);
  }

  async updateContent(id: number, content: string): Promise<void> {
    const comment = this.db.comments.get(id)!;
    const at = this.db.now();
    Object.assign(comment, { content, editedAt: at, updatedAt: at });
  }

  async markDeleted(id: number): Promise<void> {
    const at = this.db.now();
    Object.assign(this.db.comments.get(id)!, { deletedAt: at, updatedAt: at });
  }

  async setHidden(id: number, hidden: boolean): Promise<{ content: string } | undefined> {
    const comment = this.db.comments.get(id);
    if (comment) Object.assign(comment, { hidden, updatedAt: this.db.now() });
    return comment && { content: comment.content };
  }

  async toggleLike(id: number, userId: string): Promise<{ liked: boolean; likesCount: number }> {
    const key = `${id}|${userId}`;
    const liked = !this.db.likes.delete(key);
    if (liked) this.db.likes.add(key);
    return { liked, likesCount: this.db.likesOf(id) };
  }

  async addReport(id: number, userId: string, reason: string | null): Promise<boolean> {
    const key = `${id}|${userId}`;
    if (this.db.reports.has(key)) return false;
    this.db.reports.set(key, reason);
    this.db.comments.get(id)!.reportsCount += 1;
    return true;
  }

  async adminPage(query: AdminQuery): Promise<{ comments: CommentRecord[]; total: number }> {
    const like = (text: string | null | undefined) => {
      if (!query.pattern) return true;
      const needle = query.pattern.slice(1, -1).replace(/\\(.)/g, '$1').toLowerCase();
      return (text ?? '').toLowerCase().includes(needle);
    };
    const rows = [...this.db.comments.values()]
      .filter((c) => c.deletedAt === null)
      .filter((c) => {
        const hidden = c.hidden || this.db.userHidden(c.userId);
        if (query.status === 'visible') return !hidden;
        if (query.status === 'hidden') return hidden;
        if (query.status === 'reported') return c.reportsCount > 0;
        return true;
      })
      .filter((c) => {
        const user = this.db.users.get(c.userId);
        const title = this.db.articles.get(c.articleId)?.title;
        return (
          like(c.content) || like(user?.email) || like(user && `${user.firstName} ${user.lastName}`) || like(title)
        );
      })
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
    return {
      comments: rows.slice(query.offset, query.offset + query.limit).map((c) => ({
        ...this.db.record(c, query.viewerId),
        articleTitle: this.db.articles.get(c.articleId)?.title ?? null,
      })),
      total: rows.length,
    };
  }

  /** One process, no concurrent transactions: nothing to take turns with. */
  async lockTotal(): Promise<void> {}

  async countActive(): Promise<number> {
    return [...this.db.comments.values()].filter((c) => c.deletedAt === null).length;
  }

  async deleteForArticle(articleId: number): Promise<void> {
    for (const [id, c] of this.db.comments) if (c.articleId === articleId) this.db.comments.delete(id);
  }
}

export class MemoryReadCopiesRepository implements Public<ReadCopiesRepository> {
  constructor(readonly db: MemoryCommentsDb) {}

  async upsertUser(user: UserSnapshot): Promise<void> {
    this.db.users.set(user.id, user);
  }

  async upsertArticle(article: ArticleSnapshot): Promise<void> {
    this.db.articles.set(article.id, article);
  }

  async deleteArticle(id: number): Promise<void> {
    this.db.articles.delete(id);
  }

  async findArticle(id: number): Promise<{ published: boolean } | undefined> {
    const article = this.db.articles.get(id);
    return article && { published: article.published };
  }

  async isUserHidden(id: string): Promise<boolean> {
    return this.db.userHidden(id);
  }
}
