import { randomUUID } from 'node:crypto';
import type { Logger } from '@gv/platform';
import { DEMO_ADMIN } from '@gv/service-identity';
import { ApiClient, type ApiResponse } from '../http-client.js';
import { DEMO_CARDS, type DemoCard } from './demo-cards.js';
import { demoHistory, HISTORY_DAYS, type Person, type PlannedPurchase } from './demo-history.js';
import { demoCardImage } from './demo-images.js';
import { RedeemCodeMailbox } from './redeem-code-mailbox.js';

/** Purchases sent at once: buyers shop side by side, and the seed waits less. */
const CHECKOUTS_AT_ONCE = 4;
const VALID_FOR_DAYS = 365;
/** The bistro's till, at an address apart from its buyers'. */
const COUNTER_ADDRESS = '10.0.0.10';

export interface DemoSeedOptions {
  /** The gateway. It must believe X-Forwarded-For from this process (TRUSTED_PROXIES: loopback), so each buyer has an address of its own. */
  url: string;
  /**
   * Where the platform writes its mail as .eml files (DATA_DIR/mail): the holders' one-time redeem codes are read
   * there. Absent (distributed with SMTP_URL: mail leaves by SMTP only), the demo has purchases but no redemptions.
   */
  mailDir?: string;
  logger: Logger;
}

interface IssuedCard {
  code: string;
  holder: Person;
}

/**
 * DEMO=1: fills Demo Bistro (which identity creates on an empty database) with its gift cards and 30 days of
 * trade, through the public API as its admin and its buyers would: cards with their pictures, test-mode
 * checkouts (the bundled Square emulator's test tokens) and counter redemptions confirmed with the code mailed
 * to the holder. Each purchase and redemption says when it happened (X-Demo-Time, honoured only in a demo run),
 * so the dashboard's 30 days, the orders views and the storefront have a history on first start. A business that
 * already has gift cards is left as it is: a second start seeds nothing.
 */
export async function seedDemo(options: DemoSeedOptions): Promise<void> {
  try {
    await seed(options);
  } catch (error) {
    // The platform runs on without the rest of the demo; a second start would not finish it (the cards exist).
    options.logger.error({ err: error }, 'Demo seed failed; for a complete demo, start again with an empty DATA_DIR');
  }
}

async function seed({ url, mailDir, logger }: DemoSeedOptions): Promise<void> {
  const started = Date.now();
  const admin = new ApiClient(url, { 'x-forwarded-for': COUNTER_ADDRESS });
  const signedIn = await admin.post('/api/v1/admin/login', DEMO_ADMIN);
  if (signedIn.status !== 200) {
    logger.info('DEMO=1: the demo admin cannot sign in (the database had businesses before its first demo start, or the password was changed): nothing to seed');
    return;
  }
  const businessSlug: string = signedIn.body.user.businessSlug;
  if ((await expectOk(admin.get('/api/v1/admin/list'), 'list')).body.giftCardCount > 0) {
    logger.info('Demo Bistro has its gift cards already: nothing to seed');
    return;
  }

  const cardIds: string[] = [];
  for (const card of DEMO_CARDS) cardIds.push(await createCard(admin, card));
  logger.info(`Demo seed: ${cardIds.length} gift cards with their pictures`);

  const history = demoHistory(new Date(), DEMO_CARDS);
  const issued: IssuedCard[] = [];
  for (let first = 0; first < history.length; first += CHECKOUTS_AT_ONCE) {
    const batch = history.slice(first, first + CHECKOUTS_AT_ONCE);
    issued.push(...(await Promise.all(batch.map((purchase) => buy(url, businessSlug, cardIds[purchase.card], purchase)))));
    if (issued.length % 12 === 0 || issued.length === history.length) logger.info(`Demo seed: ${issued.length} of ${history.length} purchases`);
  }

  const redemptions = history
    .flatMap((purchase, i) => purchase.redemptions.map((redemption) => ({ ...redemption, card: issued[i] })))
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  let redeemed = 0;
  if (mailDir) {
    const mailbox = new RedeemCodeMailbox(mailDir);
    for (const { card, amount, at } of redemptions) {
      await redeem(admin, mailbox, card, amount, at);
      if (++redeemed % 5 === 0 || redeemed === redemptions.length) logger.info(`Demo seed: ${redeemed} of ${redemptions.length} redemptions`);
    }
  } else {
    logger.warn("Demo seed: no redemptions, since the holders' redeem codes leave by SMTP (the seed reads them from DATA_DIR/mail)");
  }

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  logger.info(
    `Demo Bistro is open: ${cardIds.length} gift cards, ${history.length} purchases and ${redeemed} redemptions over the last ${HISTORY_DAYS} days ` +
      `(seeded in ${seconds} s); sign in at /login as ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`,
  );
}

