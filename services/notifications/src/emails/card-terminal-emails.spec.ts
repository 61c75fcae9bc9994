import { loadKeyRing, sealSecret } from '@gv/platform';
import type { WalletButtons } from '@gv/proto';
import { issuedCardPayload } from '../../../../test/card-events';
import { giftCardPurchasedEmail } from './gift-card-emails';
import { MailSecrets } from './mail-secrets';
import { POS_BARCODE_CID } from './pos-barcode-image';

const keys = loadKeyRing({ SECRET_KEY: 'a-secret-key-of-the-card-terminal-emails-01', DATA_DIR: '' }, 'sealed-for-mail');
const secrets = new MailSecrets(keys);
const brand = { name: 'Blue Fern', contactEmail: null, logo: null, timeZone: 'America/New_York' };
const holder = { name: 'Ada Buyer', email: 'ada@example.com' };
const GAN = 'K7Q2M9X4T8V6N1RBC5HJ';

const issued = {
  ...issuedCardPayload('blue-fern', {
    cardId: 'card-1',
    orderId: 'order-1',
    giftCardId: 'type-1',
    giftCardName: 'Dinner for Two',
    holder,
    sealedCode: sealSecret(keys[0], '3MXSG9ZBFDDM284NG6AGYD96VD', holder.email),
    issuedAt: '2030-01-01T10:00:00.000Z',
  }),
  publicUrl: 'http://gifts.example.test',
};

/** The card email as the wallet service answers for the card: its links and its Square terminal number. */
const emailWith = (buttons: WalletButtons) => giftCardPurchasedEmail(issued, secrets, { walletButtons: async () => buttons, cardType: async () => ({ window: null, image: null }) }, brand);
const barcodes = (email: Awaited<ReturnType<typeof emailWith>>) => email.attachments.filter((file) => file.cid === POS_BARCODE_CID);

describe("a card's email shows its Square terminal number as the wallet service gives it", () => {
  it('a registered card: its number under its barcode, beside its wallet links', async () => {
    const email = await emailWith({ googleWalletUrl: 'https://pay.google.com/gp/v/save/x', posNumber: GAN });
    expect(email.text).toContain(`Number at the Square terminal: ${GAN}`);
    expect(email.html).toContain(GAN);
    expect(barcodes(email)).toHaveLength(1);
    expect(email.html).toContain('https://pay.google.com/gp/v/save/x');
  });

  it('a card being registered says it works at the Square counter soon, with no barcode', async () => {
    const email = await emailWith({ posNumber: null });
    expect(email.text).toContain('Works at the Square counter soon');
    expect(barcodes(email)).toHaveLength(0);
  });

  it('a card of a business without Square Point of Sale says nothing of a terminal', async () => {
    const email = await emailWith({});
    expect(email.text).not.toContain('Square');
    expect(barcodes(email)).toHaveLength(0);
  });
});
