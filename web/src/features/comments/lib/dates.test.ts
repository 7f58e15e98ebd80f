import { describe, expect, it } from 'vitest';
import { formatCommentDate, formatCommentDateTime } from './dates';

const now = Date.parse('2026-11-22T12:00:00.000Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const MIN = 60_000;

describe('formatCommentDate', () => {
  it('English: just now, minutes, hours, days, then the date', () => {
    expect(formatCommentDate(ago(10_000), 'en', now)).toBe('just now');
    expect(formatCommentDate(ago(MIN), 'en', now)).toBe('1 minute ago');
    expect(formatCommentDate(ago(5 * MIN), 'en', now)).toBe('5 minutes ago');
    expect(formatCommentDate(ago(3 * 60 * MIN), 'en', now)).toBe('3 hours ago');
    expect(formatCommentDate(ago(2 * 24 * 60 * MIN), 'en', now)).toBe('2 days ago');
    expect(formatCommentDate('2026-11-01T04:00:00.000Z', 'en', now)).toBe('November 1, 2026');
  });

  it('Nepali: Devanagari digits, and the Bikram Sambat date after a week', () => {
    expect(formatCommentDate(ago(10_000), 'ne', now)).toBe('भर्खरै');
    expect(formatCommentDate(ago(5 * MIN), 'ne', now)).toBe('५ मिनेट पहिले');
    expect(formatCommentDate(ago(3 * 60 * MIN), 'ne', now)).toBe('३ घण्टा पहिले');
    expect(formatCommentDate(ago(12 * 24 * 60 * MIN - 1), 'ne', now)).not.toMatch(/[0-9]/);
    expect(formatCommentDate(ago(2 * 24 * 60 * MIN), 'ne', now)).toBe('२ दिन पहिले');
    expect(formatCommentDate('2026-11-01T04:00:00.000Z', 'ne', now)).toBe('२०८३ कात्तिक १५');
  });

  it('a date in the future (a clock ahead) is "just now"; nonsense is empty', () => {
    expect(formatCommentDate(new Date(now + 60_000).toISOString(), 'en', now)).toBe('just now');
    expect(formatCommentDate('not a date', 'en', now)).toBe('');
  });
});

describe('formatCommentDateTime', () => {
  it('the date and the time in Nepal', () => {
    expect(formatCommentDateTime('2026-11-22T04:00:00.000Z', 'en')).toBe('November 22, 2026, 9:45 AM');
    expect(formatCommentDateTime('2026-11-22T04:00:00.000Z', 'ne')).toBe('२०८३ मंसिर ६, ०९:४५');
  });
});
