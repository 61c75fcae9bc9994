import type { SqlEventBus } from '@gv/platform';
import type { BuyerRecord } from '@gv/proto';
import { databaseEnvs } from '../../../test/databases';
import { deliveryClock } from '../../../test/delivery-clock';
import { eventually } from '../../../test/engines';
import { readMailbox } from '../../../test/mail';
import { checkoutPlatform, giftInfo } from '../../../test/orders-api';
import { BuyerClient } from '../../../test/purchases';
import { embeddedPlatformIdle } from '../../../test/wait-idle';
import { rebuildProjection } from './rebuild/rebuild-projection';

/**
 * Scheduled gifts (decision 0061) in the admin's orders view, through the gateway: a gift shows when it will be sent,
 * in its zone, until it goes out; a change by the buyer's link shows the new time and recipient; once sent, when it
 * went. A rebuild of the projection replays the same. The delivery clock stands still at NOW.
 */
const NOW = Date.parse('2026-03-09T12:00:00Z');
/** NOW + `seconds`, as a New York wall time with its offset (EDT began the day before). */
const inNewYork = (seconds: number) => `${new Date(NOW + seconds * 1000 - 4 * 3600_000).toISOString().slice(0, 19)}-04:00`;
const LINK = /\/gift-delivery\/([A-Za-z0-9_-]{32})/;

describe.each(databaseEnvs)("scheduled gifts in the admin's orders view (all-in-one on %s)", (_engine, openDatabase) => {
  const world = checkoutPlatform(openDatabase);
  const { checkout, purchaseForm } = world;
  const clock = () => deliveryClock(world.platform);
  const db = () => world.platform.app.runtime.database.db;
  const mailsTo = (address: string, subject: RegExp) => readMailbox(world.platform.dataDir).filter((mail) => mail.to.includes(address) && subject.test(mail.subject));
  /** The card of `orderId` as Harbor Grill's admin reads it in /orders, once `ready` holds for it. */
  const ordersRow = (orderId: string, ready: (row: BuyerRecord) => boolean) =>
    eventually(async () => {
      const answer = await world.a.api.get(`/api/v1/admin/buyers?search=${encodeURIComponent(giftInfo.senderName)}`);
      const row = (answer.body.buyers as BuyerRecord[]).find((buyer) => buyer.orderId === orderId);
      return row && ready(row) ? row : undefined;
    }, 15_000);

  beforeAll(() => {
    clock().now = () => new Date(NOW);
  });
  afterAll(() => {
    clock().now = () => new Date();
  });

  it('shows a gift as scheduled in its zone, its new time and recipient after a change by the link, then as sent; a rebuild keeps it', async () => {
    const tag = Date.now();
    const sender = `sender.${tag}@example.com`;
    const body = checkout({
      purchaseType: 'gift',
      selfInfo: undefined,
      giftInfo: { ...giftInfo, senderEmail: sender, recipientEmail: `rita.${tag}@example.com`, deliverAt: inNewYork(3600), deliverTimeZone: 'America/New_York' },
    });
    const buyer = new BuyerClient(world.platform.url);
    const paid = await buyer.post('/api/payments/create-payment', body);
    expect(paid.status).toBe(200);
    expect((await buyer.put('/api/v1/admin/purchase', purchaseForm(body, paid))).status).toBe(200);
    const orderId: string = paid.body.orderId;

    const scheduled = await ordersRow(orderId, (row) => row.delivery !== undefined);
    expect(scheduled.delivery).toEqual({ scheduledFor: inNewYork(3600), scheduledTimeZone: 'America/New_York' });

    // The buyer moves it later and to another address with the confirmation's link: the admin sees both.
    const [confirmation] = await eventually(() => (mailsTo(sender, /is scheduled for/).length ? mailsTo(sender, /is scheduled for/) : undefined));
    const token = LINK.exec(confirmation.text)![1];
    const moved = `rita.new.${tag}@example.com`;
    const changed = await new BuyerClient(world.platform.url).put(`/api/v1/gift-delivery/${token}`, {
      deliverAt: inNewYork(6),
      deliverTimeZone: 'America/Chicago',
      recipientName: 'Rita New',
      recipientEmail: moved,
    });
    expect(changed.status).toBe(200);
    const rescheduled = await ordersRow(orderId, (row) => row.delivery?.scheduledFor === inNewYork(6));
    // Six seconds may pass before the projection shows the change on a busy host: then it already shows as sent.
    expect(rescheduled.delivery).toMatchObject({ scheduledFor: inNewYork(6), scheduledTimeZone: 'America/Chicago' });
    expect(rescheduled.giftInfo).toEqual({ recipientName: 'Rita New', recipientEmail: moved });

    // Its time comes: sent, once, to the new address; the admin sees when.
    const sent = await ordersRow(orderId, (row) => row.delivery?.sentAt !== undefined);
    expect(sent.delivery).toEqual({ scheduledFor: inNewYork(6), scheduledTimeZone: 'America/Chicago', sentAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/) });
    await eventually(() => mailsTo(moved, /gift card/)[0]);

    await eventually(() => embeddedPlatformIdle(db()), 15_000);
    await rebuildProjection(db(), world.platform.app.runtime.bus as SqlEventBus);
    expect((await ordersRow(orderId, () => true)).delivery).toEqual(sent.delivery);
    expect((await ordersRow(orderId, () => true)).giftInfo).toEqual(sent.giftInfo);
  }, 90_000);
});
