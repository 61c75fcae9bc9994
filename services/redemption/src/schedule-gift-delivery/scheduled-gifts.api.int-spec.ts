import { sql } from 'drizzle-orm';
import { databaseEnvs } from '../../../../test/databases';
import { eventually } from '../../../../test/engines';
import { createGiftCard } from '../../../../test/api';
import { readMailbox } from '../../../../test/mail';
import { checkoutPlatform, giftInfo } from '../../../../test/orders-api';
import { BuyerClient } from '../../../../test/purchases';
import { DeliveryClock } from './delivery-clock';

/**
 * Gifts scheduled for later and gifts to several people in one payment (decision 0061), through the gateway: the cards
 * are issued at purchase, each recipient's email waits for its own time (measured by the delivery clock, fixed here),
 * and the charge is the server's sale price once per recipient.
 */
describe.each(databaseEnvs)('scheduled and multi-recipient gifts (all-in-one on %s)', (_engine, openDatabase) => {
  const world = checkoutPlatform(openDatabase);
  const { checkout, purchaseForm, rows } = world;
  const clock = () => world.platform.app.services.redemption.app.get(DeliveryClock);
  const mailsTo = (address: string) => readMailbox(world.platform.dataDir).filter((mail) => mail.to.includes(address));
  const cardsOf = (orderId: string) =>
    rows<{ line: number; recipient_email: string; price_cents: number; balance_cents: number; deliver_at: string | null; delivered_at: string | null }>(
      sql`select line, recipient_email, price_cents, balance_cents, deliver_at, delivered_at::text from redemption.issued_cards where order_id = ${orderId} order by line`,
    );

  afterEach(() => {
    clock().now = () => new Date();
  });

  /** Pays for `body` and completes the purchase; answers both answers. */
  async function buy(body: ReturnType<typeof checkout>) {
    const buyer = new BuyerClient(world.platform.url);
    const paid = await buyer.post('/api/payments/create-payment', body);
    expect(paid.status).toBe(200);
    const completed = await buyer.put('/api/v1/admin/purchase', purchaseForm(body, paid));
    expect(completed.status).toBe(200);
    return { buyer, paid, completed };
  }

  it('sends a gift set for 09:00 New York the day after daylight time began at 13:00Z, not 14:00Z; the buyer is told when at once', async () => {
    // The delivery clock stands 15 seconds before 13:00Z on Monday 9 March 2026 (New York moved to EDT on the 8th): the
    // early gift's job waits that long, while the buyer's confirmations come from another subscriber.
    clock().now = () => new Date('2026-03-09T12:59:45Z');
    const tag = Date.now();
    const early = `early.${tag}@example.com`;
    const late = `late.${tag}@example.com`;
    const sender = `sender.${tag}@example.com`;
    const body = checkout({
      purchaseType: 'gift',
      selfInfo: undefined,
      giftInfo: { senderName: 'Sam Sender', senderEmail: sender, senderPhone: giftInfo.senderPhone },
      recipients: [
        { recipientName: 'Early Bird', recipientEmail: early, message: 'Good morning!', deliverAt: '2026-03-09T09:00:00-04:00', deliverTimeZone: 'America/New_York' },
        // 14:00Z, the hour a conversion blind to daylight saving would give: still an hour away.
        { recipientName: 'Late Riser', recipientEmail: late, message: 'Later!', deliverAt: '2026-03-09T10:00:00-04:00', deliverTimeZone: 'America/New_York' },
      ],
    });
    const { paid, completed } = await buy(body);

    expect(paid.body.payment.amountMoney).toEqual({ amount: 8500, currency: 'USD' });
    expect(completed.body.purchase).toMatchObject({
      deliverAt: '2026-03-09T09:00:00-04:00',
      cards: [
        { recipientName: 'Early Bird', recipientEmail: early, deliverAt: '2026-03-09T09:00:00-04:00', remainingBalance: 50 },
        { recipientName: 'Late Riser', recipientEmail: late, deliverAt: '2026-03-09T10:00:00-04:00', remainingBalance: 50 },
      ],
    });
    // Issued at purchase, each with its own code, neither sent yet.
    const cards = await cardsOf(paid.body.orderId);
    expect(cards).toMatchObject([
      { line: 0, recipient_email: early, price_cents: 4250, balance_cents: 5000, deliver_at: '2026-03-09T09:00:00-04:00', delivered_at: null },
      { line: 1, recipient_email: late, price_cents: 4250, balance_cents: 5000, deliver_at: '2026-03-09T10:00:00-04:00', delivered_at: null },
    ]);
    expect(new Set(completed.body.purchase.cards.map((card: { uniqueCode: string }) => card.uniqueCode)).size).toBe(2);

    const confirmations = await eventually(() => (mailsTo(sender).length === 2 ? mailsTo(sender) : undefined));
    const subjects = confirmations.map((mail) => mail.subject).sort();
    expect(subjects[0]).toContain('for Early Bird is scheduled for Monday, March 9, 2026 at 9:00 AM EDT');
    expect(subjects[1]).toContain('for Late Riser is scheduled for Monday, March 9, 2026 at 10:00 AM EDT');
    for (const mail of confirmations) expect(mail.text).toMatch(/\/gift-delivery\/[A-Za-z0-9_-]{32}/);
    expect(mailsTo(early)).toHaveLength(0);

    // 13:00Z comes: the 09:00 gift goes out, once, with its message; the 10:00 one keeps waiting.
    const received = await eventually(() => mailsTo(early)[0], 30_000);
    expect(received.subject).toContain('Sam Sender sent you a gift card');
    expect(received.text).toContain('Good morning!');
    expect(received.text).toContain(completed.body.purchase.cards[0].uniqueCode);
    await eventually(async () => (await cardsOf(paid.body.orderId))[0].delivered_at !== null);
    expect(mailsTo(early)).toHaveLength(1);
    expect(mailsTo(late)).toHaveLength(0);
    expect((await cardsOf(paid.body.orderId))[1].delivered_at).toBeNull();
  }, 90_000);

  it("sends a waiting gift's recipient nothing asked from the holder page before its time: no copy, no code", async () => {
    const recipient = `waiting.${Date.now()}@example.com`;
    const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const body = checkout({ purchaseType: 'gift', selfInfo: undefined, giftInfo: { ...giftInfo, recipientEmail: recipient, deliverAt: `${inAMonth}T09:00:00-04:00`, deliverTimeZone: 'America/New_York' } });
    const { buyer, completed } = await buy(body);
    const code = completed.body.purchase.uniqueCode;
    const scheduled = { status: 409, body: { code: 'GIFT.NOT_SENT_YET', message: 'This gift is scheduled: nothing is emailed to its recipient before the time the buyer chose.' } };
    expect(await buyer.post(`/api/v1/cards/${code}/resend`)).toMatchObject(scheduled);
    for (const change of ['pin', 'phone']) expect(await buyer.post(`/api/v1/cards/${code}/holder-code`, { change })).toMatchObject(scheduled);
    expect((await buyer.get(`/api/v1/cards/${code}`)).status).toBe(200);
    expect(mailsTo(recipient)).toHaveLength(0);
  });

  it("refuses a gift scheduled to arrive after its card's last day, at checkout and on the change link", async () => {
    const lastDay = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const dayAfter = new Date(Date.parse(lastDay) + 86_400_000).toISOString().slice(0, 10);
    const card = (await createGiftCard(world.a.api, { amount: '50', discount: '20', expirationDate: lastDay })).body.giftCard;
    const refusal = `This card is valid through ${lastDay}: schedule the gift for that day or earlier`;
    const tag = Date.now();
    const sender = `sender.late.${tag}@example.com`;
    const gift = (deliverAt: string) =>
      checkout({ id: card._id, purchaseType: 'gift', selfInfo: undefined, giftInfo: { ...giftInfo, senderEmail: sender, recipientEmail: `late.${tag}@example.com`, deliverAt, deliverTimeZone: 'UTC' } });
    const payments = world.emulator.findPayments().length;
    // Its last day has ended everywhere on Earth at noon UTC the day after: its bonus value would be gone.
    const late = await new BuyerClient(world.platform.url).post('/api/payments/create-payment', gift(`${dayAfter}T12:00:00Z`));
    expect(late).toMatchObject({ status: 400, body: { code: 'VALIDATION.FAILED', fields: { deliverAt: refusal } } });
    const severalLate = checkout({
      id: card._id,
      purchaseType: 'gift',
      selfInfo: undefined,
      giftInfo: { senderName: 'Sam', senderEmail: sender, senderPhone: giftInfo.senderPhone },
      recipients: [
        { recipientName: 'On time', recipientEmail: `on-time.${tag}@example.com`, deliverAt: `${lastDay}T09:00:00Z` },
        { recipientName: 'Late', recipientEmail: `too-late.${tag}@example.com`, deliverAt: `${dayAfter}T12:00:00Z` },
      ],
    });
    expect(await new BuyerClient(world.platform.url).post('/api/payments/create-payment', severalLate)).toMatchObject({
      status: 400,
      body: { fields: { 'recipients.1.deliverAt': refusal } },
    });
    expect(world.emulator.findPayments()).toHaveLength(payments);

    // The evening of its last day in New York is in time; the change link then cannot move it past that day.
    await buy(gift(`${lastDay}T20:00:00-04:00`));
    const [confirmation] = await eventually(() => (mailsTo(sender).length ? mailsTo(sender) : undefined));
    const token = /\/gift-delivery\/([A-Za-z0-9_-]{32})/.exec(confirmation.text)![1];
    const link = `/api/v1/gift-delivery/${token}`;
    expect((await new BuyerClient(world.platform.url).get(link)).body.validThrough).toBe(lastDay);
    expect(await new BuyerClient(world.platform.url).put(link, { deliverAt: `${dayAfter}T12:00:00Z`, deliverTimeZone: 'UTC' })).toMatchObject({
      status: 400,
      body: { fields: { deliverAt: refusal } },
    });
    expect((await new BuyerClient(world.platform.url).get(link)).body.deliverAt).toBe(`${lastDay}T20:00:00-04:00`);
  }, 60_000);

  it('charges the sale price once per recipient and issues one card each, the same cards on a retried purchase', async () => {
    const tag = Date.now();
    const recipients = ['ana', 'ben', 'cy'].map((name) => ({ recipientName: name.toUpperCase(), recipientEmail: `${name}.${tag}@example.com`, message: `For ${name}` }));
    const body = checkout({ purchaseType: 'gift', selfInfo: undefined, giftInfo: { senderName: 'Sam', senderEmail: `sam.${tag}@example.com`, senderPhone: giftInfo.senderPhone }, recipients, amount: 1 });
    const { buyer, paid, completed } = await buy(body);

    expect(paid.body.payment.amountMoney).toEqual({ amount: 3 * 4250, currency: 'USD' });
    expect(world.emulator.findPayments({ referenceId: paid.body.orderId })).toHaveLength(1);
    expect(completed.body.purchase.cards.map((card: { recipientEmail: string }) => card.recipientEmail)).toEqual(recipients.map((r) => r.recipientEmail));
    expect(completed.body.purchase.deliverAt).toBeUndefined();
    const again = await buyer.put('/api/v1/admin/purchase', purchaseForm(body, paid));
    expect(again.body.purchase.cards).toEqual(completed.body.purchase.cards);
    expect(await cardsOf(paid.body.orderId)).toHaveLength(3);

    // Sent at once (no delivery time), each to its own recipient with its own message.
    for (const recipient of recipients) {
      const mail = await eventually(() => mailsTo(recipient.recipientEmail)[0]);
      expect(mail.text).toContain(recipient.message);
    }
  }, 60_000);

  it('sends a gift whose delivery time is already past at once, and refuses a malformed one', async () => {
    clock().now = () => new Date('2026-03-09T15:00:00Z');
    const tag = Date.now();
    const recipientEmail = `past.${tag}@example.com`;
    const body = checkout({ purchaseType: 'gift', selfInfo: undefined, giftInfo: { ...giftInfo, recipientEmail, deliverAt: '2026-03-09T09:00:00-04:00' } });
    const { paid, completed } = await buy(body);
    expect(completed.body.purchase.deliverAt).toBe('2026-03-09T09:00:00-04:00');
    await eventually(() => mailsTo(recipientEmail)[0]);
    expect((await cardsOf(paid.body.orderId))[0]).toMatchObject({ deliver_at: null, delivered_at: null });

    const refused = await new BuyerClient(world.platform.url).post(
      '/api/payments/create-payment',
      checkout({ purchaseType: 'gift', selfInfo: undefined, giftInfo: { ...giftInfo, deliverAt: '2026-03-09 09:00' } }),
    );
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('Choose a valid delivery date and time');
  }, 60_000);
});
