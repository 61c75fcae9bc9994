import { cardFingerprintCount } from './buying-limits';

describe('the buyer limit by the card that paid', () => {
  const order = { businessSlug: 'harbor-grill', priceCents: 2_000_00, paymentMode: 'production', createdAt: '2026-12-01T23:59:59.000Z' };

  it("counts the card's fingerprint at the business, on the order's UTC day, against $10,000", () => {
    expect(cardFingerprintCount(order, 'sq-1-abc')).toEqual({ limitKey: 'card-fingerprint:harbor-grill:sq-1-abc', day: '2026-12-01', cents: 2_000_00, limitCents: 10_000_00 });
    expect(cardFingerprintCount({ ...order, createdAt: '2026-12-01 19:00:00-05' }, 'sq-1-abc')?.day).toBe('2026-12-02');
  });

  it('counts nothing without a card (Cash App), nor in test mode, where every buyer pays with the one test card', () => {
    expect(cardFingerprintCount(order, undefined)).toBeUndefined();
    expect(cardFingerprintCount({ ...order, paymentMode: 'test' }, 'sq-1-abc')).toBeUndefined();
  });
});
