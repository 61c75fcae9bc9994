import { HOLDER_NOTICES, type HolderGiftCard } from '@gv/proto';
import { applePassJson, cardNotice, googleBalance, googleGiftCardPayload, googleObjectId, googleStateOf, type PassFacts } from './pass-content';

const card: HolderGiftCard = {
  cardId: '6f1c2a9e-0b7d-4c59-9a43-2f3f3b7c1d10',
  uniqueCode: '3MXSG9ZBFDDM284NG6AGYD96VD',
  businessSlug: 'harbor-grill',
  giftCardId: 'c0a8a0f2-1111-4c59-9a43-2f3f3b7c1d10',
  giftCardName: 'Tea for two',
  faceValueCents: 4000,
  currency: 'USD',
  remainingBalanceCents: 2250,
  expirationDate: '2031-06-30',
  paidExpiresOn: '2031-06-30',
  bonusExpiresOn: null,
  expired: false,
  status: 'active',
  disclosure: ['Funds paid for this card ($40.00) expire on June 30, 2031.'],
  testCard: false,
  issuedAt: '2030-01-01T10:00:00.000Z',
  redemptions: [],
  gift: null,
  verification: { byEmail: true, phone: false, pin: false },
};
const facts = (overrides: Partial<HolderGiftCard> = {}): PassFacts => ({
  card: { ...card, ...overrides },
  business: { name: 'Harbor Grill', logoUrl: '/media/logos/ab12.webp' },
  holderPage: `http://gifts.example.test/card/${card.uniqueCode}`,
});
const ids = { passTypeIdentifier: 'pass.test', teamIdentifier: 'TEAM123456', webServiceURL: 'http://gifts.example.test/api/wallet/apple', authenticationToken: 'a-secret-of-this-pass-only' };
const google = (overrides: Partial<HolderGiftCard> = {}) =>
  googleGiftCardPayload(facts(overrides), '3388000000022000001', 'http://gifts.example.test', new Date('2030-02-01T00:00:00Z'));

describe('what a wallet pass says of the law the card was sold under', () => {
  it('its paid value’s last day is the pass’s, and its dates are said once, in the law’s words on the back', () => {
    const underUsLaw = { paidExpiresOn: '2035-01-15', bonusExpiresOn: '2031-06-30', disclosure: ['$45.00 paid — funds paid…', '$5.00 bonus — promotional value…'] };
    const apple = applePassJson(facts(underUsLaw), ids);
    expect(apple.expirationDate).toBe('2035-01-16T11:59:59.000Z');
    expect(apple.storeCard.secondaryFields).toEqual([{ key: 'card', label: 'GIFT CARD', value: 'Tea for two' }]);
    expect(apple.storeCard.backFields.at(-1)).toEqual({ key: 'terms', label: 'Expiration and cash-out', value: '$45.00 paid — funds paid…\n$5.00 bonus — promotional value…' });
    expect(google(underUsLaw).giftCardObjects[0].validTimeInterval).toEqual({ end: { date: '2035-01-15T23:59:59-12:00' } });
  });

  it('a card whose paid value never expires has a pass that never does', () => {
    const apple = applePassJson(facts({ paidExpiresOn: null }), ids);
    expect(apple).not.toHaveProperty('expirationDate');
    expect(google({ paidExpiresOn: null }).giftCardObjects[0]).not.toHaveProperty('validTimeInterval');
  });
});

