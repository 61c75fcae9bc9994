import { calendarDayIn, calendarDaysEnding, DASHBOARD_DAYS } from '@gv/proto';

/** The days the dashboard charts: the last 30 calendar days in the business's time zone, ending with its today, oldest first. */
export function dashboardDays(timeZone: string, now: Date = new Date()): string[] {
  return calendarDaysEnding(calendarDayIn(now, timeZone), DASHBOARD_DAYS);
}
