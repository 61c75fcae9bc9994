import { createContext, useContext } from 'react';

/**
 * The product's one date format (spec §9: en-GB, dd/mm/yyyy; times 24-hour). Every screen formats dates through these
 * functions, so tables, inputs' hints, the corporate pages and charts read alike.
 */
const LOCALE = 'en-GB';

/** A calendar date (YYYY-MM-DD) as dd/mm/yyyy; other input is returned as given. */
export function formatCalendarDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : date;
}

/** Today in the visitor's own time zone as YYYY-MM-DD (what a date input's `min` expects). */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function formatInstant(iso: string, options: Intl.DateTimeFormatOptions, timeZone: string | undefined): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString(LOCALE, { ...options, timeZone });
}

/** An instant (ISO timestamp) as its date, dd/mm/yyyy, in `timeZone` (the visitor's own when left out). */
export function formatInstantDate(iso: string, timeZone?: string): string {
  return formatInstant(iso, { dateStyle: 'short' }, timeZone);
}

/** An instant as its date and time, e.g. 05/03/2030, 14:07, in `timeZone` (the visitor's own when left out). */
export function formatInstantDateTime(iso: string, timeZone?: string): string {
  return formatInstant(iso, { dateStyle: 'short', timeStyle: 'short' }, timeZone);
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
