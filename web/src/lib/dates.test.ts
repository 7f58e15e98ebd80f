import { describe, expect, it } from 'vitest';
import NepaliDate from 'nepali-date-converter';
import {
  adToBs,
  formatArticleDate,
  formatArticleDateTime,
  formatBsDate,
  formatNumber,
  nepalCalendarDay,
  toNepaliDigits,
} from './dates';

describe('Bikram Sambat dates (design.md, Language)', () => {
  it.each([
    // AD (Nepal's calendar day) → BS, checked against the published Nepali calendar
    [2026, 11, 22, { year: 2083, month: 8, day: 6 }],
    [2024, 4, 13, { year: 2081, month: 1, day: 1 }],
    [2025, 4, 14, { year: 2082, month: 1, day: 1 }],
    [2026, 4, 14, { year: 2083, month: 1, day: 1 }],
    [2023, 1, 1, { year: 2079, month: 9, day: 17 }],
  ])('%i-%i-%i AD is %o BS', (year, month, day, bs) => {
    expect(adToBs(year, month, day)).toEqual(bs);
  });

  it('writes a BS date with Nepali numerals and the month name', () => {
    expect(formatBsDate({ year: 2083, month: 8, day: 6 })).toBe('२०८३ मंसिर ६');
    expect(formatBsDate({ year: 2081, month: 1, day: 1 })).toBe('२०८१ बैशाख १');
    expect(formatBsDate({ year: 2080, month: 12, day: 30 })).toBe('२०८० चैत ३०');
  });

  it('turns western digits into Devanagari ones and keeps the rest', () => {
    expect(toNepaliDigits('2083-08-06')).toBe('२०८३-०८-०६');
    expect(toNepaliDigits(1234567890)).toBe('१२३४५६७८९०');
    expect(formatNumber(1234, 'ne')).toBe('१,२३४');
    expect(formatNumber(1234, 'en')).toBe('1,234');
  });
});

describe('article dates in the reader language', () => {
  it('Nepali: Bikram Sambat with Nepali numerals', () => {
    expect(formatArticleDate('2026-11-22T04:00:00.000Z', 'ne')).toBe('२०८३ मंसिर ६');
  });

  it('English: Gregorian', () => {
    expect(formatArticleDate('2026-11-22T04:00:00.000Z', 'en')).toBe('November 22, 2026');
  });

  it('uses the calendar day in Nepal (UTC+05:45), whatever the reader time zone', () => {
    // 19:00 UTC on the 21st is 00:45 on the 22nd in Kathmandu.
    expect(nepalCalendarDay(new Date('2026-11-21T19:00:00Z'))).toEqual({ year: 2026, month: 11, day: 22 });
    expect(formatArticleDate('2026-11-21T19:00:00Z', 'en')).toBe('November 22, 2026');
    expect(formatArticleDate('2026-11-21T19:00:00Z', 'ne')).toBe('२०८३ मंसिर ६');
    expect(formatArticleDate('2026-11-21T18:00:00Z', 'ne')).toBe('२०८३ मंसिर ५');
  });

  it('falls back to the Gregorian date in Nepali beyond the conversion tables', () => {
    const text = formatArticleDate('2040-06-15T06:00:00Z', 'ne');
    expect(text).toMatch(/२०४०/);
    expect(text).not.toMatch(/[0-9]/);
  });

  it('shows nothing for a missing or broken date', () => {
    expect(formatArticleDate('not a date', 'en')).toBe('');
    expect(formatArticleDate('', 'ne')).toBe('');
  });
});

describe('adToBs against nepali-date-converter', () => {
  it('gives the same Bikram Sambat date for every day of 2000–2090 BS, and null just outside', () => {
    const mismatches: string[] = [];
    let days = 0;
    for (let date = new Date(1943, 3, 14); date <= new Date(2034, 3, 13); date.setDate(date.getDate() + 1)) {
      const expected = new NepaliDate(date).getBS();
      const actual = adToBs(date.getFullYear(), date.getMonth() + 1, date.getDate());
      if (actual?.year !== expected.year || actual.month !== expected.month + 1 || actual.day !== expected.date)
        mismatches.push(`${date.toDateString()}: ${JSON.stringify(actual)}`);
      days += 1;
    }
    expect(days).toBe(33_238);
    expect(mismatches.slice(0, 5)).toEqual([]);
    expect(adToBs(1943, 4, 13)).toBeNull();
    expect(adToBs(2034, 4, 14)).toBeNull();
  });
});

describe('formatArticleDateTime', () => {
  it('gives the Nepali interface the Bikram Sambat day and Nepal time, as papers print them', () => {
    // 05:33 UTC is 11:18 in Nepal (UTC+05:45).
    expect(formatArticleDateTime('2025-11-25T05:33:00.000Z', 'ne')).toBe('२०८२ मंसिर ९ गते ११:१८');
    // Just before midnight UTC is already the next day in Nepal.
    expect(formatArticleDateTime('2026-11-21T18:20:00.000Z', 'ne')).toBe('२०८३ मंसिर ६ गते ००:०५');
    expect(formatArticleDateTime('2025-11-25T05:33:00.000Z', 'en')).toBe('November 25, 2025');
    expect(formatArticleDateTime('not a date', 'ne')).toBe('');
  });
});
