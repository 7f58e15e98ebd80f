import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import {
  can,
  containsPattern,
  decodeCursor,
  encodeCursor,
  EventPublisher,
  Page,
  pageCursor,
  Session,
  Sql,
  Transactions,
} from '@portal/shared';
import { CreateArticleDto, DEFAULT_PAGE_SIZE, ListArticlesQuery, UpdateArticleDto } from '../dtos/article.dto';
import { ArticleCardView, ArticleView, mapArticle, mapArticleCard } from '../dtos/article.views';
import {
  ArticleFilter,
  ArticlesRepository,
  ArticleStatus,
  Category,
  type PictureInfo,
} from '../repositories/articles.repository';
import { TaxonomyRepository } from '../repositories/taxonomy.repository';
import { type ArticleBody, bodyText, sanitiseBody } from '../stories/article-body';
import { slugify, tagKeys } from '../stories/slug';
import { AuditRepository } from '../repositories/audit.repository';
import { RevisionsRepository } from '../repositories/revisions.repository';
import {
  assertDeletable,
  assertEditable,
  checkTransition,
  NOTE_NEEDS_DRAFT,
  requestedStatus,
  staleVersion,
  TIME_NEEDS_SCHEDULE,
  transitionAction,
  visibleOr404,
} from './article-access';
import { ReaderTotals } from './reader-totals';
import { purgeIfSeen } from './cache-purge';

@Injectable()
export class ArticlesService {
  constructor(
    private readonly articles: ArticlesRepository,
    private readonly events: EventPublisher,
    private readonly transactions: Transactions,
    private readonly readerTotals: ReaderTotals,
    private readonly revisions: RevisionsRepository,
    private readonly auditLog: AuditRepository,
    private readonly taxonomy: TaxonomyRepository,
  ) {}

  /**
   * One page, newest first. Readers see published articles only; editors see all and
   * may search titles and filter by status; `mine`: a staff member's own, in every state.
   * `view=card`: cards (no content) instead of articles.
   */
  async list(query: ListArticlesQuery, session?: Session): Promise<Page<ArticleView | ArticleCardView>> {
    const slug = query.category === 'latest' ? 'latest-news' : query.category;
    const mine = query.mine === true;
    if (mine && !can(session, 'article.create')) throw new ForbiddenException("You don't have permission to do this");
    const isEditor = mine || can(session, 'article.readAll');
    const filter: ArticleFilter = {
      categorySlug: slug && slug !== 'all' ? slug : undefined,
      status: isEditor ? (query.status ?? 'all') : 'published',
      authorId: mine ? session!.userId : query.author,
      titlePattern: isEditor && query.search ? containsPattern(query.search) : undefined,
      tagSlug: query.tag,
    };
    // A section's slug that is none (sections come and go: checked, not a fixed list).
    if (filter.categorySlug && !(await this.articles.categorySlugExists(filter.categorySlug)))
      throw new BadRequestException('Unknown category');
    const cursor = pageCursor(query);
    const after = cursor ? decodeCursor(cursor, 'time') : undefined;
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const [rows, total] = await Promise.all([this.articles.page(filter, limit, after), this.count(filter, isEditor)]);
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    // Published lists run by publication time; editors' mixed lists by creation time.
    const lastTime = filter.status === 'published' ? last?.publishedText : last?.createdText;
    return {
      items: query.view === 'card' ? page.map(mapArticleCard) : page.map(mapArticle),
      total,
      nextCursor: rows.length > limit && last && lastTime ? encodeCursor(lastTime, last.id) : null,
    };
  }

  /** Editors get exact totals; readers' totals may be up to READER_TOTAL_TTL_MS old. */
  private count(filter: ArticleFilter, exact: boolean): Promise<number> {
    return this.readerTotals.total(JSON.stringify(filter), exact, () => this.articles.count(filter));
  }

  /** A draft is "not found" for everyone but editors and its own author. */
  async get(id: number, session?: Session): Promise<ArticleView> {
    return mapArticle(visibleOr404(await this.articles.find(id), session));
  }

