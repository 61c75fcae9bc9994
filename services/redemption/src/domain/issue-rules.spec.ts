import { ValidationError } from '@gv/platform';
import { cardLines, checkIssueRequest, holderOf, openingBalance } from './issue-rules';

const paidOrder = {
  orderId: 'order-1',
  businessSlug: 'harbor-grill',
  paymentId: 'pay-1',
  amountCents: 18000,
  currency: 'USD',
  sourceType: 'CARD',
  receiptNumber: 'R1',
  receiptUrl: 'https://squareup.test/receipt/1',
  completedAt: '2030-01-01T00:00:00.000Z',
  giftCardId: 'card-1',
  giftCardName: 'Dinner for two',
  faceValueCents: 20000,
  expirationDate: '2031-06-30',
  purchaseType: 'self' as const,
  buyer: { name: 'Ann Buyer', email: ' Ann@Example.com ', phone: '(555) 123-4567' },
  recipient: null,
  message: '',
};

function refusal(request: unknown): Record<string, string> {
  try {
    checkIssueRequest(request);
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    return (error as ValidationError).fields!;
  }
  throw new Error('expected a refusal');
}

describe('issuing rules', () => {
  it('activates a $200 card sold at 10% off with $180 paid value and $20 bonus value, balance $200', () => {
    expect(openingBalance(20000, 18000)).toEqual({ balanceCents: 20000, paidCents: 18000, bonusCents: 2000 });
    expect(openingBalance(5000, 5000)).toEqual({ balanceCents: 5000, paidCents: 5000, bonusCents: 0 });
  });

  it('makes the buyer the holder of a card bought for themself, the recipient of a gift', () => {
    const self = checkIssueRequest(paidOrder);
    expect(holderOf(self, cardLines(self)[0])).toEqual({ name: 'Ann Buyer', email: 'ann@example.com' });
    const gift = checkIssueRequest({ ...paidOrder, purchaseType: 'gift', recipient: { name: 'Bo', email: 'BO@example.com' }, message: 'Enjoy!' });
    expect(holderOf(gift, cardLines(gift)[0])).toEqual({ name: 'Bo', email: 'bo@example.com' });
  });

  it('issues one card per gift, each at its share of the payment, with its own recipient, message and delivery time', () => {
    const gifts = [
      { name: 'Bo', email: 'BO@example.com', message: 'Enjoy!', deliverAt: '2026-03-09T09:00:00-04:00', deliverTimeZone: 'America/New_York' },
      { name: 'Cy', email: 'cy@example.com', message: '' },
    ];
    const order = checkIssueRequest({ ...paidOrder, purchaseType: 'gift', recipient: { name: 'Bo', email: 'bo@example.com' }, amountCents: 36000, gifts });
    expect(cardLines(order)).toEqual([
      { line: 0, priceCents: 18000, recipient: { name: 'Bo', email: 'bo@example.com' }, message: 'Enjoy!', deliverAt: '2026-03-09T09:00:00-04:00', deliverTimeZone: 'America/New_York' },
      { line: 1, priceCents: 18000, recipient: { name: 'Cy', email: 'cy@example.com' }, message: '', deliverAt: undefined, deliverTimeZone: undefined },
    ]);
    expect(refusal({ ...paidOrder, purchaseType: 'gift', recipient: { name: 'Bo', email: 'bo@example.com' }, amountCents: 36001, gifts })).toEqual({
      gifts: 'gifts are for a gift, each card at the same price',
    });
  });

  it('refuses a payment above the face value, fractional cents, a gift without recipient and a bad holder email, naming each field', () => {
    expect(refusal({ ...paidOrder, amountCents: 20001 })).toEqual({ amountCents: 'amountCents must not exceed the face value' });
    expect(Object.keys(refusal({ ...paidOrder, faceValueCents: 100.5, amountCents: -1 })).sort()).toEqual(['amountCents', 'faceValueCents']);
    expect(refusal({ ...paidOrder, purchaseType: 'gift' })).toEqual({ recipient: 'recipient is required for a gift only' });
    expect(refusal({ ...paidOrder, buyer: { ...paidOrder.buyer, email: 'nobody' } })).toEqual({ 'buyer.email': 'buyer.email is not an email address' });
    expect(Object.keys(refusal({ ...paidOrder, orderId: undefined, expirationDate: '2031-02-30' })).sort()).toEqual(['expirationDate', 'orderId']);
  });
});
