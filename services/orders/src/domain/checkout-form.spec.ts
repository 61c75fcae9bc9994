import { ValidationError } from '@gv/platform';
import { parseCheckout } from './checkout-form';

const base = { sourceId: 'cnon:card-nonce-ok', idempotencyKey: 'k-1', businessSlug: 'harbor-grill', id: 'card-1' };

function fieldsOf(request: Parameters<typeof parseCheckout>[0]): Record<string, string> {
  try {
    parseCheckout(request);
  } catch (error) {
    if (error instanceof ValidationError) return error.fields!;
    throw error;
  }
  throw new Error('expected a validation error');
}

describe('the create-payment request', () => {
  it('takes a purchase for myself: the buyer is the one paying, no recipient, the email lowercased', () => {
    const checkout = parseCheckout({ ...base, purchaseType: 'self', selfInfo: { name: ' Ann ', email: ' Ann@Example.COM', phone: '(555) 123-4567' } });
    expect(checkout).toEqual({
      sourceId: 'cnon:card-nonce-ok',
      idempotencyKey: 'k-1',
      businessSlug: 'harbor-grill',
      giftCardId: 'card-1',
      purchaseType: 'self',
      buyer: { name: 'Ann', email: 'ann@example.com', phone: '(555) 123-4567' },
      recipient: null,
      message: '',
    });
  });

  it('takes a gift: the sender pays, the recipient and the optional message are kept', () => {
    const giftInfo = { recipientName: 'Rita', recipientEmail: 'rita@example.com', senderName: 'Sam', senderEmail: 'sam@example.com', senderPhone: '15551234567' };
    expect(parseCheckout({ ...base, purchaseType: 'gift', giftInfo })).toMatchObject({
      buyer: { name: 'Sam', email: 'sam@example.com', phone: '15551234567' },
      recipient: { name: 'Rita', email: 'rita@example.com' },
      message: '',
    });
    expect(parseCheckout({ ...base, purchaseType: 'gift', giftInfo: { ...giftInfo, message: ' Enjoy! ' } }).message).toBe('Enjoy!');
    // A client that sent the phone as a JSON number.
    expect(parseCheckout({ ...base, purchaseType: 'gift', giftInfo: { ...giftInfo, senderPhone: 5551234567 as never } }).buyer.phone).toBe('5551234567');
  });

  it('reports every bad field at once with the spec’s messages', () => {
    expect(fieldsOf({ purchaseType: 'gift', giftInfo: { recipientEmail: 'rita@', senderPhone: '555-12', message: 'x'.repeat(1001) } })).toEqual({
      businessSlug: 'This field is mandatory',
      id: 'This field is mandatory',
      sourceId: 'Please fill in all payment details',
      idempotencyKey: 'idempotencyKey must be 1 to 45 characters without spaces',
      recipientName: 'This field is mandatory',
      recipientEmail: 'Please enter a valid email address',
      message: 'This field is too long',
      senderName: 'This field is mandatory',
      senderEmail: 'This field is mandatory',
      senderPhone: 'Please enter a valid phone number',
    });
    expect(fieldsOf({ ...base })).toEqual({ purchaseType: 'Please select a purchase type' });
    expect(fieldsOf({ ...base, purchaseType: 'self', selfInfo: 'Ann' as never })).toEqual({
      name: 'This field is mandatory',
      email: 'This field is mandatory',
      phone: 'This field is mandatory',
    });
  });

  it("accepts Square's longest idempotency key, 45 characters, and nothing longer or with spaces", () => {
    const selfInfo = { name: 'Ann', email: 'ann@example.com', phone: '5551234567' };
    expect(parseCheckout({ ...base, idempotencyKey: 'k'.repeat(45), purchaseType: 'self', selfInfo }).idempotencyKey).toHaveLength(45);
    for (const idempotencyKey of ['k'.repeat(46), 'a key', '', 42 as never]) {
      expect(fieldsOf({ ...base, idempotencyKey, purchaseType: 'self', selfInfo })).toHaveProperty('idempotencyKey');
    }
  });
});
