import { formatInstantDate, formatInstantDateTime } from '../../../lib/format-date';

/** A request's date (and time), as every table says dates, or '' when missing or invalid. */
export function formatRequestDate(value: string | undefined, withTime = true): string {
  if (!value || Number.isNaN(new Date(value).getTime())) return '';
  return withTime ? formatInstantDateTime(value) : formatInstantDate(value);
}
