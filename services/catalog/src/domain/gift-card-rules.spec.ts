import { giftCardAmountMessages, VOUCHER_VAT_MESSAGES as vat } from '@gv/proto';
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
  it("takes the owner's choice to make its cards reloadable, as a boolean or a multipart form's text", () => {
    expect(checkGiftCardForm({ ...validForm, reloadable: true }, { now }).fields.reloadable).toBe(true);
    expect(checkGiftCardForm({ ...validForm, reloadable: 'true' }, { now }).fields.reloadable).toBe(true);
    expect(checkGiftCardForm({ ...validForm, reloadable: 'false' }, { now }).fields.reloadable).toBe(false);
    expect(checkGiftCardForm({ ...validForm, reloadable: 'yes' }, { now }).errors).toEqual({ reloadable: 'Reloadable must be true or false' });
  });

  it('normalizes a valid form', () => {
    const { fields, errors } = checkGiftCardForm(validForm, { now });
    expect(errors).toEqual({});
    expect(fields).toEqual({
      name: 'Sunday Brunch',
      tag: 'Weekend Brunch',
      description: 'Brunch for two',
      amountCents: 5000,
      amountMode: 'fixed',
      minAmountCents: null,
      maxAmountCents: null,
      discount: 15,
      reloadable: false,
      expirationDate: '2030-12-31',
      redemptionWindow: null,
      usableAt: [],
      homeLocationId: null,
      voucherType: 'multi-purpose',
      vatRateBp: null,
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
    amountMode: 'fixed',
    minAmountCents: null,
    maxAmountCents: null,
    discount: 5,
    expirationDate: '2030-01-01', // already past
    usableAt: [{ id: 'a1', name: 'Downtown' }],
    homeLocationId: 'a1',
    voucherType: 'single-purpose',
    vatRateBp: 550,
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

describe('VAT treatment (decision 0099)', () => {
  it('takes a single-purpose voucher with its rate in percent, and a multi-purpose one without a rate', () => {
    expect(checkGiftCardForm({ ...validForm, voucherType: 'single-purpose', vatRate: '5.5' }, { now }).fields).toMatchObject({ voucherType: 'single-purpose', vatRateBp: 550 });
    expect(checkGiftCardForm({ ...validForm, voucherType: 'single-purpose', vatRate: 20 }, { now }).fields).toMatchObject({ vatRateBp: 2000 });
    expect(checkGiftCardForm({ ...validForm, voucherType: 'multi-purpose', vatRate: '20' }, { now }).fields).toMatchObject({ voucherType: 'multi-purpose', vatRateBp: null });
  });

  it('says why a treatment is refused', () => {
    expect(checkGiftCardForm({ ...validForm, voucherType: 'gift' }, { now }).errors).toEqual({ voucherType: vat.voucherTypeInvalid });
    for (const vatRate of [undefined, '', '31', '1.234', '-5', 'twenty']) {
      expect(checkGiftCardForm({ ...validForm, voucherType: 'single-purpose', vatRate }, { now }).errors).toEqual({ vatRate: vat.vatRateInvalid });
    }
  });

  it('on an edit keeps the type or rate left out', () => {
    const current = checkGiftCardForm({ ...validForm, voucherType: 'single-purpose', vatRate: '5.5' }, { now }).fields;
    expect(checkGiftCardForm({ vatRate: '10' }, { current, now }).fields).toMatchObject({ voucherType: 'single-purpose', vatRateBp: 1000 });
    expect(checkGiftCardForm({ voucherType: 'multi-purpose' }, { current, now }).fields).toMatchObject({ voucherType: 'multi-purpose', vatRateBp: null });
    const multi = { ...current, voucherType: 'multi-purpose' as const, vatRateBp: null };
    expect(checkGiftCardForm({ voucherType: 'single-purpose' }, { current: multi, now }).errors).toEqual({ vatRate: vat.vatRateInvalid });
  });
});

describe('locations (decision 0078)', () => {
  const locations = [
    { id: '0b6c1a52-4f8e-4c0e-9a57-3c1d2b7e8f01', name: 'Downtown' },
    { id: '7d2e9f40-1a3b-4c5d-8e6f-9a0b1c2d3e4f', name: 'Airport' },
  ];
  const [downtown, airport] = locations;
  const check = (form: Record<string, unknown>) => checkGiftCardForm({ ...validForm, ...form }, { now, locations });

  it('limits a card to open locations, named as the business names them, each once, in the business’s order; an edit keeps them', () => {
    for (const locationIds of [[airport.id, downtown.id, airport.id], JSON.stringify([airport.id, downtown.id]), `${airport.id.toUpperCase()}, ${downtown.id}`]) {
      expect(check({ locationIds })).toMatchObject({ errors: {}, fields: { usableAt: [downtown, airport] } });
    }
    expect(check({ locationIds: [], homeLocationId: airport.id }).fields).toMatchObject({ usableAt: [], homeLocationId: airport.id });
    expect(check({ locationIds: '', homeLocationId: '' }).fields).toMatchObject({ usableAt: [], homeLocationId: null });
    // An edit that leaves them out keeps them, under the names they have now.
    const current = checkGiftCardForm({ ...validForm, locationIds: [airport.id] }, { now, locations }).fields;
    const renamed = [downtown, { ...airport, name: 'Airport Terminal B' }];
    expect(checkGiftCardForm({ description: 'New text' }, { current, now, locations: renamed }).fields.usableAt).toEqual([renamed[1]]);
  });

  it('refuses a location that is not one of the business’s open ones', () => {
    for (const locationIds of [['not-a-location'], [downtown.id, 42], 'not json]', '["x"', { id: downtown.id }]) {
      expect(check({ locationIds }).errors).toEqual({ locationIds: 'Unknown location' });
    }
    expect(check({ homeLocationId: 'elsewhere' }).errors).toEqual({ homeLocationId: 'Unknown location' });
    // No open locations given (a caller that names none): nothing can be chosen.
    expect(checkGiftCardForm({ ...validForm, locationIds: [downtown.id] }, { now }).errors).toEqual({ locationIds: 'Unknown location' });
  });
});

describe('an "Any amount" card', () => {
  const custom = { ...validForm, amount: undefined, amountMode: 'custom', minAmount: '5', maxAmount: '500' };

  it('takes a range of whole dollars between $5 and $2,000, its lowest amount standing as the amount', () => {
    const { fields, errors } = checkGiftCardForm(custom, { now });
    expect(errors).toEqual({});
    expect(fields).toMatchObject({ amountMode: 'custom', minAmountCents: 500, maxAmountCents: 50000, amountCents: 500 });
    expect(checkGiftCardForm({ ...custom, minAmount: '$5', maxAmount: '2,000' }, { now }).fields).toMatchObject({ minAmountCents: 500, maxAmountCents: 200000 });
  });

  it('says why a range is refused', () => {
    expect(checkGiftCardForm({ ...custom, minAmount: '', maxAmount: undefined }, { now }).errors).toEqual({ minAmount: m.customRangeRequired, maxAmount: m.customRangeRequired });
    for (const bad of ['4', '2001', '12.50', 'ten', '-5']) {
      expect(checkGiftCardForm({ ...custom, minAmount: bad }, { now }).errors).toEqual({ minAmount: m.customRangeInvalid });
    }
    expect(checkGiftCardForm({ ...custom, minAmount: '100', maxAmount: '100' }, { now }).errors).toEqual({ maxAmount: m.customRangeOrder });
    expect(checkGiftCardForm({ ...custom, amountMode: 'any' }, { now }).errors).toEqual({ amountMode: m.amountModeUnknown });
  });

  it('on an edit keeps the range left out, and switching to a fixed value needs the value', () => {
    const current = checkGiftCardForm(custom, { now }).fields;
    expect(checkGiftCardForm({ maxAmount: '300' }, { current, now }).fields).toMatchObject({ amountMode: 'custom', minAmountCents: 500, maxAmountCents: 30000 });
    expect(checkGiftCardForm({ amountMode: 'fixed' }, { current, now }).errors).toEqual({ amount: m.amountRequired });
    expect(checkGiftCardForm({ amountMode: 'fixed', amount: '60' }, { current, now }).fields).toMatchObject({ amountMode: 'fixed', amountCents: 6000, minAmountCents: null, maxAmountCents: null });
  });
});

describe("amounts in the business's currency", () => {
  const yen = { now, currency: 'JPY' };

  it('reads a yen amount as whole yen: ¥5,000 at 10% off sells for ¥4,500', () => {
    const { fields, errors } = checkGiftCardForm({ ...validForm, amount: '5000', discount: '10' }, yen);
    expect(errors).toEqual({});
    expect(fields).toMatchObject({ amountCents: 5000, discount: 10 });
    expect(checkGiftCardForm({ ...validForm, amount: '¥5,000' }, yen).fields.amountCents).toBe(5000);
  });

  it('refuses a fraction of a yen and more than ¥10,000,000, saying so in yen', () => {
    expect(checkGiftCardForm({ ...validForm, amount: '50.5' }, yen).errors).toEqual({ amount: 'Amount must be a whole number of yen, like 5000' });
    expect(checkGiftCardForm({ ...validForm, amount: '10000001' }, yen).errors).toEqual({ amount: 'Amount must be more than ¥0 and at most ¥10,000,000' });
    expect(checkGiftCardForm({ ...validForm, amount: '10000000' }, yen).errors).toEqual({});
  });

  it('takes a yen range in hundreds of yen between ¥500 and ¥300,000', () => {
    const custom = { ...validForm, amount: undefined, amountMode: 'custom', minAmount: '500', maxAmount: '300000' };
    expect(checkGiftCardForm(custom, yen).fields).toMatchObject({ minAmountCents: 500, maxAmountCents: 300000, amountCents: 500 });
    const invalid = 'Amounts a buyer chooses must be multiples of ¥100 between ¥500 and ¥300,000';
    for (const bad of ['100', '550', '300100']) expect(checkGiftCardForm({ ...custom, minAmount: bad }, yen).errors).toEqual({ minAmount: invalid });
  });

  it('names pounds and euros in their own signs', () => {
    expect(checkGiftCardForm({ ...validForm, amount: '0' }, { now, currency: 'GBP' }).errors).toEqual({ amount: 'Amount must be more than £0 and at most £100,000' });
    expect(checkGiftCardForm({ ...validForm, amount: '1.234' }, { now, currency: 'EUR' }).errors).toEqual({ amount: 'Amount must be a number of euros with at most 2 decimals, like 50 or 42.50' });
  });

  it("words USD's messages exactly as the form's fixed ones", () => {
    const { amountInvalid, amountRange, customRangeInvalid } = m;
    expect(giftCardAmountMessages('USD')).toEqual({ amountInvalid, amountRange, customRangeInvalid });
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
