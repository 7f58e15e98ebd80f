import { applyDecorators, BadRequestException } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { trim } from './transforms';

/**
 * Paging of every list of the API. Keyset lists (articles, an article's comments) take
 * the X-Next-Cursor of the previous page as `after`; `before` is the older name of the
 * same parameter (articles), still accepted. Admin tables page by `limit` and `offset`.
 */
export const INVALID_CURSOR = 'Invalid cursor';
export const MAX_PAGE_LIMIT = 100;
export const MAX_PAGE_OFFSET = 1_000_000;

/** `limit`: a whole number from 1 to 100. */
export const PageLimit = () =>
  applyDecorators(
    ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_PAGE_LIMIT }),
    IsOptional(),
    Type(() => Number),
    Max(MAX_PAGE_LIMIT, { message: `limit must be between 1 and ${MAX_PAGE_LIMIT}` }),
    Min(1, { message: `limit must be between 1 and ${MAX_PAGE_LIMIT}` }),
    IsInt({ message: 'limit must be a whole number' }),
  );

/** `offset`: a whole number from 0 to 1,000,000. */
export const PageOffset = () =>
  applyDecorators(
    ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: MAX_PAGE_OFFSET }),
    IsOptional(),
    Type(() => Number),
    Max(MAX_PAGE_OFFSET, { message: `offset must be between 0 and ${MAX_PAGE_OFFSET}` }),
    Min(0, { message: 'offset must not be negative' }),
    IsInt({ message: 'offset must be a whole number' }),
  );

/** A cursor as this API writes it (base64url); its content is checked by decodeCursor. */
export const PageCursor = () =>
  applyDecorators(
    ApiPropertyOptional({ description: 'X-Next-Cursor of the previous page' }),
    IsOptional(),
    Matches(/^[A-Za-z0-9_-]{1,200}$/, { message: INVALID_CURSOR }),
  );

/** An admin table's search box: trimmed text of at most 200 characters. */
export const SearchText = () =>
  applyDecorators(
    ApiPropertyOptional({ maxLength: 200 }),
    IsOptional(),
    trim(),
    MaxLength(200, { message: 'search must be at most 200 characters' }),
    IsString({ message: 'search must be text' }),
  );

/** The fields of a keyset list; a DTO extends it and adds its filters. */
export class CursorPageQuery {
  @PageLimit()
  limit?: number;

  /** The X-Next-Cursor of the previous page. */
  @PageCursor()
  after?: string;

  /** The older name of `after` (articles' lists), accepted as the same thing. */
  @PageCursor()
  before?: string;
}

/** The cursor a keyset query was given, under either name (`after` wins). */
export const pageCursor = (query: { after?: string; before?: string }): string | undefined =>
  query.after ?? query.before;

/** What a cursor's first key is: a Postgres timestamptz as text (microseconds kept) or a count. */
export type CursorKey = 'time' | 'count';

/** The one cursor encoding: base64url of the JSON `[key, id]` of a page's last row. */
export function encodeCursor(key: string | number, id: string | number): string {
  return Buffer.from(JSON.stringify([key, typeof id === 'number' ? String(id) : id])).toString('base64url');
}

const ID_TEXT = /^[1-9][0-9]{0,17}$/;
const TIME_TEXT = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/;

/**
 * Strictly the shape encodeCursor writes for this list: anything else is 400 "Invalid
 * cursor" (an impossible date such as month 13 passes here and is Postgres's 22008,
 * which the error filter maps to 400 too).
 */
export function decodeCursor(cursor: string, key: CursorKey): [string, string] {
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    values = undefined;
  }
  if (Array.isArray(values) && values.length === 2) {
    const [first, id] = values as unknown[];
    const keyOk =
      key === 'count'
        ? typeof first === 'number' && Number.isInteger(first) && first >= 0 && first < 2 ** 31
        : typeof first === 'string' && TIME_TEXT.test(first);
    const idText = typeof id === 'number' ? String(id) : id;
    if (keyOk && typeof idText === 'string' && ID_TEXT.test(idText)) return [String(first), idText];
  }
  throw new BadRequestException(INVALID_CURSOR);
}

/** A LIKE/ILIKE pattern matching `text` anywhere, its wildcards taken literally (Postgres' default escape `\`). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
