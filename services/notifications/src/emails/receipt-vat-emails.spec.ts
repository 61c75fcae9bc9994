import { loadKeyRing, sealSecret } from '@gv/platform';
import type { EventMap, Locale, VoucherVat } from '@gv/proto';
import { issuedCardPayload } from '../../../../test/card-events';
import { giftCardPurchasedEmail } from './gift-card-emails';
import { plain } from '../test-support';
import { MailSecrets } from './mail-secrets';
import { giftCardLoadedEmail } from './redemption-emails';

const keys = loadKeyRing({ SECRET_KEY: 'a-secret-key-of-the-receipt-vat-emails-0123', DATA_DIR: '' }, 'sealed-for-mail');
const secrets = new MailSecrets(keys);
const brand = { name: 'Chez Margot', contactEmail: 'bonjour@chezmargot.example', logo: null, timeZone: 'Europe/Paris' };
const buyer = { name: 'Margot Acheteuse', email: 'margot@example.com' };
const lookups = {
  walletButtons: async () => ({}),
  cardType: async () => ({ window: null, image: null }),
};

const SINGLE_PURPOSE_20: VoucherVat = { voucherType: 'single-purpose', vatRateBp: 2000 };
const MULTI_PURPOSE: VoucherVat = { voucherType: 'multi-purpose', vatRateBp: null };

const FR_AT_SALE = 'TVA incluse : 8,33 € à 20 %, exigible maintenant : cette carte est un bon à usage unique.';
const EN_AT_REDEMPTION = 'No VAT is charged on this card now: it is a multi-purpose voucher, taxed when it is used, at the rate of what it buys.';

/** The buyer's receipt of a €50 card bought for themself at €50 under France's law, in `locale`, with the card type's VAT treatment. */
const purchased = (locale: Locale, voucherVat?: VoucherVat) =>
  giftCardPurchasedEmail(
    {
      ...issuedCardPayload('chez-margot', {
        giftCardName: 'Dîner pour deux',
        currency: 'EUR',
        locale,
        faceValueCents: 5000,
        paidValueCents: 5000,
        bonusValueCents: 0,
        priceCents: 5000,
        holder: buyer,
        buyer,
        sealedCode: sealSecret(keys[0], '3MXSG9ZBFDDM284NG6AGYD96VD', buyer.email),
        terms: { jurisdiction: 'FR', paidExpiresOn: '2027-06-30', cashOutBelowCents: null },
        ...(voucherVat && { voucherVat }),
      }),
      publicUrl: 'http://gifts.example.test',
    },
    secrets,
    lookups,
    brand,
  );

/** The holder's receipt of €30 added to their card, in `locale`, with the card type's VAT treatment. */
const loaded = (locale: Locale, voucherVat?: VoucherVat) => {
  const data: EventMap['gift-card.loaded'] & { locale: Locale } = {
    v: 1,
    cardId: 'card-1',
    businessSlug: 'chez-margot',
    giftCardId: 'type-1',
    giftCardName: 'Dîner pour deux',
    holder: buyer,
    currency: 'EUR',
    ledgerId: 9,
    amountCents: 3000,
    paidCents: 3000,
    bonusCents: 0,
    balanceAfterCents: 8000,
    paidAfterCents: 8000,
    bonusAfterCents: 0,
    at: '2026-11-27T09:33:00.000Z',
    testCard: false,
    orderId: 'order-1',
    paymentId: 'payment-1',
    paidExpiresOn: null,
    loadedAt: '2026-11-27T09:33:00.000Z',
    locale,
    ...(voucherVat && { voucherVat }),
  };
  return giftCardLoadedEmail(data, secrets, undefined, brand);
};

describe('the receipts say when VAT is due on a card sold under the EU voucher rules (decision 0099)', () => {
  it('a single-purpose card bought in French: the VAT included in the €50 paid, 8,33 € at 20 %, in the text and the HTML', async () => {
    const email = await purchased('fr', SINGLE_PURPOSE_20);
    expect(plain(email.text)).toContain(`Montant payé : 50,00 €\n${FR_AT_SALE}`);
    expect(plain(email.html)).toContain(FR_AT_SALE);
  });

  it('a multi-purpose card bought in English: no VAT now, taxed when it is used', async () => {
    const email = await purchased('en', MULTI_PURPOSE);
    expect(email.text).toContain(EN_AT_REDEMPTION);
    expect(email.html).toContain(EN_AT_REDEMPTION);
    expect(email.text).not.toContain('VAT included');
  });

  it('a card sold under a law without the voucher rules says nothing about VAT', async () => {
    for (const email of [await purchased('en'), await loaded('en')]) {
      expect(email.text).not.toMatch(/VAT/);
      expect(email.html).not.toMatch(/VAT/);
    }
    expect(plain((await purchased('fr')).text)).not.toMatch(/TVA/);
  });

  it('a reload receipt says it too: 5,00 € of VAT in €30 added to a single-purpose card, or taxed when used', async () => {
    const single = await loaded('fr', SINGLE_PURPOSE_20);
    const atSale = 'TVA incluse : 5,00 € à 20 %, exigible maintenant : cette carte est un bon à usage unique.';
    expect(plain(single.text)).toContain(atSale);
    expect(plain(single.html)).toContain(atSale);
    const multi = await loaded('en', MULTI_PURPOSE);
    expect(multi.text).toContain(EN_AT_REDEMPTION);
    expect(multi.html).toContain(EN_AT_REDEMPTION);
  });

  it('a rate with decimals is written in the card’s language: 5,5 % in French', async () => {
    const email = await loaded('fr', { voucherType: 'single-purpose', vatRateBp: 550 });
    expect(plain(email.text)).toContain('TVA incluse : 1,56 € à 5,5 %');
  });
});
