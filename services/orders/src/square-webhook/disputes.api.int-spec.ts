import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { squareSignature, type Dispute } from '@gv/square-emulator';
import { databaseEnvs } from '../../../../test/databases';
import { eventually } from '../../../../test/engines';
import { checkoutPlatform, squareNotifications } from '../../../../test/orders-api';
import { BuyerClient } from '../../../../test/purchases';
import { findOrder } from '../db/order-repository';
import { PaymentDisputes } from './payment-disputes';

/** A card bought through the real checkout and issued by the purchase. */
interface Bought {
  orderId: string;
  paymentId: string;
}

/**
 * Chargebacks, from Square's signed dispute notifications (the emulator's cardholder bank opens and decides them):
 * recorded as Square describes them, newer versions only, each change of stage with its event in orders' outbox.
 */
describe.each(databaseEnvs)('disputes of payments (all-in-one on %s)', (_engine, openDatabase) => {
  const world = checkoutPlatform(openDatabase);
  const { checkout, purchaseForm, rows } = world;
  const signatureKey = 'harbor-grill-dispute-key';
  const notifications = squareNotifications(world, signatureKey);
  const { webhookUrl, post, delivered } = notifications;

  beforeAll(async () => {
    expect((await world.a.api.put('/api/v1/admin/settings', { squareWebhookSignatureKey: signatureKey })).status).toBe(200);
  });

  /** A buyer buys Harbor Grill's card ($42.50; or, with `b`, Mountain Spa's $80 card) with the emulator's good card, and the purchase issues it. */
  async function boughtCard(business: 'a' | 'b' = 'a'): Promise<Bought> {
    const buyer = new BuyerClient(world.platform.url);
    const body = business === 'a' ? checkout() : checkout({ businessSlug: world.b.businessSlug, id: world.cardB._id });
    const paid = await buyer.post('/api/payments/create-payment', body);
    expect(paid.status).toBe(200);
    expect((await buyer.put('/api/v1/admin/purchase', purchaseForm(body, paid))).status).toBe(200);
    return { orderId: paid.body.orderId, paymentId: paid.body.payment.id };
  }

  /** A dispute notification as Square's examples and the emulator send it: the dispute under data.object.dispute. */
  const notification = (type: string, dispute: Dispute) => notifications.notification(type, 'dispute', dispute);

  const disputeRow = async (disputeId: string) => (await rows(sql`select * from orders.disputes where dispute_id = ${disputeId}`))[0];
  const disputesOf = (orderId: string) => rows(sql`select dispute_id from orders.disputes where order_id = ${orderId}`);
  const disputeEvents = (disputeId: string) =>
    rows<{ type: string; payload: any }>(sql`select type, payload from orders.outbox where payload->>'disputeId' = ${disputeId} order by seq`);
  /** The payload every dispute event of this card's payment carries, with what the event says of its own. */
  const disputePayload = (dispute: Dispute, bought: Bought, own: Record<string, unknown>) => ({
    v: 1,
    disputeId: dispute.id,
    orderId: bought.orderId,
    paymentId: bought.paymentId,
    businessSlug: world.a.businessSlug,
    ...own,
    at: expect.any(String),
  });
  const cardStatus = async (orderId: string) => (await rows<{ status: string }>(sql`select status from redemption.issued_cards where order_id = ${orderId}`))[0]?.status;

  it('records an opened dispute with one payment.disputed, which puts the card on hold', async () => {
    const bought = await boughtCard();
    const dispute = world.emulator.openDispute(bought.paymentId);

    await delivered(notification('dispute.created', dispute));

    expect(await disputeRow(dispute.id)).toMatchObject({
      order_id: bought.orderId,
      business_slug: world.a.businessSlug,
      payment_id: bought.paymentId,
      amount_cents: 4250,
      reason: 'NO_KNOWLEDGE',
      state: 'EVIDENCE_REQUIRED',
      version: 1,
    });
    expect(await disputeEvents(dispute.id)).toEqual([
      {
        type: 'payment.disputed',
        payload: disputePayload(dispute, bought, { amountCents: 4250, reason: 'NO_KNOWLEDGE', state: 'EVIDENCE_REQUIRED' }),
      },
    ]);
    // Redemption's side of the contract: the card cannot be spent while the dispute is open.
    await eventually(async () => (await cardStatus(bought.orderId)) === 'on_hold');
  });

  it('records a dispute resolved WON with payment.dispute-resolved won, which makes the card spendable again', async () => {
    const bought = await boughtCard();
    const dispute = world.emulator.openDispute(bought.paymentId, { amount: 2000, reason: 'NOT_AS_DESCRIBED' });
    await delivered(notification('dispute.created', dispute));
    await eventually(async () => (await cardStatus(bought.orderId)) === 'on_hold');

    await delivered(notification('dispute.state.updated', world.emulator.resolveDispute(dispute.id, 'WON')));

    expect(await disputeRow(dispute.id)).toMatchObject({ amount_cents: 2000, reason: 'NOT_AS_DESCRIBED', state: 'WON', version: 2 });
    const events = await disputeEvents(dispute.id);
    expect(events.map((event) => event.type)).toEqual(['payment.disputed', 'payment.dispute-resolved']);
    expect(events[1].payload).toEqual(disputePayload(dispute, bought, { outcome: 'won', state: 'WON' }));
    await eventually(async () => (await cardStatus(bought.orderId)) === 'active');
  });

  it("records another dispute resolved LOST (told by Square's older dispute.state.changed) with payment.dispute-resolved lost", async () => {
    const bought = await boughtCard();
    const dispute = world.emulator.openDispute(bought.paymentId);
    await delivered(notification('dispute.created', dispute));

    await delivered(notification('dispute.state.changed', world.emulator.resolveDispute(dispute.id, 'LOST')));

    expect(await disputeRow(dispute.id)).toMatchObject({ state: 'LOST', version: 2 });
    const events = await disputeEvents(dispute.id);
    expect(events.map((event) => [event.type, event.payload.outcome, event.payload.state])).toEqual([
      ['payment.disputed', undefined, 'EVIDENCE_REQUIRED'],
      ['payment.dispute-resolved', 'lost', 'LOST'],
    ]);
    await eventually(async () => (await cardStatus(bought.orderId)) === 'refunded');
  });

  it('changes nothing for a replay of the same signed notification, nor for an older version after a newer one', async () => {
    const bought = await boughtCard();
    const opened = world.emulator.openDispute(bought.paymentId);
    const created = notification('dispute.created', opened);
    await delivered(created);
    await delivered(created); // Square's retry: the same body, signature and event_id

    const updated = notification('dispute.state.updated', world.emulator.resolveDispute(opened.id, 'WON'));
    await delivered(updated);
    await delivered(updated);
    await delivered(created); // the older notification, late

    expect(await disputeRow(opened.id)).toMatchObject({ state: 'WON', version: 2 });
    expect((await disputeEvents(opened.id)).map((event) => event.type)).toEqual(['payment.disputed', 'payment.dispute-resolved']);

    // Square's older description itself (not only a notification of it) does not replace the newer one.
    const order = (await findOrder(world.platform.app.runtime.database.db, bought.orderId))!;
    const disputes = world.platform.app.services.orders.app.get(PaymentDisputes);
    const older = { id: opened.id, paymentId: bought.paymentId, amountCents: 4250, reason: 'NO_KNOWLEDGE', state: 'EVIDENCE_REQUIRED', version: 1 };
    expect(await disputes.record(order, older)).toBe(false);
    expect(await disputes.record(order, { ...older, state: 'WON', version: 2 })).toBe(false);
    expect(await disputeRow(opened.id)).toMatchObject({ state: 'WON', version: 2 });
    expect(await disputeEvents(opened.id)).toHaveLength(2);
  });

  it('records a dispute heard at once from several deliveries once, with one event per change of stage', async () => {
    const bought = await boughtCard();
    const order = (await findOrder(world.platform.app.runtime.database.db, bought.orderId))!;
    const disputes = world.platform.app.services.orders.app.get(PaymentDisputes);
    const facts = { id: `D${randomUUID().replaceAll('-', '').slice(0, 20)}`, paymentId: bought.paymentId, amountCents: 4250, reason: 'NO_KNOWLEDGE' };

    const written = await Promise.all([
      disputes.record(order, { ...facts, state: 'EVIDENCE_REQUIRED', version: 1 }),
      disputes.record(order, { ...facts, state: 'EVIDENCE_REQUIRED', version: 1 }),
      disputes.record(order, { ...facts, state: 'PROCESSING', version: 2 }),
    ]);

    expect(written.filter(Boolean).length).toBeGreaterThanOrEqual(1);
    expect(await disputeRow(facts.id)).toMatchObject({ state: 'PROCESSING', version: 2 });
    expect((await disputeEvents(facts.id)).map((event) => event.type)).toEqual(['payment.disputed']);
  });

  it("records what Square says of the dispute, not the notification's claims; a dispute Square does not know changes nothing", async () => {
    const bought = await boughtCard();
    const opened = world.emulator.openDispute(bought.paymentId);

    // Signed, yet claiming a decision Square has not made: Square's own answer (EVIDENCE_REQUIRED, version 1) is recorded.
    await delivered(notification('dispute.state.updated', { ...opened, state: 'LOST', version: 7, amount_money: { amount: 1, currency: 'USD' } }));
    expect(await disputeRow(opened.id)).toMatchObject({ state: 'EVIDENCE_REQUIRED', version: 1, amount_cents: 4250 });
    expect((await disputeEvents(opened.id)).map((event) => event.type)).toEqual(['payment.disputed']);

    const invented: Dispute = { ...opened, id: 'INVENTED-DISPUTE-ID' };
    await delivered(notification('dispute.created', invented));
    expect(await disputeRow(invented.id)).toBeUndefined();
    expect(await disputeEvents(invented.id)).toEqual([]);
  });

  it('answers a non-2xx while Square does not answer about the dispute, so that Square sends it again; then records it', async () => {
    const bought = await boughtCard();
    const opened = world.emulator.openDispute(bought.paymentId);
    const created = notification('dispute.created', opened);

    world.emulator.failNext(2, 503, 'before', '/v2/disputes'); // the SDK's attempt and its one retry
    const refused = await post(created);
    expect(refused.status).toBe(502);
    expect(await disputeRow(opened.id)).toBeUndefined();

    await delivered(created);
    expect((await disputeEvents(opened.id)).map((event) => event.type)).toEqual(['payment.disputed']);
  });

  it('refuses a notification with a forged signature, as for payments, and records nothing', async () => {
    const bought = await boughtCard();
    const opened = world.emulator.openDispute(bought.paymentId);
    const created = notification('dispute.created', opened);

    for (const answer of [
      await post(created, { key: 'another-key' }),
      await post(created, { signature: '' }),
      await post(created, { signature: squareSignature(webhookUrl(), `${created} `, signatureKey) }),
      await post(created, { signature: squareSignature(webhookUrl(world.b.businessSlug), created, signatureKey) }),
    ]) {
      expect(answer.status).toBe(403);
    }
    expect(await disputeRow(opened.id)).toBeUndefined();
    expect(await disputesOf(bought.orderId)).toEqual([]);
    expect(await disputeEvents(opened.id)).toEqual([]);
    expect(await cardStatus(bought.orderId)).toBe('active');
  });

  it("acknowledges a dispute of another business's payment, signed with this business's key, and records nothing", async () => {
    const spa = await boughtCard('b');
    const dispute = world.emulator.openDispute(spa.paymentId);

    await delivered(notification('dispute.created', dispute)); // to Harbor Grill's webhook, with its key

    expect(await disputeRow(dispute.id)).toBeUndefined();
    expect(await disputesOf(spa.orderId)).toEqual([]);
    expect(await disputeEvents(dispute.id)).toEqual([]);
    expect(await cardStatus(spa.orderId)).toBe('active');
  });

  it("records disputes from the emulator's own signed deliveries to the business's subscription", async () => {
    const bought = await boughtCard();
    const token = `Bearer test-mode:${world.a.businessSlug}`;
    const created = await fetch(`${world.emulator.url}/v2/webhooks/subscriptions`, {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json' },
      body: JSON.stringify({
        idempotency_key: randomUUID(),
        subscription: { name: 'disputes', event_types: ['dispute.created', 'dispute.state.updated'], notification_url: webhookUrl() },
      }),
    });
    expect(created.status).toBe(200);
    const { subscription } = (await created.json()) as { subscription: { id: string; signature_key: string } };
    expect((await world.a.api.put('/api/v1/admin/settings', { squareWebhookSignatureKey: subscription.signature_key })).status).toBe(200);
    try {
      const failedBefore = world.emulator.stats.webhooks.failed;
      const dispute = world.emulator.openDispute(bought.paymentId);
      await world.emulator.webhooksIdle();
      expect(await disputeRow(dispute.id)).toMatchObject({ order_id: bought.orderId, state: 'EVIDENCE_REQUIRED', version: 1 });

      world.emulator.resolveDispute(dispute.id, 'WON');
      await world.emulator.webhooksIdle();
      expect(await disputeRow(dispute.id)).toMatchObject({ state: 'WON', version: 2 });
      expect((await disputeEvents(dispute.id)).map((event) => [event.type, event.payload.state])).toEqual([
        ['payment.disputed', 'EVIDENCE_REQUIRED'],
        ['payment.dispute-resolved', 'WON'],
      ]);
      expect(world.emulator.stats.webhooks.failed).toBe(failedBefore);
    } finally {
      await fetch(`${world.emulator.url}/v2/webhooks/subscriptions/${subscription.id}`, { method: 'DELETE', headers: { authorization: token } });
      expect((await world.a.api.put('/api/v1/admin/settings', { squareWebhookSignatureKey: signatureKey })).status).toBe(200);
    }
  });
});
