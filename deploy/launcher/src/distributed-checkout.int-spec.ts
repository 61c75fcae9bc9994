import { randomUUID } from 'node:crypto';
import { TEST_SOURCES } from '@gv/square-emulator';
import { ApiClient, createGiftCard, createSignedInAdmin, type TestPlatform } from '../../../test/api';
import { eventually } from '../../../test/engines';
import { readMailbox } from '../../../test/mail';
import { distributedWithSquare, launcherDist } from '../../../test/platform-processes';
import { requireBuilt } from '../../../test/built';

requireBuilt(`${launcherDist}service-process.js`, `${launcherDist}all-in-one.js`);

/**
 * Checkout with every service in its own process, on PostgreSQL, NATS and Redis, against a Square emulator this
 * test controls; the orders process is killed with SIGKILL while its charge is in flight at Square.
 */
describe('checkout in distributed mode', () => {
  const distributed = distributedWithSquare('gv-checkout-');
  let business: Awaited<ReturnType<typeof createSignedInAdmin>>;
  let card: { _id: string };

  beforeAll(async () => {
    business = await createSignedInAdmin({ url: distributed.platform.url, dataDir: distributed.dataDir } as TestPlatform, 'Harbor Grill');
    card = (await createGiftCard(business.api, { amount: '50', discount: '10' })).body.giftCard;
  }, 60_000);

  const checkout = (email: string, sourceId: string = TEST_SOURCES.cardOk) => ({
    sourceId,
    idempotencyKey: randomUUID(),
    businessSlug: business.businessSlug,
    id: card._id,
    purchaseType: 'self',
    selfInfo: { name: 'Ann Buyer', email, phone: '(555) 123-4567' },
    amount: 1,
  });

  const cardsOf = async (orderId: string) => (await distributed.platform.sql.query('select id from redemption.issued_cards where order_id = $1', [orderId])).rows;
  const confirmations = (email: string) => readMailbox(distributed.dataDir).filter((mail) => mail.to.includes(email) && mail.subject === '[TEST — no value] Your $50.00 gift card from Harbor Grill is ready');

  it('charges the sale price over request-reply, issues the card once and emails it once; a decline answers 402', async () => {
    const buyer = new ApiClient(distributed.platform.url);
    const body = checkout('ann@example.com');
    // A 503 (no answer within the gateway's 10 s, as on a crowded host) means "try again": the same key, as a client retries.
    const paid = await eventually(async () => {
      const answer = await buyer.post('/api/payments/create-payment', body);
      return answer.status === 503 ? undefined : answer;
    }, 60_000, 500);
    expect(paid.status).toBe(200);
    expect(paid.body.payment).toMatchObject({ status: 'COMPLETED', amountMoney: { amount: 4500, currency: 'USD' } });
    expect(distributed.emulator.findPayments({ idempotencyKey: body.idempotencyKey })).toHaveLength(1);

    const purchase = { id: card._id, purchaseType: 'self', selfInfo: body.selfInfo, orderId: paid.body.orderId };
    const completed = await buyer.put('/api/v1/admin/purchase', purchase);
    expect(completed.status).toBe(200);
    // The Google Wallet link is signed on each request (it carries the balance at that moment); all else is the same answer.
    expect((await buyer.put('/api/v1/admin/purchase', purchase)).body).toEqual({ ...completed.body, purchase: { ...completed.body.purchase, googleWalletUrl: expect.any(String) } });
    expect(await cardsOf(paid.body.orderId)).toHaveLength(1);
    await eventually(() => confirmations('ann@example.com').length === 1, 30_000);

    const declined = await buyer.post('/api/payments/create-payment', checkout('bob@example.com', TEST_SOURCES.cardDeclined));
    expect(declined).toMatchObject({ status: 402, body: { success: false, code: 'GENERIC_DECLINE' } });
  }, 90_000);

  it('an orders process killed while Square charges: after the restart, the same checkout finds the charge; one charge, one card, one email', async () => {
    const buyer = new ApiClient(distributed.platform.url);
    const body = checkout('carol@example.com');
    distributed.emulator.setLatency(2000);
    const requestsBefore = distributed.emulator.stats.createPaymentRequests;
    const lost = buyer.post('/api/payments/create-payment', body).catch(() => undefined);
    // The order is stored and its CreatePayment has reached Square, which answers in 2 s: now the process dies.
    await eventually(() => distributed.emulator.stats.createPaymentRequests > requestsBefore, 30_000, 10);
    await distributed.platform.kill('orders');
    const [order] = (await distributed.platform.sql.query('select id, status from orders.orders where idempotency_key = $1', [body.idempotencyKey])).rows;
    expect(order.status).toBe('pending');
    await eventually(() => distributed.emulator.findPayments({ referenceId: order.id }).length === 1, 10_000);
    distributed.emulator.setLatency(0);

    distributed.platform.startService('orders');
    const retried = await eventually(async () => {
      const res = await buyer.post('/api/payments/create-payment', body);
      return res.status === 200 ? res : undefined;
    }, 90_000, 500);
    await lost;

    expect(retried.body).toMatchObject({ orderId: order.id, payment: { status: 'COMPLETED', amountMoney: { amount: 4500 } } });
    expect(distributed.emulator.findPayments({ idempotencyKey: body.idempotencyKey })).toHaveLength(1);
    const completed = await buyer.put('/api/v1/admin/purchase', { id: card._id, purchaseType: 'self', orderId: order.id });
    expect(completed.status).toBe(200);
    expect(await cardsOf(order.id)).toHaveLength(1);
    await eventually(() => confirmations('carol@example.com').length === 1, 30_000);
    // Nothing left in flight (outboxes published, stream consumers caught up, no job queued): a second email could no longer come.
    await eventually(() => distributed.idle(), 30_000, 250);
    expect(confirmations('carol@example.com')).toHaveLength(1);
  }, 180_000);
});
