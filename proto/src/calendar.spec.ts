import { addYears, calendarDayIn, calendarDaysEnding, parseCalendarDate } from './calendar';

describe('calendar dates', () => {
  it.each([
    ['2030-01-31', '2030-01-31'],
    ['2030-01-31T00:00:00.000Z', '2030-01-31'],
    ['2030-01-31T23:59:59+05:30', '2030-01-31'],
    [' 2028-02-29 ', '2028-02-29'],
  ])('%p is the day %p', (input, day) => {
    expect(parseCalendarDate(input)).toBe(day);
  });

  it.each([['2030-02-30'], ['2029-02-29'], ['2030-13-01'], ['31/01/2030'], ['tomorrow'], [''], [20300131], [null], ['2030-01-31garbage']])(
    '%p is not a day',
    (input) => {
      expect(parseCalendarDate(input)).toBeNull();
    },
  );

  it('adds years', () => {
    expect(addYears('2030-06-15', 10)).toBe('2040-06-15');
    expect(addYears('2028-02-29', 1)).toBe('2029-03-01');
  });
});

describe('days of instants', () => {
  it('names the day an instant falls on in a time zone', () => {
    expect(calendarDayIn('2030-03-01T02:30:00Z', 'UTC')).toBe('2030-03-01');
    expect(calendarDayIn('2030-03-01T02:30:00Z', 'America/Chicago')).toBe('2030-02-28');
    expect(calendarDayIn(new Date('2030-12-31T23:30:00Z'), 'Asia/Tokyo')).toBe('2031-01-01');
  });

  it('lists the days ending with one, oldest first, across month and leap-day boundaries', () => {
    expect(calendarDaysEnding('2028-03-02', 4)).toEqual(['2028-02-28', '2028-02-29', '2028-03-01', '2028-03-02']);
    const thirty = calendarDaysEnding('2030-01-10', 30);
    expect(thirty).toHaveLength(30);
    expect(thirty[0]).toBe('2029-12-12');
    expect(thirty[29]).toBe('2030-01-10');
  });
});
