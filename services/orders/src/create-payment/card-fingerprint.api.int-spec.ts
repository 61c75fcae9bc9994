import { sql } from 'drizzle-orm';
import { TEST_LOCATIONS, TEST_SOURCES } from '@gv/square-emulator';
import { ApiClient } from '../../../../test/api';
import { databaseEnvs } from '../../../../test/databases';
import { eventually } from '../../../../test/engines';
import { checkoutPlatform, selfInfo } from '../../../../test/orders-api';
import { BuyerClient } from '../../../../test/purchases';
import type { Admin } from '../../../../test/two-businesses';
import { ReconcilePaymentsJob } from '../reconcile-payments/reconcile-payments.job';

const BUYER_LIMIT = 'One buyer can buy at most $10,000 of gift cards a day. Please try a smaller amount or come back tomorrow.';

/**
 * The buyer limit counts the card that pays, whoever types their email: a live business's payments are authorized,
 * and completed only while the card's day stays within $10,000; else cancelled, never captured.
 */
describe.each(databaseEnvs)('one card is one buyer (all-in-one on %s)', (_engine, openDatabase) => {
  const world = checkoutPlatform(openDatabase);
  const { checkout, rows, eventsOf } = world;
  /** Each business's "Any amount" card, up to $2,000. */
  const anyAmount: Record<string, string> = {};

  /** The business takes real payments (its own Square account: the emulator through SQUARE_API_URL) and sells any amount. */
  async function goLive(admin: Admin, token: string) {
    const saved = await admin.api.put('/api/v1/admin/settings', { squareApplicationId: `sq0idp-${token}`, squareLocationId: TEST_LOCATIONS.active, squareAccessToken: token });
    expect(saved.status).toBe(200);
    expect((await admin.api.post('/api/v1/admin/go-live')).status).toBe(200);
    anyAmount[admin.businessSlug] = (await world.createCard(admin.api, { amount: '', amountMode: 'custom', minAmount: '5', maxAmount: '2000', discount: '0' }))._id;
    await eventually(async () => (await new ApiClient(world.platform.url).get(`/api/v1/payments/config?businessSlug=${admin.businessSlug}`)).body.mode === 'production');
  }

  beforeAll(async () => {
    await goLive(world.a, 'EAAA-harbor-token');
    await goLive(world.b, 'EAAA-spa-token');
  });

  /** A checkout of `dollars` at `admin`'s business paid by `email` with `sourceId`. */
  const body = (admin: Admin, dollars: number, email: string, sourceId: string = TEST_SOURCES.cardOk) =>
    checkout({ businessSlug: admin.businessSlug, id: anyAmount[admin.businessSlug], amount: dollars, sourceId, selfInfo: { ...selfInfo, email } });
  const pay = (sent: ReturnType<typeof body>) => new BuyerClient(world.platform.url).post('/api/payments/create-payment', sent);
  const orderOf = async (sent: ReturnType<typeof body>) => (await rows(sql`select * from orders.orders where idempotency_key = ${sent.idempotencyKey}`))[0];
  /** Cents Square took (captured) in `payments`. */
  const capturedCents = (payments: ReturnType<typeof world.emulator.findPayments>) =>
    payments.filter((payment) => payment.status === 'COMPLETED').reduce((sum, payment) => sum + payment.amount_money.amount, 0);
  const paymentsOf = (orders: { id: string }[]) => orders.flatMap((order) => world.emulator.findPayments({ referenceId: order.id }));

  it('two buyers paying with one card over $10,000 in a day: the payment over it is cancelled, not captured, and answers 409 with the limit', async () => {
    const sent = [...[1, 2, 3].map(() => body(world.b, 2000, 'ann.one@example.com')), ...[1, 2].map(() => body(world.b, 2000, 'bea.two@example.com'))];
    for (const each of sent) expect((await pay(each)).status).toBe(200);

    const over = body(world.b, 5, 'bea.two@example.com');
    const refused = await pay(over);
    expect(refused).toMatchObject({ status: 409, body: { code: 'BUYING.DAILY_LIMIT', message: BUYER_LIMIT } });
    expect(world.emulator.findPayments({ idempotencyKey: over.idempotencyKey })).toMatchObject([{ status: 'CANCELED', card_details: { status: 'VOIDED' } }]);
    expect(await orderOf(over)).toMatchObject({ status: 'failed', failure_code: 'BUYING.DAILY_LIMIT', capture: 'cancel' });
    // Asked again with its key: the same answer, and still the one payment, cancelled.
    expect(await pay(over)).toMatchObject({ status: 409, body: { message: BUYER_LIMIT } });
    expect(world.emulator.findPayments({ idempotencyKey: over.idempotencyKey })).toMatchObject([{ status: 'CANCELED' }]);
    const orders = await Promise.all([...sent, over].map(orderOf));
    expect(capturedCents(paymentsOf(orders))).toBe(1_000_000);

    // The same buyer with a payment that has no card (Cash App) is within her own email's limit.
    expect((await pay(body(world.b, 2000, 'bea.two@example.com', TEST_SOURCES.cashAppOk))).status).toBe(200);
  });

  it('a burst of checkouts with one card never passes $10,000: those over it are cancelled', async () => {
    const sent = Array.from({ length: 8 }, (_, i) => body(world.b, 2000, `burst-${i}@example.com`, TEST_SOURCES.googlePayOk));
    const answers = await Promise.all(sent.map(pay));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 409, 409, 409]);
    const payments = paymentsOf(await Promise.all(sent.map(orderOf)));
    expect(payments.map((payment) => payment.status).sort()).toEqual(['CANCELED', 'CANCELED', 'CANCELED', 'COMPLETED', 'COMPLETED', 'COMPLETED', 'COMPLETED', 'COMPLETED']);
    expect(capturedCents(payments)).toBe(1_000_000);
  });

  it('a checkout asked again with its key, one after another or at once, charges and counts once', async () => {
    const first = body(world.a, 2000, 'carl@example.com');
    const answers = [await pay(first), await pay(first), ...(await Promise.all([pay(first), pay(first), pay(first)]))];
    expect(new Set(answers.map((answer) => `${answer.status} ${answer.body.orderId}`)).size).toBe(1);
    expect(world.emulator.findPayments({ idempotencyKey: first.idempotencyKey })).toMatchObject([{ status: 'COMPLETED' }]);
    // Counted once: the card still buys $8,000 more today, and not a cent beyond.
    for (let i = 0; i < 4; i++) expect((await pay(body(world.a, 2000, `more-${i}@example.com`))).status).toBe(200);
    expect((await pay(body(world.a, 5, 'last@example.com'))).status).toBe(409);
  });

  describe('stopped between the authorization and its capture (Square unreachable, as if the process died there)', () => {
    const job = () => world.platform.app.services.orders.app.get(ReconcilePaymentsJob);

    /** The checkout's card is counted and Square authorized its payment; completing or cancelling it, and asking after it, get no answer. */
    async function stoppedAfterAuthorizing(sent: ReturnType<typeof body>) {
      world.emulator.failNext(4, 503, 'before', '/v2/payments/');
      expect(await pay(sent)).toMatchObject({ status: 503, body: { code: 'PAYMENT.UNCONFIRMED' } });
      expect(world.emulator.findPayments({ idempotencyKey: sent.idempotencyKey })).toMatchObject([{ status: 'APPROVED' }]);
      return orderOf(sent);
    }

    it('reconciliation completes a payment within the limit: one charge, one payment.completed', async () => {
      const sent = body(world.a, 1500, 'dora@example.com', TEST_SOURCES.googlePayOk);
      const order = await stoppedAfterAuthorizing(sent);
      expect(order).toMatchObject({ status: 'pending', capture: 'complete' });

      await job().sweep(new Date(Date.now() + 61_000));
      expect(await orderOf(sent)).toMatchObject({ status: 'paid' });
      expect(world.emulator.findPayments({ idempotencyKey: sent.idempotencyKey })).toMatchObject([{ status: 'COMPLETED' }]);
      expect((await eventsOf(order.id)).map((event) => event.type)).toEqual(['order.placed', 'payment.completed']);
      expect((await pay(sent)).status).toBe(200);
    });

    it('reconciliation cancels a payment over the limit, and the checkout asked again answers 409', async () => {
      // Harbor Grill's day for this card was filled by the retried checkout's test.
      const sent = body(world.a, 5, 'erin@example.com');
      const order = await stoppedAfterAuthorizing(sent);
      expect(order).toMatchObject({ status: 'pending', capture: 'cancel' });

      await job().sweep(new Date(Date.now() + 61_000));
      expect(await orderOf(sent)).toMatchObject({ status: 'failed', failure_code: 'BUYING.DAILY_LIMIT' });
      expect(world.emulator.findPayments({ idempotencyKey: sent.idempotencyKey })).toMatchObject([{ status: 'CANCELED' }]);
      expect(await pay(sent)).toMatchObject({ status: 409, body: { message: BUYER_LIMIT } });
    });
  });
});
