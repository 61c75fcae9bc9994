import { contradictionOf } from './payment-contradictions';
import type { PaymentFacts } from './square-payment';

const order = { id: '3f0c8a2e-8a43-4a5e-9a55-0d1f0f2b7c11', priceCents: 4250, currency: 'USD' };
const payment: PaymentFacts = {
  id: 'PAY1',
  status: 'COMPLETED',
  sourceType: 'CARD',
  amountCents: 4250,
  currency: 'USD',
  receiptNumber: 'PAY1',
  receiptUrl: '',
  updatedAt: '2026-11-24T12:00:00Z',
  referenceId: order.id,
};

describe('a payment Square describes, against the order it names', () => {
  it('settles the order when it is for the order, its price and in dollars (with or without a reference)', () => {
    expect(contradictionOf(order, payment)).toBeUndefined();
    expect(contradictionOf(order, { ...payment, referenceId: '' })).toBeUndefined();
    expect(contradictionOf(order, { ...payment, status: 'FAILED' })).toBeUndefined();
  });

  it.each([
    [{ amountCents: 1, currency: 'EUR' }, "Square's payment is for 0.01 EUR; the order's price is 42.50 USD."],
    [{ amountCents: 4250, currency: 'EUR' }, "Square's payment is for 42.50 EUR; the order's price is 42.50 USD."],
    [{ amountCents: 4249 }, "Square's payment is for 42.49 USD; the order's price is 42.50 USD."],
    [{ amountCents: 1_000_000_000_000 }, "Square's payment is for 10000000000.00 USD; the order's price is 42.50 USD."],
  ])('refuses %p: another amount or currency than the price', (differs, detail) => {
    expect(contradictionOf(order, { ...payment, ...differs })).toEqual({ kind: 'amount-mismatch', detail });
  });

  it("settles a yen order by a payment of its price in yen, and refuses the same figure in another currency", () => {
    const yenOrder = { ...order, priceCents: 4500, currency: 'JPY' };
    expect(contradictionOf(yenOrder, { ...payment, amountCents: 4500, currency: 'JPY' })).toBeUndefined();
    expect(contradictionOf(yenOrder, { ...payment, amountCents: 4500, currency: 'USD' })).toEqual({
      kind: 'amount-mismatch',
      detail: "Square's payment is for 45.00 USD; the order's price is 4500 JPY.",
    });
  });

  it("refuses another order's payment", () => {
    expect(contradictionOf(order, { ...payment, referenceId: 'another-order' })).toEqual({
      kind: 'reference-mismatch',
      detail: "Square's payment is for order another-order, not this one.",
    });
  });
});