  async create(dto: CreateArticleDto, session: Session): Promise<ArticleView> {
    const status = requestedStatus(dto, undefined) ?? 'draft';
    const publishAt = checkTransition(undefined, status, dto.publishAt, session);
    await this.requireCategory(dto.categoryId);
    const { body, content } = storyText(dto);
    if (content === undefined) throw new BadRequestException('Content is required');
    return this.transactions.run(async (sql) => {
      const id = await this.articles.insert(
        {
          title: dto.title,
          summary: dto.summary ?? null,
          content,
          body: body ?? null,
          imageUrl: dto.imageUrl ?? null,
          imageUrls: dto.imageUrls ?? [],
          imageInfo: pictureInfo(dto.imageInfo) ?? null,
          imageUrlsInfo: (dto.imageUrlsInfo ?? []).map((info) => pictureInfo(info) ?? null),
          slug: dto.slug ?? slugify(dto.title),
          categoryId: dto.categoryId,
          status,
          publishAt,
          authorId: session.userId,
        },
        sql,
      );
      await this.saveTags(id, dto, sql);
      await this.revisions.snapshot(id, session.userId, sql);
      const article = await this.mustFind(id, sql);
      await this.audit(session.userId, 'article.created', article, sql, { status });
      if (status !== 'draft')
        await this.audit(session.userId, transitionAction(undefined, status), article, sql, {
          publishAt: article.publishAt,
        });
      await this.events.publishArticle('article.created', article, sql);
      await purgeIfSeen(this.events, null, article, sql);
      return article;
    });
  }

  /**
   * Edits the text and/or moves the state, as the rights allow (article-access.ts). With
   * `version`, a save made since answers 409 and nothing changes (the row is locked meanwhile).
   */
  async update(id: number, dto: UpdateArticleDto, session: Session): Promise<ArticleView> {
    if (dto.categoryId !== undefined) await this.requireCategory(dto.categoryId);
    return this.transactions.run(async (sql) => {
      const current = visibleOr404(await this.articles.find(id, sql, true), session);
      assertEditable(current, session);
      if (dto.version !== undefined && dto.version !== current.version) {
        throw new ConflictException(staleVersion(current.version));
      }
      const target = requestedStatus(dto, current.status);
      const moves = target !== undefined && (target !== current.status || target === 'scheduled');
      const publishAt = moves ? checkTransition(current.status, target, dto.publishAt, session) : null;
      if (!moves && dto.publishAt !== undefined) throw new BadRequestException(TIME_NEEDS_SCHEDULE);
      if (dto.note !== undefined && !(moves && target === 'draft')) throw new BadRequestException(NOTE_NEEDS_DRAFT);
      const { body, content } = storyText(dto);
      const text = {
        title: dto.title,
        summary: dto.summary,
        content,
        // Plain text saved alone replaces the body (so the two never disagree).
        body: body ?? (content !== undefined ? null : undefined),
        imageUrl: dto.imageUrl,
        imageUrls: dto.imageUrls,
        imageInfo: dto.imageInfo === undefined ? undefined : (pictureInfo(dto.imageInfo) ?? null),
        imageUrlsInfo: dto.imageUrlsInfo?.map((info) => pictureInfo(info) ?? null),
        categoryId: dto.categoryId,
        // The address follows a new title unless the editor names it; the old one still leads here (by id).
        slug: dto.slug ?? (dto.title !== undefined ? slugify(dto.title) : undefined),
      };
      const tagsChange = dto.tagIds !== undefined || dto.tagNames !== undefined;
      const edits = tagsChange || Object.values(text).some((value) => value !== undefined);
      await this.articles.update(
        id,
        {
          ...text,
          ...(moves && {
            status: target,
            publishAt,
            // The author sees the note while it is a draft; a new submission or publication ends it.
            reviewNote: target === 'draft' ? (dto.note ?? null) : null,
          }),
        },
        sql,
      );
      if (tagsChange) await this.saveTags(id, dto, sql);
      if (edits) await this.revisions.snapshot(id, session.userId, sql);
      const article = await this.mustFind(id, sql);
      if (edits) await this.audit(session.userId, 'article.edited', article, sql);
      if (moves) {
        const details =
          target === 'scheduled'
            ? { publishAt: article.publishAt }
            : target === 'draft' && dto.note
              ? { note: dto.note }
              : {};
        await this.audit(session.userId, transitionAction(current.status, target), article, sql, {
          from: current.status,
          ...details,
        });
      }
      await this.events.publishArticle('article.updated', article, sql);
      await purgeIfSeen(this.events, mapArticle(current), article, sql);
      return article;
    });
  }

