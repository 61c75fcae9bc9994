import { checkCloseable } from './month-close';

describe('which month may close', () => {
  it('closes any month that ended first, then each after the last closed one', () => {
    expect(() => checkCloseable('2024-05', '2026-11-27', null)).not.toThrow();
    expect(() => checkCloseable('2026-10', '2026-11-01', '2026-09')).not.toThrow();
  });

  it.each([
    ['the month under way', '2026-11', '2026-11-27', null, 'A month can be closed once it has ended.'],
    ['a month to come', '2027-01', '2026-11-27', '2026-10', 'A month can be closed once it has ended.'],
    ['the last closed month', '2026-09', '2026-11-27', '2026-09', 'This month is already closed.'],
    ['a month before it', '2026-03', '2026-11-27', '2026-09', 'This month is already closed.'],
    ['a month after the next', '2026-10', '2026-11-27', '2026-08', 'Close 2026-09 first: months close in order.'],
  ])('refuses %s', (_case, month, today, lastClosed, message) => {
    expect(() => checkCloseable(month, today, lastClosed)).toThrow(message);
  });
});
