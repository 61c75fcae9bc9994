import { loadKeyRing, sealSecret } from '@gv/platform';
import type { EventMap } from '@gv/proto';
import { issuedCardPayload } from '../../../../test/card-events';
import { giftCardPurchasedEmail, giftCardReceivedEmail, giftDeliveryChangedEmail } from './gift-card-emails';
import { expectPlainEmail, expectToContainAll, plain } from '../test-support';
import { holderCodeEmail } from './holder-code-email';
import { MailSecrets } from './mail-secrets';
import { redeemOtpEmail } from './redemption-emails';

const keys = loadKeyRing({ SECRET_KEY: 'a-secret-key-of-the-card-locale-emails-01234', DATA_DIR: '' }, 'sealed-for-mail');
const secrets = new MailSecrets(keys);
const brand = { name: 'Casa Lola', contactEmail: 'hola@casalola.example', logo: null, timeZone: 'Europe/Madrid' };
const buyer = { name: 'Ana Compradora', email: 'ana@example.com' };
const recipient = { name: 'Luis', email: 'luis@example.com' };
const lookups = {
  walletButtons: async () => ({ googleWalletUrl: 'https://pay.google.com/gp/v/save/x' }),
  cardType: async () => ({ window: { days: [1, 2, 3, 4, 5], from: '11:00', to: '14:00', blackoutDates: [] }, image: null }),
};

/** A €50 gift sold under Spain's law for €45, bought by Ana for Luis, in `locale` (absent: as before cards had one). */
const gift = (locale?: EventMap['gift-card.issued']['locale']): EventMap['gift-card.issued'] & { publicUrl: string } => ({
  ...issuedCardPayload('casa-lola', {
    giftCardName: 'Cena para dos',
    currency: 'EUR',
    ...(locale && { locale }),
    purchaseType: 'gift',
    buyer,
    holder: recipient,
    recipient,
    message: '¡Feliz cumpleaños!',
    sealedCode: sealSecret(keys[0], '3MXSG9ZBFDDM284NG6AGYD96VD', recipient.email),
    expirationDate: '2027-06-30',
    terms: { jurisdiction: 'ES', paidExpiresOn: '2027-06-30', cashOutBelowCents: null },
  }),
  publicUrl: 'http://gifts.example.test',
});

