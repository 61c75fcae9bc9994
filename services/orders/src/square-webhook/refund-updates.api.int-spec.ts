import { sql } from 'drizzle-orm';
import { databaseEnvs } from '../../../../test/databases';
import { eventually } from '../../../../test/engines';
import { checkoutPlatform, squareNotifications } from '../../../../test/orders-api';
import { BuyerClient } from '../../../../test/purchases';

/**
 * A refund Square took is PENDING until the card network settles it; Square's signed refund notifications make orders
 * ask Square where it stands: COMPLETED, or FAILED, which puts the value back on the card.
 */
describe.each(databaseEnvs)('pending refunds settled from Square (all-in-one on %s)', (_engine, openDatabase) => {
  const world = checkoutPlatform(openDatabase);
  const { checkout, purchaseForm, rows } = world;
  const signatureKey = 'harbor-grill-refund-key';
  const { webhookUrl, notification, post, delivered } = squareNotifications(world, signatureKey);

  beforeAll(async () => {
    for (const admin of [world.a, world.b]) expect((await admin.api.put('/api/v1/admin/settings', { squareWebhookSignatureKey: signatureKey })).status).toBe(200);
  });

  /** A card of Harbor Grill ($42.50 paid) bought and issued, then refunded in full by its admin: Square's refund PENDING. */
  async function refundedCard() {
    const buyer = new BuyerClient(world.platform.url);
    const body = checkout();
    const paid = await buyer.post('/api/payments/create-payment', body);
    const { uniqueCode } = (await buyer.put('/api/v1/admin/purchase', purchaseForm(body, paid))).body.purchase;
    expect(await world.a.api.post(`/api/v1/admin/issued-cards/${uniqueCode}/refund`, { reason: 'Guest moved away' })).toMatchObject({ status: 200, body: { status: 'refunded' } });
    const orderId: string = paid.body.orderId;
    const [refund] = await rows<{ square_refund_id: string; status: string }>(sql`select square_refund_id, status from orders.refunds where order_id = ${orderId}`);
    expect(refund.status).toBe('PENDING');
    return { orderId, squareRefundId: refund.square_refund_id };
  }

  /** Square's own word on the refund (GetPaymentRefund at the emulator, as the business in test mode). */
  async function atSquare(squareRefundId: string): Promise<string> {
    const answer = await fetch(`${world.emulator.url}/v2/refunds/${squareRefundId}`, { headers: { authorization: `Bearer test-mode:${world.a.businessSlug}` } });
    return ((await answer.json()) as { refund: { status: string } }).refund.status;
  }

  const refundRow = async (orderId: string) => (await rows(sql`select status, failure_code from orders.refunds where order_id = ${orderId}`))[0];
  const failedEvents = (orderId: string) => rows(sql`select seq from orders.outbox where type = 'refund.failed' and payload->>'orderId' = ${orderId}`);
  const card = async (orderId: string) => (await rows(sql`select status, paid_balance_cents from redemption.issued_cards where order_id = ${orderId}`))[0];

  it('records a refund COMPLETED once Square says so; a replay or a claim of the notification changes nothing', async () => {
    const { orderId, squareRefundId } = await refundedCard();
    await eventually(async () => (await atSquare(squareRefundId)) === 'COMPLETED');
    const settled = notification('refund.updated', 'refund', { id: squareRefundId, status: 'FAILED' } as { id: string });
    await delivered(settled);
    await delivered(settled);
    expect(await refundRow(orderId)).toEqual({ status: 'COMPLETED', failure_code: null });
    expect(await failedEvents(orderId)).toEqual([]);
    expect(await card(orderId)).toEqual({ status: 'refunded', paid_balance_cents: 0 });
  });

  it('records a refund the card network failed, once, with refund.failed: the value is back on the card', async () => {
    world.emulator.failNextRefundSettlements(1);
    const { orderId, squareRefundId } = await refundedCard();
    await eventually(async () => (await atSquare(squareRefundId)) === 'FAILED');

    const failed = notification('refund.updated', 'refund', { id: squareRefundId });
    await delivered(failed);
    await delivered(failed);
    expect(await refundRow(orderId)).toEqual({ status: 'FAILED', failure_code: 'REFUND_FAILED' });
    expect(await failedEvents(orderId)).toHaveLength(1);
    expect(await eventually(async () => ((await card(orderId)).status === 'active' ? card(orderId) : undefined))).toEqual({ status: 'active', paid_balance_cents: 4250 });
  });

  it("answers 503 while Square does not answer about the refund, so that Square notifies again; ignores another business's refund and unknown ones", async () => {
    const { orderId, squareRefundId } = await refundedCard();
    await eventually(async () => (await atSquare(squareRefundId)) === 'COMPLETED');
    const updated = notification('refund.updated', 'refund', { id: squareRefundId });

    // At Mountain Spa's webhook, Harbor Grill's refund is not one of its own.
    const elsewhere = await post(updated, { url: webhookUrl(world.b.businessSlug) });
    expect(elsewhere.status).toBe(200);
    await delivered(notification('refund.updated', 'refund', { id: 'UNKNOWN_REFUND' }));
    expect(await refundRow(orderId)).toEqual({ status: 'PENDING', failure_code: null });

    // Every try of the call fails (the SDK tries twice).
    world.emulator.failNext(2, 503, 'before', '/v2/refunds');
    expect((await post(updated)).status).toBe(503);
    expect(await refundRow(orderId)).toEqual({ status: 'PENDING', failure_code: null });
    await delivered(updated);
    expect(await refundRow(orderId)).toEqual({ status: 'COMPLETED', failure_code: null });
  });

  it('refuses a refund notification with a forged signature and records nothing', async () => {
    const { orderId, squareRefundId } = await refundedCard();
    await eventually(async () => (await atSquare(squareRefundId)) === 'COMPLETED');
    expect((await post(notification('refund.updated', 'refund', { id: squareRefundId }), { key: 'not-the-key' })).status).toBe(403);
    expect(await refundRow(orderId)).toEqual({ status: 'PENDING', failure_code: null });
  });
});
