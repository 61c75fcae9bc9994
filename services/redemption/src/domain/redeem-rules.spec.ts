import { parseRedeemAmount, redeemRefusal } from './redeem-rules';

describe('redeem amounts', () => {
  it('takes positive dollars with at most two decimals, as a number or text', () => {
    expect(parseRedeemAmount(12.34)).toBe(1234);
    expect(parseRedeemAmount('7.5')).toBe(750);
    expect(parseRedeemAmount('$1,000')).toBe(100000);
    expect(parseRedeemAmount(0.01)).toBe(1);
  });

  it('refuses nothing, zero, negative, three decimals and words', () => {
    for (const value of [undefined, null, '', 0, '0.00', -1, '1.234', 'ten', NaN, Infinity]) expect(parseRedeemAmount(value)).toBeNull();
  });
});

describe('what a card can give', () => {
  // Sold under a law that keeps paid value to the card's own date (no bonus value).
  const card = { status: 'active' as const, expirationDate: '2030-06-30', paidExpiresOn: '2030-06-30', balanceCents: 5000, paidBalanceCents: 5000, bonusBalanceCents: 0 };
  const now = new Date('2030-06-30T18:00:00Z');

  it('gives up to its balance while active and unexpired', () => {
    expect(redeemRefusal(card, 5000, now)).toBeUndefined();
    expect(redeemRefusal(card, 5001, now)?.message).toBe('Redeem amount exceeds the available balance.');
  });

  it('stays valid through its last day wherever the business is, and refuses after', () => {
    expect(redeemRefusal(card, 1, new Date('2030-07-01T11:59:00Z'))).toBeUndefined();
    expect(redeemRefusal(card, 1, new Date('2030-07-01T12:01:00Z'))?.message).toBe('This gift card has expired and cannot be redeemed.');
  });

  it('gives paid value after the card’s own date while the law keeps it, never the bonus value', () => {
    const underUsLaw = { ...card, paidExpiresOn: '2035-06-01', paidBalanceCents: 4500, bonusBalanceCents: 500 };
    const after = new Date('2031-01-01T12:00:00Z');
    expect(redeemRefusal(underUsLaw, 4500, after)).toBeUndefined();
    expect(redeemRefusal(underUsLaw, 4501, after)?.message).toBe('Redeem amount exceeds the available balance.');
    expect(redeemRefusal(underUsLaw, 1, new Date('2035-06-02T12:01:00Z'))?.message).toBe('This gift card has expired and cannot be redeemed.');
    // Only bonus value left, past its date: expired, though the paid value would never have.
    expect(redeemRefusal({ ...underUsLaw, paidExpiresOn: null, paidBalanceCents: 0, balanceCents: 500 }, 1, after)?.message).toBe('This gift card has expired and cannot be redeemed.');
  });

  it('refuses a card that is not active whatever its balance, naming its state', () => {
    expect(redeemRefusal({ ...card, status: 'void' }, 1, now)?.message).toBe('This gift card has been voided and cannot be redeemed.');
    expect(redeemRefusal({ ...card, status: 'refunded' }, 1, now)?.message).toBe('This gift card has been refunded and cannot be redeemed.');
    expect(redeemRefusal({ ...card, status: 'on_hold' }, 1, now)?.message).toMatch(/on hold/);
  });
});
