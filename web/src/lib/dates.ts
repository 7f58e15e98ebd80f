import NepaliDate from 'nepali-date-converter';
import { NEWSROOM_TIME_ZONE } from '@/config/app';

/**
 * Article dates in the reader's language (design.md, "Language"):
 * - English: Gregorian, "November 22, 2026";
 * - Nepali: Bikram Sambat with Nepali numerals, "२०८३ मंसिर ६".
 * Both are the date in Nepal (the newsroom's calendar day), whatever the reader's time zone.
 * The conversion is nepali-date-converter's (its tables cover 2000–2090 BS); outside that range
 * the Nepali date falls back to the Gregorian date written in Nepali.
 */

const DEVANAGARI_DIGITS = ['०', '१', '२', '३', '४', '५', '६', '७', '८', '९'];

/** Western digits → Devanagari digits ("2083" → "२०८३"); everything else is kept. */
export function toNepaliDigits(value: string | number): string {
  return String(value).replace(/[0-9]/g, (digit) => DEVANAGARI_DIGITS[Number(digit)]);
}

/** The months of the Bikram Sambat year as Nepali newspapers write them. */
export const BS_MONTHS = [
  'बैशाख',
  'जेठ',
  'असार',
  'साउन',
  'भदौ',
  'असोज',
  'कात्तिक',
  'मंसिर',
  'पुस',
  'माघ',
  'फागुन',
  'चैत',
] as const;

export interface BsDate {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

/** The calendar day of an instant in Nepal: { year, month (1–12), day }. */
export function nepalCalendarDay(date: Date): { year: number; month: number; day: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: NEWSROOM_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(date);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** A Gregorian calendar day (month 1–12) → Bikram Sambat, or null outside the library's range. */
export function adToBs(year: number, month: number, day: number): BsDate | null {
  try {
    // The library reads the local-time fields of the Date it is given.
    const bs = new NepaliDate(new Date(year, month - 1, day)).getBS();
    return { year: bs.year, month: bs.month + 1, day: bs.date };
  } catch {
    return null;
  }
}

/** "२०८३ मंसिर ६" */
export function formatBsDate({ year, month, day }: BsDate): string {
  return `${toNepaliDigits(year)} ${BS_MONTHS[month - 1]} ${toNepaliDigits(day)}`;
}

function parseDate(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** An article's date for the interface language `language` ('ne' or anything else = English). */
export function formatArticleDate(value: string | Date, language: string): string {
  const date = parseDate(value);
  if (!date) return '';
  if (language === 'ne') {
    const day = nepalCalendarDay(date);
    const bs = adToBs(day.year, day.month, day.day);
    if (bs) return formatBsDate(bs);
    return toNepaliDigits(
      new Intl.DateTimeFormat('ne-NP', {
        timeZone: NEWSROOM_TIME_ZONE,
        year: 'numeric',
        month: 'long',
        day: 'numeric',
      }).format(date),
    );
  }
  return new Intl.DateTimeFormat('en-US', {
    timeZone: NEWSROOM_TIME_ZONE,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(date);
}

/** A number in the interface language: Devanagari digits in Nepali. */
export function formatNumber(value: number, language: string): string {
  const text = new Intl.NumberFormat('en-US').format(value);
  return language === 'ne' ? toNepaliDigits(text) : text;
}
