import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { CurrentSession, idParam, Public, Roles, Session } from '@portal/shared';
import type { Response } from 'express';
import { CreateArticleDto, ListArticlesQuery, UpdateArticleDto } from '../dtos/article.dto';
import { ArticlesService, ArticleView } from '../services/articles.service';

/** Ids are positive integers; anything else is simply not found. */
const articleId = idParam('Article not found');

const isEditor = (session?: Session) => session?.role === 'admin';

@Controller('api/articles')
export class ArticlesController {
  constructor(private readonly articles: ArticlesService) {}

  /** The spec's plain list; X-Total-Count and X-Next-Cursor (for `before`) page it. */
  @Public()
  @Get()
  async list(
    @Query() query: ListArticlesQuery,
    @CurrentSession() session: Session | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ArticleView[]> {
    const page = await this.articles.list(query, isEditor(session));
    res.setHeader('X-Total-Count', String(page.total));
    if (page.nextCursor) res.setHeader('X-Next-Cursor', page.nextCursor);
    return page.articles;
  }

  @Public()
  @Get(':id')
  get(@Param('id', articleId) id: number, @CurrentSession() session?: Session): Promise<ArticleView> {
    return this.articles.get(id, isEditor(session));
  }

  @Roles('admin')
  @Post()
  create(@Body() dto: CreateArticleDto, @CurrentSession() session: Session): Promise<ArticleView> {
    return this.articles.create(dto, session);
  }

  @Roles('admin')
  @Put(':id')
  update(@Param('id', articleId) id: number, @Body() dto: UpdateArticleDto): Promise<ArticleView> {
    return this.articles.update(id, dto);
  }

  @Roles('admin')
  @Delete(':id')
  @HttpCode(204)
  remove(@Param('id', articleId) id: number): Promise<void> {
    return this.articles.remove(id);
  }
}
