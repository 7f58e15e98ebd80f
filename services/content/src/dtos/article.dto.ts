import { emptyToNull, trim } from '@portal/shared';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
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
  ValidateIf,
} from 'class-validator';

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
  @trim()
  @MaxLength(255, { message: 'Title must be at most 255 characters' })
  @IsNotEmpty({ message: 'Title is required' })
  @IsString({ message: 'Title is required' })
  title!: string;

  @emptyToNull()
  @ValidateIf((_, v) => v !== null && v !== undefined)
  @MaxLength(1000, { message: 'Summary must be at most 1000 characters' })
  @IsString({ message: 'Summary must be text' })
  summary?: string | null;

  @Transform(({ value }) => (typeof value === 'string' ? value.replace(/\r\n/g, '\n').trim() : value))
  @MaxLength(100_000, { message: 'Content must be at most 100000 characters' })
  @IsNotEmpty({ message: 'Content is required' })
  @IsString({ message: 'Content is required' })
  content!: string;

  @emptyToNull()
  @ValidateIf((_, v) => v !== null && v !== undefined)
  @Matches(IMAGE_URL, { message: URL_MESSAGE })
  @MaxLength(2000, { message: 'Image URL is too long' })
  @IsString({ message: URL_MESSAGE })
  imageUrl?: string | null;

  @Transform(({ value }) => parseImageUrls(value))
  @IsOptional()
  @Matches(IMAGE_URL, { each: true, message: URL_MESSAGE })
  @MaxLength(2000, { each: true, message: 'Image URL is too long' })
  @IsString({ each: true, message: URL_MESSAGE })
  @ArrayMaxSize(20, { message: 'At most 20 additional images' })
  @IsArray({ message: 'imageUrls must be a list of URLs' })
  imageUrls?: string[];

  @categoryId()
  @IsInt({ message: 'Please choose a category' })
  categoryId!: number;

  @IsOptional()
  @IsBoolean({ message: 'published must be true or false' })
  published?: boolean;
}

/** The same fields, each optional: `{published}` alone is the publish toggle. */
export class UpdateArticleDto {
  @IsOptional()
  @trim()
  @MaxLength(255, { message: 'Title must be at most 255 characters' })
  @IsNotEmpty({ message: 'Title is required' })
  @IsString({ message: 'Title is required' })
  title?: string;

  @emptyToNull()
  @ValidateIf((_, v) => v !== null && v !== undefined)
  @MaxLength(1000, { message: 'Summary must be at most 1000 characters' })
  @IsString({ message: 'Summary must be text' })
  summary?: string | null;

  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.replace(/\r\n/g, '\n').trim() : value))
  @MaxLength(100_000, { message: 'Content must be at most 100000 characters' })
  @IsNotEmpty({ message: 'Content is required' })
  @IsString({ message: 'Content is required' })
  content?: string;

  @emptyToNull()
  @ValidateIf((_, v) => v !== null && v !== undefined)
  @Matches(IMAGE_URL, { message: URL_MESSAGE })
  @MaxLength(2000, { message: 'Image URL is too long' })
  @IsString({ message: URL_MESSAGE })
  imageUrl?: string | null;

  @Transform(({ value }) => parseImageUrls(value))
  @IsOptional()
  @Matches(IMAGE_URL, { each: true, message: URL_MESSAGE })
  @MaxLength(2000, { each: true, message: 'Image URL is too long' })
  @IsString({ each: true, message: URL_MESSAGE })
  @ArrayMaxSize(20, { message: 'At most 20 additional images' })
  @IsArray({ message: 'imageUrls must be a list of URLs' })
  imageUrls?: string[];

  @IsOptional()
  @categoryId()
  @IsInt({ message: 'Please choose a category' })
  categoryId?: number;

  @IsOptional()
  @IsBoolean({ message: 'published must be true or false' })
  published?: boolean;
}

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

export class ListArticlesQuery {
  /** A category slug; `latest` is the header's short form of latest-news. */
  @IsOptional()
  @IsIn(['latest-news', 'breaking-news', 'latest', 'all'], { message: 'Unknown category' })
  category?: string;

  @IsOptional()
  @Type(() => Number)
  @Max(MAX_PAGE_SIZE, { message: `limit must be between 1 and ${MAX_PAGE_SIZE}` })
  @Min(1, { message: `limit must be between 1 and ${MAX_PAGE_SIZE}` })
  @IsInt({ message: 'limit must be a whole number' })
  limit?: number;

  /** Cursor from the X-Next-Cursor header of the previous page. */
  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{1,200}$/, { message: 'Invalid cursor' })
  before?: string;

  /** Editors only: substring of the title. */
  @IsOptional()
  @trim()
  @MaxLength(200, { message: 'search must be at most 200 characters' })
  @IsString({ message: 'search must be text' })
  search?: string;

  /** Editors only. */
  @IsOptional()
  @IsIn(['all', 'published', 'draft'], { message: 'status must be all, published or draft' })
  status?: 'all' | 'published' | 'draft';
}
