import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiExtraModels, ApiNoContentResponse, ApiOkResponse } from '@nestjs/swagger';
import { CacheTags, can, Can, CurrentSession, idParam, Page, PagedList, Public, Session } from '@portal/shared';
import type { Request } from 'express';
import { CreateArticleDto, ListArticlesQuery, OffsetPageQuery, UpdateArticleDto } from '../dtos/article.dto';
import { ArticleCardView, ArticleView, RevisionSummaryView, RevisionView } from '../dtos/article.views';
import { ArticleImageHosts } from '../services/article-image-hosts';
import { ArticlesService } from '../services/articles.service';
import { ReaderListCache } from '../services/reader-list.cache';
import { RevisionsService } from '../services/revisions.service';

/** Ids are positive integers; anything else is simply not found. */
const articleId = idParam('Article not found');
const revisionId = idParam('Revision not found');

@Controller('api/articles')
export class ArticlesController {
  constructor(
    private readonly articles: ArticlesService,
    private readonly imageHosts: ArticleImageHosts,
    private readonly readerList: ReaderListCache,
    private readonly revisions: RevisionsService,
  ) {}

  /**
   * The spec's plain list; X-Total-Count and X-Next-Cursor (for `before`) page it. `view=card`
   * leaves out each article's content (the reader pages' cards need only its first words).
   * Readers' answers are kept for a moment (ReaderListCache answers the next ones); editors'
   * and a staff member's own list (`mine`) never are.
   */
  @Public()
  @Get()
  @CacheTags(() => ['lists'])
  @ApiExtraModels(ArticleCardView)
  @PagedList({
    type: ArticleView,
    cursor: 'before',
    description: 'Whole articles; with view=card, ArticleCardView items instead',
  })
  async list(
    @Query() query: ListArticlesQuery,
    @CurrentSession() session: Session | undefined,
    @Req() req: Request,
  ): Promise<Page<ArticleView | ArticleCardView>> {
    const personal = can(session, 'article.readAll') || query.mine === true;
    const version = this.readerList.version();
    const page = await this.articles.list(query, session);
    if (!personal) this.readerList.store(req.originalUrl, page, version);
    return page;
  }

  @Public()
  @Get(':id')
  @CacheTags((article: ArticleView) => [`article-${article.id}`, `section-${article.category.id}`])
  @ApiOkResponse({ type: ArticleView })
  get(@Param('id', articleId) id: number, @CurrentSession() session?: Session): Promise<ArticleView> {
    return this.articles.get(id, session);
  }

  /** A contributor's article is a draft or submitted for review; editors may publish or schedule it at once. */
  @Can('article.create')
  @Post()
  @ApiCreatedResponse({ type: ArticleView })
  create(@Body() dto: CreateArticleDto, @CurrentSession() session: Session): Promise<ArticleView> {
    this.imageHosts.assertAllowed(dto);
    return this.changingList(() => this.articles.create(dto, session));
  }

  /**
   * The spec's edit and `{published}` toggle, plus `{status}` (review, scheduled with `publishAt`,
   * draft with a `note`) and `version` (409 when stale). Contributors: their own drafts only.
   */
  @Can('article.editOwnDraft')
  @Put(':id')
  @ApiOkResponse({ type: ArticleView })
  update(
    @Param('id', articleId) id: number,
    @Body() dto: UpdateArticleDto,
    @CurrentSession() session: Session,
  ): Promise<ArticleView> {
    this.imageHosts.assertAllowed(dto);
    return this.changingList(() => this.articles.update(id, dto, session));
  }

  /** Editors delete any article; a contributor their own draft. */
  @Can('article.editOwnDraft')
  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  remove(@Param('id', articleId) id: number, @CurrentSession() session: Session): Promise<void> {
    return this.changingList(() => this.articles.remove(id, session));
  }

  /** Newest first; `limit` and `offset` page it. */
  @Can('article.editOwnDraft')
  @Get(':id/revisions')
  @PagedList({ type: RevisionSummaryView })
  revisionList(
    @Param('id', articleId) id: number,
    @Query() query: OffsetPageQuery,
    @CurrentSession() session: Session,
  ): Promise<Page<RevisionSummaryView>> {
    return this.revisions.list(id, query, session);
  }

  @Can('article.editOwnDraft')
  @Get(':id/revisions/:revisionId')
  @ApiOkResponse({ type: RevisionView })
  revision(
    @Param('id', articleId) id: number,
    @Param('revisionId', revisionId) revision: number,
    @CurrentSession() session: Session,
  ): Promise<RevisionView> {
    return this.revisions.get(id, revision, session);
  }

  /** The article's text as that revision had it, saved as a new revision. */
  @Can('article.editOwnDraft')
  @Post(':id/revisions/:revisionId/restore')
  @HttpCode(200)
  @ApiOkResponse({ type: ArticleView })
  restore(
    @Param('id', articleId) id: number,
    @Param('revisionId', revisionId) revision: number,
    @CurrentSession() session: Session,
  ): Promise<ArticleView> {
    return this.changingList(() => this.revisions.restore(id, revision, session));
  }

  /** A write drops the readers' list copy of this process, also when it failed halfway. */
  private async changingList<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } finally {
      this.readerList.drop();
    }
  }
}
