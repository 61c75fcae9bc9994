import { addYears, parseCalendarDate } from './calendar';

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
