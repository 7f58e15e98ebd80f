import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CursorPageQuery, PageLimit, PageOffset, SearchText, trim } from '@portal/shared';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

export const MAX_COMMENT_LENGTH = 500;

/** A comment, an edit or a reply: trimmed, not blank, at most 500 characters. */
export class CommentContentDto {
  @ApiProperty({ maxLength: MAX_COMMENT_LENGTH })
  @trim()
  @MaxLength(MAX_COMMENT_LENGTH, { message: `Comment must be at most ${MAX_COMMENT_LENGTH} characters` })
  @IsNotEmpty({ message: 'Comment cannot be empty' })
  @IsString({ message: 'Comment cannot be empty' })
  content!: string;
}

export class ReportDto {
  @ApiPropertyOptional({ maxLength: 500 })
  @IsOptional()
  @trim()
  @MaxLength(500, { message: 'Reason must be at most 500 characters' })
  @IsString({ message: 'Reason must be text' })
  reason?: string;
}

export class VisibilityDto {
  @ApiProperty()
  @IsBoolean({ message: 'hidden must be true or false' })
  hidden!: boolean;
}

export const COMMENT_SORTS = ['newest', 'oldest', 'top'] as const;
export type CommentSort = (typeof COMMENT_SORTS)[number];

/** `sort`, `limit` and the cursor (`after`) page an article's top-level comments. */
export class ListCommentsQuery extends CursorPageQuery {
  @ApiPropertyOptional({ enum: COMMENT_SORTS })
  @IsOptional()
  @IsIn(COMMENT_SORTS, { message: 'sort must be newest, oldest or top' })
  sort?: CommentSort;
}

export class AdminCommentsQuery {
  @SearchText()
  search?: string;

  @ApiPropertyOptional({ enum: ['all', 'visible', 'hidden', 'reported'] })
  @IsOptional()
  @IsIn(['all', 'visible', 'hidden', 'reported'], { message: 'status must be all, visible, hidden or reported' })
  status?: 'all' | 'visible' | 'hidden' | 'reported';

  @PageLimit()
  limit?: number;

  @PageOffset()
  offset?: number;
}
