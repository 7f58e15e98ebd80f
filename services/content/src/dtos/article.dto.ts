import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { CursorPageQuery, emptyToNull, MAX_PAGE_LIMIT, PageLimit, PageOffset, SearchText, trim } from '@portal/shared';
import { ARTICLE_STATUSES, type ArticleStatus } from '../repositories/articles.repository';
import { Transform, Type } from 'class-transformer';
import { SLUG_MESSAGE, SLUG_PATTERN } from '../stories/slug';
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
  ValidateNested,
  IsObject,
  ArrayUnique,
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

/** The words of a picture (caption under it, credit, alt text for those who do not see it). */
export class PictureInfoDto {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500 })
  @emptyToNull()
  @ValidateIf((_, v) => v !== null && v !== undefined)
  @MaxLength(500, { message: 'caption must be at most 500 characters' })
  @IsString({ message: 'caption must be text' })
  caption?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 200 })
  @emptyToNull()
  @ValidateIf((_, v) => v !== null && v !== undefined)
  @MaxLength(200, { message: 'credit must be at most 200 characters' })
  @IsString({ message: 'credit must be text' })
  credit?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500 })
  @emptyToNull()
  @ValidateIf((_, v) => v !== null && v !== undefined)
  @MaxLength(500, { message: 'alt must be at most 500 characters' })
  @IsString({ message: 'alt must be text' })
  alt?: string | null;
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

  /** The readable part of the address; absent: made from the title (in Roman letters). */
  @ApiPropertyOptional({ maxLength: 80, example: 'pokarama-nayan-pul' })
  @IsOptional()
  @Matches(SLUG_PATTERN, { message: SLUG_MESSAGE })
  @MaxLength(80, { message: 'slug must be at most 80 characters' })
  @IsString({ message: SLUG_MESSAGE })
  slug?: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 1000 })
  @emptyToNull()
  @ValidateIf((_, v) => v !== null && v !== undefined)
  @MaxLength(1000, { message: 'Summary must be at most 1000 characters' })
  @IsString({ message: 'Summary must be text' })
  summary?: string | null;

  /** Plain text, a paragraph per line; with `body`, the server makes it from the body instead. */
  @ApiProperty({ maxLength: 100_000, description: 'Required unless body is given' })
  @Transform(({ value }) => (typeof value === 'string' ? value.replace(/\r\n/g, '\n').trim() : value))
  @ValidateIf((o: { body?: unknown }, v) => o.body === undefined || v !== undefined)
  @MaxLength(100_000, { message: 'Content must be at most 100000 characters' })
  @IsNotEmpty({ message: 'Content is required' })
  @IsString({ message: 'Content is required' })
  content!: string;

  /**
   * The structured body ({version: 1, blocks}: docs/contracts.md, "Article body"): checked and
   * cleaned by the server (unknown blocks, keys and link schemes are dropped).
   */
  @ApiPropertyOptional({ type: 'object', additionalProperties: true, description: 'docs/contracts.md, "Article body"' })
  @IsOptional()
  @IsObject({ message: 'body must be {"version": 1, "blocks": [...]}' })
  body?: Record<string, unknown>;

  /** Existing tags by id. */
  @ApiPropertyOptional({ type: [Number], maxItems: 20 })
  @IsOptional()
  @ArrayMaxSize(20, { message: 'At most 20 tags' })
  @ArrayUnique({ message: 'tagIds must not repeat' })
  @IsInt({ each: true, message: 'tagIds must be whole numbers' })
  @IsArray({ message: 'tagIds must be a list of ids' })
  tagIds?: number[];

  /** Tags by name (made when new), after `tagIds`. */
  @ApiPropertyOptional({ type: [String], maxItems: 20 })
  @IsOptional()
  @ArrayMaxSize(20, { message: 'At most 20 tags' })
  @MaxLength(60, { each: true, message: 'A tag is at most 60 characters' })
  @IsNotEmpty({ each: true, message: 'A tag must not be blank' })
  @IsString({ each: true, message: 'tagNames must be a list of names' })
  @IsArray({ message: 'tagNames must be a list of names' })
  @Transform(({ value }) => (Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v.trim() : v)) : value))
  tagNames?: string[];

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

  /** The words of the lead picture. */
  @ApiPropertyOptional({ type: () => PictureInfoDto, nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => PictureInfoDto)
  imageInfo?: PictureInfoDto | null;

  /** The words of each extra picture, in the order of `imageUrls`. */
  @ApiPropertyOptional({ type: [PictureInfoDto], maxItems: 20 })
  @IsOptional()
  @ArrayMaxSize(20, { message: 'At most 20 additional images' })
  @ValidateNested({ each: true })
  @Type(() => PictureInfoDto)
  @IsArray({ message: 'imageUrlsInfo must be a list' })
  imageUrlsInfo?: PictureInfoDto[];

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
  /** A category slug (latest-news, breaking-news, or a section editors added); `latest` is the header's short form of latest-news; `all`. */
  @ApiPropertyOptional({ example: 'latest-news', maxLength: 64 })
  @IsOptional()
  @Matches(/^[a-z0-9-]{1,64}$/, { message: 'Unknown category' })
  @IsString({ message: 'Unknown category' })
  category?: string;

  /** Only articles with the tag of this slug. */
  @ApiPropertyOptional({ maxLength: 100 })
  @IsOptional()
  @Matches(/^[a-z0-9-]{1,100}$/, { message: 'Unknown tag' })
  @IsString({ message: 'Unknown tag' })
  tag?: string;

  /** Only this author's articles (their page: published ones, for readers). */
  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @Matches(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, { message: 'Unknown author' })
  @IsString({ message: 'Unknown author' })
  author?: string;

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

/** A section: POST /api/categories (PUT: every field optional). */
export class CreateCategoryDto {
  @ApiProperty({ maxLength: 60, example: 'Politics' })
  @trim()
  @MaxLength(60, { message: 'Name must be at most 60 characters' })
  @IsNotEmpty({ message: 'Name is required' })
  @IsString({ message: 'Name is required' })
  name!: string;

  @ApiProperty({ maxLength: 64, example: 'politics' })
  @trim()
  @Matches(SLUG_PATTERN, { message: SLUG_MESSAGE })
  @MaxLength(64, { message: 'slug must be at most 64 characters' })
  @IsString({ message: SLUG_MESSAGE })
  slug!: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 60, example: 'राजनीति' })
  @emptyToNull()
  @ValidateIf((_, v) => v !== null && v !== undefined)
  @MaxLength(60, { message: 'Nepali name must be at most 60 characters' })
  @IsString({ message: 'Nepali name must be text' })
  nameNe?: string | null;
}

export class UpdateCategoryDto extends PartialType(CreateCategoryDto) {}

/** GET /api/tags?q= */
export class TagQuery {
  @ApiPropertyOptional({ maxLength: 60 })
  @IsOptional()
  @MaxLength(60, { message: 'q must be at most 60 characters' })
  @IsString({ message: 'q must be text' })
  q?: string;

  @PageLimit()
  limit?: number;
}

/** POST /api/upload/url: a picture's address to fetch into the portal's storage. */
export class ImportImageDto {
  @ApiProperty({ maxLength: 2000, example: 'https://example.com/photo.jpg' })
  @Matches(/^https?:\/\/\S+$/i, { message: URL_MESSAGE })
  @MaxLength(2000, { message: 'Image URL is too long' })
  @IsString({ message: URL_MESSAGE })
  url!: string;
}
