import { describe, expect, it } from 'vitest';
import { bsDateOfNepalInput, formatNepalDateTime, fromNepalInput, publishAtOf, toNepalInput } from './nepal-time';

describe('Nepal time in the scheduler', () => {
  it('shows an instant as Nepal wall time, 5:45 ahead of UTC', () => {
    expect(toNepalInput(new Date('2026-12-01T00:15:00Z'))).toBe('2026-12-01T06:00');
    // Across midnight and a month's end.
    expect(toNepalInput(new Date('2026-11-30T18:30:00Z'))).toBe('2026-12-01T00:15');
  });

  it('reads Nepal wall time back as the instant, whatever the browser’s zone', () => {
    expect(fromNepalInput('2026-12-01T06:00')?.toISOString()).toBe('2026-12-01T00:15:00.000Z');
    expect(fromNepalInput('2026-12-01T00:10')?.toISOString()).toBe('2026-11-30T18:25:00.000Z');
    const now = new Date('2026-05-05T10:07:00Z');
    expect(fromNepalInput(toNepalInput(now))?.getTime()).toBe(now.getTime());
  });

  it('refuses what is not a time', () => {
    expect(fromNepalInput('')).toBeNull();
    expect(fromNepalInput('2026-02-30T06:00')).toBeNull();
    expect(fromNepalInput('2026-12-01T24:00')).toBeNull();
    expect(fromNepalInput('2026-12-01 06:00')).toBeNull();
    expect(publishAtOf('nope')).toBeNull();
  });

  it('sends publishAt with Nepal’s offset, which names the same instant', () => {
    const sent = publishAtOf('2026-12-01T06:00');
    expect(sent).toBe('2026-12-01T06:00:00+05:45');
    expect(new Date(sent!).toISOString()).toBe('2026-12-01T00:15:00.000Z');
  });

  it('gives the Bikram Sambat day of the Nepal date (not the UTC date)', () => {
    // 2026-11-22 is 2083 मंसिर 6 (lib/dates.test.ts).
    expect(bsDateOfNepalInput('2026-11-22T00:30')).toEqual({ year: 2083, month: 8, day: 6 });
    // 19:00 UTC on the 21st is already the 22nd in Nepal.
    expect(formatNepalDateTime('2026-11-21T19:00:00Z', 'en', 'NPT')).toBe('November 22, 2026, 00:45 NPT · २०८३ मंसिर ६');
    expect(formatNepalDateTime('2026-11-21T19:00:00Z', 'ne', 'नेपाल समय')).toBe('२०८३ मंसिर ६, ००:४५ (नेपाल समय)');
  });
});
