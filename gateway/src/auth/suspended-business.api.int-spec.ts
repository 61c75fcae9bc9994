import { sql } from 'drizzle-orm';
import { ApiClient } from '../../../test/api';
import { databaseEnvs } from '../../../test/databases';
import { eventually } from '../../../test/engines';
import { checkoutPlatform, squareNotifications, SUPER } from '../../../test/orders-api';
import { BuyerClient, redeemGiftCard } from '../../../test/purchases';

const SUSPENDED = { status: 409, body: { code: 'BUSINESS.SUSPENDED', message: 'Harbor Grill is suspended: contact support.' } };

/**
 * A suspended business moves no money (decision 0052): its admins may sign in to read and export, but refunds,
 * adjustments, reversals, voids and reactivations, recipient changes, corporate orders and switches between test and
 * live answer 409, checked by AdminGuard before any service is asked. What Square started (a dispute, a refund settling) still settles.
 */
describe.each(databaseEnvs)('money moves of a suspended business (all-in-one on %s)', (_engine, openDatabase) => {
  const world = checkoutPlatform(openDatabase);
  const { checkout, purchaseForm, rows } = world;
  const signatureKey = 'harbor-grill-suspension-key';
  const { notification, delivered } = squareNotifications(world, signatureKey);

  /** A card of Harbor Grill ($42.50 paid) bought and issued. */
  async function bought() {
    const buyer = new BuyerClient(world.platform.url);
    const body = checkout();
    const paid = await buyer.post('/api/payments/create-payment', body);
    const { uniqueCode } = (await buyer.put('/api/v1/admin/purchase', purchaseForm(body, paid))).body.purchase;
    return { code: uniqueCode as string, orderId: paid.body.orderId as string, paymentId: paid.body.payment.id as string };
  }

  const card = async (orderId: string) => (await rows(sql`select status, balance_cents, paid_balance_cents from redemption.issued_cards where order_id = ${orderId}`))[0];
  const refundStatus = async (orderId: string) => (await rows(sql`select status from orders.refunds where order_id = ${orderId}`))[0]?.status;
  const atSquare = async (squareRefundId: string) => {
    const answer = await fetch(`${world.emulator.url}/v2/refunds/${squareRefundId}`, { headers: { authorization: `Bearer test-mode:${world.a.businessSlug}` } });
    return ((await answer.json()) as { refund: { status: string } }).refund.status;
  };

  it('answers 409 to every money move while reading, exports and Square’s webhooks go on; reinstated, it moves money again', async () => {
    const admin = world.a;
    expect((await admin.api.put('/api/v1/admin/settings', { squareWebhookSignatureKey: signatureKey })).status).toBe(200);
    // Before the suspension: a card spent once, a voided one, one refunded whose refund the card network will fail, one to be disputed.
    const spent = await bought();
    await redeemGiftCard(admin.api, world.platform.dataDir, spent.code, 10);
    const [redemption] = (await admin.api.get(`/api/v1/admin/scan-giftcard/${spent.code}`)).body.buyers[0].redemptionHistory;
    const voided = await bought();
    expect((await admin.api.post(`/api/v1/admin/issued-cards/${voided.code}/void`, { reason: 'Reported lost' })).status).toBe(200);
    world.emulator.failNextRefundSettlements(1);
    const refunded = await bought();
    expect((await admin.api.post(`/api/v1/admin/issued-cards/${refunded.code}/refund`, { reason: 'Guest moved away' })).status).toBe(200);
    const disputed = await bought();

    const root = new ApiClient(world.platform.url);
    root.bearer = (await root.post('/api/superadmin/login', SUPER)).body.token;
    expect((await root.put(`/api/superadmin/businesses/${admin.businessSlug}/status`, { status: 'suspended', notes: 'Unpaid fees' })).status).toBe(200);
    expect((await admin.api.post('/api/v1/admin/login', { email: admin.email, password: admin.password })).status).toBe(200);

    const moves: [string, string, Record<string, unknown>][] = [
      ['POST', `/api/v1/admin/issued-cards/${spent.code}/refund`, { reason: 'Asked' }],
      ['POST', `/api/v1/admin/issued-cards/${spent.code}/adjust`, { amount: 5, reason: 'Goodwill' }],
      ['POST', `/api/v1/admin/issued-cards/${spent.code}/reverse-redemption`, { redemptionId: redemption.redemptionId, reason: 'Till mistake' }],
      ['POST', `/api/v1/admin/issued-cards/${spent.code}/void`, { reason: 'Reported lost' }],
      ['POST', `/api/v1/admin/issued-cards/${voided.code}/reactivate`, { reason: 'Found it' }],
      ['POST', '/api/v1/admin/corporate-orders', { giftCardId: world.cardA._id, company: 'Acme', paymentReference: 'INV-1', count: 1 }],
      ['POST', '/api/v1/admin/go-live', {}],
      ['POST', '/api/v1/admin/go-test', {}],
    ];
    for (const [, path, body] of moves) expect({ path, ...(await admin.api.post(path, body)) }).toMatchObject({ path, ...SUSPENDED });
    // Nor does a card move to another holder.
    const moved = { recipientName: 'Mallory', recipientEmail: 'mallory@example.com', reason: 'Asked' };
    expect(await admin.api.put(`/api/v1/admin/issued-cards/${spent.code}/recipient`, moved)).toMatchObject(SUSPENDED);
    expect(await card(spent.orderId)).toMatchObject({ status: 'active', balance_cents: 4000 });
    expect(await card(voided.orderId)).toMatchObject({ status: 'void' });
    expect(Number((await rows(sql`select count(*) as n from orders.orders where corporate is not null`))[0].n)).toBe(0);

    // Reading and exports go on.
    expect((await admin.api.get(`/api/v1/admin/issued-cards/${spent.code}/activity`)).status).toBe(200);
    expect((await admin.api.get(`/api/v1/admin/scan-giftcard/${spent.code}`)).status).toBe(200);
    expect((await admin.api.get('/api/v1/admin/corporate-orders')).status).toBe(200);
    const exported = await admin.api.get<string>(`/api/v1/admin/reports/export/ledger.csv?from=2020-01-01&to=${new Date().toISOString().slice(0, 10)}`);
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toContain('text/csv');

    // What Square started settles: the failed refund puts the value back on its card, a dispute holds its card.
    const [{ square_refund_id: squareRefundId }] = await rows<{ square_refund_id: string }>(sql`select square_refund_id from orders.refunds where order_id = ${refunded.orderId}`);
    await eventually(async () => (await atSquare(squareRefundId)) === 'FAILED');
    await delivered(notification('refund.updated', 'refund', { id: squareRefundId }));
    expect(await refundStatus(refunded.orderId)).toBe('FAILED');
    await eventually(async () => (await card(refunded.orderId)).status === 'active');
    expect(await card(refunded.orderId)).toMatchObject({ status: 'active', paid_balance_cents: 4250 });
    await delivered(notification('dispute.created', 'dispute', world.emulator.openDispute(disputed.paymentId)));
    await eventually(async () => (await card(disputed.orderId)).status === 'on_hold');

    // Reinstated: its admin moves money again.
    expect((await root.put(`/api/superadmin/businesses/${admin.businessSlug}/status`, { status: 'active', notes: 'Fees paid' })).status).toBe(200);
    expect(await admin.api.post(`/api/v1/admin/issued-cards/${voided.code}/reactivate`, { reason: 'Found it' })).toMatchObject({ status: 200 });
    expect(await admin.api.post('/api/v1/admin/go-test', {})).toMatchObject({ status: 200 });
  }, 120_000);
});