describe("a card's emails are in the card's language", () => {
  it('a gift bought in Spanish: the recipient’s email in Spanish, the law’s sentences and the window too', async () => {
    const email = await giftCardReceivedEmail(gift('es'), secrets, lookups, brand);
    expect(email.subject).toBe('Ana Compradora te ha enviado una tarjeta regalo de Casa Lola');
    expectToContainAll(plain(email.text), [
      '¡Luis, has recibido un regalo!',
      'Ana Compradora te ha enviado una tarjeta regalo Cena para dos de Casa Lola.',
      'Un mensaje de Ana Compradora:',
      'Abre tu regalo: http://gifts.example.test/card/3MXSG9ZBFDDM284NG6AGYD96VD/reveal',
      'Canjeable: lun–vie, 11:00–14:00.',
      'El importe pagado por esta tarjeta se puede gastar hasta el 30 de junio de 2027.',
      'El valor promocional no se ha pagado y caduca el 30 de junio de 2027.',
      '— Casa Lola, con Giftcard Vault',
    ]);
    expectToContainAll(email.html, ['lang="es"', 'Abre tu regalo']);
  });

  it('the buyer’s copy in Spanish states money as 50,00 €', async () => {
    const email = await giftCardPurchasedEmail({ ...gift('es'), receiptUrl: 'https://squareup.com/receipt/1' }, secrets, lookups, brand);
    expectPlainEmail(email, 'Tu tarjeta regalo de 50,00 € de Casa Lola para Luis está en camino', [
      '¡Gracias por tu compra, Ana Compradora!',
      'Valor: 50,00 €',
      'Importe pagado: 45,00 €',
      '45,00 € pagados — el importe pagado por esta tarjeta se puede gastar hasta el 30 de junio de 2027.',
      'Añadir a Google Wallet: https://pay.google.com/gp/v/save/x',
    ]);
  });

  it('a test card is marked in the card’s language, in the subject and the text', async () => {
    const email = await giftCardReceivedEmail({ ...gift('es'), testCard: true }, secrets, lookups, brand);
    expect(email.subject).toBe('[PRUEBA: sin valor] Ana Compradora te ha enviado una tarjeta regalo de Casa Lola');
    expect(email.text).toContain('PRUEBA: sin valor');
    expect(email.text).not.toContain('TEST — no value');
  });

  it('in French too', async () => {
    const email = await giftCardReceivedEmail(gift('fr'), secrets, lookups, brand);
    expect(email.subject).toBe('Ana Compradora vous a envoyé une carte cadeau de Casa Lola');
    expect(plain(email.text)).toContain('Les fonds payés pour cette carte peuvent être dépensés jusqu’au 30 juin 2027.');
  });

  it('a card with no language stays English, word for word', async () => {
    const email = await giftCardReceivedEmail(gift(), secrets, lookups, brand);
    expect(email.subject).toBe('Ana Compradora sent you a gift card from Casa Lola');
    expectToContainAll(email.text, [
      'Luis, you have received a gift!',
      'Redeemable Mon–Fri, 11:00–14:00.',
      'Funds paid for this card can be spent until June 30, 2027.',
      '— Casa Lola, with Giftcard Vault',
    ]);
    expect(email.html).toContain('lang="en"');
  });

  it('the delivery change, told in the card’s language', async () => {
    const change: EventMap['gift-card.delivery-changed'] = {
      v: 1,
      cardId: 'card-1',
      businessSlug: 'casa-lola',
      giftCardName: 'Cena para dos',
      buyer,
      recipient,
      delivery: {
        deliverAt: '2026-03-09T10:00:00+01:00',
        timeZone: 'Europe/Madrid',
        version: 0,
        sealedChangeToken: sealSecret(keys[0], 'token-1', buyer.email),
      },
      changedAt: '2026-03-01T10:00:00.000Z',
    } as EventMap['gift-card.delivery-changed'];
    const email = await giftDeliveryChangedEmail({ ...change, publicUrl: 'http://gifts.example.test', locale: 'es' }, secrets, undefined, brand);
    expect(email.subject).toBe('Tu tarjeta regalo de Casa Lola para Luis ahora está programada para el lunes, 9 de marzo de 2026, 10:00 (CET)');
    expect(email.text).toContain('¿No has hecho este cambio? Ponte en contacto con Casa Lola en hola@casalola.example.');
  });

  it('the holder’s codes in the card’s language; English without one', () => {
    const request = {
      v: 1 as const,
      cardId: 'card-1',
      businessSlug: 'casa-lola',
      giftCardName: 'Cena para dos',
      holder: recipient,
      currency: 'EUR',
      amountCents: 2000,
      balanceCents: 5000,
      expiresInMinutes: 10,
    };
    const otp = redeemOtpEmail({ ...request, sealedCode: sealSecret(keys[0], '482913', recipient.email), locale: 'es' }, secrets, undefined, brand);
    expect(plain(otp.subject)).toBe('482913 es tu código para canjear 20,00 € en Casa Lola');
    expect(plain(otp.text)).toContain('Casa Lola está a punto de canjear 20,00 € de tu tarjeta regalo Cena para dos (saldo 50,00 €).');
    expect(otp.html).toContain('lang="es"');
    const cashOut = redeemOtpEmail(
      { ...request, purpose: 'cash-out', sealedCode: sealSecret(keys[0], '482913', recipient.email), locale: 'fr' },
      secrets,
      undefined,
      brand,
    );
    expect(plain(cashOut.subject)).toBe('482913 est votre code pour retirer en espèces 20,00 € chez Casa Lola');
    const english = redeemOtpEmail({ ...request, sealedCode: sealSecret(keys[0], '482913', recipient.email) }, secrets, undefined, brand);
    expect(english.subject).toBe('482913 is your code to redeem €20.00 at Casa Lola');
    const pinChange = {
      v: 1,
      cardId: 'card-1',
      businessSlug: 'casa-lola',
      giftCardName: 'Cena para dos',
      holder: recipient,
      change: 'pin',
      sealedCode: sealSecret(keys[0], '123456', recipient.email),
      expiresInMinutes: 10,
      locale: 'es',
    } as Parameters<typeof holderCodeEmail>[0];
    const pin = holderCodeEmail(pinChange, secrets, undefined, brand);
    expect(pin.subject).toBe('123456 es tu código para establecer un PIN en tu tarjeta regalo Cena para dos');
    expect(pin.text).toContain('— Casa Lola, con Giftcard Vault');
  });
});
