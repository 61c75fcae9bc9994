import type { HolderGiftCard } from '@gv/proto';
import { applePassJson, googleGiftCardPayload, type PassFacts } from './pass-content';

const card: HolderGiftCard = {
  cardId: '6f1c2a9e-0b7d-4c59-9a43-2f3f3b7c1d10',
  uniqueCode: '3MXSG9ZBFDDM284NG6AGYD96VD',
  businessSlug: 'casa-lola',
  giftCardId: 'c0a8a0f2-1111-4c59-9a43-2f3f3b7c1d10',
  giftCardName: 'Cena para dos',
  faceValueCents: 5000,
  currency: 'EUR',
  remainingBalanceCents: 5000,
  expirationDate: '2031-06-30',
  paidExpiresOn: '2031-06-30',
  bonusExpiresOn: null,
  expired: false,
  status: 'active',
  disclosure: [],
  testCard: false,
  issuedAt: '2030-01-01T10:00:00.000Z',
  redemptions: [],
  gift: null,
  verification: { byEmail: true, phone: false, pin: false },
};
const facts = (locale?: PassFacts['locale'], overrides: Partial<HolderGiftCard> = {}): PassFacts => ({
  card: { ...card, ...overrides },
  business: { name: 'Casa Lola', logoUrl: null },
  holderPage: `http://gifts.example.test/card/${card.uniqueCode}`,
  ...(locale && { locale }),
});
const ids = {
  passTypeIdentifier: 'pass.test',
  teamIdentifier: 'TEAM123456',
  webServiceURL: 'http://gifts.example.test/api/wallet/apple',
  authenticationToken: 'secret',
};
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe("a card's passes speak its language", () => {
  it('the Apple pass of a Spanish card: its labels and back fields in Spanish', () => {
    const pass = applePassJson(facts('es', { status: 'void' }), ids);
    expect(pass.description).toBe('Tarjeta regalo Cena para dos de Casa Lola');
    expect(pass.storeCard.primaryFields[0]).toMatchObject({ label: 'SALDO', changeMessage: 'Tu saldo ahora es %@' });
    expect(pass.storeCard.headerFields).toEqual([{ key: 'status', label: 'ESTADO', value: 'ANULADA' }]);
    expect(pass.storeCard.backFields.map((field) => field.label)).toEqual([
      'Estado',
      'Código de la tarjeta regalo',
      'Saldo e historial',
      'Cómo usarla',
      'Caducidad y canje en efectivo',
    ]);
  });

  it('the Google object of a French card, its value as 50,00 €', () => {
    const object = googleGiftCardPayload(facts('fr'), '3388000000022', 'http://gifts.example.test', new Date()).giftCardObjects[0];
    expect(object.textModulesData.map((module) => plain(module.body)).slice(0, 1)).toEqual(['Valeur 50,00 €']);
    expect(object.textModulesData.map((module) => module.header)).toContain('Comment l’utiliser');
    expect(object.linksModuleData.uris[0].description).toBe('Solde et historique');
  });

  it('a card without a language: English, as before', () => {
    const pass = applePassJson(facts(), ids);
    expect(pass.description).toBe('Cena para dos gift card from Casa Lola');
    expect(pass.storeCard.primaryFields[0].label).toBe('BALANCE');
  });
});
