import { sql } from 'drizzle-orm';
import { databaseEnvs } from '../../../../test/databases';
import { eventually } from '../../../../test/engines';
import { readMailbox, type ReceivedMail } from '../../../../test/mail';
import { checkoutPlatform, giftInfo } from '../../../../test/orders-api';
import { BuyerClient } from '../../../../test/purchases';
import { embeddedPlatformIdle } from '../../../../test/wait-idle';
import { DeliveryClock } from '../schedule-gift-delivery/delivery-clock';
import { GIFT_DELIVERY_QUEUE } from '../schedule-gift-delivery/gift-deliveries';

/**
 * The buyer's change link of a scheduled gift (decision 0061), through the gateway: it shows what waits, changes the
 * time or the address once per link while the gift waits (the old time then sends nothing, the new one sends once),
 * and refuses once the gift is sent. The delivery clock stands still at NOW; each job waits its computed delay.
 */
const NOW = Date.parse('2026-03-09T12:00:00Z');
/** NOW + `seconds`, as a New York wall time with its offset (EDT began the day before). */
const inNewYork = (seconds: number) => `${new Date(NOW + seconds * 1000 - 4 * 3600_000).toISOString().slice(0, 19)}-04:00`;
const LINK = /\/gift-delivery\/([A-Za-z0-9_-]{32})/;
const tokenIn = (mail: ReceivedMail) => LINK.exec(mail.text)![1];

