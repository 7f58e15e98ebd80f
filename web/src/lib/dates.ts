import { NEWSROOM_TIME_ZONE } from '@/config/app';

/**
 * Article dates in the reader's language (design.md, "Language"):
 * - English: Gregorian, "November 22, 2026";
 * - Nepali: Bikram Sambat with Nepali numerals, "२०८३ मंसिर ६".
 * Both are the date in Nepal (the newsroom's calendar day), whatever the reader's time zone.
 * The conversion counts days from 2000 बैशाख 1 (14 April 1943) through the months' lengths of
 * the published Bikram Sambat calendars, 2000–2090 BS (the same as nepali-date-converter's,
 * which lib/dates.test.ts compares day by day; the library itself is 6.6 KB gzipped a reader
 * need not download). Outside that range the Nepali date falls back to the Gregorian date
 * written in Nepali.
 */

/** A formatter of instants as they read in Nepal (the newsroom's clock and calendar). */
export function nepalTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale, { timeZone: NEWSROOM_TIME_ZONE, ...options });
}

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
  const parts = nepalTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(date);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/**
 * The lengths of the months of the Bikram Sambat years 2000–2090, a year a string of twelve
 * digits: the month's days minus 29 (29–32 days are 0–3).
 */
const BS_MONTH_LENGTHS = [
  '132321110102',
  '223222101011',
  '223321101011',
  '232321110012',
  '132321110102',
  '223222101011',
  '223321101011',
  '232321110012',
  '222322011002',
  '223222101011',
  '223321101011',
  '232321110012',
  '222322011011',
  '223222101011',
  '223321101011',
  '232321110012',
  '222322011011',
  '223222101011',
  '232321101011',
  '232321110102',
  '222322101011',
  '223222101011',
  '232321110011',
  '232321110102',
  '222322101011',
  '223222101011',
  '232321110012',
  '132321110102',
  '223222101011',
  '223231101011',
  '232321110012',
  '132321110102',
  '223222101011',
  '223321101011',
  '232321110012',
  '132322011002',
  '223222101011',
  '223321101011',
  '232321110012',
  '222322011011',
  '223222101011',
  '223321101011',
  '232321110012',
  '222322011011',
  '223222101011',
  '232321101011',
  '232321110012',
  '222322101011',
  '223222101011',
  '232321110011',
  '232321110102',
  '222322101011',
  '223222101011',
  '232321110011',
  '232321110102',
  '223222101011',
  '223231101011',
  '232321110012',
  '132321110102',
  '223222101011',
  '223321101011',
  '232321110012',
  '132322010102',
  '223222101011',
  '223321101011',
  '232321110012',
  '222322011002',
  '223222101011',
  '223321101011',
  '232321110012',
  '222322011011',
  '223222101011',
  '232321101011',
  '232321110012',
  '222322101011',
  '223222101011',
  '232321110011',
  '232321110102',
  '222322101011',
  '223222101011',
  '232321110011',
  '232321110102',
  '223222101011',
  '223222101011',
  '232321110012',
  '132321110102',
  '223222101011',
  '223222110111',
  '123312110111',
  '132321110111',
  '132321110111',
];
const BS_FIRST_YEAR = 2000;
/** 2000 बैशाख 1 BS is 14 April 1943. */
const BS_EPOCH = Date.UTC(1943, 3, 14);
const DAY_MS = 86_400_000;

/** A Gregorian calendar day (month 1–12) → Bikram Sambat, or null outside 2000–2090 BS. */
export function adToBs(year: number, month: number, day: number): BsDate | null {
  let days = Math.round((Date.UTC(year, month - 1, day) - BS_EPOCH) / DAY_MS);
  if (!Number.isFinite(days) || days < 0) return null;
  for (let y = 0; y < BS_MONTH_LENGTHS.length; y += 1) {
    for (let m = 0; m < 12; m += 1) {
      const length = 29 + Number(BS_MONTH_LENGTHS[y][m]);
      if (days < length) return { year: BS_FIRST_YEAR + y, month: m + 1, day: days + 1 };
      days -= length;
    }
  }
  return null;
}

/** "२०८३ मंसिर ६" */
export function formatBsDate({ year, month, day }: BsDate): string {
  return `${toNepaliDigits(year)} ${BS_MONTHS[month - 1]} ${toNepaliDigits(day)}`;
}

/** A date of the API (ISO text) or a Date, or null when it is not a valid date. */
export function parseDate(value: string | Date): Date | null {
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
    return toNepaliDigits(longDate('ne-NP', date));
  }
  return longDate('en-US', date);
}

/**
 * An article's date and time on its page: in Nepali the Bikram Sambat day and Nepal's clock as
 * Nepali papers print them, "२०८२ मंसिर ९ गते ११:१८"; in English the date alone, as before.
 */
export function formatArticleDateTime(value: string | Date, language: string): string {
  const date = parseDate(value);
  if (!date || language !== 'ne') return date ? formatArticleDate(date, language) : '';
  const day = nepalCalendarDay(date);
  const bs = adToBs(day.year, day.month, day.day);
  const time = nepalTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date);
  const dayText = bs ? `${formatBsDate(bs)} गते` : toNepaliDigits(longDate('ne-NP', date));
  return `${dayText} ${toNepaliDigits(time)}`;
}

/** "November 22, 2026" in Nepal time, in the given locale's words. */
function longDate(locale: string, date: Date): string {
  return nepalTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric' }).format(date);
}

/** A number in the interface language: Devanagari digits in Nepali. */
export function formatNumber(value: number, language: string): string {
  const text = new Intl.NumberFormat('en-US').format(value);
  return language === 'ne' ? toNepaliDigits(text) : text;
}
