import { describe, expect, it } from '@jest/globals';
import type { PurchaseCard } from '../../lib/gift-card';
import { priceForAmount, quickPicks, startingAmount } from './chosen-amount';

const card = (minAmount: number, maxAmount: number, discount = 10, currency = 'USD'): PurchaseCard => ({
  _id: 'c1',
  giftCardName: 'Garden Table',
  expirationDate: '2030-12-31',
  currency,
  amount: minAmount,
  amountMode: 'custom',
  minAmount,
  maxAmount,
  discount,
  salePrice: minAmount,
  giftCardImg: '/media/x.webp',
  icon: '🍽️',
  businessSlug: 'garden',
});

describe('the amount a buyer chooses', () => {
  it('offers the quick picks within the range, starting at $50 when it can', () => {
    expect(quickPicks(card(5, 500))).toEqual([2500, 5000, 10000]);
    expect(quickPicks(card(30, 80))).toEqual([5000]);
    expect(startingAmount(card(5, 500))).toBe('50');
    expect(startingAmount(card(60, 500))).toBe('100');
    expect(startingAmount(card(110, 200))).toBe('110');
  });

  it('prices the typed amount as the server does, or says the range', () => {
    expect(priceForAmount(card(5, 500), ' $120 ')).toEqual({ amount: 120, card: expect.objectContaining({ amount: 120, salePrice: 108 }) });
    expect(priceForAmount(card(5, 500, 15), '33.33')).toMatchObject({ card: { amount: 33.33, salePrice: 28.33 } });
    for (const typed of ['4.99', '500.01', '12.345', 'ten', '', '1e2']) {
      expect(priceForAmount(card(5, 500), typed)).toEqual({ error: 'Choose an amount between $5 and $500.' });
    }
  });

  it('offers a yen card round yen and takes whole yen only', () => {
    const yen = card(500, 300_000, 0, 'JPY');
    expect(quickPicks(yen)).toEqual([3000, 5000, 10000]);
    expect(startingAmount(yen)).toBe('5000');
    expect(priceForAmount(yen, '¥3,000')).toEqual({ amount: 3000, card: expect.objectContaining({ amount: 3000, salePrice: 3000 }) });
    expect(priceForAmount(yen, '30.5')).toEqual({ error: 'Choose an amount between ¥500 and ¥300,000.' });
  });
});
