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
