import { trim } from '@portal/shared';
import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';

export const MAX_COMMENT_LENGTH = 500;

/** A comment, an edit or a reply: trimmed, not blank, at most 500 characters. */
export class CommentContentDto {
  @trim()
  @MaxLength(MAX_COMMENT_LENGTH, { message: `Comment must be at most ${MAX_COMMENT_LENGTH} characters` })
  @IsNotEmpty({ message: 'Comment cannot be empty' })
  @IsString({ message: 'Comment cannot be empty' })
  content!: string;
}

export class ReportDto {
  @IsOptional()
  @trim()
  @MaxLength(500, { message: 'Reason must be at most 500 characters' })
  @IsString({ message: 'Reason must be text' })
  reason?: string;
}

export class VisibilityDto {
  @IsBoolean({ message: 'hidden must be true or false' })
  hidden!: boolean;
}

export const COMMENT_SORTS = ['newest', 'oldest', 'top'] as const;
export type CommentSort = (typeof COMMENT_SORTS)[number];

export class ListCommentsQuery {
  @IsOptional()
  @IsIn(COMMENT_SORTS, { message: 'sort must be newest, oldest or top' })
  sort?: CommentSort;

  @IsOptional()
  @Type(() => Number)
  @Max(100, { message: 'limit must be between 1 and 100' })
  @Min(1, { message: 'limit must be between 1 and 100' })
  @IsInt({ message: 'limit must be a whole number' })
  limit?: number;

  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{1,200}$/, { message: 'Invalid cursor' })
  after?: string;
}

export class AdminCommentsQuery {
  @IsOptional()
  @trim()
  @MaxLength(200, { message: 'search must be at most 200 characters' })
  @IsString({ message: 'search must be text' })
  search?: string;

  @IsOptional()
  @IsIn(['all', 'visible', 'hidden', 'reported'], { message: 'status must be all, visible, hidden or reported' })
  status?: 'all' | 'visible' | 'hidden' | 'reported';

  @IsOptional()
  @Type(() => Number)
  @Max(100, { message: 'limit must be between 1 and 100' })
  @Min(1, { message: 'limit must be between 1 and 100' })
  @IsInt({ message: 'limit must be a whole number' })
  limit?: number;

  @IsOptional()
  @Type(() => Number)
  @Max(1_000_000, { message: 'offset must be between 0 and 1000000' })
  @Min(0, { message: 'offset must not be negative' })
  @IsInt({ message: 'offset must be a whole number' })
  offset?: number;
}
