import { BUYING_LIMIT_MESSAGES, buyingCounts, cardFingerprintCount } from './buying-limits';

describe('the buyer limit by the card that paid', () => {
  const order = { businessSlug: 'harbor-grill', priceCents: 2_000_00, currency: 'USD', paymentMode: 'production', createdAt: '2026-12-01T23:59:59.000Z' };

  it("counts the card's fingerprint at the business, on the order's UTC day, against $10,000", () => {
    expect(cardFingerprintCount(order, 'sq-1-abc')).toEqual({ limitKey: 'card-fingerprint:harbor-grill:sq-1-abc', day: '2026-12-01', cents: 2_000_00, limitCents: 10_000_00 });
    expect(cardFingerprintCount({ ...order, createdAt: '2026-12-01 19:00:00-05' }, 'sq-1-abc')?.day).toBe('2026-12-02');
  });

  it('counts nothing without a card (Cash App), nor in test mode, where every buyer pays with the one test card', () => {
    expect(cardFingerprintCount(order, undefined)).toBeUndefined();
    expect(cardFingerprintCount({ ...order, paymentMode: 'test' }, 'sq-1-abc')).toBeUndefined();
  });
});

describe('the daily buying limits, in the currency of the order', () => {
  const reload = { businessSlug: 'harbor-grill', buyerEmail: 'ann@example.com', priceCents: 5_000, reloadCardId: 'card-1' };

  it('says the US dollar limits in the words they always had', () => {
    expect(BUYING_LIMIT_MESSAGES.card('USD')).toBe('A card can be loaded with at most $2,000 a day. Please try a smaller amount or come back tomorrow.');
    expect(BUYING_LIMIT_MESSAGES.buyer('USD')).toBe('One buyer can buy at most $10,000 of gift cards a day. Please try a smaller amount or come back tomorrow.');
  });

  it("counts a yen reload against the yen limits, ¥300,000 on the card and ¥1,500,000 for the buyer, and says them in yen", () => {
    const [card, buyer] = buyingCounts({ ...reload, currency: 'JPY' }, '2026-12-01');
    expect(card).toEqual({
      count: { limitKey: 'card:card-1', day: '2026-12-01', cents: 5_000, limitCents: 300_000 },
      message: 'A card can be loaded with at most ¥300,000 a day. Please try a smaller amount or come back tomorrow.',
    });
    expect(buyer.count.limitCents).toBe(1_500_000);
    expect(buyer.message).toBe('One buyer can buy at most ¥1,500,000 of gift cards a day. Please try a smaller amount or come back tomorrow.');
    expect(cardFingerprintCount({ businessSlug: 'harbor-grill', priceCents: 5_000, currency: 'JPY', paymentMode: 'production', createdAt: '2026-12-01T10:00:00Z' }, 'sq-1')?.limitCents).toBe(1_500_000);
  });
});
