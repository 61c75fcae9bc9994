import { formatAmount } from './money.js';
import { promotionBonusCents, purchasePromotion, purchasePromotionMessage } from './promotions.js';

describe('a promotion’s bonus on one card', () => {
  it('is a percent of the price paid, rounded down to the cent, or the fixed amount', () => {
    expect(promotionBonusCents({ percent: 20 }, 10_000)).toBe(2_000);
    expect(promotionBonusCents({ percent: 15 }, 4_499)).toBe(674);
    expect(promotionBonusCents({ amountCents: 500 }, 123)).toBe(500);
  });
});

describe('what a purchase’s confirmation says of its promotion', () => {
  it('says nothing when no promotion ran', () => {
    expect(purchasePromotion([{}, {}])).toBeUndefined();
  });

  it('adds up the bonus over the order’s cards and counts those issued after the budget ran out', () => {
    const promotion = purchasePromotion([{ promotion: { name: 'Holiday bonus', bonusCents: 2_000 } }, { promotion: { name: 'Holiday bonus', bonusCents: 0 } }]);
    expect(promotion).toEqual({ name: 'Holiday bonus', bonus: 20, cardsWithoutBonus: 1 });
    expect(purchasePromotionMessage(promotion!, formatAmount)).toBe(
      'Holiday bonus: $20.00 bonus value added. Holiday bonus ran out before your card was issued, so it came without the bonus; you paid only the price shown.',
    );
  });

  it('tells a buyer who missed the bonus that they paid only the price shown', () => {
    const missed = purchasePromotion([{ promotion: { name: 'Holiday bonus', bonusCents: 0 } }])!;
    expect(purchasePromotionMessage(missed, formatAmount)).toBe('Holiday bonus ran out before your card was issued, so it came without the bonus; you paid only the price shown.');
  });
});
