/**
 * When a card type may be redeemed: some days of the week, between two wall-clock times, never on blackout dates
 * (a "weekday lunch" card), in the business's time zone (decision 0062). A card type without one is redeemable
 * whenever the business's counter is open.
 */
import { dateTimeFormat } from './date-formats.js';
import { parseCalendarDate } from './calendar.js';
import { DATE_LOCALES, defineCatalog, translate, type Locale } from './locale.js';
import redemptionWindowTexts from './messages/redemptionWindow.json' with { type: 'json' };
import { redemptionWindowWords } from './redemption-window.messages.js';
import { wallClockIn } from './time-zone.js';

export { redemptionWindowWords } from './redemption-window.messages.js';

export interface RedemptionWindow {
  /** Days of the week it may be redeemed on, 0 (Sunday) to 6 (Saturday), ascending, at least one. */
  days: number[];
  /** HH:MM, from this minute (inclusive) … */
  from: string;
  /** … to this one (exclusive); '24:00' is the end of the day. Always after `from`: a window never crosses midnight. */
  to: string;
  /** YYYY-MM-DD days it may not be redeemed on, ascending. */
  blackoutDates: string[];
}

const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const FULL_DAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
/** The order days are written in: the week starting on Monday. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];
export const MAX_BLACKOUT_DATES = 100;

/** What the gift card form says of a redemption window it refuses, in each language; the server answers in English. */
export const redemptionWindowMessages = defineCatalog('redemptionWindow', redemptionWindowTexts);

export const REDEMPTION_WINDOW_MESSAGES = {
  ...redemptionWindowMessages.messages.en,
  tooManyBlackouts: translate(redemptionWindowMessages, 'en', 'tooManyBlackouts', { max: MAX_BLACKOUT_DATES }),
} as const;

/** A day of the week as a number 0–6 or a name ('mon', 'Monday'), else null. */
function weekday(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 && value <= 6 ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim().toLowerCase();
  if (/^[0-6]$/.test(text)) return Number(text);
  const index = FULL_DAY_NAMES.findIndex((name) => text.length >= 3 && name.startsWith(text));
  return index === -1 ? null : index;
}

/** HH:MM as minutes of the day (24:00 is 1440), else null. */
function minutes(value: unknown): number | null {
  const match = typeof value === 'string' ? /^(\d{2}):(\d{2})$/.exec(value.trim()) : null;
  if (!match) return null;
  const [hours, mins] = [Number(match[1]), Number(match[2])];
  if (mins > 59 || hours > 24 || (hours === 24 && mins > 0)) return null;
  return hours * 60 + mins;
}

/**
 * The window an admin sent, normalized; null for none (absent, null or ''); an error message when it is not one.
 * Accepts an object or its JSON text (a multipart form's field); days as numbers or names; from/to left out: all day.
 */
export function parseRedemptionWindow(value: unknown): { window: RedemptionWindow | null } | { error: string } {
  if (value === undefined || value === null || value === '') return { window: null };
  let raw = value;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw);
    } catch {
      return { error: REDEMPTION_WINDOW_MESSAGES.invalid };
    }
    if (raw === null) return { window: null };
  }
  if (typeof raw !== 'object' || Array.isArray(raw)) return { error: REDEMPTION_WINDOW_MESSAGES.invalid };
  const { days, from = '00:00', to = '24:00', blackoutDates = [] } = raw as Record<string, unknown>;
  const dayNumbers = Array.isArray(days) ? days.map(weekday) : [];
  if (dayNumbers.length === 0 || dayNumbers.some((day) => day === null)) return { error: REDEMPTION_WINDOW_MESSAGES.days };
  const [start, end] = [minutes(from), minutes(to)];
  if (start === null || end === null || start === 1440) return { error: REDEMPTION_WINDOW_MESSAGES.time };
  if (end <= start) return { error: REDEMPTION_WINDOW_MESSAGES.order };
  if (!Array.isArray(blackoutDates)) return { error: REDEMPTION_WINDOW_MESSAGES.blackout };
  if (blackoutDates.length > MAX_BLACKOUT_DATES) return { error: REDEMPTION_WINDOW_MESSAGES.tooManyBlackouts };
  const dates = blackoutDates.map((date) => (typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date.trim()) ? parseCalendarDate(date) : null));
  if (dates.some((date) => date === null)) return { error: REDEMPTION_WINDOW_MESSAGES.blackout };
  return {
    window: {
      days: [...new Set(dayNumbers as number[])].sort(),
      from: (from as string).trim(),
      to: (to as string).trim(),
      blackoutDates: [...new Set(dates as string[])].sort(),
    },
  };
}

