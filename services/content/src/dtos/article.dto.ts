import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { CursorPageQuery, emptyToNull, MAX_PAGE_LIMIT, PageLimit, PageOffset, SearchText, trim } from '@portal/shared';
import { ARTICLE_STATUSES, type ArticleStatus } from '../repositories/articles.repository';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';

const STATUS_MESSAGE = `status must be one of ${ARTICLE_STATUSES.join(', ')}`;

/** An image address: an absolute http(s) URL or one of our own /media/ paths. */
export const IMAGE_URL = /^(https?:\/\/[^\s]+|\/media\/[^\s]+)$/;
export const URL_MESSAGE = 'Please enter a valid URL starting with http:// or https://';

/** imageUrls may arrive as a JSON string (spec.md section 3); invalid JSON becomes an empty list. */
export function parseImageUrls(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

const categoryId = () =>
  Transform(({ value }) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value));

export class CreateArticleDto {
  @ApiProperty({ maxLength: 255 })
  @trim()
  @MaxLength(255, { message: 'Title must be at most 255 characters' })
  @IsNotEmpty({ message: 'Title is required' })
  @IsString({ message: 'Title is required' })
  title!: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 1000 })
  @emptyToNull()
  @ValidateIf((_, v) => v !== null && v !== undefined)
  @MaxLength(1000, { message: 'Summary must be at most 1000 characters' })
  @IsString({ message: 'Summary must be text' })
  summary?: string | null;

  @ApiProperty({ maxLength: 100_000 })
  @Transform(({ value }) => (typeof value === 'string' ? value.replace(/\r\n/g, '\n').trim() : value))
  @MaxLength(100_000, { message: 'Content must be at most 100000 characters' })
  @IsNotEmpty({ message: 'Content is required' })
  @IsString({ message: 'Content is required' })
  content!: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 2000 })
  @emptyToNull()
  @ValidateIf((_, v) => v !== null && v !== undefined)
  @Matches(IMAGE_URL, { message: URL_MESSAGE })
  @MaxLength(2000, { message: 'Image URL is too long' })
  @IsString({ message: URL_MESSAGE })
  imageUrl?: string | null;

  @ApiPropertyOptional({
    type: [String],
    description: 'A list of image URLs, or that list as a JSON string (spec.md section 3)',
    maxItems: 20,
  })
  @Transform(({ value }) => parseImageUrls(value))
  @IsOptional()
  @Matches(IMAGE_URL, { each: true, message: URL_MESSAGE })
  @MaxLength(2000, { each: true, message: 'Image URL is too long' })
  @IsString({ each: true, message: URL_MESSAGE })
  @ArrayMaxSize(20, { message: 'At most 20 additional images' })
  @IsArray({ message: 'imageUrls must be a list of URLs' })
  imageUrls?: string[];

  @ApiProperty()
  @categoryId()
  @IsInt({ message: 'Please choose a category' })
  categoryId!: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'published must be true or false' })
  published?: boolean;

  /**
   * The editorial state (wins over `published` when both are given and must agree): `review`
   * submits, `scheduled` needs `publishAt`. Who may set which: docs/security.md.
   */
  @ApiPropertyOptional({ enum: ARTICLE_STATUSES })
  @IsOptional()
  @IsIn(ARTICLE_STATUSES, { message: STATUS_MESSAGE })
  status?: ArticleStatus;

  /** With `status: "scheduled"`: when it goes out, an ISO time with its offset, in the future. */
  @ApiPropertyOptional({ type: String, format: 'date-time', example: '2026-12-01T06:00:00+05:45' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'publishAt must be an ISO date and time' })
  @Matches(/(Z|[+-]\d{2}:?\d{2})$/, { message: 'publishAt must say its time zone (Z or an offset)' })
  publishAt?: string;
}

/**
 * The same fields and rules, each optional (PartialType adds IsOptional to every field and
 * marks it not required in the contract): `{published}` alone is the publish toggle.
 */
export class UpdateArticleDto extends PartialType(CreateArticleDto) {
  /** The `version` the change was made from: another save since answers 409 and changes nothing. */
  @ApiPropertyOptional({ type: 'integer', minimum: 1 })
  @IsOptional()
  @Min(1, { message: 'version must be a positive whole number' })
  @IsInt({ message: 'version must be a positive whole number' })
  version?: number;

  /** An editor's note for the author, with `status: "draft"` (sending it back). */
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 2000 })
  @emptyToNull()
  @ValidateIf((_, v) => v !== null && v !== undefined)
  @MaxLength(2000, { message: 'note must be at most 2000 characters' })
  @IsString({ message: 'note must be text' })
  note?: string | null;
}

/** An admin table's page: `limit` and `offset` (revisions, the audit log). */
export class OffsetPageQuery {
  @PageLimit()
  limit?: number;

  @PageOffset()
  offset?: number;
}

export class AuditQuery extends OffsetPageQuery {
  @ApiPropertyOptional({ enum: ['article', 'comment', 'user'] })
  @IsOptional()
  @IsIn(['article', 'comment', 'user'], { message: 'targetType must be article, comment or user' })
  targetType?: 'article' | 'comment' | 'user';

  @ApiPropertyOptional({ maxLength: 100 })
  @IsOptional()
  @MaxLength(100, { message: 'targetId must be at most 100 characters' })
  @IsString({ message: 'targetId must be text' })
  targetId?: string;
}

export const MAX_PAGE_SIZE = MAX_PAGE_LIMIT;
export const DEFAULT_PAGE_SIZE = 20;

/** `limit` and the cursor (`after`, or its older name `before`) page it. */
export class ListArticlesQuery extends CursorPageQuery {
  /** A category slug; `latest` is the header's short form of latest-news. */
  @ApiPropertyOptional({ enum: ['latest-news', 'breaking-news', 'latest', 'all'] })
  @IsOptional()
  @IsIn(['latest-news', 'breaking-news', 'latest', 'all'], { message: 'Unknown category' })
  category?: string;

  /** Editors only: substring of the title. */
  @SearchText()
  search?: string;

  /** Editors (and a contributor's own list, `mine`) only. */
  @ApiPropertyOptional({ enum: ['all', ...ARTICLE_STATUSES], description: 'Editors, or with mine' })
  @IsOptional()
  @IsIn(['all', ...ARTICLE_STATUSES], { message: `status must be all, ${ARTICLE_STATUSES.join(', ')}` })
  status?: 'all' | ArticleStatus;

  /** `true`: only the signed-in staff member's own articles, in every state (their dashboard). */
  @ApiPropertyOptional({ enum: ['true', 'false'], description: 'Staff only: my own articles' })
  @IsOptional()
  @Transform(({ value }) => (value === 'true' || value === true ? true : value === 'false' ? false : value))
  @IsBoolean({ message: 'mine must be true or false' })
  mine?: boolean;

  /**
   * `card`: what a list's card shows, without each article's full content (the reader pages'
   * lists); absent: the spec's whole articles.
   */
  @ApiPropertyOptional({ enum: ['card'], description: 'card: ArticleCardView items (no content)' })
  @IsOptional()
  @IsIn(['card'], { message: 'view must be card' })
  view?: 'card';
}
