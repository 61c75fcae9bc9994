import { adjustmentSplit, parseAdjustment, parseLedgerId, parseReason, parseRefundAmount, reversalTooLate } from './card-action-rules';

describe('the rules of an admin action on a card', () => {
  it('reads a signed adjustment in cents and refuses zero or more than two decimals', () => {
    expect([5, '5', '-5.25', -0.01, '$1,000.50'].map(parseAdjustment)).toEqual([500, 500, -525, -1, 100050]);
    for (const bad of [0, '-0', '1.234', 'five', null, undefined, Number.NaN, '--5']) expect(() => parseAdjustment(bad)).toThrow(/non-zero amount/);
  });

  it('adds value as bonus value and takes it off bonus value first', () => {
    expect(adjustmentSplit({ bonusBalanceCents: 500 }, 1000)).toEqual({ paidCents: 0, bonusCents: 1000 });
    expect(adjustmentSplit({ bonusBalanceCents: 500 }, -300)).toEqual({ paidCents: 0, bonusCents: -300 });
    expect(adjustmentSplit({ bonusBalanceCents: 500 }, -1750)).toEqual({ paidCents: -1250, bonusCents: -500 });
    expect(adjustmentSplit({ bonusBalanceCents: 0 }, -100)).toEqual({ paidCents: -100, bonusCents: 0 });
  });

  it('wants a reason of 1 to 500 characters, trimmed', () => {
    expect(parseReason('  Stolen  ')).toBe('Stolen');
    expect(() => parseReason('   ')).toThrow('Enter a reason.');
    expect(() => parseReason(42)).toThrow('Enter a reason.');
    expect(parseReason('x'.repeat(500))).toHaveLength(500);
    expect(() => parseReason('x'.repeat(501))).toThrow('Keep the reason to 500 characters.');
  });

  it('lets a redemption be reversed for 7 days from when it was made', () => {
    const redeemedAt = '2026-11-01T12:00:00.000Z';
    expect(reversalTooLate(redeemedAt, new Date('2026-11-08T12:00:00.000Z'))).toBe(false);
    expect(reversalTooLate(redeemedAt, new Date('2026-11-08T12:00:00.001Z'))).toBe(true);
  });

  it('reads a redemption id as a positive integer only', () => {
    expect(['17', 17, ' 9 '].map(parseLedgerId)).toEqual([17, 17, 9]);
    expect(['0', '-1', '1.5', 'abc', '', null, '12345678901234567'].map(parseLedgerId)).toEqual(Array(7).fill(null));
  });

  it('reads a refund amount as positive cents, and none as all the paid value left', () => {
    expect([undefined, null, ''].map(parseRefundAmount)).toEqual([null, null, null]);
    expect(['10.00', 42, '$1.5'].map(parseRefundAmount)).toEqual([1000, 4200, 150]);
    for (const bad of [0, '-5', '1.234', 'all']) expect(() => parseRefundAmount(bad)).toThrow(/refund amount/);
  });
});