describe('what a wallet pass shows', () => {
  it('a card with value left is an active pass with its balance, valid through the end of its last day anywhere on Earth', () => {
    const apple = applePassJson(facts(), ids);
    expect(apple).not.toHaveProperty('voided');
    expect(apple.expirationDate).toBe('2031-07-01T11:59:59.000Z');
    expect(apple.storeCard.primaryFields[0]).toMatchObject({ key: 'balance', value: 22.5, currencyCode: 'USD' });
    const { giftCardObjects, giftCardClasses } = google();
    expect(giftCardObjects[0]).toMatchObject({ state: 'ACTIVE', balance: { micros: 22_500_000, currencyCode: 'USD' }, balanceUpdateTime: { date: '2030-02-01T00:00:00.000Z' } });
    expect(giftCardClasses[0].programLogo).toEqual({ sourceUri: { uri: 'http://gifts.example.test/media/logos/ab12.webp' } });
  });

  it.each([
    ['void', 'VOID', 'INACTIVE', { status: 'void' as const }, HOLDER_NOTICES.void],
    ['on hold', 'ON HOLD', 'INACTIVE', { status: 'on_hold' as const }, HOLDER_NOTICES.on_hold],
    ['refunded', 'REFUNDED', 'INACTIVE', { status: 'refunded' as const }, HOLDER_NOTICES.refunded],
    ['moved to a new code', 'MOVED', 'INACTIVE', { status: 'replaced' as const }, HOLDER_NOTICES.replaced],
    ['expired', 'EXPIRED', 'EXPIRED', { status: 'expired' as const, expired: true }, HOLDER_NOTICES.expired],
    ['past its last day while still active', 'EXPIRED', 'EXPIRED', { expired: true }, HOLDER_NOTICES.expired],
    ['used up', 'USED', 'INACTIVE', { remainingBalanceCents: 0 }, 'This gift card has been fully used.'],
  ])('a card %s is a void Apple pass saying %s and a Google object in state %s saying why', (_name, label, state, overrides, notice) => {
    const apple = applePassJson(facts(overrides), ids);
    expect(apple).toMatchObject({ voided: true });
    expect(apple.storeCard.headerFields).toEqual([{ key: 'status', label: 'STATUS', value: label }]);
    expect(apple.storeCard.backFields[0]).toEqual({ key: 'status-notice', label: 'Status', value: notice });
    const object = google(overrides).giftCardObjects[0];
    expect(object.state).toBe(state);
    expect(object.textModulesData[0]).toEqual({ id: 'status', header: label, body: notice });
  });

  it.each([
    [null, 2500, 'ACTIVE'],
    [null, null, 'ACTIVE'],
    [null, 0, 'INACTIVE'],
    ['void', 2500, 'INACTIVE'],
    ['on_hold', 2500, 'INACTIVE'],
    ['refunded', 0, 'INACTIVE'],
    ['replaced', 2500, 'INACTIVE'],
    ['expired', 0, 'EXPIRED'],
  ] as const)("a card updated as %s with %s cents left is in Google's state %s", (unusable, balanceCents, state) => {
    expect(googleStateOf(unusable, balanceCents)).toBe(state);
  });

  it('an active card with value left says nothing of its status', () => {
    expect(cardNotice(card)).toBeNull();
    const apple = applePassJson(facts(), ids);
    expect(apple.storeCard).not.toHaveProperty('headerFields');
    expect(apple.storeCard.backFields.map((field) => field.key)).toEqual(['code', 'page', 'spend', 'terms']);
    expect(google().giftCardObjects[0].textModulesData.map((module) => module.id)).toEqual(['card', 'spend', 'terms']);
  });

  it("names the card's own status before its expiry: a void card past its last day says VOID", () => {
    expect(cardNotice({ ...card, status: 'void', expired: true })).toEqual({ label: 'VOID', notice: HOLDER_NOTICES.void });
    expect(google({ status: 'void', expired: true }).giftCardObjects[0].state).toBe('EXPIRED');
  });

  it('a void test card keeps its TEST mark beside its status', () => {
    const apple = applePassJson(facts({ testCard: true, status: 'void' }), ids);
    expect(apple.storeCard.headerFields).toEqual([
      { key: 'test', label: 'TEST', value: 'TEST — no value' },
      { key: 'status', label: 'STATUS', value: 'VOID' },
    ]);
    expect(google({ testCard: true, status: 'void' }).giftCardObjects[0].textModulesData.map((module) => module.id)).toEqual(['status', 'test', 'card', 'spend', 'terms']);
  });

  it('a test card says "TEST — no value" on the front of the Apple pass and first on the Google object; a real card says nothing of it', () => {
    expect(applePassJson(facts({ testCard: true }), ids).storeCard.headerFields).toEqual([{ key: 'test', label: 'TEST', value: 'TEST — no value' }]);
    expect(google({ testCard: true }).giftCardObjects[0].textModulesData[0]).toMatchObject({ id: 'test', header: 'TEST — no value' });
    expect(applePassJson(facts(), ids).storeCard).not.toHaveProperty('headerFields');
    expect(JSON.stringify(google())).not.toContain('TEST');
  });

  it("names Google's class after the catalog card and its object after the issued card, never after the code", () => {
    const { giftCardClasses, giftCardObjects } = google();
    expect(giftCardClasses[0].id).toBe(`3388000000022000001.gift-card-${card.giftCardId}`);
    expect(giftCardObjects[0].id).toBe(`3388000000022000001.card-${card.cardId}`);
    expect(giftCardObjects[0].id).not.toContain(card.uniqueCode);
    expect(googleGiftCardPayload({ ...facts(), business: { name: 'Harbor Grill', logoUrl: null } }, '1', 'http://x', new Date()).giftCardClasses[0]).not.toHaveProperty('programLogo');
  });
});

