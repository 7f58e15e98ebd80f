import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { trim } from '@portal/shared';
import { ARTICLE_STATUSES, type ArticleStatus } from '../repositories/articles.repository';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

export const MAX_SEARCH_LENGTH = 200;
export const MAX_SEARCH_PAGE_SIZE = 50;
export const DEFAULT_SEARCH_PAGE_SIZE = 20;

export class SearchQuery {
  @ApiProperty({ minLength: 1, maxLength: MAX_SEARCH_LENGTH })
  @trim()
  @MaxLength(MAX_SEARCH_LENGTH, { message: `The search text must be at most ${MAX_SEARCH_LENGTH} characters` })
  @IsNotEmpty({ message: 'Please enter something to search for' })
  @IsString({ message: 'Please enter something to search for' })
  q!: string;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: MAX_SEARCH_PAGE_SIZE,
    default: DEFAULT_SEARCH_PAGE_SIZE,
  })
  @IsOptional()
  @Type(() => Number)
  @Max(MAX_SEARCH_PAGE_SIZE, { message: `limit must be between 1 and ${MAX_SEARCH_PAGE_SIZE}` })
  @Min(1, { message: `limit must be between 1 and ${MAX_SEARCH_PAGE_SIZE}` })
  @IsInt({ message: 'limit must be a whole number' })
  limit?: number;

  /** Cursor from the X-Next-Cursor header of the previous page. */
  @ApiPropertyOptional({ description: 'X-Next-Cursor of the previous page' })
  @IsOptional()
  @Matches(/^\d{1,2}\.\d{1,3}\.\d{1,3}\.[A-Za-z0-9_-]{1,200}$/, { message: 'Invalid cursor' })
  before?: string;

  /** Editors only (drafts); readers always search published articles. */
  @ApiPropertyOptional({ enum: ['all', ...ARTICLE_STATUSES], description: 'Editors only' })
  @IsOptional()
  @IsIn(['all', ...ARTICLE_STATUSES], { message: `status must be all, ${ARTICLE_STATUSES.join(', ')}` })
  status?: 'all' | ArticleStatus;

  /** Editors' dashboard filter. */
  @ApiPropertyOptional({ enum: ['latest-news', 'breaking-news', 'all'], description: 'Editors only' })
  @IsOptional()
  @IsIn(['latest-news', 'breaking-news', 'all'], { message: 'Unknown category' })
  category?: string;
}
