import { addMonths, monthDays, parseMonth } from './month';

describe('months of the books', () => {
  it.each([
    ['2026-02', '2026-02-01', '2026-02-28'],
    ['2024-02', '2024-02-01', '2024-02-29'],
    ['2025-12', '2025-12-01', '2025-12-31'],
  ])('%s runs from %s to %s', (month, from, to) => {
    expect(monthDays(month)).toEqual({ from, to });
  });

  it('steps across years both ways', () => {
    expect(addMonths('2025-12', 1)).toBe('2026-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-03', -24)).toBe('2024-03');
  });

  it.each(['2026-13', '2026-1', '26-01', '', 202601, undefined, '1899-12'])('refuses %p', (value) => {
    expect(() => parseMonth(value)).toThrow('Enter a month as YYYY-MM.');
  });
});