describe.each(databaseEnvs)("a scheduled gift's change link (all-in-one on %s)", (_engine, openDatabase) => {
  const world = checkoutPlatform(openDatabase);
  const { checkout, purchaseForm, rows } = world;
  const clock = () => world.platform.app.services.redemption.app.get(DeliveryClock);
  const mailsTo = (address: string, subject = /.+/) => readMailbox(world.platform.dataDir).filter((mail) => mail.to.includes(address) && subject.test(mail.subject));
  const cardOf = async (orderId: string) =>
    (await rows<{ id: string; recipient_email: string; holder_email: string; deliver_at: string; delivery_version: number; delivered_at: string | null }>(
      sql`select id, recipient_email, holder_email, deliver_at, delivery_version, delivered_at::text from redemption.issued_cards where order_id = ${orderId}`,
    ))[0];
  /** A gift's delivery job of one delivery version: its state, and the delay it was given, in seconds. */
  const deliveryJob = async (cardId: string, version: number) =>
    (await rows<{ status: string; delay: number }>(
      sql`select status, extract(epoch from run_at - created_at)::float8 as delay from jobs.jobs where queue = ${GIFT_DELIVERY_QUEUE} and id = ${`${cardId}.${version}`}`,
    ))[0];
  const api = () => new BuyerClient(world.platform.url);
  let gifts = 0;

  beforeEach(() => {
    clock().now = () => new Date(NOW);
  });
  afterAll(() => {
    clock().now = () => new Date();
  });

  /** A gift to Rita set for `seconds` from NOW in New York; answers the order, the addresses and the confirmation's link token. */
  async function scheduleGift(seconds: number) {
    const tag = `${Date.now()}.${++gifts}`;
    const sender = `sender.${tag}@example.com`;
    const recipient = `rita.${tag}@example.com`;
    const body = checkout({
      purchaseType: 'gift',
      selfInfo: undefined,
      giftInfo: { ...giftInfo, senderEmail: sender, recipientEmail: recipient, deliverAt: inNewYork(seconds), deliverTimeZone: 'America/New_York' },
    });
    const buyer = api();
    const paid = await buyer.post('/api/payments/create-payment', body);
    expect(paid.status).toBe(200);
    const purchased = await buyer.put('/api/v1/admin/purchase', purchaseForm(body, paid));
    expect(purchased.status).toBe(200);
    const [confirmation] = await eventually(() => (mailsTo(sender, /is scheduled for/).length ? mailsTo(sender, /is scheduled for/) : undefined));
    return { orderId: paid.body.orderId as string, code: purchased.body.purchase.uniqueCode as string, sender, recipient, token: tokenIn(confirmation), tag };
  }

  it('shows what waits, moves it later: the old time sends nothing, the new one sends once, same code; the used link is gone', async () => {
    const { orderId, code, sender, recipient, token } = await scheduleGift(12);
    const shown = await api().get(`/api/v1/gift-delivery/${token}`);
    expect(shown).toMatchObject({
      status: 200,
      body: { giftCardName: expect.any(String), recipientName: giftInfo.recipientName, recipientEmail: recipient, deliverAt: inNewYork(12), deliverTimeZone: 'America/New_York' },
    });
    expect(shown.body.sentAt).toBeUndefined();

    const changed = await api().put(`/api/v1/gift-delivery/${token}`, { deliverAt: inNewYork(16), deliverTimeZone: 'America/New_York' });
    expect(changed).toMatchObject({ status: 200, body: { success: true, gift: { deliverAt: inNewYork(16), recipientEmail: recipient } } });
    expect(changed.body.message).toContain('It will be sent on Monday, March 9, 2026 at 8:00 AM EDT');
    expect(await cardOf(orderId)).toMatchObject({ deliver_at: inNewYork(16), delivery_version: 1, delivered_at: null });

    // The buyer gets a new link; the one used is gone.
    const [told] = await eventually(() => (mailsTo(sender, /is now scheduled for/).length ? mailsTo(sender, /is now scheduled for/) : undefined));
    expect(told.subject).toContain(`for ${giftInfo.recipientName} is now scheduled for Monday, March 9, 2026 at 8:00 AM EDT`);
    expect(tokenIn(told)).not.toBe(token);
    expect((await api().get(`/api/v1/gift-delivery/${token}`)).status).toBe(404);

    // The old time (12 s) comes: its job runs and sends nothing. The new one waits its 16 s, then sends once.
    const { id: cardId } = await cardOf(orderId);
    // The buyer's mail and the new job come from two subscribers of the same event: either may come first.
    expect(await eventually(() => deliveryJob(cardId, 1))).toEqual({ status: 'queued', delay: 16 });
    await eventually(async () => (await deliveryJob(cardId, 0)).status === 'done', 20_000);
    expect(mailsTo(recipient)).toHaveLength(0);
    const [received] = await eventually(() => (mailsTo(recipient).length ? mailsTo(recipient) : undefined), 15_000);
    expect(received.subject).toContain('sent you a gift card');
    expect(received.text).toContain(code);
    await eventually(() => embeddedPlatformIdle(world.platform.app.runtime.database.db));
    expect((await cardOf(orderId)).delivered_at).not.toBeNull();
    expect(mailsTo(recipient)).toHaveLength(1);
  }, 90_000);

  it('sends to a new address under a new code, and once sent the link shows it and refuses a change with 409', async () => {
    const { orderId, code, sender, recipient, token, tag } = await scheduleGift(60);
    const newAddress = `rita.right.${tag}@example.com`;
    const changed = await api().put(`/api/v1/gift-delivery/${token}`, { deliverAt: inNewYork(1), recipientEmail: ` ${newAddress.toUpperCase()} `, recipientName: 'Rita Right' });
    expect(changed).toMatchObject({ status: 200, body: { gift: { recipientEmail: newAddress, recipientName: 'Rita Right', deliverTimeZone: 'America/New_York' } } });
    expect(await cardOf(orderId)).toMatchObject({ recipient_email: newAddress, holder_email: newAddress });

    const [received] = await eventually(() => (mailsTo(newAddress).length ? mailsTo(newAddress) : undefined), 15_000);
    expect(received.text).toContain('Rita Right, you have received a gift!');
    // Whoever learned the old code (the buyer saw it at purchase) cannot spend the new recipient's gift (decision 0050).
    expect(received.text).not.toContain(code);
    expect(await rows(sql`select card_id from redemption.retired_codes where card_id = (select id from redemption.issued_cards where order_id = ${orderId})`)).toHaveLength(1);
    const [told] = await eventually(() => (mailsTo(sender, /is now scheduled for/).length ? mailsTo(sender, /is now scheduled for/) : undefined));
    const latest = tokenIn(told);
    await eventually(async () => (await cardOf(orderId)).delivered_at !== null);

    const shown = await api().get(`/api/v1/gift-delivery/${latest}`);
    expect(shown).toMatchObject({ status: 200, body: { recipientEmail: newAddress, sentAt: expect.any(String) } });
    const late = await api().put(`/api/v1/gift-delivery/${latest}`, { deliverAt: inNewYork(120) });
    expect(late).toMatchObject({ status: 409, body: { code: 'GIFT_DELIVERY.ALREADY_SENT', message: 'This gift has already been sent, so its delivery can no longer be changed.' } });
    expect(mailsTo(recipient)).toHaveLength(0);
    expect(mailsTo(newAddress)).toHaveLength(1);
  }, 60_000);

  it('sends now with a new message: the recipient gets it at once with the message as edited', async () => {
    const { orderId, recipient, token } = await scheduleGift(3600);
    expect((await api().get(`/api/v1/gift-delivery/${token}`)).body.message).toBe(giftInfo.message);
    const sent = await api().put(`/api/v1/gift-delivery/${token}`, { deliverAt: new Date(NOW).toISOString(), message: '  Happy birthday, Rita!  ' });
    expect(sent).toMatchObject({ status: 200, body: { gift: { message: 'Happy birthday, Rita!' } } });
    expect(sent.body.message).toContain('It is being sent now.');
    const [received] = await eventually(() => (mailsTo(recipient).length ? mailsTo(recipient) : undefined), 15_000);
    expect(received.text).toContain('Happy birthday, Rita!');
    expect(received.text).not.toContain(giftInfo.message);
    await eventually(async () => (await cardOf(orderId)).delivered_at !== null);
  }, 60_000);

  it('answers 404 for a link that names no gift and 400 for a bad time, zone, address or message, changing nothing', async () => {
    const { orderId, token } = await scheduleGift(3600);
    const unknown = 'x'.repeat(32);
    expect(await api().get(`/api/v1/gift-delivery/${unknown}`)).toMatchObject({ status: 404, body: { code: 'GIFT_DELIVERY.NOT_FOUND' } });
    expect(await api().put(`/api/v1/gift-delivery/${unknown}`, { deliverAt: inNewYork(60) })).toMatchObject({ status: 404 });

    const refusals = [
      [{ deliverAt: '2026-03-09 09:00' }, 'deliverAt', 'Choose a valid delivery date and time'],
      [{}, 'deliverAt', 'Choose a valid delivery date and time'],
      [{ deliverAt: inNewYork(400 * 86_400) }, 'deliverAt', 'A gift can be scheduled at most 366 days ahead'],
      [{ deliverAt: inNewYork(60), deliverTimeZone: 'Mars/Olympus' }, 'deliverTimeZone', 'Please choose a valid time zone'],
      [{ deliverAt: inNewYork(60), recipientEmail: 'not-an-address' }, 'recipientEmail', 'Please enter a valid email address'],
      [{ deliverAt: inNewYork(60), message: 'x'.repeat(1001) }, 'message', 'The message must be text of at most 1000 characters'],
    ] as const;
    for (const [body, field, message] of refusals) {
      const refused = await api().put(`/api/v1/gift-delivery/${token}`, body);
      expect(refused.status).toBe(400);
      expect(refused.body.fields[field]).toBe(message);
    }
    expect(await cardOf(orderId)).toMatchObject({ deliver_at: inNewYork(3600), delivery_version: 0 });
    expect((await api().get(`/api/v1/gift-delivery/${token}`)).status).toBe(200);
  }, 60_000);
});
