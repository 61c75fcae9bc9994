import { loadKeyRing, sealSecret } from '@gv/platform';
import type { EventMap } from '@gv/proto';
import { issuedCardPayload } from '../../../../test/card-events';
import { giftCardPurchasedEmail } from './gift-card-emails';
import { MailSecrets } from './mail-secrets';
import { giftCardRedeemedEmail, redeemOtpEmail } from './redemption-emails';

const keys = loadKeyRing({ SECRET_KEY: 'a-secret-key-of-the-card-currency-emails-0123', DATA_DIR: '' }, 'sealed-for-mail');
const secrets = new MailSecrets(keys);
const brand = { name: 'Sakura Sushi', contactEmail: null, logo: null, timeZone: 'Asia/Tokyo' };
const holder = { name: 'Aiko Buyer', email: 'aiko@example.com' };
const lookups = {
  walletButtons: async () => ({}),
  cardType: async () => ({ window: null, image: null }),
};

/** A ¥5,000 card sold at ¥4,500 (a yen has no minor unit: 5000 is ¥5,000). */
const issued = (currency?: string): EventMap['gift-card.issued'] & { publicUrl: string } => ({
  ...issuedCardPayload('sakura-sushi', {
    cardId: 'card-1',
    orderId: 'order-1',
    giftCardId: 'type-1',
    giftCardName: 'Omakase',
    holder,
    ...(currency && { currency }),
    sealedCode: sealSecret(keys[0], '3MXSG9ZBFDDM284NG6AGYD96VD', holder.email),
    issuedAt: '2030-01-01T10:00:00.000Z',
  }),
  publicUrl: 'http://gifts.example.test',
});

const redeemed = (currency?: string): EventMap['gift-card.redeemed'] => ({
  v: 1,
  cardId: 'card-1',
  businessSlug: 'sakura-sushi',
  giftCardName: 'Omakase',
  giftCardId: 'type-1',
  holder,
  ...(currency && { currency }),
  ledgerId: 7,
  amountCents: 3000,
  paidCents: 2500,
  bonusCents: 500,
  balanceAfterCents: 2000,
  paidAfterCents: 2000,
  bonusAfterCents: 0,
  redeemedAt: '2030-01-02T10:00:00.000Z',
});

describe("a card's emails state money in the card's currency", () => {
  it('the card email of a yen card says ¥5,000 and ¥4,500 paid, with no decimals', async () => {
    const email = await giftCardPurchasedEmail(issued('JPY'), secrets, lookups, brand);
    expect(email.subject).toBe('Your ¥5,000 gift card from Sakura Sushi is ready');
    expect(email.text).toContain('Value: ¥5,000');
    expect(email.text).toContain('Amount paid: ¥4,500');
  });

  it('a card email from before cards carried their currency is in dollars, as it always was', async () => {
    const email = await giftCardPurchasedEmail({ ...issued(), faceValueCents: 5000, priceCents: 4500 }, secrets, lookups, brand);
    expect(email.subject).toBe('Your $50.00 gift card from Sakura Sushi is ready');
    expect(email.text).toContain('Amount paid: $45.00');
  });

  it('the redemption receipt and the code to redeem of a yen card are in yen', async () => {
    const receipt = await giftCardRedeemedEmail(redeemed('JPY'), secrets, undefined, brand);
    expect(receipt.subject).toBe('You redeemed ¥3,000 at Sakura Sushi');
    expect(receipt.text).toContain('¥2,000');
    const otp = redeemOtpEmail(
      { v: 1, cardId: 'card-1', businessSlug: 'sakura-sushi', giftCardName: 'Omakase', holder, currency: 'JPY', amountCents: 3000, balanceCents: 5000, sealedCode: sealSecret(keys[0], '482913', holder.email), expiresInMinutes: 10 },
      secrets,
      undefined,
      brand,
    );
    expect(otp.subject).toBe('482913 is your code to redeem ¥3,000 at Sakura Sushi');
  });

  it('a receipt without a currency stays in dollars', async () => {
    expect((await giftCardRedeemedEmail(redeemed(), secrets, undefined, brand)).subject).toBe('You redeemed $30.00 at Sakura Sushi');
  });
});
