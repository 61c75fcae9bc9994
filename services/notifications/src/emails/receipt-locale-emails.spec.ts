import { loadKeyRing } from '@gv/platform';
import type { EventMap, Locale } from '@gv/proto';
import { expectPlainEmail, expectToContainAll, plain } from '../test-support';
import { MailSecrets } from './mail-secrets';
import { giftCardRedeemedEmail, giftCardRefundedEmail, giftCardVoidedEmail, type RefundReceipt } from './redemption-emails';

const secrets = new MailSecrets(loadKeyRing({ SECRET_KEY: 'a-secret-key-of-the-receipt-locale-emails-01', DATA_DIR: '' }, 'sealed-for-mail'));
const brand = { name: 'Casa Lola', contactEmail: 'hola@casalola.example', logo: null, timeZone: 'Europe/Madrid' };
const holder = { name: 'Luis', email: 'luis@example.com' };

const redeemed = (locale?: Locale): EventMap['gift-card.redeemed'] & { locale?: Locale } => ({
  v: 1,
  cardId: 'card-1',
  businessSlug: 'casa-lola',
  giftCardName: 'Cena para dos',
  giftCardId: 'type-1',
  holder,
  currency: 'EUR',
  ledgerId: 7,
  amountCents: 2000,
  paidCents: 2000,
  bonusCents: 0,
  balanceAfterCents: 3000,
  paidAfterCents: 3000,
  bonusAfterCents: 0,
  redeemedAt: '2026-11-27T09:33:00.000Z',
  testCard: true,
  ...(locale && { locale }),
});

const refund = (cardLast4?: string): RefundReceipt => ({
  v: 1,
  refundId: 'refund-1',
  cardId: 'card-1',
  orderId: 'order-1',
  paymentId: 'payment-1',
  businessSlug: 'casa-lola',
  amountCents: 1500,
  currency: 'EUR',
  reason: 'Cliente insatisfecho',
  adminId: 'admin-1',
  refundedAt: '2026-11-27T09:33:00.000Z',
  testCard: false,
  buyer: { name: 'Ana', email: 'ana@example.com' },
  giftCardName: 'Cena para dos',
  balanceAfterCents: 3500,
  ...(cardLast4 && { cardLast4 }),
  locale: 'fr',
});

describe("the holder's receipts are in the card's language", () => {
  it('a redemption receipt in Spanish: words, money as 20,00 € and the date in Spanish', async () => {
    const email = await giftCardRedeemedEmail(redeemed('es'), secrets, undefined, brand);
    expectPlainEmail(email, 'Has canjeado 20,00 € en Casa Lola', [
      '¡Gracias por visitar Casa Lola!',
      'Aquí tienes el recibo del canje de tu tarjeta regalo.',
      'Test card — no value: esto no ha sido un pago.',
      'Negocio: Casa Lola',
      'Importe canjeado: 20,00 €',
      'Saldo restante: 30,00 €',
      'Fecha: 27 de noviembre de 2026 a las 10:33 CET',
      'Si no has hecho este canje, ponte en contacto con Casa Lola en hola@casalola.example cuanto antes.',
    ]);
    expectToContainAll(email.html, ['lang="es"', 'Importe canjeado']);
    expect(plain(email.html)).toContain('Saldo restante: 30,00 €');
  });

  it('the same receipt without a language stays English, word for word', async () => {
    const email = await giftCardRedeemedEmail(redeemed(), secrets, undefined, { ...brand, timeZone: 'America/Los_Angeles' });
    expect(email.subject).toBe('You redeemed €20.00 at Casa Lola');
    expectToContainAll(email.text, ['Thanks for visiting Casa Lola!', 'Test card — no value: this was not a payment.', 'Amount redeemed: €20.00']);
    expect(plain(email.text)).toContain('Date: November 27, 2026 at 1:33 AM PST');
    expect(email.html).toContain('lang="en"');
  });

  it('a refund receipt to the buyer in French, with and without the card’s last digits', async () => {
    const email = await giftCardRefundedEmail(refund('4242'), secrets, undefined, brand);
    expectPlainEmail(email, 'Casa Lola a remboursé 15,00 € sur votre carte se terminant par 4242', [
      'Votre remboursement est en route.',
      'Remboursé sur: Carte se terminant par 4242',
      'Reste sur la carte cadeau: 35,00 €',
      'Des questions sur ce remboursement ? Contactez Casa Lola',
      'Date: 27 novembre 2026 à 10:33',
    ]);
    expect(email.html).toContain('lang="fr"');
    const unknown = await giftCardRefundedEmail(refund(), secrets, undefined, brand);
    expect(plain(unknown.subject)).toBe('Casa Lola a remboursé 15,00 € sur la carte utilisée pour payer');
  });

  it('a voided card in Spanish', async () => {
    const voided = {
      v: 1,
      cardId: 'card-1',
      businessSlug: 'casa-lola',
      reason: 'Fraude',
      adminId: 'admin-1',
      at: '2026-11-27T09:33:00.000Z',
      holder,
      giftCardName: 'Cena para dos',
      balanceCents: 5000,
      currency: 'EUR',
      locale: 'es',
    } as Parameters<typeof giftCardVoidedEmail>[0];
    const email = await giftCardVoidedEmail(voided, secrets, undefined, brand);
    expect(email.subject).toBe('Tu tarjeta regalo de Casa Lola se ha anulado');
    expect(plain(email.text)).toContain('Saldo: 50,00 €');
  });
});
