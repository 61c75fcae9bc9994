/** A calendar date (YYYY-MM-DD) in en-GB form, dd/mm/yyyy (spec §9); other input is returned as given. */
export function formatCalendarDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : date;
}

/** Today in the visitor's own time zone as YYYY-MM-DD (what a date input's `min` expects). */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** An instant (ISO timestamp) as the visitor's local date in en-GB form, dd/mm/yyyy (spec §9). */
export function formatInstantDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString('en-GB');
}

/** An instant as the visitor's local date and time, e.g. 05/03/2030, 14:07. */
export function formatInstantDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString('en-GB', { dateStyle: 'short', timeStyle: 'short' });
}
