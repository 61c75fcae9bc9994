import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { newEvent, RemoteError } from '@gv/platform';
import { OrdersRpc, type PaymentRefunded, type RefundPaymentRequest, type RpcErrorBody } from '@gv/proto';
import { TEST_SOURCES } from '@gv/square-emulator';
import { databaseEnvs } from '../../../../test/databases';
import { eventually } from '../../../../test/engines';
import { checkoutPlatform } from '../../../../test/orders-api';
import { BuyerClient } from '../../../../test/purchases';
import { RefundSender } from './refund-sender';

/** A card bought through the real checkout, as redemption knows it. */
interface Bought {
  orderId: string;
  paymentId: string;
  cardId: string;
}

/**
 * Refunding part of a paid order at Square (the emulator, in test mode), asked by redemption's call (OrdersRpc.refundPayment)
 * and by its `gift-card.refunded` event: one refund at Square per refund id, however often and from wherever it is asked.
 */
describe.each(databaseEnvs)('refunding payments (all-in-one on %s)', (_engine, openDatabase) => {
  const world = checkoutPlatform(openDatabase);
  const { checkout, purchaseForm, rows } = world;

  /** Ann buys Harbor Grill's card ($42.50) with the emulator's good card, and the purchase issues it. */
  async function boughtCard(): Promise<Bought> {
    const buyer = new BuyerClient(world.platform.url);
    const body = checkout();
    const paid = await buyer.post('/api/payments/create-payment', body);
    expect(paid.status).toBe(200);
    expect((await buyer.put('/api/v1/admin/purchase', purchaseForm(body, paid))).status).toBe(200);
    const [card] = await rows<{ id: string }>(sql`select id from redemption.issued_cards where order_id = ${paid.body.orderId}`);
    return { orderId: paid.body.orderId, paymentId: paid.body.payment.id, cardId: card.id };
  }

  /** What redemption sends for a refund of `amountCents` of the card (its gift-card.refunded, without v). */
  function refundOf(bought: Bought, overrides: Partial<RefundPaymentRequest> = {}): RefundPaymentRequest {
    return {
      refundId: randomUUID(),
      ...bought,
      businessSlug: world.a.businessSlug,
      amountCents: 1000,
      reason: 'The buyer asked for the money back',
      adminId: randomUUID(),
      refundedAt: new Date().toISOString(),
      testCard: true,
      ...overrides,
    };
  }

  /** The refund `request` asked for, as orders' refund events name it. */
  const refundFacts = (request: RefundPaymentRequest) => ({
    v: 1,
    refundId: request.refundId,
    orderId: request.orderId,
    cardId: request.cardId,
    businessSlug: request.businessSlug,
    amountCents: request.amountCents,
  });

  const refundPayment = (request: RefundPaymentRequest): Promise<PaymentRefunded> => world.platform.app.runtime.rpc.call(OrdersRpc.refundPayment, request);

  /** The error body a call was refused with. */
  async function refusal(call: Promise<unknown>): Promise<RpcErrorBody> {
    const error = await call.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(RemoteError);
    return (error as RemoteError).body;
  }

  /** The event redemption records, delivered to orders' consumer as the bus would: answers whether it was handled (not a redelivery). */
  function deliver(request: RefundPaymentRequest, id = randomUUID()): Promise<boolean> {
    const { consumer, handlers } = world.platform.app.services.orders;
    return consumer.handle('orders', handlers, { ...newEvent('gift-card.refunded', { v: 1, ...request }), id });
  }

  const refundRow = async (refundId: string) => (await rows(sql`select * from orders.refunds where refund_id = ${refundId}`))[0];
  const refundEvents = (refundId: string) =>
    rows<{ type: string; payload: any }>(sql`select type, payload from orders.outbox where payload->>'refundId' = ${refundId} order by seq`);
  /** The refunds Square holds of the order's payment. */
  const refundsAtSquare = (orderId: string): string[] => world.emulator.findPayments({ referenceId: orderId })[0].refund_ids ?? [];

  /** Square's refund as Square describes it, asked as the business (test mode: the emulator's merchant of the business). */
  async function squareRefund(id: string): Promise<Record<string, any>> {
    const answer = await fetch(`${world.emulator.url}/v2/refunds/${id}`, { headers: { authorization: `Bearer test-mode:${world.a.businessSlug}` } });
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { refund: Record<string, any> }).refund;
  }

  it("refunds the amount at Square with the refund id as its key, once: the refund PENDING, Square's id kept, one order.refunded; asked again, the same answer", async () => {
    const bought = await boughtCard();
    const request = refundOf(bought, { amountCents: 1250 });
    const refundsBefore = world.emulator.stats.refunds;

    const answer = await refundPayment(request);

    expect(answer).toEqual({ refundId: request.refundId, squareRefundId: expect.any(String), status: 'PENDING' });
    expect(refundsAtSquare(bought.orderId)).toEqual([answer.squareRefundId]);
    expect(world.emulator.stats.refunds).toBe(refundsBefore + 1);
    expect(await squareRefund(answer.squareRefundId)).toMatchObject({
      payment_id: bought.paymentId,
      amount_money: { amount: 1250, currency: 'USD' },
      reason: 'The buyer asked for the money back',
    });
    expect(world.emulator.findPayments({ referenceId: bought.orderId })[0].refunded_money).toEqual({ amount: 1250, currency: 'USD' });
    expect(await refundRow(request.refundId)).toMatchObject({
      order_id: bought.orderId,
      card_id: bought.cardId,
      business_slug: world.a.businessSlug,
      payment_id: bought.paymentId,
      amount_cents: 1250,
      status: 'PENDING',
      square_refund_id: answer.squareRefundId,
      failure_code: null,
    });
    const events = await refundEvents(request.refundId);
    expect(events).toEqual([
      {
        type: 'order.refunded',
        payload: { ...refundFacts(request), currency: 'USD', squareRefundId: answer.squareRefundId, refundedAt: expect.any(String) },
      },
    ]);

    expect(await refundPayment(request)).toEqual(answer);
    expect(world.emulator.stats.refunds).toBe(refundsBefore + 1);
    expect(await refundEvents(request.refundId)).toHaveLength(1);
  });

  it('makes one refund for 20 calls at once with one refund id: every call answers the same Square refund, one order.refunded', async () => {
    const bought = await boughtCard();
    const request = refundOf(bought);

    const answers = await Promise.all(Array.from({ length: 20 }, () => refundPayment(request)));

    const [first] = answers;
    expect(answers).toEqual(Array.from({ length: 20 }, () => first));
    expect(refundsAtSquare(bought.orderId)).toEqual([first.squareRefundId]);
    expect(await refundRow(request.refundId)).toMatchObject({ status: 'PENDING', square_refund_id: first.squareRefundId });
    expect((await refundEvents(request.refundId)).map((event) => event.type)).toEqual(['order.refunded']);
  });

  it('refunds from the gift-card.refunded event alone, once, however often it is delivered; a later call answers that refund', async () => {
    const bought = await boughtCard();
    const request = refundOf(bought);

    expect(await deliver(request)).toBe(true);
    const row = await eventually(async () => {
      const stored = await refundRow(request.refundId);
      return stored?.status === 'PENDING' ? stored : undefined;
    });
    expect(refundsAtSquare(bought.orderId)).toEqual([row.square_refund_id]);

    // The same event again (the bus redelivers) and another copy of it (a replayed outbox): nothing more at Square.
    const eventId = randomUUID();
    expect(await deliver(request, eventId)).toBe(true);
    expect(await deliver(request, eventId)).toBe(false);
    await world.platform.app.services.orders.app.get(RefundSender).sendDue(new Date(Date.now() + 3_600_000));
    expect(await refundPayment(request)).toEqual({ refundId: request.refundId, squareRefundId: row.square_refund_id, status: 'PENDING' });
    expect(refundsAtSquare(bought.orderId)).toEqual([row.square_refund_id]);
    expect((await refundEvents(request.refundId)).map((event) => event.type)).toEqual(['order.refunded']);
  });

  it('makes one refund when the call and the event come together, in either order', async () => {
    for (const eventFirst of [true, false]) {
      const bought = await boughtCard();
      const request = refundOf(bought);
      const [answer] = eventFirst
        ? await Promise.all([deliver(request).then(() => refundPayment(request)), deliver(request)])
        : await Promise.all([refundPayment(request), deliver(request)]);
      expect(answer).toMatchObject({ refundId: request.refundId, status: 'PENDING' });
      await eventually(async () => (await refundRow(request.refundId)).status === 'PENDING');
      // Whatever the sender still had to do is done.
      await world.platform.app.services.orders.app.get(RefundSender).sendDue(new Date(Date.now() + 3_600_000));
      expect(refundsAtSquare(bought.orderId)).toEqual([(answer as PaymentRefunded).squareRefundId]);
      expect((await refundEvents(request.refundId)).map((event) => event.type)).toEqual(['order.refunded']);
    }
  });

  it("refuses a refund of more than the payment with Square's reason: the refund REJECTED, one refund.failed; asked again, the same refusal and no second event", async () => {
    const bought = await boughtCard();
    const request = refundOf(bought, { amountCents: 4251 });

    const refused = await refusal(refundPayment(request));

    expect(refused).toMatchObject({ code: 'REFUND.REJECTED', message: 'the amount is more than what is left to refund on the payment' });
    expect(refundsAtSquare(bought.orderId)).toEqual([]);
    expect(await refundRow(request.refundId)).toMatchObject({
      status: 'REJECTED',
      square_refund_id: null,
      failure_code: 'REFUND_AMOUNT_INVALID',
      failure_message: 'the amount is more than what is left to refund on the payment',
    });
    const failed = {
      type: 'refund.failed',
      payload: { ...refundFacts(request), code: 'REFUND_AMOUNT_INVALID', message: 'the amount is more than what is left to refund on the payment' },
    };
    expect(await refundEvents(request.refundId)).toEqual([failed]);

    expect(await refusal(refundPayment(request))).toEqual(refused);
    expect(await deliver(request)).toBe(true);
    await world.platform.app.services.orders.app.get(RefundSender).sendDue(new Date(Date.now() + 3_600_000));
    expect(await refundEvents(request.refundId)).toEqual([failed]);
    expect(refundsAtSquare(bought.orderId)).toEqual([]);

    // What is left of the payment can still be refunded, under a refund id of its own.
    expect(await refundPayment(refundOf(bought, { amountCents: 4250 }))).toMatchObject({ status: 'PENDING' });
    expect(refundsAtSquare(bought.orderId)).toHaveLength(1);
  });

  it("refuses a refund of another business's or another payment's order, of an unknown or unpaid order, or under a used refund id: nothing at Square, nothing stored", async () => {
    const bought = await boughtCard();
    const refundsBefore = world.emulator.stats.refunds;
    const buyer = new BuyerClient(world.platform.url);
    const declinedBody = checkout({ sourceId: TEST_SOURCES.cardDeclined });
    expect((await buyer.post('/api/payments/create-payment', declinedBody)).status).toBe(402);
    const [declined] = await rows<{ id: string; square_payment_id: string }>(sql`select id, square_payment_id from orders.orders where idempotency_key = ${declinedBody.idempotencyKey}`);

    const refused = [
      refundOf(bought, { businessSlug: world.b.businessSlug }),
      refundOf(bought, { paymentId: 'another-payment' }),
      refundOf(bought, { orderId: randomUUID() }),
      refundOf({ ...bought, orderId: declined.id, paymentId: declined.square_payment_id }),
    ];
    const codes: string[] = [];
    for (const request of refused) codes.push((await refusal(refundPayment(request))).code);
    expect(codes).toEqual(['REFUND.PAYMENT_MISMATCH', 'REFUND.PAYMENT_MISMATCH', 'REFUND.ORDER_NOT_FOUND', 'REFUND.NOT_PAID']);
    // Delivered as events, they are final: handled, not delivered again, nothing stored.
    for (const request of refused) expect(await deliver(request)).toBe(true);
    expect(await rows(sql`select 1 from orders.refunds where refund_id in ${refused.map((request) => request.refundId)}`)).toEqual([]);

    const taken = refundOf(bought);
    await refundPayment(taken);
    const reused = await refusal(refundPayment({ ...taken, amountCents: 2000 }));
    expect(reused.code).toBe('REFUND.ID_REUSED');
    expect(world.emulator.stats.refunds).toBe(refundsBefore + 1);
    expect(await refundRow(taken.refundId)).toMatchObject({ amount_cents: 1000 });
  });

  describe('a refund Square did not answer', () => {
    it.each(['after', 'before'] as const)(
      'is left requested and REFUND.UNCONFIRMED (Square down, %s carrying it out); asked again, the identical request makes one refund',
      async (phase) => {
        const bought = await boughtCard();
        const request = refundOf(bought);
        world.emulator.failNext(2, 503, phase, '/v2/refunds'); // both of the SDK's attempts

        expect(await refusal(refundPayment(request))).toEqual({ code: 'REFUND.UNCONFIRMED', message: 'Square did not answer yet; the refund will be sent again.' });

        expect(await refundRow(request.refundId)).toMatchObject({ status: 'requested', square_refund_id: null });
        expect(await refundEvents(request.refundId)).toEqual([]);
        expect(refundsAtSquare(bought.orderId)).toHaveLength(phase === 'after' ? 1 : 0);

        const answer = await refundPayment(request);
        expect(answer).toMatchObject({ refundId: request.refundId, status: 'PENDING' });
        expect(refundsAtSquare(bought.orderId)).toEqual([answer.squareRefundId]);
        expect((await refundEvents(request.refundId)).map((event) => event.type)).toEqual(['order.refunded']);
      },
    );

    it('is sent again by the sender once its call is over, with the same request: one refund, one order.refunded', async () => {
      const bought = await boughtCard();
      const request = refundOf(bought);
      world.emulator.failNext(2, 503, 'after', '/v2/refunds');
      expect((await refusal(refundPayment(request))).code).toBe('REFUND.UNCONFIRMED');
      const sender = world.platform.app.services.orders.app.get(RefundSender);

      expect(await sender.sendDue(new Date())).toBe(0); // the call's own time is not over yet
      expect(await sender.sendDue(new Date(Date.now() + 31_000))).toBe(1);

      const row = await refundRow(request.refundId);
      expect(row).toMatchObject({ status: 'PENDING', attempts: 1 });
      expect(refundsAtSquare(bought.orderId)).toEqual([row.square_refund_id]);
      expect(await sender.sendDue(new Date(Date.now() + 3_600_000))).toBe(0);
      expect((await refundEvents(request.refundId)).map((event) => event.type)).toEqual(['order.refunded']);
    });

    it('from the event is left requested when Square does not answer the sender, and sent again after a wait: one refund', async () => {
      const bought = await boughtCard();
      const request = refundOf(bought);
      const sender = world.platform.app.services.orders.app.get(RefundSender);
      world.emulator.failNext(2, 503, 'before', '/v2/refunds'); // both of the SDK's attempts of the sender's first send

      expect(await deliver(request)).toBe(true);
      await eventually(async () => (await refundRow(request.refundId))?.attempts === 1);
      // Asked meanwhile, the call shares the sender's send (the SDK waits about a second before its second attempt).
      expect((await refusal(refundPayment(request))).code).toBe('REFUND.UNCONFIRMED');
      const waiting = await refundRow(request.refundId);
      expect(waiting).toMatchObject({ status: 'requested', attempts: 1 });
      expect(new Date(waiting.next_attempt_at).getTime()).toBeGreaterThan(Date.now() + 20_000);
      expect(refundsAtSquare(bought.orderId)).toEqual([]);

      expect(await sender.sendDue(new Date())).toBe(0);
      expect(await sender.sendDue(new Date(Date.now() + 31_000))).toBe(1);
      const row = await refundRow(request.refundId);
      expect(row).toMatchObject({ status: 'PENDING', attempts: 2 });
      expect(refundsAtSquare(bought.orderId)).toEqual([row.square_refund_id]);
      expect((await refundEvents(request.refundId)).map((event) => event.type)).toEqual(['order.refunded']);
    });
  });
});
