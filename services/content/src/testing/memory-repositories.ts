import type {
  ArticleChanges,
  ArticleFields,
  ArticleFilter,
  ArticleRecord,
  ArticlesRepository,
  Category,
} from '../repositories/articles.repository';

type Public<T> = { [K in keyof T]: T[K] };

/** Postgres' timestamptz text, as the repository gives it for cursors. */
const timeText = (date: Date) => date.toISOString().replace('T', ' ').replace('Z', '+00');

/** Revisions and the audit log in memory: what was written, in order. */
export class MemoryHistory {
  readonly revisions: { articleId: number; authorId: string | null }[] = [];
  readonly audit: { action: string; actorId: string | null; targetId: string }[] = [];

  async snapshot(articleId: number, authorId: string | null): Promise<void> {
    this.revisions.push({ articleId, authorId });
  }

  async insert(entry: { action: string; actorId: string | null; targetId: string }): Promise<void> {
    this.audit.push({ action: entry.action, actorId: entry.actorId, targetId: entry.targetId });
  }
}

/** The articles and categories tables in memory, for unit tests of the content rules. */
export class MemoryArticlesRepository implements Public<ArticlesRepository> {
  readonly rows = new Map<number, ArticleRecord>();
  readonly categoryList: Category[] = [
    { id: 1, name: 'Latest News', slug: 'latest-news', nameNe: null },
    { id: 2, name: 'Breaking News', slug: 'breaking-news', nameNe: null },
  ];
  commentTotal = 0;
  /** How often the (costly) count ran. */
  counts = 0;
  private nextId = 1;
  private clock = Date.UTC(2026, 0, 1);

  private now(): Date {
    this.clock += 1000;
    return new Date(this.clock);
  }

  private matching(filter: ArticleFilter): ArticleRecord[] {
    const needle = filter.titlePattern?.slice(1, -1).replace(/\\(.)/g, '$1').toLowerCase();
    return [...this.rows.values()].filter(
      (a) =>
        (!filter.categorySlug || a.category.slug === filter.categorySlug) &&
        (filter.status === 'all' || a.status === filter.status) &&
        (!filter.authorId || a.authorId === filter.authorId) &&
        (needle === undefined || a.title.toLowerCase().includes(needle)),
    );
  }

  async page(filter: ArticleFilter, limit: number, after?: [string, string]): Promise<ArticleRecord[]> {
    const time = (a: ArticleRecord) => (filter.status === 'published' ? a.publishedAt! : a.createdAt).getTime();
    let rows = this.matching(filter).sort((a, b) => time(b) - time(a) || b.id - a.id);
    if (after) {
      const at = new Date(after[0].replace(' ', 'T').replace('+00', 'Z')).getTime();
      rows = rows.filter((a) => time(a) < at || (time(a) === at && a.id < Number(after[1])));
    }
    return rows.slice(0, limit + 1);
  }

  async count(filter: ArticleFilter): Promise<number> {
    this.counts += 1;
    return this.matching(filter).length;
  }

  async find(id: number): Promise<ArticleRecord | undefined> {
    const row = this.rows.get(id);
    return row && { ...row };
  }

  async publishDue(): Promise<number[]> {
    const due = [...this.rows.values()].filter((a) => a.status === 'scheduled' && a.publishAt!.getTime() <= Date.now());
    for (const a of due) await this.update(a.id, { status: 'published', publishAt: null });
    return due.map((a) => a.id);
  }

  async insert(fields: ArticleFields): Promise<number> {
    const id = this.nextId++;
    const at = this.now();
    this.rows.set(id, {
      id,
      title: fields.title,
      summary: fields.summary,
      content: fields.content,
      imageUrl: fields.imageUrl,
      imageUrls: fields.imageUrls,
      imageInfo: fields.imageInfo,
      imageUrlsInfo: fields.imageUrlsInfo,
      slug: fields.slug,
      body: fields.body,
      tags: [],
      category: this.categoryList.find((c) => c.id === fields.categoryId)!,
      status: fields.status,
      published: fields.status === 'published',
      publishAt: fields.publishAt,
      reviewNote: null,
      version: 1,
      authorId: fields.authorId,
      createdAt: at,
      updatedAt: at,
      publishedAt: fields.status === 'published' ? at : null,
      createdText: timeText(at),
      publishedText: fields.status === 'published' ? timeText(at) : null,
      author: { firstName: null, lastName: null, profileImageUrl: null, role: null, bio: null },
    });
    return id;
  }

  async update(id: number, changes: ArticleChanges): Promise<boolean> {
    const row = this.rows.get(id);
    if (!row) return false;
    const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
    Object.assign(row, defined, { updatedAt: this.now(), version: row.version + 1 });
    if (changes.publishAt === null) row.publishAt = null;
    if (changes.reviewNote === null) row.reviewNote = null;
    if (changes.body === null) row.body = null;
    if (changes.imageInfo === null) row.imageInfo = null;
    row.published = row.status === 'published';
    if (changes.categoryId !== undefined) row.category = this.categoryList.find((c) => c.id === changes.categoryId)!;
    if (row.published && !row.publishedAt) {
      row.publishedAt = row.updatedAt;
      row.publishedText = timeText(row.updatedAt);
    }
    return true;
  }

  async delete(id: number): Promise<boolean> {
    return this.rows.delete(id);
  }

  async setTags(): Promise<void> {}

  async categorySlugExists(slug: string): Promise<boolean> {
    return this.categoryList.some((c) => c.slug === slug);
  }

  async categories(): Promise<Category[]> {
    return this.categoryList;
  }

  async categoryExists(id: number): Promise<boolean> {
    return this.categoryList.some((c) => c.id === id);
  }

  async stats() {
    const all = [...this.rows.values()];
    return {
      totalArticles: all.length,
      breakingNews: all.filter((a) => a.category.slug === 'breaking-news').length,
      totalComments: this.commentTotal,
      byStatus: {
        draft: all.filter((a) => a.status === 'draft').length,
        review: all.filter((a) => a.status === 'review').length,
        scheduled: all.filter((a) => a.status === 'scheduled').length,
        published: all.filter((a) => a.status === 'published').length,
      },
    };
  }
}
