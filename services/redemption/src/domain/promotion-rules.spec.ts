import { checkPromotion } from './promotion-rules.js';

const valid = {
  businessSlug: 'harbor-grill',
  adminEmail: 'owner@example.com',
  name: ' Holiday bonus ',
  giftCardIds: ['card-1', 'card-1', 'card-2'],
  bonus: { percent: 20 },
  startsAt: '2026-12-01T00:00:00-05:00',
  endsAt: '2026-12-25T00:00:00-05:00',
  budget: '2,000',
};

describe('a promotion as its admin saves it', () => {
  it('is kept in cents and instants, its card types once each', () => {
    expect(checkPromotion(valid)).toEqual({
      name: 'Holiday bonus',
      giftCardIds: ['card-1', 'card-2'],
      bonus: { percent: 20 },
      minPaidCents: null,
      startsAt: '2026-12-01T05:00:00.000Z',
      endsAt: '2026-12-25T05:00:00.000Z',
      budgetCents: 200_000,
    });
    expect(checkPromotion({ ...valid, bonus: { amount: 20 }, minPaid: 100 })).toMatchObject({ bonus: { amountCents: 2_000 }, minPaidCents: 10_000 });
  });

  it("is kept in the business's currency: whole yen for a yen business", () => {
    const yen = { ...valid, currency: 'JPY', bonus: { amount: 500 }, minPaid: 5000, budget: '50,000' };
    expect(checkPromotion(yen)).toMatchObject({ bonus: { amountCents: 500 }, minPaidCents: 5_000, budgetCents: 50_000 });
    expect(() => checkPromotion({ ...yen, bonus: { amount: 10.5 } })).toThrow();
  });

  it.each([
    [{ bonus: { percent: 0 } }, 'bonus'],
    [{ bonus: { amount: -5 } }, 'bonus'],
    [{ bonus: { amount: 0.001 } }, 'bonus'],
    [{ bonus: 20 }, 'bonus'],
    [{ minPaid: 'NaN' }, 'minPaid'],
    [{ budget: 0 }, 'budget'],
    [{ giftCardIds: 'card-1' }, 'giftCardIds'],
    [{ giftCardIds: [''] }, 'giftCardIds'],
    [{ endsAt: valid.startsAt }, 'endsAt'],
    [{ startsAt: 'Dec 1' }, 'startsAt'],
    [{ name: 'x'.repeat(81) }, 'name'],
  ])('refuses %j, naming %s', (change, field) => {
    expect(() => checkPromotion({ ...valid, ...change })).toThrow(expect.objectContaining({ fields: expect.objectContaining({ [field]: expect.any(String) }) }));
  });
});