/** The date, weekday and minute of the day an instant falls on in a time zone. */
function wallClock(instant: Date, timeZone: string): { date: string; day: number; minute: number } {
  const clock = wallClockIn(instant, timeZone);
  return {
    date: `${clock.year}-${clock.month}-${clock.day}`,
    day: DAY_NAMES.indexOf(clock.weekday as (typeof DAY_NAMES)[number]),
    minute: Number(clock.hour) * 60 + Number(clock.minute),
  };
}

/** A day as the window's words write it: Dec 25, 2026 in English, 25 dic 2026, 25 déc. 2026. */
const spelledIn = (day: string, locale: Locale) =>
  dateTimeFormat(locale === 'en' ? 'en-US' : DATE_LOCALES[locale], { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' }).format(new Date(`${day}T00:00:00Z`));

/** A weekday's short name: Mon in English (DAY_NAMES), lun in Spanish, lun. in French. */
const dayName = (day: number, locale: Locale) =>
  // 2023-01-01 was a Sunday: day 0.
  locale === 'en'
    ? DAY_NAMES[day]
    : dateTimeFormat(DATE_LOCALES[locale], { timeZone: 'UTC', weekday: 'short' }).format(new Date(Date.UTC(2023, 0, 1 + day)));

/** The days in words, Monday first: runs of three or more as a range ("Mon–Fri"), "every day" for all seven. */
function describeDays(days: number[], locale: Locale): string {
  if (days.length === 7) return translate(redemptionWindowWords, locale, 'everyDay');
  const ordered = WEEK_ORDER.filter((day) => days.includes(day));
  const runs: number[][] = [];
  for (const day of ordered) {
    const run = runs.at(-1);
    if (run && WEEK_ORDER.indexOf(run.at(-1)!) + 1 === WEEK_ORDER.indexOf(day)) run.push(day);
    else runs.push([day]);
  }
  const name = (day: number) => dayName(day, locale);
  return runs.flatMap((run) => (run.length >= 3 ? [`${name(run[0])}–${name(run.at(-1)!)}`] : run.map(name))).join(', ');
}

/** When the card can be redeemed, without its blackout dates: "Mon–Fri, 11:00–14:00", "Sat, Sun" (English unless told). */
export function describeWindowHours(window: RedemptionWindow, locale: Locale = 'en'): string {
  const allDay = window.from === '00:00' && window.to === '24:00';
  const days = describeDays(window.days, locale);
  return allDay ? days : translate(redemptionWindowWords, locale, 'hours', { days, from: window.from, to: window.to });
}

/** The window in words: "Mon–Fri, 11:00–14:00; not on Dec 25, 2026" (English unless told). */
export function describeWindow(window: RedemptionWindow, locale: Locale = 'en'): string {
  const hours = describeWindowHours(window, locale);
  if (window.blackoutDates.length === 0) return hours;
  return translate(redemptionWindowWords, locale, 'notOn', { hours, dates: window.blackoutDates.map((day) => spelledIn(day, locale)).join(', ') });
}

/**
 * Why a card with this window cannot be redeemed at `instant` in the business's `timeZone`, as the counter's message;
 * null when it can (or it has no window).
 */
export function windowRefusal(window: RedemptionWindow | null | undefined, instant: Date, timeZone: string): string | null {
  if (!window) return null;
  const { date, day, minute } = wallClock(instant, timeZone);
  if (window.blackoutDates.includes(date))
    return `This card cannot be redeemed on ${spelledIn(date, 'en')}. It can be redeemed ${describeWindowHours(window)}.`;
  if (!window.days.includes(day) || minute < minutes(window.from)! || minute >= minutes(window.to)!)
    return `This card can be redeemed ${describeWindowHours(window)} only.`;
  return null;
}
