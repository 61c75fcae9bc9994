import { describe, expect, it } from '@jest/globals';
import { adjustConfirmation, dollarsOf, recipientConfirmation, refundConfirmation } from './action-confirmation';

const card = { balanceCents: 4500, paidCents: 4000, paymentCardLast4: '1111', currency: 'USD' };

describe('the sentence an admin confirms before a card action', () => {
  it('names the buyer’s card and what is left after a refund; all the paid value takes the bonus value with it', () => {
    expect(refundConfirmation('10', card)).toEqual({ sentence: "Refund $10.00 to the buyer's card ending 1111? The card will have $35.00 left." });
    expect(refundConfirmation('', card)).toEqual({ sentence: "Refund $40.00 to the buyer's card ending 1111? The card will have $0.00 left." });
    expect(refundConfirmation('5', { ...card, paymentCardLast4: null }).sentence).toBe(
      "Refund $5.00 to the buyer's card? The card will have $40.00 left.",
    );
  });

  it('asks for a fix instead of a confirmation when the amount cannot be done', () => {
    expect(refundConfirmation('40.01', card)).toEqual({ fields: { amount: 'The refund cannot be more than the paid value left, $40.00.' } });
    expect(refundConfirmation('abc', card).fields).toHaveProperty('amount');
    expect(adjustConfirmation('-45.01', card)).toEqual({ fields: { amount: 'The balance cannot go below zero.' } });
    expect(recipientConfirmation('Rita', 'rita@').fields).toHaveProperty('recipientEmail');
  });

  it('gives an adjustment its amount and the balance after it', () => {
    expect(adjustConfirmation('-5', card).sentence).toBe('Take $5.00 off the card? The card will have $40.00 left.');
    expect(adjustConfirmation('5', card).sentence).toBe('Add $5.00 to the card as bonus value? The card will have $50.00.');
  });

  it('sends the amount the sentence named', () => {
    expect([dollarsOf('$10'), dollarsOf('-5.5'), dollarsOf(' 1,250.00 ')]).toEqual([10, -5.5, 1250]);
    expect(dollarsOf('abc')).toBeNaN();
  });

  it('reckons a yen card in whole yen', () => {
    const yen = { balanceCents: 5000, paidCents: 5000, paymentCardLast4: null, currency: 'JPY' };
    expect(refundConfirmation('3000', yen).sentence).toBe("Refund ¥3,000 to the buyer's card? The card will have ¥2,000 left.");
    expect(adjustConfirmation('30.5', yen).fields).toHaveProperty('amount');
    expect(dollarsOf('-3000', 'JPY')).toBe(-3000);
  });
});