async function createCard(admin: ApiClient, card: DemoCard): Promise<string> {
  const form = new FormData();
  const expirationDate = new Date(Date.now() + VALID_FOR_DAYS * 86_400_000).toISOString().slice(0, 10);
  const fields = { giftCardName: card.giftCardName, giftCardTag: card.giftCardTag, description: card.description, amount: String(card.amount), discount: String(card.discount), expirationDate };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('giftCardImg', new Blob([new Uint8Array(await demoCardImage(card))], { type: 'image/png' }), 'card.png');
  return (await expectOk(admin.post('/api/v1/admin/create-giftcard', form), `create ${card.giftCardName}`)).body.giftCard._id;
}

/** The storefront's checkout as the buyer's browser makes it, at the purchase's time: create-payment, then the purchase. */
async function buy(url: string, businessSlug: string, giftCardId: string, purchase: PlannedPurchase): Promise<IssuedCard> {
  const { buyer, gift } = purchase;
  const browser = new ApiClient(url, { 'x-forwarded-for': buyer.address, 'x-demo-time': purchase.at.toISOString() });
  const form = gift
    ? {
        purchaseType: 'gift',
        giftInfo: { recipientName: gift.recipient.name, recipientEmail: gift.recipient.email, message: gift.message, senderName: buyer.name, senderEmail: buyer.email, senderPhone: buyer.phone },
      }
    : { purchaseType: 'self', selfInfo: { name: buyer.name, email: buyer.email, phone: buyer.phone } };
  const order = { businessSlug, id: giftCardId, ...form };
  const paid = await expectOk(browser.post('/api/payments/create-payment', { ...order, sourceId: purchase.sourceId, idempotencyKey: randomUUID(), amount: 1 }), 'create-payment');
  const completed = await expectOk(browser.put('/api/v1/admin/purchase', { ...order, orderId: paid.body.orderId }), 'purchase');
  return { code: completed.body.purchase.uniqueCode, holder: gift?.recipient ?? buyer };
}

/** The counter's redemption at its time: scan, the code mailed to the holder, verify, redeem. */
async function redeem(admin: ApiClient, mailbox: RedeemCodeMailbox, card: IssuedCard, amount: number, at: Date): Promise<void> {
  const { code, holder } = card;
  await expectOk(admin.get(`/api/v1/admin/scan-giftcard/${code}`), 'scan-giftcard');
  const before = await mailbox.messagesTo(holder.email);
  await expectOk(admin.post('/api/v1/admin/send-otp-redeem', { email: holder.email, redeemAmount: amount, qrUniqueCode: code }), 'send-otp-redeem');
  const otp = await mailbox.nextCode(holder.email, before);
  await expectOk(admin.post('/api/v1/admin/verify-otp-redeem', { email: holder.email, qrUniqueCode: code, otp }), 'verify-otp-redeem');
  await expectOk(admin.request('POST', '/api/v1/admin/redeem', { qrCode: code, amount }, { 'x-demo-time': at.toISOString() }), 'redeem');
}

async function expectOk<T>(answer: Promise<ApiResponse<T>>, call: string): Promise<ApiResponse<T>> {
  const response = await answer;
  if (response.status >= 300) throw new Error(`Demo seed: ${call} answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response;
}
