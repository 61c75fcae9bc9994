import { ValidationError } from '@gv/platform/errors';
import { MONTH_END_MESSAGES } from '@gv/proto';

/** A calendar month `YYYY-MM` from 1900 on, else a 400. */
export function parseMonth(value: unknown): string {
  if (typeof value !== 'string' || !/^(19|[2-9]\d)\d{2}-(0[1-9]|1[0-2])$/.test(value)) throw new ValidationError({ month: MONTH_END_MESSAGES.monthInvalid });
  return value;
}

/** The month's first and last days. */
export function monthDays(month: string): { from: string; to: string } {
  const [year, index] = month.split('-').map(Number);
  const last = new Date(Date.UTC(year, index, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** The month `count` months after `month` (before it when negative). */
export function addMonths(month: string, count: number): string {
  const [year, index] = month.split('-').map(Number);
  const moved = new Date(Date.UTC(year, index - 1 + count, 1));
  return moved.toISOString().slice(0, 7);
}
