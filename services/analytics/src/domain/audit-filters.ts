import { ValidationError } from '@gv/platform/errors';
import { AUDIT_ACTIONS, AUDIT_MESSAGES, dateTimeFormat, isUuid, parseCalendarDate, type AuditAction, type AuditTrailRequest } from '@gv/proto';

/** The audit trail's filters as the admin gave them, checked; each left out (or empty) filters nothing. */
export interface AuditFilters {
  /** An admin's id. */
  person?: string;
  action?: AuditAction;
  /** First and last day, YYYY-MM-DD in the business's time zone, both included. */
  from?: string;
  to?: string;
  /** The last entry of the page before. */
  cursor?: string;
}

const given = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** A day as `YYYY-MM-DD` that names a real day, else null. */
export const day = (value: string): string | null => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? parseCalendarDate(value) : null);

/** The filters of a request; a value that names nothing they know is a 400 with its field's message. */
export function parseAuditFilters(request: Omit<AuditTrailRequest, 'businessSlug'>): AuditFilters {
  const filters: AuditFilters = {};
  const errors: Record<string, string> = {};
  const { person, action, from, to, cursor } = request;
  if (given(person)) {
    if (isUuid(person)) filters.person = person.toLowerCase();
    else errors.person = AUDIT_MESSAGES.personUnknown;
  }
  if (given(action)) {
    const known = AUDIT_ACTIONS.find((name) => name === action);
    if (known) filters.action = known;
    else errors.action = AUDIT_MESSAGES.actionUnknown;
  }
  for (const [field, value] of [['from', from], ['to', to]] as const) {
    if (!given(value)) continue;
    const parsed = day(value);
    if (parsed) filters[field] = parsed;
    else errors[field] = AUDIT_MESSAGES.dayInvalid;
  }
  if (filters.from && filters.to && filters.from > filters.to) errors.from = AUDIT_MESSAGES.rangeInvalid;
  if (given(cursor)) {
    if (isUuid(cursor)) filters.cursor = cursor.toLowerCase();
    else errors.cursor = AUDIT_MESSAGES.cursorInvalid;
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return filters;
}

/** The instant a calendar day begins in an IANA time zone, as ISO text. */
export function dayStartIn(day: string, timeZone: string): string {
  const midnight = Date.parse(`${day}T00:00:00Z`);
  // The zone's offset at a first guess, then at the instant that guess gives (they differ across a change of offset).
  const guess = midnight - offsetAt(midnight, timeZone);
  return new Date(midnight - offsetAt(guess, timeZone)).toISOString();
}

/** The calendar day after `day`. */
export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = wallClock(timeZone).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)!.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour') % 24, part('minute'), part('second'));
  return wall - (instant - (((instant % 1000) + 1000) % 1000));
}

const digits = '2-digit';
const wallClock = (timeZone: string) =>
  dateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: digits, day: digits, hour: digits, minute: digits, second: digits });
