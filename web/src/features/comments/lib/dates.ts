import { formatArticleDate, nepalTimeFormat, parseDate, toNepaliDigits } from '@/lib/dates';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type Unit = 'minute' | 'hour' | 'day';

/**
 * The phrases are written out here rather than asked of Intl.RelativeTimeFormat: browsers ship
 * uneven Nepali locale data (Chromium answers "6 minutes ago" for ne-NP), and the page must read
 * the same everywhere.
 */
const NEPALI_UNITS: Record<Unit, string> = { minute: 'मिनेट', hour: 'घण्टा', day: 'दिन' };

function relative(count: number, unit: Unit, language: string): string {
  if (language === 'ne') return `${toNepaliDigits(count)} ${NEPALI_UNITS[unit]} पहिले`;
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

/**
 * When a comment was written, in the reader's language: "just now" under a minute, then
 * "5 minutes ago", "3 hours ago", "2 days ago" for a week, and after that the date as articles
 * show it (Bikram Sambat in Nepali). Nepali uses Devanagari digits throughout.
 */
export function formatCommentDate(value: string | Date, language: string, now: number = Date.now()): string {
  const date = parseDate(value);
  if (!date) return '';
  const elapsed = Math.max(0, now - date.getTime());
  if (elapsed >= 7 * DAY) return formatArticleDate(date, language);
  if (elapsed < MINUTE) return language === 'ne' ? 'भर्खरै' : 'just now';
  if (elapsed < HOUR) return relative(Math.floor(elapsed / MINUTE), 'minute', language);
  if (elapsed < DAY) return relative(Math.floor(elapsed / HOUR), 'hour', language);
  return relative(Math.floor(elapsed / DAY), 'day', language);
}

/**
 * The full date and time (the tooltip of a relative date), in Nepal time: "November 22, 2026,
 * 9:45 AM" in English, "२०८३ मंसिर ६, ०९:४५" in Nepali (24-hour clock).
 */
export function formatCommentDateTime(value: string | Date, language: string): string {
  const date = parseDate(value);
  if (!date) return '';
  if (language === 'ne') {
    const time = nepalTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date);
    return `${formatArticleDate(date, 'ne')}, ${toNepaliDigits(time)}`;
  }
  const time = nepalTimeFormat('en-US', { timeStyle: 'short' }).format(date);
  return `${formatArticleDate(date, 'en')}, ${time}`;
}
