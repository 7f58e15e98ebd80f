import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse } from '@nestjs/swagger';
import { CacheTags, Can, CurrentSession, idParam, Page, PagedList, Public, Session } from '@portal/shared';
import {
  AdminCommentsQuery,
  CommentContentDto,
  ListCommentsQuery,
  ReportDto,
  VisibilityDto,
} from '../dtos/comment.dto';
import { CommentView, LikeResultView, ReportResultView } from '../dtos/comment.views';
import { ARTICLE_NOT_FOUND, NOT_FOUND } from '../services/comment-lookup';
import { CommentsService } from '../services/comments.service';
import { ModerationService } from '../services/moderation.service';
import { ReactionsService } from '../services/reactions.service';

const commentId = idParam(NOT_FOUND);
const articleId = idParam(ARTICLE_NOT_FOUND);

@Controller('api/articles/:articleId/comments')
export class ArticleCommentsController {
  constructor(private readonly comments: CommentsService) {}

  /** The spec's flat list (replies name their parent); `sort`, `limit`, `after` (or `before`) page the top level. */
  @Public()
  @Get()
  @CacheTags((_answer, req) => [`comments-${req.params.articleId}`])
  @PagedList({ type: CommentView, cursor: 'after' })
  list(
    @Param('articleId', articleId) id: number,
    @Query() query: ListCommentsQuery,
    @CurrentSession() session: Session | undefined,
  ): Promise<Page<CommentView>> {
    return this.comments.listForArticle(id, query, session);
  }

  @Can('comment.write')
  @Post()
  @ApiCreatedResponse({ type: CommentView })
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
  constructor(
    private readonly comments: CommentsService,
    private readonly reactions: ReactionsService,
  ) {}

  @Can('comment.write')
  @Put()
  @ApiOkResponse({ type: CommentView })
  edit(
    @Param('id', commentId) id: number,
    @Body() dto: CommentContentDto,
    @CurrentSession() session: Session,
  ): Promise<CommentView> {
    return this.comments.edit(id, dto.content, session);
  }

  @Can('comment.write')
  @Delete()
  @HttpCode(204)
  @ApiNoContentResponse()
  remove(@Param('id', commentId) id: number, @CurrentSession() session: Session): Promise<void> {
    return this.comments.remove(id, session);
  }

  @Can('comment.write')
  @Post('like')
  @HttpCode(200)
  @ApiOkResponse({ type: LikeResultView })
  like(@Param('id', commentId) id: number, @CurrentSession() session: Session): Promise<LikeResultView> {
    return this.reactions.toggleLike(id, session);
  }

  @Can('comment.write')
  @Post('reply')
  @ApiCreatedResponse({ type: CommentView })
  reply(
    @Param('id', commentId) id: number,
    @Body() dto: CommentContentDto,
    @CurrentSession() session: Session,
  ): Promise<CommentView> {
    return this.comments.reply(id, dto.content, session);
  }

  @Can('comment.write')
  @Post('report')
  @HttpCode(200)
  @ApiOkResponse({ type: ReportResultView })
  report(
    @Param('id', commentId) id: number,
    @Body() dto: ReportDto,
    @CurrentSession() session: Session,
  ): Promise<ReportResultView> {
    return this.reactions.report(id, dto.reason, session);
  }
}

@Can('comment.moderate')
@Controller('api/admin/comments')
export class AdminCommentsController {
  constructor(private readonly moderation: ModerationService) {}

  @Get()
  @PagedList({ type: CommentView })
  list(@Query() query: AdminCommentsQuery, @CurrentSession() session: Session): Promise<Page<CommentView>> {
    return this.moderation.list(query, session);
  }

  @Put(':id/visibility')
  @ApiOkResponse({ type: CommentView })
  visibility(
    @Param('id', commentId) id: number,
    @Body() dto: VisibilityDto,
    @CurrentSession() session: Session,
  ): Promise<CommentView> {
    return this.moderation.setHidden(id, dto.hidden, session);
  }
}
