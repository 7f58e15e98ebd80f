import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import {
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
import { ArticleFilter, ArticlesRepository, Category } from '../repositories/articles.repository';
import { ReaderTotals } from './reader-totals';

@Injectable()
export class ArticlesService {
  constructor(
    private readonly articles: ArticlesRepository,
    private readonly events: EventPublisher,
    private readonly transactions: Transactions,
    private readonly readerTotals: ReaderTotals,
  ) {}

  /**
   * One page, newest first. Readers see published articles only; editors see all and
   * may search titles and filter by status. `view=card`: cards (no content) instead of articles.
   */
  async list(query: ListArticlesQuery, isEditor: boolean): Promise<Page<ArticleView | ArticleCardView>> {
    const slug = query.category === 'latest' ? 'latest-news' : query.category;
    const filter: ArticleFilter = {
      categorySlug: slug && slug !== 'all' ? slug : undefined,
      status: isEditor ? (query.status ?? 'all') : 'published',
      titlePattern: isEditor && query.search ? containsPattern(query.search) : undefined,
    };
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

  /** A draft is "not found" for everyone but editors. */
  async get(id: number, isEditor: boolean): Promise<ArticleView> {
    const article = await this.articles.find(id);
    if (!article || (!article.published && !isEditor)) throw new NotFoundException('Article not found');
    return mapArticle(article);
  }

  async create(dto: CreateArticleDto, session: Session): Promise<ArticleView> {
    await this.requireCategory(dto.categoryId);
    return this.transactions.run(async (sql) => {
      const id = await this.articles.insert(
        {
          title: dto.title,
          summary: dto.summary ?? null,
          content: dto.content,
          imageUrl: dto.imageUrl ?? null,
          imageUrls: dto.imageUrls ?? [],
          categoryId: dto.categoryId,
          published: dto.published ?? false,
          authorId: session.userId,
        },
        sql,
      );
      const article = await this.mustFind(id, sql);
      await this.events.publishArticle('article.created', article, sql);
      await this.purgeIfSeen(null, article, sql);
      return article;
    });
  }

  async update(id: number, dto: UpdateArticleDto): Promise<ArticleView> {
    if (dto.categoryId !== undefined) await this.requireCategory(dto.categoryId);
    return this.transactions.run(async (sql) => {
      const before = await this.articles.find(id, sql);
      const found = await this.articles.update(
        id,
        {
          title: dto.title,
          summary: dto.summary,
          content: dto.content,
          imageUrl: dto.imageUrl,
          imageUrls: dto.imageUrls,
          categoryId: dto.categoryId,
          published: dto.published,
        },
        sql,
      );
      if (!found) throw new NotFoundException('Article not found');
      const article = await this.mustFind(id, sql);
      await this.events.publishArticle('article.updated', article, sql);
      await this.purgeIfSeen(before ? mapArticle(before) : null, article, sql);
      return article;
    });
  }

  async remove(id: number): Promise<void> {
    await this.transactions.run(async (sql) => {
      const before = await this.articles.find(id, sql);
      if (!(await this.articles.delete(id, sql))) throw new NotFoundException('Article not found');
      await this.events.publishArticle('article.deleted', { id, title: '', published: false }, sql);
      await this.purgeIfSeen(before ? mapArticle(before) : null, null, sql);
    });
  }

  /**
   * A change readers could see (published before or after it) purges the caches holding the
   * article, its sections and the lists, in the change's transaction (docs/architecture.md,
   * "Caches"). Drafts' edits purge nothing.
   */
  private async purgeIfSeen(before: ArticleView | null, after: ArticleView | null, sql: Sql): Promise<void> {
    const seen = [before, after].filter((a): a is ArticleView => !!a?.published);
    if (!seen.length) return;
    const tags = seen.flatMap((a) => [`article-${a.id}`, `section-${a.category.id}`]);
    await this.events.publishPurge([...new Set([...tags, 'lists'])], sql);
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

  stats(): Promise<{ totalArticles: number; breakingNews: number; totalComments: number }> {
    return this.articles.stats();
  }

  private async requireCategory(id: number): Promise<void> {
    if (!(await this.articles.categoryExists(id))) throw new BadRequestException('Please choose a category');
  }
}