  async remove(id: number, session: Session): Promise<void> {
    await this.transactions.run(async (sql) => {
      const current = visibleOr404(await this.articles.find(id, sql, true), session);
      assertDeletable(current, session);
      await this.articles.delete(id, sql);
      await this.audit(session.userId, 'article.deleted', mapArticle(current), sql, { status: current.status });
      await this.events.publishArticle('article.deleted', { id, title: '', published: false }, sql);
      await purgeIfSeen(this.events, mapArticle(current), null, sql);
    });
  }

  /** Publishes what is due (the scheduler's turn): each article once, with its event and audit line. */
  async publishDue(limit = 50): Promise<number[]> {
    return this.transactions.run(async (sql) => {
      const ids = await this.articles.publishDue(limit, sql);
      for (const id of ids) {
        const article = await this.mustFind(id, sql);
        await this.audit(null, 'article.published', article, sql, { from: 'scheduled', scheduled: true });
        await this.events.publishArticle('article.updated', article, sql);
        await purgeIfSeen(this.events, null, article, sql);
      }
      return ids;
    });
  }

  /** One line of the audit log, in the transaction of the change. */
  private audit(
    actorId: string | null,
    action: string,
    article: Pick<ArticleView, 'id' | 'title'>,
    sql: Sql,
    details: Record<string, unknown> = {},
  ): Promise<void> {
    return this.auditLog.insert(
      { actorId, action, targetType: 'article', targetId: String(article.id), targetTitle: article.title, details },
      sql,
    );
  }

  /** The article as the transaction `sql` sees it (any state: editors' view). */
  private async mustFind(id: number, sql: Sql): Promise<ArticleView> {
    const article = await this.articles.find(id, sql);
    if (!article) throw new NotFoundException('Article not found');
    return mapArticle(article);
  }

  categories(): Promise<Category[]> {
    return this.articles.categories();
  }

  stats(): Promise<{
    totalArticles: number;
    breakingNews: number;
    totalComments: number;
    byStatus: Record<ArticleStatus, number>;
  }> {
    return this.articles.stats();
  }

  /** The article's tags: `tagIds` (existing ones) then `tagNames` (made when new). */
  private async saveTags(id: number, dto: Pick<CreateArticleDto, 'tagIds' | 'tagNames'>, sql: Sql): Promise<void> {
    const ids = await this.taxonomy.existingTags(dto.tagIds ?? [], sql);
    if (ids.length !== (dto.tagIds ?? []).length) throw new BadRequestException('Unknown tag');
    for (const name of dto.tagNames ?? []) {
      const keys = tagKeys(name);
      if (!keys.nameKey) throw new BadRequestException('A tag needs letters or digits');
      ids.push(await this.taxonomy.ensureTag({ name, slug: slugify(name, 'tag'), ...keys }, sql));
    }
    await this.articles.setTags(id, [...new Set(ids)], sql);
  }

  private async requireCategory(id: number): Promise<void> {
    if (!(await this.articles.categoryExists(id))) throw new BadRequestException('Please choose a category');
  }
}

/** The stored body and the plain `content`: from the body when one is given (cleaned), else the text as sent. */
function storyText(dto: { body?: Record<string, unknown>; content?: string }): {
  body?: ArticleBody;
  content?: string;
} {
  if (dto.body === undefined) return { content: dto.content };
  const body = sanitiseBody(dto.body);
  const content = bodyText(body);
  if (!content) throw new BadRequestException('Content is required');
  return { body, content };
}

function pictureInfo(info: Partial<PictureInfo> | null | undefined): PictureInfo | null | undefined {
  if (info === undefined || info === null) return info;
  return { caption: info.caption ?? null, credit: info.credit ?? null, alt: info.alt ?? null };
}
