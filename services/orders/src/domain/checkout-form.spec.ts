import { ValidationError } from '@gv/platform';
import { parseCheckout } from './checkout-form';

const NOW = new Date('2026-03-01T12:00:00Z');

const base = { sourceId: 'cnon:card-nonce-ok', idempotencyKey: 'k-1', businessSlug: 'harbor-grill', id: 'card-1' };

function fieldsOf(request: Parameters<typeof parseCheckout>[0]): Record<string, string> {
  try {
    parseCheckout(request, NOW);
  } catch (error) {
    if (error instanceof ValidationError) return error.fields!;
    throw error;
  }
  throw new Error('expected a validation error');
}

describe('the create-payment request', () => {
  it('takes a purchase for myself: the buyer is the one paying, no recipient, the email lowercased', () => {
    const checkout = parseCheckout({ ...base, purchaseType: 'self', selfInfo: { name: ' Ann ', email: ' Ann@Example.COM', phone: '(555) 123-4567' } }, NOW);
    expect(checkout).toEqual({
      sourceId: 'cnon:card-nonce-ok',
      idempotencyKey: 'k-1',
      businessSlug: 'harbor-grill',
      giftCardId: 'card-1',
      purchaseType: 'self',
      buyer: { name: 'Ann', email: 'ann@example.com', phone: '(555) 123-4567' },
      recipient: null,
      gifts: [],
      message: '',
      reloadOf: null,
      billingState: null,
      locale: null,
    });
  });

  it('keeps the billing state or country the buyer gave, in capitals, and refuses anything but two letters', () => {
    const self = { ...base, purchaseType: 'self' as const, selfInfo: { name: 'Ann', email: 'ann@example.com', phone: '(555) 123-4567' } };
    expect(parseCheckout({ ...self, locale: 'es' }, NOW).locale).toBe('es');
    expect(() => parseCheckout({ ...self, locale: 'de' }, NOW)).toThrow(expect.objectContaining({ fields: { locale: 'Choose a language: en, es or fr.' } }));
    expect(parseCheckout({ ...self, billingState: ' ny ' }, NOW).billingState).toBe('NY');
    expect(() => parseCheckout({ ...self, billingState: 'New York' }, NOW)).toThrow(
      expect.objectContaining({ fields: { billingState: 'Enter a two-letter US state (or DC), or a two-letter country code.' } }),
    );
  });

  it('takes a gift: the sender pays, the recipient and the optional message are kept', () => {
    const giftInfo = { recipientName: 'Rita', recipientEmail: 'rita@example.com', senderName: 'Sam', senderEmail: 'sam@example.com', senderPhone: '15551234567' };
    expect(parseCheckout({ ...base, purchaseType: 'gift', giftInfo }, NOW)).toMatchObject({
      buyer: { name: 'Sam', email: 'sam@example.com', phone: '15551234567' },
      recipient: { name: 'Rita', email: 'rita@example.com' },
      message: '',
    });
    expect(parseCheckout({ ...base, purchaseType: 'gift', giftInfo: { ...giftInfo, message: ' Enjoy! ' } }, NOW).message).toBe('Enjoy!');
    // A client that sent the phone as a JSON number.
    expect(parseCheckout({ ...base, purchaseType: 'gift', giftInfo: { ...giftInfo, senderPhone: 5551234567 as never } }, NOW).buyer.phone).toBe('5551234567');
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
    expect(parseCheckout({ ...base, idempotencyKey: 'k'.repeat(45), purchaseType: 'self', selfInfo }, NOW).idempotencyKey).toHaveLength(45);
    for (const idempotencyKey of ['k'.repeat(46), 'a key', '', 42 as never]) {
      expect(fieldsOf({ ...base, idempotencyKey, purchaseType: 'self', selfInfo })).toHaveProperty('idempotencyKey');
    }
  });

  it('takes a gift for several recipients, each with its message and delivery time, the buyer from giftInfo', () => {
    const sender = { senderName: 'Sam', senderEmail: 'sam@example.com', senderPhone: '5551234567' };
    const recipients = [
      { recipientName: 'Bo', recipientEmail: 'BO@example.com', message: 'Hi', deliverAt: '2026-03-09T09:00:00-04:00', deliverTimeZone: 'us/eastern' },
      { recipientName: 'Cy', recipientEmail: 'cy@example.com' },
    ];
    expect(parseCheckout({ ...base, purchaseType: 'gift', giftInfo: sender, recipients }, NOW)).toMatchObject({
      buyer: { name: 'Sam', email: 'sam@example.com' },
      recipient: { name: 'Bo', email: 'bo@example.com' },
      message: 'Hi',
      gifts: [
        { name: 'Bo', email: 'bo@example.com', message: 'Hi', deliverAt: '2026-03-09T09:00:00-04:00', deliverTimeZone: 'America/New_York' },
        { name: 'Cy', email: 'cy@example.com', message: '' },
      ],
    });
  });

  it('refuses a bad delivery time or zone, one too far ahead, no recipients, and recipients beside a giftInfo recipient', () => {
    const gift = { ...base, purchaseType: 'gift' as const };
    const sender = { senderName: 'Sam', senderEmail: 'sam@example.com', senderPhone: '5551234567' };
    const one = { recipientName: 'Bo', recipientEmail: 'bo@example.com' };
    expect(fieldsOf({ ...gift, giftInfo: sender, recipients: [{ ...one, deliverAt: 'tomorrow', deliverTimeZone: 'Mars/Base' }] })).toEqual({
      'recipients.0.deliverAt': 'Choose a valid delivery date and time',
      'recipients.0.deliverTimeZone': 'Please choose a valid time zone',
    });
    expect(fieldsOf({ ...gift, giftInfo: sender, recipients: [{ ...one, deliverAt: '2027-06-01T09:00:00Z' }] })).toEqual({
      'recipients.0.deliverAt': 'A gift can be scheduled at most 366 days ahead',
    });
    expect(fieldsOf({ ...gift, giftInfo: sender, recipients: [] })).toEqual({ recipients: 'Add between 1 and 20 recipients' });
    expect(fieldsOf({ ...gift, giftInfo: { ...sender, ...one }, recipients: [one] })).toEqual({
      recipients: 'Give the recipient in giftInfo or the recipients in recipients, not both',
    });
  });
});
