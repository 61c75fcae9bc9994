import { createContext, useContext } from 'react';
import { calendarDayIn, DATE_LOCALES } from '@gv/proto';
import { currentLocale } from './i18n';

/**
 * The product's one date format (spec §9: en-GB): 30 Jun 2027, times 24-hour (30 Jun 2027, 14:07); in Spanish and
 * French their own (30 jun 2027, 30 juin 2027), in the app's language now. The month is named,
 * so no text date can be read in the other order beside a date input, which shows the visitor's own locale's order.
 * Every screen formats dates through these functions, so tables, inputs' hints, the corporate pages and charts read alike.
 */
const dateLocale = () => DATE_LOCALES[currentLocale()];

/** A calendar date (YYYY-MM-DD) as 30 Jun 2027 (30 Jun without the year); other input is returned as given. */
export function formatCalendarDate(date: string, { year = true }: { year?: boolean } = {}): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) return date;
  // The calendar day itself: read in UTC, it is the same day wherever the browser is.
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return day.toLocaleDateString(dateLocale(), { day: 'numeric', month: 'short', ...(year && { year: 'numeric' }), timeZone: 'UTC' });
}

/** Today in the visitor's own time zone as YYYY-MM-DD (what a date input's `min` expects). */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Today in the business's time zone as YYYY-MM-DD (this device's when none is known): the day its books count in. */
export function todayIn(timeZone: string | undefined, now: Date = new Date()): string {
  return timeZone ? calendarDayIn(now, timeZone) : localToday(now);
}

function formatInstant(iso: string, options: Intl.DateTimeFormatOptions, timeZone: string | undefined): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString(dateLocale(), { ...options, timeZone });
}

/** An instant (ISO timestamp) as its date, 5 Mar 2030, in `timeZone` (the visitor's own when left out). */
export function formatInstantDate(iso: string, timeZone?: string): string {
  return formatInstant(iso, { dateStyle: 'medium' }, timeZone);
}

/** An instant as its date and time, e.g. 5 Mar 2030, 14:07, in `timeZone` (the visitor's own when left out). */
export function formatInstantDateTime(iso: string, timeZone?: string): string {
  return formatInstant(iso, { dateStyle: 'medium', timeStyle: 'short' }, timeZone);
}

/** The zone's short name at that instant, as people read it: PST, EST, UTC (GMT+1 where it has no common one). */
function zoneName(date: Date, timeZone: string): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(date).find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/**
 * An instant as its date and time in `timeZone`, naming the zone: 5 Mar 2030, 14:07 PST. For a page every visitor reads
 * alike (the holder page, in its business's zone): the server and the browser draw the same words.
 */
export function formatZonedDateTime(iso: string, timeZone: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${formatInstantDateTime(iso, timeZone)} ${zoneName(date, timeZone)}`;
}

/** The zone a business's screens state times in: its own, provided around the signed-in admin's screens. */
export const BusinessTimeZone = createContext<string | undefined>(undefined);

/**
 * The date formats bound to the business's time zone: a purchase at 8 pm in Los Angeles is that day's, whatever the
 * zone of the browser looking at it.
 */
export function useBusinessDates() {
  const timeZone = useContext(BusinessTimeZone);
  return {
    timeZone,
    date: (iso: string) => formatInstantDate(iso, timeZone),
    dateTime: (iso: string) => formatInstantDateTime(iso, timeZone),
  };
}
