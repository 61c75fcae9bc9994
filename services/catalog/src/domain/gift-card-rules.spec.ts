import { checkGiftCardForm, giftCardMessages as m, normalizeTag, type GiftCardFields } from './gift-card-rules';

// 05:00 UTC: 2030-06-15 in most of the world, still 2030-06-14 at UTC−12, so the 14th is not past yet.
const now = new Date('2030-06-15T05:00:00Z');

const validForm = {
  giftCardName: '  Sunday   Brunch ',
  giftCardTag: 'Weekend Brunch',
  description: 'Brunch for two',
  amount: '50',
  discount: '15',
  expirationDate: '2030-12-31',
};

describe('gift card form (create)', () => {
  it('normalizes a valid form', () => {
    const { fields, errors } = checkGiftCardForm(validForm, { now });
    expect(errors).toEqual({});
    expect(fields).toEqual({
      name: 'Sunday Brunch',
      tag: 'Weekend Brunch',
      description: 'Brunch for two',
      amountCents: 5000,
      discount: 15,
      expirationDate: '2030-12-31',
      redemptionWindow: null,
    });
  });

  it('reads a redemption window (JSON text from a multipart form), and says why one is refused', () => {
    const window = { days: [1, 2, 3, 4, 5], from: '11:00', to: '14:00', blackoutDates: ['2030-12-25'] };
    expect(checkGiftCardForm({ ...validForm, redemptionWindow: JSON.stringify({ ...window, days: ['mon', 'tue', 'wed', 'thu', 'fri'] }) }, { now }).fields.redemptionWindow).toEqual(window);
    expect(checkGiftCardForm({ ...validForm, redemptionWindow: { days: [1], from: '14:00', to: '11:00' } }, { now }).errors).toEqual({
      redemptionWindow: 'The redemption hours must end after they start (a window cannot cross midnight)',
    });
  });

  it('requires every field, each with its own message', () => {
    const { errors } = checkGiftCardForm({}, { now });
    expect(errors).toEqual({
      giftCardName: m.nameRequired,
      giftCardTag: m.tagRequired,
      description: m.descriptionRequired,
      amount: m.amountRequired,
      discount: m.discountRequired,
      expirationDate: m.expirationRequired,
    });
  });

  it.each([
    ['giftCardName', '   ', m.nameRequired],
    ['giftCardName', 'x'.repeat(101), m.nameTooLong],
    ['giftCardTag', 'Pizza Party', m.tagUnknown],
    ['description', 'y'.repeat(2001), m.descriptionTooLong],
    ['amount', 'fifty', m.amountInvalid],
    ['amount', '-5', m.amountInvalid],
    ['amount', '12.345', m.amountInvalid],
    ['amount', '0', m.amountRange],
    ['amount', '100000.01', m.amountRange],
    ['discount', '150', m.discountInvalid],
    ['discount', '-1', m.discountInvalid],
    ['discount', '12.5', m.discountInvalid],
    ['discount', 'lots', m.discountInvalid],
    ['expirationDate', '2030-02-30', m.expirationInvalid],
    ['expirationDate', 'next week', m.expirationInvalid],
    ['expirationDate', '2030-06-13', m.expirationPast],
    ['expirationDate', '2040-06-15', m.expirationTooFar],
    ['giftCardName', { $ne: 1 }, m.nameRequired],
  ])('%s = %p → %s', (field, value, message) => {
    const { errors } = checkGiftCardForm({ ...validForm, [field]: value }, { now });
    expect(errors).toEqual({ [field]: message });
  });

  it.each([
    ['discount', '0'],
    ['discount', '100'],
    ['discount', 25],
    ['discount', '20%'],
    ['amount', 42.5],
    ['amount', '0.01'],
    ['amount', '100000'],
    ['expirationDate', '2030-06-14'],
    ['expirationDate', '2040-06-14'],
  ])('accepts %s = %p', (field, value) => {
    expect(checkGiftCardForm({ ...validForm, [field]: value }, { now }).errors).toEqual({});
  });
});

describe('gift card form (edit)', () => {
  const current: GiftCardFields = {
    name: 'Old',
    tag: 'Date Night',
    description: 'Old text',
    amountCents: 2000,
    discount: 5,
    expirationDate: '2030-01-01', // already past
  };

  it('keeps fields that were left out', () => {
    const { fields, errors } = checkGiftCardForm({ giftCardName: 'New' }, { current, now });
    expect(errors).toEqual({});
    expect(fields).toEqual({ ...current, name: 'New' });
  });

  it('still refuses a field sent empty', () => {
    expect(checkGiftCardForm({ description: '' }, { current, now }).errors).toEqual({ description: m.descriptionRequired });
  });

  it('keeps an unchanged past date but refuses a new past one', () => {
    expect(checkGiftCardForm({ expirationDate: '2030-01-01' }, { current, now }).errors).toEqual({});
    expect(checkGiftCardForm({ expirationDate: '2030-01-02' }, { current, now }).errors).toEqual({ expirationDate: m.expirationPast });
    expect(checkGiftCardForm({ expirationDate: '2030-06-15' }, { current, now }).errors).toEqual({});
  });
});

describe('tags', () => {
  it('matches labels case-insensitively and with their emoji', () => {
    expect(normalizeTag('for you')).toBe('For You');
    expect(normalizeTag("🎁 For You")).toBe('For You');
    expect(normalizeTag("chef's special")).toBe("Chef's Special");
    expect(normalizeTag('For')).toBeNull();
    expect(normalizeTag(42)).toBeNull();
  });
});
