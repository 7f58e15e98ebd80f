import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiExtraModels, ApiNoContentResponse, ApiOkResponse } from '@nestjs/swagger';
import { CurrentSession, idParam, isEditor, Page, PagedList, Public, Roles, Session } from '@portal/shared';
import type { Request } from 'express';
import { CreateArticleDto, ListArticlesQuery, UpdateArticleDto } from '../dtos/article.dto';
import { ArticleCardView, ArticleView } from '../dtos/article.views';
import { ArticleImageHosts } from '../services/article-image-hosts';
import { ArticlesService } from '../services/articles.service';
import { ReaderListCache } from '../services/reader-list.cache';

/** Ids are positive integers; anything else is simply not found. */
const articleId = idParam('Article not found');

@Controller('api/articles')
export class ArticlesController {
  constructor(
    private readonly articles: ArticlesService,
    private readonly imageHosts: ArticleImageHosts,
    private readonly readerList: ReaderListCache,
  ) {}

  /**
   * The spec's plain list; X-Total-Count and X-Next-Cursor (for `before`) page it. `view=card`
   * leaves out each article's content (the reader pages' cards need only its first words).
   * Non-editors' answers are kept for a moment (ReaderListCache answers the next ones).
   */
  @Public()
  @Get()
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
    const editor = isEditor(session);
    const version = this.readerList.version();
    const page = await this.articles.list(query, editor);
    if (!editor) this.readerList.store(req.originalUrl, page, version);
    return page;
  }

  @Public()
  @Get(':id')
  @ApiOkResponse({ type: ArticleView })
  get(@Param('id', articleId) id: number, @CurrentSession() session?: Session): Promise<ArticleView> {
    return this.articles.get(id, isEditor(session));
  }

  @Roles('admin')
  @Post()
  @ApiCreatedResponse({ type: ArticleView })
  create(@Body() dto: CreateArticleDto, @CurrentSession() session: Session): Promise<ArticleView> {
    this.imageHosts.assertAllowed(dto);
    return this.changingList(() => this.articles.create(dto, session));
  }

  @Roles('admin')
  @Put(':id')
  @ApiOkResponse({ type: ArticleView })
  update(@Param('id', articleId) id: number, @Body() dto: UpdateArticleDto): Promise<ArticleView> {
    this.imageHosts.assertAllowed(dto);
    return this.changingList(() => this.articles.update(id, dto));
  }

  @Roles('admin')
  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  remove(@Param('id', articleId) id: number): Promise<void> {
    return this.changingList(() => this.articles.remove(id));
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
