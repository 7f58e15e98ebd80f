import 'reflect-metadata';
import { BadRequestException, Controller, Get, INestApplication, Module, Query } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ApiProperty, DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import request from 'supertest';
import type { App } from 'supertest/types';
import { containsPattern, decodeCursor, encodeCursor, Page, PagedList, pageCursor } from './paging';

describe('cursors', () => {
  it('round-trips a timestamp or a count with an id', () => {
    const time = '2026-11-23 13:37:32.123456+00';
    expect(decodeCursor(encodeCursor(time, 42), 'time')).toEqual([time, '42']);
    expect(decodeCursor(encodeCursor(7, '9007199254740993'), 'count')).toEqual(['7', '9007199254740993']);
  });

  it.each([
    ['not base64 JSON', Buffer.from('2026-01-01|1').toString('base64url')],
    ['a count where a time belongs', encodeCursor(3, 1)],
    ['a zero id', encodeCursor('2026-01-01 00:00:00+00', 0)],
    ['SQL in the key', encodeCursor("2026-01-01'; DROP TABLE x; --", 1)],
    ['three values', Buffer.from(JSON.stringify(['2026-01-01 00:00:00', '1', 2])).toString('base64url')],
  ])('refuses %s with 400 Invalid cursor', (_what, cursor) => {
    expect(() => decodeCursor(cursor, 'time')).toThrow(BadRequestException);
    expect(() => decodeCursor(cursor, 'time')).toThrow('Invalid cursor');
  });

  it('refuses a negative or fractional count', () => {
    expect(() => decodeCursor(encodeCursor(-1, 1), 'count')).toThrow('Invalid cursor');
    expect(() => decodeCursor(encodeCursor(1.5, 1), 'count')).toThrow('Invalid cursor');
  });

  it('takes `after`, or `before` as its older name', () => {
    expect(pageCursor({ after: 'a', before: 'b' })).toBe('a');
    expect(pageCursor({ before: 'b' })).toBe('b');
    expect(pageCursor({})).toBeUndefined();
  });
});

describe('containsPattern', () => {
  it('takes LIKE wildcards and the escape character literally', () => {
    expect(containsPattern('100%_a\\b')).toBe('%100\\%\\_a\\\\b%');
    expect(containsPattern('नेपाल')).toBe('%नेपाल%');
  });
});

class ItemView {
  @ApiProperty()
  name!: string;
}

const items = (...names: string[]): ItemView[] => names.map((name) => ({ name }));

@Controller('items')
class ItemsController {
  @PagedList({ type: ItemView, cursor: 'after' })
  @Get()
  list(@Query('after') after?: string): Page<ItemView> {
    return after
      ? { items: items('c'), total: 3, nextCursor: null }
      : { items: items('a', 'b'), total: 3, nextCursor: 'next-1' };
  }

  @PagedList({ type: ItemView })
  @Get('by-offset')
  async byOffset(): Promise<Page<ItemView>> {
    return { items: [], total: 0, nextCursor: null };
  }
}

@Module({ controllers: [ItemsController] })
class ItemsModule {}

describe('PagedList, the one writer of a list answer', () => {
  let app: INestApplication;
  let http: App;

  beforeAll(async () => {
    app = await NestFactory.create(ItemsModule, { logger: false });
    await app.init();
    http = app.getHttpServer();
  });
  afterAll(() => app.close());

  it('answers the items as a JSON array, the total and the next cursor as headers', async () => {
    const first = await request(http).get('/items').expect(200);
    expect(first.body).toEqual([{ name: 'a' }, { name: 'b' }]);
    expect(first.headers['x-total-count']).toBe('3');
    expect(first.headers['x-next-cursor']).toBe('next-1');
    const last = await request(http).get('/items').query({ after: 'next-1' }).expect(200);
    expect(last.body).toEqual([{ name: 'c' }]);
    expect(last.headers['x-total-count']).toBe('3');
    expect(last.headers).not.toHaveProperty('x-next-cursor');
  });

  it('answers an empty page with a total of 0 (a promised Page too)', async () => {
    const empty = await request(http).get('/items/by-offset').expect(200);
    expect(empty.body).toEqual([]);
    expect(empty.headers['x-total-count']).toBe('0');
    expect(empty.headers).not.toHaveProperty('x-next-cursor');
  });

  it('documents the array and the headers it writes', () => {
    const document = SwaggerModule.createDocument(app, new DocumentBuilder().build());
    const keyset = document.paths['/items'].get!.responses['200'] as { headers: object; content: object };
    expect(Object.keys(keyset.headers)).toEqual(['X-Total-Count', 'X-Next-Cursor']);
    expect(keyset.content).toEqual({
      'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/ItemView' } } },
    });
    const offset = document.paths['/items/by-offset'].get!.responses['200'] as { headers: object };
    expect(Object.keys(offset.headers)).toEqual(['X-Total-Count']);
  });
});
