import { adToBs, formatBsDate, nepalTimeFormat, toNepaliDigits, type BsDate } from '@/lib/dates';

/**
 * The scheduler's clock in the editor: Nepal time, UTC+5:45 all year (no daylight saving since
 * 1986), whatever the editor's own time zone. A `datetime-local` input holds Nepal wall time
 * ("2026-12-01T06:00"); the API gets an instant with its offset ("2026-12-01T06:00:00+05:45").
 */
export const NEPAL_OFFSET_MINUTES = 5 * 60 + 45;
const OFFSET_MS = NEPAL_OFFSET_MINUTES * 60_000;
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** An instant as the Nepal wall time a `datetime-local` input shows ("YYYY-MM-DDTHH:mm"). */
export function toNepalInput(date: Date): string {
  return new Date(date.getTime() + OFFSET_MS).toISOString().slice(0, 16);
}

/** Nepal wall time ("YYYY-MM-DDTHH:mm") → the instant, or null when it is not a real time. */
export function fromNepalInput(value: string): Date | null {
  const match = WALL_TIME.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(wall);
  // 2026-02-30 would roll over to March: not a date the editor meant.
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  return new Date(wall - OFFSET_MS);
}

/** Nepal wall time → the API's publishAt, written with Nepal's offset. */
export function publishAtOf(value: string): string | null {
  if (!fromNepalInput(value)) return null;
  return `${value}:00+05:45`;
}

/** The Bikram Sambat day of a Nepal wall time ("YYYY-MM-DDTHH:mm" or "YYYY-MM-DD"). */
export function bsDateOfNepalInput(value: string): BsDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return null;
  return adToBs(Number(match[1]), Number(match[2]), Number(match[3]));
}

/**
 * An instant for the newsroom: its Nepal date and time with the Bikram Sambat date, e.g.
 * "December 1, 2026, 06:00 NPT · २०८३ मंसिर १५" (in Nepali, with Devanagari digits); `zone` is
 * the interface's name of Nepal time (i18n `newsroom.nepalTimeShort`).
 */
export function formatNepalDateTime(value: string | Date, language: string, zone: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const wall = toNepalInput(date);
  const bs = bsDateOfNepalInput(wall);
  const time = wall.slice(11, 16);
  if (language === 'ne') {
    return `${bs ? formatBsDate(bs) : toNepaliDigits(wall.slice(0, 10))}, ${toNepaliDigits(time)} (${zone})`;
  }
  const day = nepalTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' }).format(date);
  return `${day}, ${time} ${zone}${bs ? ` · ${formatBsDate(bs)}` : ''}`;
}
