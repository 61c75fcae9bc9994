import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { TEST_SOURCES } from '@gv/square-emulator';
import { ApiClient, createGiftCard, createSignedInAdmin, startTestPlatform, type TestPlatform } from '../../../../test/api';
import { eventually } from '../../../../test/engines';
import { LedgerAuditJob } from './ledger-audit.job';

const SUPER = { email: 'audit-super@giftcardvault.test', password: 'super-secret-1' };

describe('the daily ledger audit (all-in-one)', () => {
  let platform: TestPlatform;
  let superAdmin: ApiClient;

  beforeAll(async () => {
    platform = await startTestPlatform({ SUPERADMIN_EMAIL: SUPER.email, SUPERADMIN_PASSWORD: SUPER.password });
    superAdmin = new ApiClient(platform.url);
    superAdmin.bearer = (await superAdmin.post('/api/superadmin/login', SUPER)).body.token;
  }, 120_000);

  afterAll(async () => {
    await platform?.stop();
  });

  const count = async (query: ReturnType<typeof sql>) =>
    Number(((await platform.app.runtime.database.db.execute(query)) as unknown as { rows: { n: string | number }[] }).rows[0].n);

  /** A new business's card of `amount`, bought with the emulator's good card as `purchase` says; the answer once its `cards` are issued. */
  async function paidOrder(businessName: string, amount: string, purchase: Record<string, unknown>, cards: number) {
    const admin = await createSignedInAdmin(platform, businessName);
    const card = (await createGiftCard(admin.api, { amount })).body.giftCard;
    const paid = await new ApiClient(platform.url).post('/api/payments/create-payment', {
      sourceId: TEST_SOURCES.cardOk,
      idempotencyKey: randomUUID(),
      businessSlug: admin.businessSlug,
      id: card._id,
      ...purchase,
    });
    expect(paid.status).toBe(200);
    const { orderId } = paid.body;
    await eventually(async () => (await count(sql`select count(*) as n from redemption.issued_cards where order_id = ${orderId}`)) === cards, 20_000);
    return paid.body;
  }

  it('runs when the platform starts; the super admin sees it, and only the super admin', async () => {
    await eventually(async () => (await superAdmin.get('/api/superadmin/ledger-audit')).body.ranAt !== null, 60_000);
    const latest = await superAdmin.get('/api/superadmin/ledger-audit');
    expect(latest.status).toBe(200);
    expect(latest.body).toMatchObject({ ok: true, discrepancies: [], count: 0 });
    expect((await new ApiClient(platform.url).get('/api/superadmin/ledger-audit')).status).toBe(401);
  }, 90_000);

  it('reports a payment Square describes otherwise than orders recorded it, the order and the card it leaves unpaid', async () => {
    await eventually(async () => (await superAdmin.get('/api/superadmin/ledger-audit')).body.ranAt !== null, 60_000);
    const { orderId, payment } = await paidOrder('Audit Diner', '30', { purchaseType: 'self', selfInfo: { name: 'Ada Buyer', email: 'ada@example.com', phone: '(555) 123-4567' } }, 1);
    const audits = platform.app.services.orders.app.get(LedgerAuditJob);
    expect((await audits.run()).ok).toBe(true);

    await platform.app.runtime.database.db.execute(sql`update orders.payments set status = 'APPROVED', recorded_at = now() where order_id = ${orderId}`);
    await audits.run();
    const latest = (await superAdmin.get('/api/superadmin/ledger-audit')).body;
    const paymentId = payment.id;
    expect(latest).toMatchObject({ ok: false, count: 3 });
    expect(latest.discrepancies).toEqual(
      expect.arrayContaining([
        { kind: 'payment-status-not-square', orderId, paymentId, recordedStatus: 'APPROVED', squareStatus: 'COMPLETED', reason: null },
        { kind: 'order-state-not-payment', orderId, orderStatus: 'paid', paymentId, paymentStatus: 'APPROVED' },
        expect.objectContaining({ kind: 'card-without-payment', orderId, paymentId }),
      ]),
    );
  }, 60_000);

  it('agrees with an order of several cards, one per gift recipient, paid by one payment', async () => {
    const { orderId } = await paidOrder(
      'Audit Gifts',
      '40',
      {
        purchaseType: 'gift',
        giftInfo: { senderName: 'Ada', senderEmail: 'ada@example.com', senderPhone: '(555) 123-4567' },
        recipients: ['bo', 'cy', 'di'].map((name) => ({ recipientName: name, recipientEmail: `${name}@example.com` })),
      },
      3,
    );
    // Its three cards are not cards without a payment, nor is its payment one without a card (the test before left its own findings).
    const { discrepancies } = await platform.app.services.orders.app.get(LedgerAuditJob).run();
    expect(discrepancies.filter((found) => (found as { orderId?: string }).orderId === orderId)).toEqual([]);
  }, 60_000);
});
