import { BadRequestException } from '@nestjs/common';
import { containsPattern, decodeCursor, encodeCursor, pageCursor } from './paging';

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
