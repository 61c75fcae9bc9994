import { dateTimeFormat } from './date-formats.js';

/** Calendar dates (YYYY-MM-DD, no time zone), as gift card expiration dates are kept. */

/** YYYY-MM-DD (or the date part of an ISO timestamp) when it names a real day, else null. */
export function parseCalendarDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][0-9:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(value.trim());
  if (!match) return null;
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCFullYear() !== Number(year) || date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return null;
  return `${year}-${month}-${day}`;
}

/** The calendar date `years` after the given one (Feb 29 rolls to Mar 1). */
export function addYears(date: string, years: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year + years, month - 1, day)).toISOString().slice(0, 10);
}

/**
 * Today's date where it is earliest on Earth (UTC−12). An expiration date counts as past only once it
 * has ended everywhere, so a card sold or redeemed "through its last day" works wherever the business is.
 */
export function todayAnywhereOnEarth(now: Date = new Date()): string {
  return new Date(now.getTime() - 12 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** The calendar date (YYYY-MM-DD) an instant falls on in an IANA time zone ('UTC', 'America/Chicago'). */
export function calendarDayIn(instant: Date | string, timeZone: string): string {
  const parts = dayFormat(timeZone).formatToParts(new Date(instant));
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The `count` calendar dates ending with `lastDay`, oldest first. */
export function calendarDaysEnding(lastDay: string, count: number): string[] {
  const [year, month, day] = lastDay.split('-').map(Number);
  return Array.from({ length: count }, (_, i) => new Date(Date.UTC(year, month - 1, day - (count - 1 - i))).toISOString().slice(0, 10));
}

const dayFormat = (timeZone: string) => dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
