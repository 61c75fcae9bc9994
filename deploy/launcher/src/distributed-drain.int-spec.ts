import { randomUUID } from 'node:crypto';
import { TEST_SOURCES } from '@gv/square-emulator';
import { ApiClient, createGiftCard, createSignedInAdmin, type TestPlatform } from '../../../test/api';
import { checkoutLoad } from '../../../test/checkout-load';
import { eventually } from '../../../test/engines';
import { readMailbox } from '../../../test/mail';
import { freePort } from '../../../test/peers';
import { distributedWithSquare, launcherDist, sigterm } from '../../../test/platform-processes';
import { requireBuilt } from '../../../test/built';

/** The services a checkout passes through: payment and order (orders), the card (redemption), its email (notifications). */
const CHECKOUT_SERVICES = ['orders', 'redemption', 'notifications'] as const;
const DEADLINE_SECONDS = 20;
const WORKERS = 6;

requireBuilt(`${launcherDist}service-process.js`, `${launcherDist}all-in-one.js`);

/**
 * Every service in its own process on PostgreSQL, NATS JetStream and Redis, with a second replica of each service a
 * checkout passes through; the first replicas get SIGTERM in the middle of a checkout load, and so does the gateway
 * while a checkout waits on Square.
 */
describe('graceful drain in distributed mode', () => {
  const distributed = distributedWithSquare('gv-drain-', { SHUTDOWN_DEADLINE_SECONDS: String(DEADLINE_SECONDS) });
  let business: Awaited<ReturnType<typeof createSignedInAdmin>>;
  let card: { _id: string };

  beforeAll(async () => {
    business = await createSignedInAdmin({ url: distributed.platform.url, dataDir: distributed.dataDir } as TestPlatform, 'Harbor Grill');
    card = (await createGiftCard(business.api, { amount: '50', discount: '10' })).body.giftCard;
    // The replicas beside the first ones, each ready once its /readyz answers 200.
    const readyz = await Promise.all(
      CHECKOUT_SERVICES.map(async (service) => {
        const port = await freePort();
        distributed.platform.startService(service, 1, { HEALTH_PORT: String(port) });
        return `http://127.0.0.1:${port}/readyz`;
      }),
    );
    await eventually(async () => (await Promise.all(readyz.map((url) => fetch(url).then((res) => res.ok, () => false)))).every(Boolean), 120_000, 250);
  }, 300_000);

  /**
   * How many confirmations each email got. The mailbox is read once per call: a read per email parses every message
   * again for each one, which held the test's event loop (and the Square emulator in it) for minutes on a busy host.
   */
  function confirmationCounts(emails: string[]): number[] {
    const confirmations = readMailbox(distributed.dataDir).filter((mail) => mail.subject === '[TEST — no value] Your $50.00 gift card from Harbor Grill is ready');
    return emails.map((email) => confirmations.filter((mail) => mail.to.includes(email)).length);
  }

  it('services stopped with SIGTERM under checkout load finish what they hold and exit 0; every checkout completes once, the replicas beside them take over', async () => {
    // Each charge takes a while at Square, so checkouts are in hand when the signal comes.
    distributed.emulator.setLatency(300);
    const load = checkoutLoad(distributed.platform.url, { businessSlug: business.businessSlug, giftCardId: card._id }, WORKERS, 'drain');
    const { results } = load;

    await eventually(() => results.length >= 12, 60_000, 50);
    const exits = await Promise.all(CHECKOUT_SERVICES.map((service) => sigterm(distributed.platform.processes[`${service}#0`])));
    const doneAtExit = results.length;
    // The load goes on against the replicas left.
    await eventually(() => results.length >= doneAtExit + 12, 60_000, 50);
    await load.stop();
    distributed.emulator.setLatency(0);

    // Exit 0 is a drain that finished: one still going at SHUTDOWN_DEADLINE_SECONDS exits 1 (graceful-exit.ts).
    for (const exit of exits) expect(exit).toMatchObject({ code: 0, signal: null });
    expect(results.filter((result) => result.failure)).toEqual([]);

    const orderIds = results.map((result) => result.orderId!);
    const cards = await distributed.platform.sql.query('select order_id, count(*)::int as n from redemption.issued_cards where order_id = any($1) group by order_id', [orderIds]);
    expect(cards.rows).toHaveLength(orderIds.length);
    expect(cards.rows.every((row) => row.n === 1)).toBe(true);
    const paid = await distributed.platform.sql.query("select count(*)::int as n from orders.orders where id = any($1) and status = 'paid'", [orderIds]);
    expect(paid.rows[0].n).toBe(orderIds.length);
    for (const orderId of orderIds) expect(distributed.emulator.findPayments({ referenceId: orderId })).toHaveLength(1);
    // Each confirmation is sent once: no job or event was handled twice across the drained and the remaining replicas.
    const emails = results.map(({ email }) => email);
    await eventually(() => confirmationCounts(emails).every((count) => count >= 1), 60_000, 250).catch(() => undefined);
    // Nothing left in flight (outboxes published, stream consumers caught up, no job queued): nothing more can be sent.
    await eventually(() => distributed.idle(), 60_000, 250);
    expect(confirmationCounts(emails)).toEqual(emails.map(() => 1));
  }, 240_000);

  it('a gateway stopped with SIGTERM answers the payment it holds, then exits 0', async () => {
    distributed.emulator.setLatency(1_500);
    const requestsBefore = distributed.emulator.stats.createPaymentRequests;
    const held = new ApiClient(distributed.platform.url).post('/api/payments/create-payment', {
      id: card._id,
      purchaseType: 'self',
      selfInfo: { name: 'Gale Way', email: 'gateway-drain@example.com', phone: '(555) 123-4567' },
      sourceId: TEST_SOURCES.cardOk,
      idempotencyKey: randomUUID(),
      businessSlug: business.businessSlug,
      amount: 1,
    });
    await eventually(() => distributed.emulator.stats.createPaymentRequests > requestsBefore, 30_000, 10);
    const exit = sigterm(distributed.platform.processes['gateway#0']);
    const answered = await held;
    distributed.emulator.setLatency(0);

    expect(answered.status).toBe(200);
    expect(answered.body.payment).toMatchObject({ status: 'COMPLETED' });
    expect(await exit).toMatchObject({ code: 0, signal: null });
    await expect(fetch(`${distributed.platform.url}/api/health`)).rejects.toThrow();
  }, 60_000);
});