describe('a pass that updates itself', () => {
  it("names the web service Wallet asks for its updates and the pass's own token, and Google's object by the card's id with its balance", () => {
    expect(applePassJson(facts(), ids)).toMatchObject({ webServiceURL: 'http://gifts.example.test/api/wallet/apple', authenticationToken: 'a-secret-of-this-pass-only' });
    expect(google().giftCardObjects[0]).toMatchObject({
      id: googleObjectId('3388000000022000001', card.cardId),
      ...googleBalance(2250, new Date('2030-02-01T00:00:00Z')),
    });
    expect(googleBalance(2250, new Date('2030-02-01T00:00:00Z'))).toEqual({ balance: { micros: 22_500_000, currencyCode: 'USD' }, balanceUpdateTime: { date: '2030-02-01T00:00:00.000Z' } });
  });
});

describe('a card registered at the business’s Square Point of Sale', () => {
  const posNumber = 'K7Q2M9X4T8V6N1RBC5HJ';

  it('shows its number there as the Code 128 barcode, with the number under it, in both wallets; its code stays on the pass', () => {
    const apple = applePassJson(facts({ posNumber }), ids);
    expect(apple.barcodes).toEqual([{ format: 'PKBarcodeFormatCode128', message: posNumber, messageEncoding: 'iso-8859-1', altText: posNumber }]);
    expect(apple.storeCard.backFields).toEqual(
      expect.arrayContaining([
        { key: 'code', label: 'Gift card code', value: card.uniqueCode },
        { key: 'pos', label: 'Number at the Square terminal', value: posNumber },
      ]),
    );
    const object = google({ posNumber }).giftCardObjects[0];
    expect(object.barcode).toEqual({ type: 'CODE_128', value: posNumber, alternateText: posNumber });
    expect(object.cardNumber).toBe(card.uniqueCode);
    expect(object.textModulesData.find((module) => module.id === 'spend')?.body).toContain('Square terminal');
  });

  it('while it is being registered, or at a business without Square, shows the QR code of its code', () => {
    for (const overrides of [{ posNumber: null }, {}]) {
      expect(applePassJson(facts(overrides), ids).barcodes).toEqual([{ format: 'PKBarcodeFormatQR', message: card.uniqueCode, messageEncoding: 'iso-8859-1', altText: card.uniqueCode }]);
      expect(google(overrides).giftCardObjects[0].barcode).toEqual({ type: 'QR_CODE', value: card.uniqueCode, alternateText: card.uniqueCode });
    }
  });
});

describe('a pass of a card sold in yen', () => {
  const yen = { currency: 'JPY', faceValueCents: 5000, remainingBalanceCents: 2000 };

  it('shows its balance and value in yen, with no minor unit', () => {
    const apple = applePassJson(facts(yen), ids);
    expect(apple.storeCard.primaryFields[0]).toMatchObject({ key: 'balance', value: 2000, currencyCode: 'JPY' });
    expect(apple.storeCard.auxiliaryFields[0]).toMatchObject({ key: 'value', value: 5000, currencyCode: 'JPY' });
    const [object] = google(yen).giftCardObjects;
    expect(object.balance).toEqual({ micros: 2_000_000_000, currencyCode: 'JPY' });
    expect(object.textModulesData).toContainEqual({ id: 'card', header: 'Tea for two', body: 'Value ¥5,000' });
  });

  it('its balance updates in yen too', () => {
    expect(googleBalance(2000, new Date('2030-02-01T00:00:00Z'), 'JPY').balance).toEqual({ micros: 2_000_000_000, currencyCode: 'JPY' });
  });
});
