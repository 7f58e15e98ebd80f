import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { CurrentSession, idParam, Public, Roles, Session } from '@portal/shared';
import type { Response } from 'express';
import {
  AdminCommentsQuery,
  CommentContentDto,
  ListCommentsQuery,
  ReportDto,
  VisibilityDto,
} from '../dtos/comment.dto';
import { ARTICLE_NOT_FOUND, CommentsService, CommentView, NOT_FOUND } from '../services/comments.service';

const commentId = idParam(NOT_FOUND);
const articleId = idParam(ARTICLE_NOT_FOUND);

@Controller('api/articles/:articleId/comments')
export class ArticleCommentsController {
  constructor(private readonly comments: CommentsService) {}

  /** The spec's flat list (replies name their parent); `sort`, `limit`, `after` page the top level. */
  @Public()
  @Get()
  async list(
    @Param('articleId', articleId) id: number,
    @Query() query: ListCommentsQuery,
    @CurrentSession() session: Session | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CommentView[]> {
    const page = await this.comments.listForArticle(id, query, session);
    res.setHeader('X-Total-Count', String(page.total));
    if (page.nextCursor) res.setHeader('X-Next-Cursor', page.nextCursor);
    return page.comments;
  }

  @Post()
  create(
    @Param('articleId', articleId) id: number,
    @Body() dto: CommentContentDto,
    @CurrentSession() session: Session,
  ): Promise<CommentView> {
    return this.comments.create(id, dto.content, session);
  }
}

@Controller('api/comments/:id')
export class CommentsController {
  constructor(private readonly comments: CommentsService) {}

  @Put()
  edit(@Param('id', commentId) id: number, @Body() dto: CommentContentDto, @CurrentSession() session: Session) {
    return this.comments.edit(id, dto.content, session);
  }

  @Delete()
  @HttpCode(204)
  remove(@Param('id', commentId) id: number, @CurrentSession() session: Session): Promise<void> {
    return this.comments.remove(id, session);
  }

  @Post('like')
  @HttpCode(200)
  like(@Param('id', commentId) id: number, @CurrentSession() session: Session) {
    return this.comments.toggleLike(id, session);
  }

  @Post('reply')
  reply(@Param('id', commentId) id: number, @Body() dto: CommentContentDto, @CurrentSession() session: Session) {
    return this.comments.reply(id, dto.content, session);
  }

  @Post('report')
  @HttpCode(200)
  report(@Param('id', commentId) id: number, @Body() dto: ReportDto, @CurrentSession() session: Session) {
    return this.comments.report(id, dto.reason, session);
  }
}

@Roles('admin')
@Controller('api/admin/comments')
export class AdminCommentsController {
  constructor(private readonly comments: CommentsService) {}

  @Get()
  async list(
    @Query() query: AdminCommentsQuery,
    @CurrentSession() session: Session,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CommentView[]> {
    const { comments, total } = await this.comments.adminList(query, session);
    res.setHeader('X-Total-Count', String(total));
    return comments;
  }

  @Put(':id/visibility')
  visibility(@Param('id', commentId) id: number, @Body() dto: VisibilityDto, @CurrentSession() session: Session) {
    return this.comments.setHidden(id, dto.hidden, session);
  }
}
