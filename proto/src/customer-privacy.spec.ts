import { customerEmailKey, erasedEmail, erasedPayload, isErasedEmail } from './customer-privacy.js';

const PSEUDONYM = erasedEmail('3fa9c1d2e4b5a6978877');
const isAnn = (email: string) => email.toLowerCase() === 'ann@example.com';

describe('erasing a person from an event payload', () => {
  it('replaces them wherever they appear as a person, and the gift message with them', () => {
    const gift = {
      v: 1,
      businessSlug: 'harbor-grill',
      buyer: { name: 'Ann Buyer', email: 'Ann@Example.com', phone: '(555) 111-2222' },
      recipient: { name: 'Rita Recipient', email: 'rita@example.com' },
      holder: { name: 'Rita Recipient', email: 'rita@example.com' },
      message: 'Happy birthday Rita!',
      amountCents: 5000,
    };
    expect(erasedPayload(gift, isAnn, PSEUDONYM)).toEqual({
      ...gift,
      buyer: { name: 'Erased customer', email: PSEUDONYM, phone: '' },
      message: '',
    });
    expect(gift.buyer.name).toBe('Ann Buyer');
  });

  it('keeps a payload that does not name them, and one that is not an object', () => {
    expect(erasedPayload({ holder: { name: 'Rita', email: 'rita@example.com' }, message: 'Hi' }, isAnn, PSEUDONYM)).toBeNull();
    expect(erasedPayload({ buyer: null, recipient: undefined }, isAnn, PSEUDONYM)).toBeNull();
    expect(erasedPayload('ann@example.com', isAnn, PSEUDONYM)).toBeNull();
  });

  it("erases an order's gifts: every message when they bought it, their own name, address and message when they received one", () => {
    const order = {
      buyer: { name: 'Bo', email: 'bo@example.com', phone: '' },
      gifts: [
        { name: 'Ann', email: 'ann@example.com', message: 'For Ann' },
        { name: 'Rita', email: 'rita@example.com', message: 'For Rita' },
      ],
    };
    expect(erasedPayload(order, isAnn, PSEUDONYM)).toEqual({
      ...order,
      gifts: [{ name: 'Erased customer', email: PSEUDONYM, message: '' }, order.gifts[1]],
    });
    const bought = { ...order, buyer: { name: 'Ann', email: 'ann@example.com', phone: '1' }, gifts: [order.gifts[1]] };
    expect(erasedPayload(bought, isAnn, PSEUDONYM)?.gifts).toEqual([{ ...order.gifts[1], message: '' }]);
  });

  it('erases a previous holder without a phone it never had', () => {
    expect(erasedPayload({ previousHolder: { name: 'Ann', email: 'ann@example.com' } }, isAnn, PSEUDONYM)).toEqual({ previousHolder: { name: 'Erased customer', email: PSEUDONYM } });
  });
});

describe('erased addresses', () => {
  it('come from the hash, can receive nothing, and are told apart', () => {
    expect(PSEUDONYM).toBe('erased-3fa9c1d2e4b5@erased.invalid');
    expect(isErasedEmail(PSEUDONYM.toUpperCase())).toBe(true);
    expect(isErasedEmail('ann@example.com')).toBe(false);
    expect(isErasedEmail('ann@erased.invalid.example.com')).toBe(false);
  });

  it('people are told apart by their address trimmed and in lower case', () => {
    expect(customerEmailKey('  Ann@Example.COM ')).toBe('ann@example.com');
    expect(customerEmailKey(undefined)).toBe('');
    expect(customerEmailKey(42)).toBe('');
  });
});
