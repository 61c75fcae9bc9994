import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { squareSignature, TEST_SOURCES } from '@gv/square-emulator';
import { ApiClient } from '../../../../test/api';
import { databaseEnvs } from '../../../../test/databases';
import { checkoutPlatform, SUPER } from '../../../../test/orders-api';
import { BuyerClient } from '../../../../test/purchases';
import { statementsDuring } from '../../../../test/statements';
import { findOrder } from '../db/order-repository';
import type { OrderRow } from '../db/schema';
import { factsFromWire, outcomeOfPayment, type PaymentFacts } from '../domain/square-payment';
import { ReconcilePaymentsJob } from '../reconcile-payments/reconcile-payments.job';
import { PaymentSettlement } from './payment-settlement';

/** Settling an order from what Square itself says of its payment: the checkout sent again, the reconciliation job, the webhook; and the anomalies a contradiction leaves. */
describe.each(databaseEnvs)('settling payments (all-in-one on %s)', (_engine, openDatabase) => {
  const world = checkoutPlatform(openDatabase);
  const { checkout, rows, orderRow, eventsOf } = world;

  describe('a charge whose answer was lost', () => {
    /** Square authorizes the payment, then both of the SDK's attempts lose their answer, as on a network cut: nothing is captured yet. */
    async function lostAnswer(buyer: BuyerClient, body = checkout()) {
      world.emulator.failNext(2, 503, 'after');
      const res = await buyer.post('/api/payments/create-payment', body);
      expect(res.status).toBe(503);
      expect(res.body.code).toBe('PAYMENT.UNCONFIRMED');
      const [order] = await rows(sql`select * from orders.orders where idempotency_key = ${body.idempotencyKey}`);
      expect(order.status).toBe('pending');
      expect(world.emulator.findPayments({ referenceId: order.id })).toMatchObject([{ status: 'APPROVED' }]);
      return { body, order };
    }

    it('is found by the checkout sent again with its key: one charge', async () => {
      const buyer = new BuyerClient(world.platform.url);
      const { body, order } = await lostAnswer(buyer);
      const retried = await buyer.post('/api/payments/create-payment', body);
      expect(retried.status).toBe(200);
      expect(retried.body).toMatchObject({ orderId: order.id, payment: { status: 'COMPLETED', amountMoney: { amount: 4250 } } });
      expect(world.emulator.findPayments({ idempotencyKey: body.idempotencyKey })).toHaveLength(1);
    });

    it('is settled by the reconciliation job after a minute: one paid order, one charge, one payment.completed', async () => {
      const { body, order } = await lostAnswer(new BuyerClient(world.platform.url));
      const job = world.platform.app.services.orders.app.get(ReconcilePaymentsJob);
      expect(await job.sweep(new Date())).toBe(0); // not yet a minute old
      expect(await job.sweep(new Date(Date.now() + 61_000))).toBeGreaterThanOrEqual(1);

      expect(await orderRow(order.id)).toMatchObject({ status: 'paid', square_payment_id: world.emulator.findPayments({ referenceId: order.id })[0].id });
      expect(world.emulator.findPayments({ idempotencyKey: body.idempotencyKey })).toHaveLength(1);
      await job.sweep(new Date(Date.now() + 61_000));
      expect((await eventsOf(order.id)).map((event) => event.type)).toEqual(['order.placed', 'payment.completed']);
    });

    it('are recorded together when heard together, one statement per kind of move: each order moves once, with its payment and its event', async () => {
      const buyer = new BuyerClient(world.platform.url);
      const orders: OrderRow[] = [];
      for (let i = 0; i < 4; i++) orders.push((await findOrder(world.platform.app.runtime.database.db, (await lostAnswer(buyer)).order.id))!);
      // As Square describes the payments once completed.
      const facts = orders.map((order) => ({ ...factsFromWire(world.emulator.findPayments({ referenceId: order.id })[0])!, status: 'COMPLETED' }));
      const settlement = world.platform.app.services.orders.app.get(PaymentSettlement);
      const heard: [OrderRow, PaymentFacts][] = [
        [orders[0], facts[0]],
        [orders[1], facts[1]],
        [orders[1], facts[1]], // the webhook and the checkout's answer about one payment, at once
        [orders[2], facts[2]],
        [orders[3], { ...facts[3], status: 'APPROVED' }], // held by Square: the order waits, knowing its payment
      ];
      const { result: settled, statements } = await statementsDuring(/update "orders"\."orders"/, () =>
        Promise.all(heard.map(([order, payment]) => settlement.record(order, outcomeOfPayment(payment)))),
      );
      expect(settled.map(({ order, payment }) => [order.status, payment?.status])).toEqual([
        ['paid', 'COMPLETED'],
        ['paid', 'COMPLETED'],
        ['paid', 'COMPLETED'],
        ['paid', 'COMPLETED'],
        ['pending', 'APPROVED'],
      ]);
      // The three completed payments in one statement; the same order's second answer and the held payment in one each.
      expect(statements).toHaveLength(3);
      for (const [i, order] of orders.entries()) {
        expect(await orderRow(order.id)).toMatchObject({ status: i < 3 ? 'paid' : 'pending', square_payment_id: facts[i].id });
        expect((await eventsOf(order.id)).map((event) => event.type)).toEqual(i < 3 ? ['order.placed', 'payment.completed'] : ['order.placed']);
      }
      expect(await rows(sql`select status from orders.payments where order_id = ${orders[3].id}`)).toEqual([{ status: 'APPROVED' }]);
    });

    it("is settled by Square's signed webhook; a wrong signature is refused and changes nothing", async () => {
      const signatureKey = 'harbor-grill-webhook-key';
      expect((await world.a.api.put('/api/v1/admin/settings', { squareWebhookSignatureKey: signatureKey })).status).toBe(200);
      const { order } = await lostAnswer(new BuyerClient(world.platform.url));
      const [payment] = world.emulator.findPayments({ referenceId: order.id });
      const notification = JSON.stringify({
        merchant_id: 'MERCHANT',
        type: 'payment.updated',
        event_id: randomUUID(),
        created_at: new Date().toISOString(),
        data: { type: 'payment', id: payment.id, object: { payment } },
      });
      const url = `${world.platform.url}/api/payments/square-webhook/${world.a.businessSlug}`;
      const post = (signature: string) =>
        fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-square-hmacsha256-signature': signature }, body: notification });

      for (const signature of [squareSignature(url, notification, 'another-key'), '', squareSignature(url, `${notification} `, signatureKey)]) {
        expect((await post(signature)).status).toBe(403);
      }
      expect((await orderRow(order.id)).status).toBe('pending');

      const accepted = await post(squareSignature(url, notification, signatureKey));
      expect(accepted.status).toBe(200);
      expect(await accepted.json()).toEqual({ received: true });
      expect(await orderRow(order.id)).toMatchObject({ status: 'paid', square_payment_id: payment.id });
      expect((await post(squareSignature(url, notification, signatureKey))).status).toBe(200);
      expect((await eventsOf(order.id)).map((event) => event.type)).toEqual(['order.placed', 'payment.completed']);
    });
  });

  it("verifies notifications with the signature key the owner saved last, from the next one on; types it does nothing for are acknowledged", async () => {
    const url = `${world.platform.url}/api/payments/square-webhook/${world.a.businessSlug}`;
    const notification = JSON.stringify({ merchant_id: 'M', type: 'payment.updated', event_id: randomUUID(), data: { type: 'payment', id: 'NO-SUCH-PAYMENT', object: { payment: { id: 'NO-SUCH-PAYMENT', status: 'COMPLETED' } } } });
    const post = (body: string, signatureKey: string) =>
      fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-square-hmacsha256-signature': squareSignature(url, body, signatureKey) }, body });
    expect((await world.a.api.put('/api/v1/admin/settings', { squareWebhookSignatureKey: 'first-key' })).status).toBe(200);
    expect((await post(notification, 'first-key')).status).toBe(200);

    expect((await world.a.api.put('/api/v1/admin/settings', { squareWebhookSignatureKey: 'second-key' })).status).toBe(200);
    expect((await post(notification, 'first-key')).status).toBe(403);
    expect((await post(notification, 'second-key')).status).toBe(200);

    // Square sends gift_card.updated with every activity; nothing is done for it, so it is not even verified.
    const updated = JSON.stringify({ merchant_id: 'M', type: 'gift_card.updated', event_id: randomUUID(), data: { type: 'gift_card', id: 'GC', object: {} } });
    for (const body of [updated, '[]']) {
      const answer = await post(body, 'any-key');
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ received: true });
    }
  });

  describe("a signed notification is no proof of payment: Square's own answer settles the order", () => {
    const signatureKey = 'harbor-grill-webhook-key';
    const url = () => `${world.platform.url}/api/payments/square-webhook/${world.a.businessSlug}`;

    beforeAll(async () => {
      expect((await world.a.api.put('/api/v1/admin/settings', { squareWebhookSignatureKey: signatureKey })).status).toBe(200);
    });

    /** A payment.updated with the business's valid signature, saying whatever `payment` says. */
    async function notify(payment: Record<string, unknown>) {
      const notification = JSON.stringify({ merchant_id: 'M', type: 'payment.updated', event_id: randomUUID(), data: { type: 'payment', id: payment.id, object: { payment } } });
      const headers = { 'content-type': 'application/json', 'x-square-hmacsha256-signature': squareSignature(url(), notification, signatureKey) };
      return fetch(url(), { method: 'POST', headers, body: notification });
    }

    /** A real payment at Square (the emulator, as the business in test mode) that names the order as its reference. */
    async function chargeAtSquare(orderId: string, cents: number) {
      const response = await fetch(`${world.emulator.url}/v2/payments`, {
        method: 'POST',
        headers: { authorization: `Bearer test-mode:${world.a.businessSlug}`, 'content-type': 'application/json' },
        body: JSON.stringify({ source_id: TEST_SOURCES.cardOk, idempotency_key: randomUUID(), amount_money: { amount: cents, currency: 'USD' }, reference_id: orderId }),
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { payment: Record<string, any> }).payment;
    }

    async function anomalies() {
      const superAdmin = new ApiClient(world.platform.url);
      superAdmin.bearer = (await superAdmin.post('/api/superadmin/login', SUPER)).body.token;
      const listed = await superAdmin.get('/api/superadmin/payment-anomalies');
      expect(listed.status).toBe(200);
      return listed.body.anomalies as Record<string, unknown>[];
    }

    async function declinedOrder() {
      const body = checkout({ sourceId: TEST_SOURCES.cardDeclined });
      expect((await new BuyerClient(world.platform.url).post('/api/payments/create-payment', body)).status).toBe(402);
      return (await rows(sql`select * from orders.orders where idempotency_key = ${body.idempotencyKey}`))[0];
    }

    it('refuses a COMPLETED 1-cent payment in EUR for a declined order: the order stays declined, no card is issued, the super admin sees it', async () => {
      const order = await declinedOrder();
      const cent = await chargeAtSquare(order.id, 1);
      const forged = { ...cent, status: 'COMPLETED', amount_money: { amount: 1, currency: 'EUR' } };

      for (let delivery = 0; delivery < 2; delivery++) {
        const answer = await notify(forged);
        expect(answer.status).toBe(200); // acknowledged, so Square stops sending it
        expect(await answer.json()).toEqual({ received: true });
      }
      expect(await orderRow(order.id)).toMatchObject({ status: 'failed', failure_code: 'GENERIC_DECLINE', square_payment_id: order.square_payment_id });
      expect((await eventsOf(order.id)).map((event) => event.type)).toEqual(['order.placed', 'payment.failed']);
      expect(await rows(sql`select id from orders.payments where id = ${cent.id}`)).toEqual([]);
      expect(await rows(sql`select 1 from redemption.issued_cards where order_id = ${order.id}`)).toEqual([]);
      expect((await anomalies()).filter((anomaly) => anomaly.orderId === order.id)).toEqual([
        {
          kind: 'amount-mismatch',
          detail: "Square's payment is for 0.01 USD; the order's price is 42.50 USD.",
          businessSlug: world.a.businessSlug,
          orderId: order.id,
          squarePaymentId: cent.id,
          amountCents: 1,
          currency: 'USD',
          orderAmountCents: 4250,
          detectedAt: expect.any(String),
        },
      ]);
    });

    it("settles nothing from a notification's own claims: its declined payment said to be COMPLETED stays declined, an id Square does not know is recorded", async () => {
      const order = await declinedOrder();
      const [declined] = world.emulator.findPayments({ referenceId: order.id });
      expect((await notify({ ...declined, status: 'COMPLETED' })).status).toBe(200);
      expect(await orderRow(order.id)).toMatchObject({ status: 'failed' });

      expect((await notify({ ...declined, id: 'FORGED-PAYMENT-ID', status: 'COMPLETED' })).status).toBe(200);
      expect(await orderRow(order.id)).toMatchObject({ status: 'failed' });
      expect((await anomalies()).find((anomaly) => anomaly.orderId === order.id)).toMatchObject({
        kind: 'unknown-payment',
        squarePaymentId: 'FORGED-PAYMENT-ID',
        amountCents: null,
        currency: null,
      });
    });

    it('acknowledges a second payment for a paid order with 200 and keeps the first, recording the second for the super admin', async () => {
      const paid = await new BuyerClient(world.platform.url).post('/api/payments/create-payment', checkout());
      expect(paid.status).toBe(200);
      const second = await chargeAtSquare(paid.body.orderId, 4250);

      const answer = await notify(second);
      expect(answer.status).toBe(200);
      expect(await orderRow(paid.body.orderId)).toMatchObject({ status: 'paid', square_payment_id: paid.body.payment.id });
      expect(await rows(sql`select id from orders.payments where order_id = ${paid.body.orderId}`)).toEqual([{ id: paid.body.payment.id }]);
      expect((await eventsOf(paid.body.orderId)).map((event) => event.type)).toEqual(['order.placed', 'payment.completed']);
      const [latest] = await anomalies();
      expect(latest).toMatchObject({ kind: 'second-payment', orderId: paid.body.orderId, squarePaymentId: second.id, amountCents: 4250 });
    });

    it('lists anomalies to the super admin only', async () => {
      expect((await new ApiClient(world.platform.url).get('/api/superadmin/payment-anomalies')).status).toBe(401);
      expect((await world.a.api.get('/api/superadmin/payment-anomalies')).status).toBe(401);
    });
  });
});
