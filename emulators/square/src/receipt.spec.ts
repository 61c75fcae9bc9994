import { receiptPage } from './receipt';
import type { Payment } from './wire';

/** A test-mode payment's receipt_url (in the buyer's purchase email) opens this page: its amount in the payment's own currency. */
describe("a test payment's receipt", () => {
  const payment = (amount: number, currency: string) =>
    ({ id: 'pay-1', receipt_number: 'pay1', status: 'COMPLETED', source_type: 'CARD', created_at: '2026-01-01T00:00:00Z', total_money: { amount, currency } }) as unknown as Payment;
  const amountOn = (page: string) => /<dt>Amount<\/dt><dd>([^<]*)<\/dd>/.exec(page)?.[1];

  it('states each amount in its currency\'s minor unit: 4500 JPY is ¥4,500, 4500 USD cents is $45.00', () => {
    expect(amountOn(receiptPage(payment(4500, 'JPY')))).toBe('4500 JPY');
    expect(amountOn(receiptPage(payment(4500, 'USD')))).toBe('45.00 USD');
    expect(amountOn(receiptPage(payment(1999, 'EUR')))).toBe('19.99 EUR');
  });
});
