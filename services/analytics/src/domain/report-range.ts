import { ValidationError } from '@gv/platform/errors';
import { REPORT_MESSAGES } from '@gv/proto';

const MAX_DAYS = 3660;
const DAY_MS = 86_400_000;

/** A calendar day as `YYYY-MM-DD` that names a real day, else null. */
function calendarDay(value: unknown): string | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value) ? value : null;
}

/** A report's range: two real days, `from` on or before `to`, at most 10 years apart. */
export function parseReportRange(request: { from?: unknown; to?: unknown }): { from: string; to: string } {
  const from = calendarDay(request.from);
  const to = calendarDay(request.to);
  if (!from || !to || from > to) {
    const fields = { ...(!from || (to && from > to) ? { from: REPORT_MESSAGES.rangeInvalid } : {}), ...(!to ? { to: REPORT_MESSAGES.rangeInvalid } : {}) };
    throw new ValidationError(fields, REPORT_MESSAGES.rangeInvalid);
  }
  if ((Date.parse(to) - Date.parse(from)) / DAY_MS > MAX_DAYS) throw new ValidationError({ from: REPORT_MESSAGES.rangeTooLong }, REPORT_MESSAGES.rangeTooLong);
  return { from, to };
}
