import { calendarDayIn } from '@gv/proto';
import { dashboardDays } from './dashboard-days';

describe("the dashboard's 30 days in a business's time zone", () => {
  const lateEveningInNewYork = new Date('2026-03-01T03:00:00Z');

  it('counts an instant on the calendar day of the zone: 03:00 UTC on March 1 is still February 28 in New York', () => {
    expect(calendarDayIn(lateEveningInNewYork, 'America/New_York')).toBe('2026-02-28');
    expect(calendarDayIn(lateEveningInNewYork, 'UTC')).toBe('2026-03-01');
    expect(calendarDayIn(new Date('2026-03-01T15:30:00Z'), 'Pacific/Kiritimati')).toBe('2026-03-02');
  });

  it('follows daylight saving time: New York is UTC−5 before its switch on March 8, 2026 and UTC−4 after', () => {
    expect(calendarDayIn(new Date('2026-03-08T04:30:00Z'), 'America/New_York')).toBe('2026-03-07');
    expect(calendarDayIn(new Date('2026-03-09T03:30:00Z'), 'America/New_York')).toBe('2026-03-08');
  });

  it("ends with the zone's today and runs 30 days back, ascending", () => {
    const days = dashboardDays('America/New_York', lateEveningInNewYork);
    expect(days).toHaveLength(30);
    expect([days[0], days.at(-1)]).toEqual(['2026-01-30', '2026-02-28']);
    expect(days).toEqual([...days].sort());
    expect(dashboardDays('UTC', lateEveningInNewYork).at(-1)).toBe('2026-03-01');
  });
});
