import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { squareSignature, TEST_LOCATIONS, TEST_SOURCES, type SquareEmulator } from '@gv/square-emulator';
import { OrdersRpc, paymentDetailsOf } from '@gv/proto';
import { ApiClient, createGiftCard, createSignedInAdmin, startTestPlatform, type ApiResponse, type TestPlatform } from '../../../test/api';
import { databaseEnvs, type DatabaseEnv } from '../../../test/databases';
import { BuyerClient } from '../../../test/purchases';
import { statementsDuring } from '../../../test/statements';
import { findOrder } from './db/order-queries';
import type { OrderRow } from './db/schema';
import { factsFromWire, outcomeOfPayment, type PaymentFacts } from './domain/square-payment';
import { ReconcilePaymentsJob } from './reconcile-payments/reconcile-payments.job';
import { PaymentSettlement } from './settle-payment/payment-settlement';

const NEXT_YEAR = `${new Date().getUTCFullYear() + 1}-06-30`;
const SUPER = { email: 'orders-super@giftcardvault.test', password: 'super-secret-1' };

describe.each(databaseEnvs)('checkout through the gateway (all-in-one on %s)', (_engine, openDatabase) => {
  let database: DatabaseEnv;
  let platform: TestPlatform;
  let emulator: SquareEmulator;
  let a: Awaited<ReturnType<typeof createSignedInAdmin>>;
  let b: Awaited<ReturnType<typeof createSignedInAdmin>>;
  let cardA: { _id: string; amount: number; salePrice: number };
  let cardB: { _id: string };

  beforeAll(async () => {
    database = await openDatabase();
    platform = await startTestPlatform({ ...database.env, TRUSTED_PROXIES: '127.0.0.1', SQUARE_API_URL: 'emulator', SUPERADMIN_EMAIL: SUPER.email, SUPERADMIN_PASSWORD: SUPER.password });
    emulator = platform.app.squareEmulator!;
    a = await createSignedInAdmin(platform, 'Harbor Grill');
    b = await createSignedInAdmin(platform, 'Mountain Spa');
    cardA = await createCard(a.api, { amount: '50', discount: '15' });
    cardB = await createCard(b.api, { amount: '80', discount: '0' });
  }, 90_000);

  afterAll(async () => {
    await platform?.stop();
    await database?.drop();
  });

  async function createCard(api: ApiClient, fields: Record<string, string>) {
    const res = await createGiftCard(api, { expirationDate: NEXT_YEAR, ...fields });
    expect(res.status).toBe(201);
    return res.body.giftCard;
  }

  async function rows<T = Record<string, any>>(query: ReturnType<typeof sql>): Promise<T[]> {
    return ((await platform.app.runtime.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  }

  const ordersCount = async () => Number((await rows<{ n: string }>(sql`select count(*) as n from orders.orders`))[0].n);
  const orderRow = async (id: string) => (await rows(sql`select * from orders.orders where id = ${id}`))[0];
  const eventsOf = (orderId: string) =>
    rows<{ type: string; payload: any }>(sql`select type, payload from orders.outbox where payload->>'orderId' = ${orderId} order by seq`);

  const selfInfo = { name: 'Ann Buyer', email: 'Ann@Example.com', phone: '(555) 123-4567' };
  const giftInfo = {
    recipientName: 'Rita Recipient',
    recipientEmail: 'rita@example.com',
    message: 'Happy birthday!',
    senderName: 'Sam Sender',
    senderEmail: 'sam@example.com',
    senderPhone: '5551234567',
  };

  function checkout(overrides: Record<string, unknown> = {}) {
    return {
      sourceId: TEST_SOURCES.cardOk,
      idempotencyKey: randomUUID(),
      businessSlug: a.businessSlug,
      id: cardA._id,
      purchaseType: 'self',
      selfInfo,
      amount: 1,
      ...overrides,
    };
  }

  function purchaseForm(body: ReturnType<typeof checkout>, paid: ApiResponse) {
    const { businessSlug: _slug, sourceId: _source, idempotencyKey: _key, amount: _amount, ...form } = body;
    return { ...form, orderId: paid.body.orderId, paymentDetails: paymentDetailsOf(paid.body.payment) };
  }

  describe('payment settings for the browser', () => {
    it('puts a business in test mode with the stand-in script until it is live with verified credentials, then in sandbox or production', async () => {
      const visitor = new BuyerClient(platform.url);
      expect((await visitor.get(`/api/v1/payments/config?businessSlug=${a.businessSlug}`)).body).toEqual({
        mode: 'test',
        applicationId: expect.stringMatching(/^sandbox-/),
        locationId: expect.any(String),
        scriptUrl: '/square-test-sdk.js',
      });

      const c = await createSignedInAdmin(platform, 'Corner Cafe');
      const saved = await c.api.put('/api/v1/admin/settings', {
        squareApplicationId: 'sandbox-sq0idb-corner',
        squareLocationId: TEST_LOCATIONS.active,
        squareAccessToken: 'EAAAl-corner-secret-token',
        squareWebhookSignatureKey: 'corner-webhook-signature-key',
      });
      expect(saved.status).toBe(200);
      expect(saved.body.user).toMatchObject({ squareAccessToken: '••••••••oken', squareWebhookSignatureKey: '••••••••-key' });
      expect((await visitor.get(`/api/v1/payments/config?businessSlug=${c.businessSlug}`)).body.mode).toBe('test');
      expect((await c.api.post('/api/v1/admin/go-live')).status).toBe(200);
      const sandbox = await visitor.get(`/api/v1/payments/config?businessSlug=${c.businessSlug}`);
      expect(sandbox.body).toEqual({
        mode: 'sandbox',
        applicationId: 'sandbox-sq0idb-corner',
        locationId: TEST_LOCATIONS.active,
        scriptUrl: 'https://sandbox.web.squarecdn.com/v1/square.js',
      });
      expect(JSON.stringify(sandbox.body)).not.toMatch(/secret|EAAA/);

      expect((await c.api.put('/api/v1/admin/settings', { squareApplicationId: 'sq0idp-corner' })).status).toBe(200);
      expect((await visitor.get(`/api/v1/payments/config?businessSlug=${c.businessSlug}`)).body).toMatchObject({
        mode: 'production',
        scriptUrl: 'https://web.squarecdn.com/v1/square.js',
      });
    });

    it('answers 404 for an unknown business and 400 without one', async () => {
      const visitor = new BuyerClient(platform.url);
      expect((await visitor.get('/api/v1/payments/config?businessSlug=no-such-business')).status).toBe(404);
      const missing = await visitor.get('/api/v1/payments/config');
      expect(missing.status).toBe(400);
      expect(missing.body).toMatchObject({ message: 'This field is mandatory', fields: { businessSlug: 'This field is mandatory' } });
    });
  });

  describe('a purchase for myself', () => {
    it("charges the card's sale price whatever amount the client sends, records the order, and issues one card, the same on every call", async () => {
      const buyer = new BuyerClient(platform.url);
      const chargesBefore = emulator.stats.charges;
      const body = checkout({ amount: 0.01 });
      const paid = await buyer.post('/api/payments/create-payment', body);

      expect(paid.status).toBe(200);
      expect(paid.body).toEqual({
        success: true,
        orderId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        payment: {
          id: expect.any(String),
          status: 'COMPLETED',
          sourceType: 'CARD',
          amountMoney: { amount: 4250, currency: 'USD' },
          receiptNumber: expect.any(String),
          receiptUrl: expect.stringMatching(/^http/),
          updatedAt: expect.any(String),
        },
      });
      const [charged] = emulator.findPayments({ referenceId: paid.body.orderId });
      expect(charged).toMatchObject({ id: paid.body.payment.id, status: 'COMPLETED', amount_money: { amount: 4250, currency: 'USD' } });
      expect(emulator.stats.charges).toBe(chargesBefore + 1);

      expect(await orderRow(paid.body.orderId)).toMatchObject({
        business_slug: a.businessSlug,
        business_name: 'Harbor Grill',
        gift_card_id: cardA._id,
        face_value_cents: 5000,
        price_cents: 4250,
        purchase_type: 'self',
        buyer_email: 'ann@example.com',
        recipient_email: null,
        payment_mode: 'test',
        status: 'paid',
        square_payment_id: paid.body.payment.id,
      });
      const events = await eventsOf(paid.body.orderId);
      expect(events.map((event) => event.type)).toEqual(['order.placed', 'payment.completed']);
      expect(events[1].payload).toMatchObject({
        v: 1,
        businessSlug: a.businessSlug,
        businessName: 'Harbor Grill',
        paymentId: paid.body.payment.id,
        amountCents: 4250,
        faceValueCents: 5000,
        expirationDate: NEXT_YEAR,
        purchaseType: 'self',
        buyer: { name: 'Ann Buyer', email: 'ann@example.com', phone: '(555) 123-4567' },
        recipient: null,
      });

      const completed = await buyer.put('/api/v1/admin/purchase', purchaseForm(body, paid));
      expect(completed.status).toBe(200);
      expect(completed.body).toEqual({
        success: true,
        purchase: {
          orderId: paid.body.orderId,
          uniqueCode: expect.stringMatching(/^[0-9A-Z]{26}$/),
          remainingBalance: 50,
          saveUrl: `${platform.url}/card/${completed.body.purchase.uniqueCode}`,
          // Without wallet keys, test passes signed by the platform's local keys.
          googleWalletUrl: expect.stringMatching(/^https:\/\/pay\.google\.com\/gp\/v\/save\//),
          appleWalletUrl: `${platform.url}/api/wallet/apple/${completed.body.purchase.uniqueCode}.pkpass`,
          testPass: true,
        },
      });
      const again = await buyer.put('/api/v1/admin/purchase', purchaseForm(body, paid));
      // The same card; its Google link is signed afresh (its JWT's iat is the time of asking).
      expect(again.body).toEqual({ ...completed.body, purchase: { ...completed.body.purchase, googleWalletUrl: expect.any(String) } });
      const { transactionId } = purchaseForm(body, paid).paymentDetails;
      const byPayment = await buyer.put('/api/v1/admin/purchase', { id: cardA._id, purchaseType: 'self', paymentDetails: { transactionId } });
      expect(byPayment.body).toEqual({ ...completed.body, purchase: { ...completed.body.purchase, googleWalletUrl: expect.any(String) } });
      const cards = await rows(sql`select holder_email, business_name from redemption.issued_cards where order_id = ${paid.body.orderId}`);
      expect(cards).toEqual([{ holder_email: 'ann@example.com', business_name: 'Harbor Grill' }]);
    });
  });

  it('a gift records the recipient and the message, and its card is held by the recipient', async () => {
    const buyer = new BuyerClient(platform.url);
    const body = checkout({ purchaseType: 'gift', selfInfo: undefined, giftInfo, sourceId: TEST_SOURCES.googlePayOk });
    const paid = await buyer.post('/api/payments/create-payment', body);
    expect(paid.status).toBe(200);
    expect(await orderRow(paid.body.orderId)).toMatchObject({
      purchase_type: 'gift',
      buyer_name: 'Sam Sender',
      buyer_email: 'sam@example.com',
      recipient_name: 'Rita Recipient',
      recipient_email: 'rita@example.com',
      message: 'Happy birthday!',
      status: 'paid',
    });
    const [placed] = await eventsOf(paid.body.orderId);
    expect(placed.payload).toMatchObject({ recipient: { name: 'Rita Recipient', email: 'rita@example.com' }, message: 'Happy birthday!', priceCents: 4250 });

    const completed = await buyer.put('/api/v1/admin/purchase', purchaseForm(body, paid));
    expect(completed.status).toBe(200);
    const cards = await rows(sql`select holder_email from redemption.issued_cards where order_id = ${paid.body.orderId}`);
    expect(cards).toEqual([{ holder_email: 'rita@example.com' }]);
  });

  it.each([
    [TEST_SOURCES.cardDeclined, 'GENERIC_DECLINE'],
    [TEST_SOURCES.cardRejectedCvv, 'CVV_FAILURE'],
    [TEST_SOURCES.cardAlreadyUsed, 'CARD_TOKEN_USED'],
  ])('a payment with %s answers 402 %s with the reason, pays no order and issues nothing, also when sent again', async (sourceId, code) => {
    const buyer = new BuyerClient(platform.url);
    const chargesBefore = emulator.stats.charges;
    const body = checkout({ sourceId });
    const declined = await buyer.post('/api/payments/create-payment', body);

    expect(declined.status).toBe(402);
    expect(declined.body).toEqual({ success: false, code, message: expect.stringMatching(/\w+/) });
    const [order] = await rows(sql`select * from orders.orders where idempotency_key = ${body.idempotencyKey}`);
    expect(order).toMatchObject({ status: 'failed', failure_code: code });
    expect((await eventsOf(order.id)).map((event) => event.type)).toEqual(['order.placed', 'payment.failed']);

    expect(await buyer.post('/api/payments/create-payment', body)).toMatchObject({ status: 402, body: { code } });
    const refused = await buyer.put('/api/v1/admin/purchase', { id: cardA._id, purchaseType: 'self', selfInfo, orderId: order.id });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('PURCHASE.NOT_PAID');
    expect(emulator.stats.charges).toBe(chargesBefore);
    expect(await rows(sql`select 1 from redemption.issued_cards where order_id = ${order.id}`)).toEqual([]);
  });

  it('three retries of one checkout at once charge once, make one order and answer the same payment', async () => {
    const buyer = new BuyerClient(platform.url);
    const body = checkout();
    const answers = await Promise.all([1, 2, 3].map(() => buyer.post('/api/payments/create-payment', body)));

    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body.orderId)).size).toBe(1);
    expect(new Set(answers.map((answer) => answer.body.payment.id)).size).toBe(1);
    expect(emulator.findPayments({ idempotencyKey: body.idempotencyKey })).toHaveLength(1);
    expect(await rows(sql`select id from orders.orders where idempotency_key = ${body.idempotencyKey}`)).toHaveLength(1);
    const later = await buyer.post('/api/payments/create-payment', { ...body, sourceId: TEST_SOURCES.cardDeclined });
    expect(later.body).toEqual(answers[0].body);
  });

  it('places the orders of checkouts arriving together with one insert: each its own order, order.placed and charge; a retry among them charges once', async () => {
    const bodies = Array.from({ length: 8 }, (_, i) => checkout({ selfInfo: { ...selfInfo, name: `Buyer ${i}` } }));
    const { result: answers, statements } = await statementsDuring(platform.app.runtime.database.db, /insert into orders\.orders/, () =>
      Promise.all([...bodies, bodies[2]].map((body, i) => platform.app.runtime.rpc.call(OrdersRpc.createPayment, { ...body, ip: `10.9.0.${i}` }))),
    );
    expect(statements).toHaveLength(1);
    expect(answers[8]).toEqual(answers[2]);
    expect(new Set(answers.map((answer) => answer.orderId)).size).toBe(8);
    for (const [i, body] of bodies.entries()) {
      const [order] = await rows(sql`select id, buyer_name, status from orders.orders where idempotency_key = ${body.idempotencyKey}`);
      expect(order).toMatchObject({ id: answers[i].orderId, buyer_name: `Buyer ${i}`, status: 'paid' });
      expect((await eventsOf(order.id)).map((event) => event.type)).toEqual(['order.placed', 'payment.completed']);
      expect(emulator.findPayments({ idempotencyKey: body.idempotencyKey })).toHaveLength(1);
    }
  });

  it('a retry of a paid checkout answers as it did after its card expired, with no second charge', async () => {
    const buyer = new BuyerClient(platform.url);
    const card = await createCard(a.api, { amount: '30', discount: '10' });
    const body = checkout({ id: card._id });
    const paid = await buyer.post('/api/payments/create-payment', body);
    expect(paid.status).toBe(200);
    await rows(sql`update catalog.gift_cards set expiration_date = '2020-01-01' where id = ${card._id}`);

    const retried = await buyer.post('/api/payments/create-payment', body);
    expect(retried.status).toBe(200);
    expect(retried.body).toEqual(paid.body);
    expect(emulator.findPayments({ idempotencyKey: body.idempotencyKey })).toHaveLength(1);
    // A new checkout of the expired card is refused.
    expect((await buyer.post('/api/payments/create-payment', checkout({ id: card._id }))).status).toBe(400);
  });

  it("refuses to complete a purchase of another business's card with this business's payment", async () => {
    const buyer = new BuyerClient(platform.url);
    const body = checkout();
    const paid = await buyer.post('/api/payments/create-payment', body);
    const form = purchaseForm(body, paid);

    const withOrder = await buyer.put('/api/v1/admin/purchase', { ...form, id: cardB._id });
    expect(withOrder.status).toBe(409);
    expect(withOrder.body).toMatchObject({ code: 'PURCHASE.PAYMENT_MISMATCH', message: 'This payment does not belong to this gift card purchase.' });
    const { orderId: _orderId, ...withPaymentOnly } = form;
    expect((await buyer.put('/api/v1/admin/purchase', { ...withPaymentOnly, id: cardB._id })).status).toBe(409);
    expect((await buyer.put('/api/v1/admin/purchase', { ...form, paymentDetails: { ...form.paymentDetails, transactionId: 'another-payment' } })).status).toBe(409);
    expect((await buyer.put('/api/v1/admin/purchase', { ...form, orderId: randomUUID() })).status).toBe(404);

    const crossBusiness = await buyer.post('/api/payments/create-payment', checkout({ id: cardB._id }));
    expect(crossBusiness.status).toBe(404);
    expect(crossBusiness.body.message).toBe('Gift card not found.');
  });

  it('refuses an unknown or expired card and stores nothing', async () => {
    const buyer = new BuyerClient(platform.url);
    const expired = await createCard(a.api, { amount: '20', discount: '0' });
    await rows(sql`update catalog.gift_cards set expiration_date = '2020-01-01' where id = ${expired._id}`);
    const before = await ordersCount();
    const requestsBefore = emulator.stats.createPaymentRequests;

    const unknown = await buyer.post('/api/payments/create-payment', checkout({ id: randomUUID() }));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'GIFT_CARD.NOT_FOUND', message: 'Gift card not found.' });
    const old = await buyer.post('/api/payments/create-payment', checkout({ id: expired._id }));
    expect(old.status).toBe(400);
    expect(old.body).toMatchObject({ code: 'GIFT_CARD.EXPIRED', message: 'This gift card has expired.' });
    expect(await ordersCount()).toBe(before);
    expect(emulator.stats.createPaymentRequests).toBe(requestsBefore);
  });

  it.each([
    ['no purchase type', { purchaseType: undefined }, { purchaseType: 'Please select a purchase type' }],
    ['an unknown purchase type', { purchaseType: 'bulk' }, { purchaseType: 'Please select a purchase type' }],
    ['no name', { selfInfo: { ...selfInfo, name: '  ' } }, { name: 'This field is mandatory' }],
    ['no details at all', { selfInfo: undefined }, { name: 'This field is mandatory', email: 'This field is mandatory', phone: 'This field is mandatory' }],
    ['a bad email', { selfInfo: { ...selfInfo, email: 'ann at example.com' } }, { email: 'Please enter a valid email address' }],
    ['a bad phone', { selfInfo: { ...selfInfo, phone: '555-12' } }, { phone: 'Please enter a valid phone number' }],
    [
      'a gift without recipient email and a bad sender phone',
      { purchaseType: 'gift', selfInfo: undefined, giftInfo: { ...giftInfo, recipientEmail: '', senderPhone: '12' } },
      { recipientEmail: 'This field is mandatory', senderPhone: 'Please enter a valid phone number' },
    ],
    ['a bad recipient email', { purchaseType: 'gift', giftInfo: { ...giftInfo, recipientEmail: 'rita@' } }, { recipientEmail: 'Please enter a valid email address' }],
    ['no payment token', { sourceId: '' }, { sourceId: 'Please fill in all payment details' }],
    ['an idempotency key longer than Square takes', { idempotencyKey: 'k'.repeat(46) }, { idempotencyKey: 'idempotencyKey must be 1 to 45 characters without spaces' }],
    ['no gift card or business', { id: undefined, businessSlug: '' }, { id: 'This field is mandatory', businessSlug: 'This field is mandatory' }],
  ])('answers 400 for %s with the spec’s message and stores nothing', async (_case, overrides, fields) => {
    const buyer = new BuyerClient(platform.url);
    const before = await ordersCount();
    const requestsBefore = emulator.stats.createPaymentRequests;
    const res = await buyer.post('/api/payments/create-payment', checkout(overrides));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, code: 'VALIDATION.FAILED', message: Object.values(fields)[0], fields });
    expect(await ordersCount()).toBe(before);
    expect(emulator.stats.createPaymentRequests).toBe(requestsBefore);
  });

  it('lets 30 good checkouts from one address (buyers behind one NAT) through at once, all paid', async () => {
    const lobby = new BuyerClient(platform.url);
    const chargesBefore = emulator.stats.charges;
    const answers = await Promise.all(Array.from({ length: 30 }, () => lobby.post('/api/payments/create-payment', checkout())));
    expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(200));
    expect(emulator.stats.charges).toBe(chargesBefore + 30);
  });

  it('caps declines per address at 10 an hour: then even a good card is refused with 429 before Square is asked, while other addresses still buy', async () => {
    const tester = new BuyerClient(platform.url);
    const declinesBefore = emulator.stats.declines;
    const tries = [];
    for (let i = 0; i < 12; i++) tries.push(await tester.post('/api/payments/create-payment', checkout({ sourceId: TEST_SOURCES.cardDeclined })));
    expect(tries.map((answer) => answer.status)).toEqual([...Array(10).fill(402), 429, 429]);
    expect(emulator.stats.declines).toBe(declinesBefore + 10);

    const requestsBefore = emulator.stats.createPaymentRequests;
    const capped = await tester.post('/api/payments/create-payment', checkout());
    expect(capped.status).toBe(429);
    expect(capped.body).toMatchObject({ code: 'PAYMENT.TOO_MANY_DECLINES', message: 'Too many declined payments. Please wait an hour before trying again.' });
    expect(emulator.stats.createPaymentRequests).toBe(requestsBefore);
    expect((await new BuyerClient(platform.url).post('/api/payments/create-payment', checkout())).status).toBe(200);
  });

  it('a retried declined checkout answers its decline again without counting a second one', async () => {
    const buyer = new BuyerClient(platform.url);
    const body = checkout({ sourceId: TEST_SOURCES.cardDeclined });
    for (let i = 0; i < 12; i++) expect((await buyer.post('/api/payments/create-payment', body)).status).toBe(402);
    expect((await buyer.post('/api/payments/create-payment', checkout())).status).toBe(200);
  });

  it('limits create-payment calls per address to 100 in 10 minutes, however many arrive at once', async () => {
    const buyer = new BuyerClient(platform.url);
    // Unknown cards: each call passes the field rules and is counted, and none reaches Square.
    const answers = await Promise.all(Array.from({ length: 105 }, () => buyer.post('/api/payments/create-payment', checkout({ id: randomUUID() }))));
    expect(answers.filter((answer) => answer.status === 404)).toHaveLength(100);
    expect(answers.filter((answer) => answer.status === 429).map((answer) => answer.body.code)).toEqual(Array(5).fill('RATE_LIMITED'));
  });

  describe('a charge whose answer was lost', () => {
    /** Square charges, then both of the SDK's attempts lose their answer, as on a network cut. */
    async function lostAnswer(buyer: BuyerClient, body = checkout()) {
      emulator.failNext(2, 503, 'after');
      const res = await buyer.post('/api/payments/create-payment', body);
      expect(res.status).toBe(503);
      expect(res.body.code).toBe('PAYMENT.UNCONFIRMED');
      const [order] = await rows(sql`select * from orders.orders where idempotency_key = ${body.idempotencyKey}`);
      expect(order.status).toBe('pending');
      expect(emulator.findPayments({ referenceId: order.id })).toMatchObject([{ status: 'COMPLETED' }]);
      return { body, order };
    }

    it('is found by the checkout sent again with its key: one charge', async () => {
      const buyer = new BuyerClient(platform.url);
      const { body, order } = await lostAnswer(buyer);
      const retried = await buyer.post('/api/payments/create-payment', body);
      expect(retried.status).toBe(200);
      expect(retried.body).toMatchObject({ orderId: order.id, payment: { status: 'COMPLETED', amountMoney: { amount: 4250 } } });
      expect(emulator.findPayments({ idempotencyKey: body.idempotencyKey })).toHaveLength(1);
    });

    it('is settled by the reconciliation job after a minute: one paid order, one charge, one payment.completed', async () => {
      const { body, order } = await lostAnswer(new BuyerClient(platform.url));
      const job = platform.app.services.orders.app.get(ReconcilePaymentsJob);
      expect(await job.sweep(new Date())).toBe(0); // not yet a minute old
      expect(await job.sweep(new Date(Date.now() + 61_000))).toBeGreaterThanOrEqual(1);

      expect(await orderRow(order.id)).toMatchObject({ status: 'paid', square_payment_id: emulator.findPayments({ referenceId: order.id })[0].id });
      expect(emulator.findPayments({ idempotencyKey: body.idempotencyKey })).toHaveLength(1);
      await job.sweep(new Date(Date.now() + 61_000));
      expect((await eventsOf(order.id)).map((event) => event.type)).toEqual(['order.placed', 'payment.completed']);
    });

    it('are recorded together when heard together, one statement per kind of move: each order moves once, with its payment and its event', async () => {
      const buyer = new BuyerClient(platform.url);
      const orders: OrderRow[] = [];
      for (let i = 0; i < 4; i++) orders.push((await findOrder(platform.app.runtime.database.db, (await lostAnswer(buyer)).order.id))!);
      const facts = orders.map((order) => factsFromWire(emulator.findPayments({ referenceId: order.id })[0])!);
      const settlement = platform.app.services.orders.app.get(PaymentSettlement);
      const heard: [OrderRow, PaymentFacts][] = [
        [orders[0], facts[0]],
        [orders[1], facts[1]],
        [orders[1], facts[1]], // the webhook and the checkout's answer about one payment, at once
        [orders[2], facts[2]],
        [orders[3], { ...facts[3], status: 'APPROVED' }], // held by Square: the order waits, knowing its payment
      ];
      const { result: settled, statements } = await statementsDuring(platform.app.runtime.database.db, /update orders\.orders/, () =>
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
      expect((await a.api.put('/api/v1/admin/settings', { squareWebhookSignatureKey: signatureKey })).status).toBe(200);
      const { order } = await lostAnswer(new BuyerClient(platform.url));
      const [payment] = emulator.findPayments({ referenceId: order.id });
      const notification = JSON.stringify({
        merchant_id: 'MERCHANT',
        type: 'payment.updated',
        event_id: randomUUID(),
        created_at: new Date().toISOString(),
        data: { type: 'payment', id: payment.id, object: { payment } },
      });
      const url = `${platform.url}/api/payments/square-webhook/${a.businessSlug}`;
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

  describe("a signed notification is no proof of payment: Square's own answer settles the order", () => {
    const signatureKey = 'harbor-grill-webhook-key';
    const url = () => `${platform.url}/api/payments/square-webhook/${a.businessSlug}`;

    beforeAll(async () => {
      expect((await a.api.put('/api/v1/admin/settings', { squareWebhookSignatureKey: signatureKey })).status).toBe(200);
    });

    /** A payment.updated with the business's valid signature, saying whatever `payment` says. */
    async function notify(payment: Record<string, unknown>) {
      const notification = JSON.stringify({ merchant_id: 'M', type: 'payment.updated', event_id: randomUUID(), data: { type: 'payment', id: payment.id, object: { payment } } });
      const headers = { 'content-type': 'application/json', 'x-square-hmacsha256-signature': squareSignature(url(), notification, signatureKey) };
      return fetch(url(), { method: 'POST', headers, body: notification });
    }

    /** A real payment at Square (the emulator, as the business in test mode) that names the order as its reference. */
    async function chargeAtSquare(orderId: string, cents: number) {
      const response = await fetch(`${emulator.url}/v2/payments`, {
        method: 'POST',
        headers: { authorization: `Bearer test-mode:${a.businessSlug}`, 'content-type': 'application/json' },
        body: JSON.stringify({ source_id: TEST_SOURCES.cardOk, idempotency_key: randomUUID(), amount_money: { amount: cents, currency: 'USD' }, reference_id: orderId }),
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { payment: Record<string, any> }).payment;
    }

    async function anomalies() {
      const superAdmin = new ApiClient(platform.url);
      superAdmin.bearer = (await superAdmin.post('/api/superadmin/login', SUPER)).body.token;
      const listed = await superAdmin.get('/api/superadmin/payment-anomalies');
      expect(listed.status).toBe(200);
      return listed.body.anomalies as Record<string, unknown>[];
    }

    async function declinedOrder() {
      const body = checkout({ sourceId: TEST_SOURCES.cardDeclined });
      expect((await new BuyerClient(platform.url).post('/api/payments/create-payment', body)).status).toBe(402);
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
          businessSlug: a.businessSlug,
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
      const [declined] = emulator.findPayments({ referenceId: order.id });
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
      const paid = await new BuyerClient(platform.url).post('/api/payments/create-payment', checkout());
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
      expect((await new ApiClient(platform.url).get('/api/superadmin/payment-anomalies')).status).toBe(401);
      expect((await a.api.get('/api/superadmin/payment-anomalies')).status).toBe(401);
    });
  });
});
