import { NEWSROOM_TIME_ZONE } from '@/config/app';
import { formatArticleDate, toNepaliDigits } from '@/lib/dates';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function parse(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const locale = (language: string) => (language === 'ne' ? 'ne-NP' : 'en-US');

/**
 * When a comment was written, in the reader's language: "just now" under a minute, then
 * "5 minutes ago", "3 hours ago", "2 days ago" for a week, and after that the date as articles
 * show it (Bikram Sambat in Nepali). Nepali uses Devanagari digits throughout.
 */
export function formatCommentDate(value: string | Date, language: string, now: number = Date.now()): string {
  const date = parse(value);
  if (!date) return '';
  const elapsed = Math.max(0, now - date.getTime());
  if (elapsed >= 7 * DAY) return formatArticleDate(date, language);
  if (elapsed < MINUTE) return language === 'ne' ? 'भर्खरै' : 'just now';
  const format = new Intl.RelativeTimeFormat(locale(language), { numeric: 'always' });
  const text =
    elapsed < HOUR
      ? format.format(-Math.floor(elapsed / MINUTE), 'minute')
      : elapsed < DAY
        ? format.format(-Math.floor(elapsed / HOUR), 'hour')
        : format.format(-Math.floor(elapsed / DAY), 'day');
  return language === 'ne' ? toNepaliDigits(text) : text;
}

/** The full date and time (the tooltip of a relative date): the article-style date and the time in Nepal. */
export function formatCommentDateTime(value: string | Date, language: string): string {
  const date = parse(value);
  if (!date) return '';
  const time = new Intl.DateTimeFormat(locale(language), { timeZone: NEWSROOM_TIME_ZONE, timeStyle: 'short' }).format(
    date,
  );
  const text = `${formatArticleDate(date, language)}, ${time}`;
  return language === 'ne' ? toNepaliDigits(text) : text;
}
