import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { TEST_SOURCES } from '@gv/square-emulator';
import { OrdersRpc } from '@gv/proto';
import { databaseEnvs } from '../../../../test/databases';
import { checkoutPlatform, giftInfo, NEXT_YEAR, selfInfo } from '../../../../test/orders-api';
import { BuyerClient } from '../../../../test/purchases';
import { statementsDuring } from '../../../../test/statements';

/** A checkout (create-payment) and the purchase it completes (complete-purchase): charges, retries, refusals and limits. */
describe.each(databaseEnvs)('checkout through the gateway (all-in-one on %s)', (_engine, openDatabase) => {
  const world = checkoutPlatform(openDatabase);
  const { checkout, purchaseForm, createCard, rows, ordersCount, orderRow, eventsOf } = world;

  describe('a purchase for myself', () => {
    it("charges the card's sale price whatever amount the client sends, records the order, and issues one card, the same on every call", async () => {
      const buyer = new BuyerClient(world.platform.url);
      const chargesBefore = world.emulator.stats.charges;
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
      const [charged] = world.emulator.findPayments({ referenceId: paid.body.orderId });
      expect(charged).toMatchObject({ id: paid.body.payment.id, status: 'COMPLETED', amount_money: { amount: 4250, currency: 'USD' } });
      expect(world.emulator.stats.charges).toBe(chargesBefore + 1);

      expect(await orderRow(paid.body.orderId)).toMatchObject({
        business_slug: world.a.businessSlug,
        business_name: 'Harbor Grill',
        gift_card_id: world.cardA._id,
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
        businessSlug: world.a.businessSlug,
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
          saveUrl: `${world.platform.url}/card/${completed.body.purchase.uniqueCode}`,
          // Without wallet keys, test passes signed by the platform's local keys.
          googleWalletUrl: expect.stringMatching(/^https:\/\/pay\.google\.com\/gp\/v\/save\//),
          appleWalletUrl: `${world.platform.url}/api/wallet/apple/${completed.body.purchase.uniqueCode}.pkpass`,
          testPass: true,
          // The order's one card, as every purchase lists its cards (decision 0061).
          cards: [{ uniqueCode: completed.body.purchase.uniqueCode, remainingBalance: 50, saveUrl: `${world.platform.url}/card/${completed.body.purchase.uniqueCode}` }],
        },
      });
      const again = await buyer.put('/api/v1/admin/purchase', purchaseForm(body, paid));
      // The same card; its Google link is signed afresh (its JWT's iat is the time of asking).
      expect(again.body).toEqual({ ...completed.body, purchase: { ...completed.body.purchase, googleWalletUrl: expect.any(String) } });
      const { transactionId } = purchaseForm(body, paid).paymentDetails;
      const byPayment = await buyer.put('/api/v1/admin/purchase', { id: world.cardA._id, purchaseType: 'self', paymentDetails: { transactionId } });
      expect(byPayment.body).toEqual({ ...completed.body, purchase: { ...completed.body.purchase, googleWalletUrl: expect.any(String) } });
      const cards = await rows(sql`select holder_email, business_name from redemption.issued_cards where order_id = ${paid.body.orderId}`);
      expect(cards).toEqual([{ holder_email: 'ann@example.com', business_name: 'Harbor Grill' }]);
    });
  });

  it('a gift records the recipient and the message, and its card is held by the recipient', async () => {
    const buyer = new BuyerClient(world.platform.url);
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
    const buyer = new BuyerClient(world.platform.url);
    const chargesBefore = world.emulator.stats.charges;
    const body = checkout({ sourceId });
    const declined = await buyer.post('/api/payments/create-payment', body);

    expect(declined.status).toBe(402);
    expect(declined.body).toEqual({ success: false, code, message: expect.stringMatching(/\w+/) });
    const [order] = await rows(sql`select * from orders.orders where idempotency_key = ${body.idempotencyKey}`);
    expect(order).toMatchObject({ status: 'failed', failure_code: code });
    expect((await eventsOf(order.id)).map((event) => event.type)).toEqual(['order.placed', 'payment.failed']);

    expect(await buyer.post('/api/payments/create-payment', body)).toMatchObject({ status: 402, body: { code } });
    const refused = await buyer.put('/api/v1/admin/purchase', { id: world.cardA._id, purchaseType: 'self', selfInfo, orderId: order.id });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('PURCHASE.NOT_PAID');
    expect(world.emulator.stats.charges).toBe(chargesBefore);
    expect(await rows(sql`select 1 from redemption.issued_cards where order_id = ${order.id}`)).toEqual([]);
  });

  it('three retries of one checkout at once charge once, make one order and answer the same payment', async () => {
    const buyer = new BuyerClient(world.platform.url);
    const body = checkout();
    const answers = await Promise.all([1, 2, 3].map(() => buyer.post('/api/payments/create-payment', body)));

    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body.orderId)).size).toBe(1);
    expect(new Set(answers.map((answer) => answer.body.payment.id)).size).toBe(1);
    expect(world.emulator.findPayments({ idempotencyKey: body.idempotencyKey })).toHaveLength(1);
    expect(await rows(sql`select id from orders.orders where idempotency_key = ${body.idempotencyKey}`)).toHaveLength(1);
    const later = await buyer.post('/api/payments/create-payment', { ...body, sourceId: TEST_SOURCES.cardDeclined });
    expect(later.body).toEqual(answers[0].body);
  });

  it('places the orders of checkouts arriving together with one insert: each its own order, order.placed and charge; a retry among them charges once', async () => {
    const bodies = Array.from({ length: 8 }, (_, i) => checkout({ selfInfo: { ...selfInfo, name: `Buyer ${i}` } }));
    const { result: answers, statements } = await statementsDuring(/insert into "orders"\."orders"/, () =>
      Promise.all([...bodies, bodies[2]].map((body, i) => world.platform.app.runtime.rpc.call(OrdersRpc.createPayment, { ...body, ip: `10.9.0.${i}` }))),
    );
    expect(statements).toHaveLength(1);
    expect(answers[8]).toEqual(answers[2]);
    expect(new Set(answers.map((answer) => answer.orderId)).size).toBe(8);
    for (const [i, body] of bodies.entries()) {
      const [order] = await rows(sql`select id, buyer_name, status from orders.orders where idempotency_key = ${body.idempotencyKey}`);
      expect(order).toMatchObject({ id: answers[i].orderId, buyer_name: `Buyer ${i}`, status: 'paid' });
      expect((await eventsOf(order.id)).map((event) => event.type)).toEqual(['order.placed', 'payment.completed']);
      expect(world.emulator.findPayments({ idempotencyKey: body.idempotencyKey })).toHaveLength(1);
    }
  });

  it('a retry of a paid checkout answers as it did after its card expired, with no second charge', async () => {
    const buyer = new BuyerClient(world.platform.url);
    const card = await createCard(world.a.api, { amount: '30', discount: '10' });
    const body = checkout({ id: card._id });
    const paid = await buyer.post('/api/payments/create-payment', body);
    expect(paid.status).toBe(200);
    await rows(sql`update catalog.gift_cards set expiration_date = '2020-01-01' where id = ${card._id}`);

    const retried = await buyer.post('/api/payments/create-payment', body);
    expect(retried.status).toBe(200);
    expect(retried.body).toEqual(paid.body);
    expect(world.emulator.findPayments({ idempotencyKey: body.idempotencyKey })).toHaveLength(1);
    // A new checkout of the expired card is refused.
    expect((await buyer.post('/api/payments/create-payment', checkout({ id: card._id }))).status).toBe(400);
  });

  it("refuses to complete a purchase of another business's card with this business's payment", async () => {
    const buyer = new BuyerClient(world.platform.url);
    const body = checkout();
    const paid = await buyer.post('/api/payments/create-payment', body);
    const form = purchaseForm(body, paid);

    const withOrder = await buyer.put('/api/v1/admin/purchase', { ...form, id: world.cardB._id });
    expect(withOrder.status).toBe(409);
    expect(withOrder.body).toMatchObject({ code: 'PURCHASE.PAYMENT_MISMATCH', message: 'This payment does not belong to this gift card purchase.' });
    const { orderId: _orderId, ...withPaymentOnly } = form;
    expect((await buyer.put('/api/v1/admin/purchase', { ...withPaymentOnly, id: world.cardB._id })).status).toBe(409);
    expect((await buyer.put('/api/v1/admin/purchase', { ...form, paymentDetails: { ...form.paymentDetails, transactionId: 'another-payment' } })).status).toBe(409);
    expect((await buyer.put('/api/v1/admin/purchase', { ...form, orderId: randomUUID() })).status).toBe(404);

    const crossBusiness = await buyer.post('/api/payments/create-payment', checkout({ id: world.cardB._id }));
    expect(crossBusiness.status).toBe(404);
    expect(crossBusiness.body.message).toBe('Gift card not found.');
  });

  it('refuses an unknown or expired card and stores nothing', async () => {
    const buyer = new BuyerClient(world.platform.url);
    const expired = await createCard(world.a.api, { amount: '20', discount: '0' });
    await rows(sql`update catalog.gift_cards set expiration_date = '2020-01-01' where id = ${expired._id}`);
    const before = await ordersCount();
    const requestsBefore = world.emulator.stats.createPaymentRequests;

    const unknown = await buyer.post('/api/payments/create-payment', checkout({ id: randomUUID() }));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'GIFT_CARD.NOT_FOUND', message: 'Gift card not found.' });
    const old = await buyer.post('/api/payments/create-payment', checkout({ id: expired._id }));
    expect(old.status).toBe(400);
    expect(old.body).toMatchObject({ code: 'GIFT_CARD.EXPIRED', message: 'This gift card has expired.' });
    expect(await ordersCount()).toBe(before);
    expect(world.emulator.stats.createPaymentRequests).toBe(requestsBefore);
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
    const buyer = new BuyerClient(world.platform.url);
    const before = await ordersCount();
    const requestsBefore = world.emulator.stats.createPaymentRequests;
    const res = await buyer.post('/api/payments/create-payment', checkout(overrides));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, code: 'VALIDATION.FAILED', message: Object.values(fields)[0], fields });
    expect(await ordersCount()).toBe(before);
    expect(world.emulator.stats.createPaymentRequests).toBe(requestsBefore);
  });

  it('lets 30 good checkouts from one address (buyers behind one NAT) through at once, all paid', async () => {
    const lobby = new BuyerClient(world.platform.url);
    const chargesBefore = world.emulator.stats.charges;
    const answers = await Promise.all(Array.from({ length: 30 }, () => lobby.post('/api/payments/create-payment', checkout())));
    expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(200));
    expect(world.emulator.stats.charges).toBe(chargesBefore + 30);
  });

  it('caps declines per address at 10 an hour: then even a good card is refused with 429 before Square is asked, while other addresses still buy', async () => {
    const tester = new BuyerClient(world.platform.url);
    const declinesBefore = world.emulator.stats.declines;
    const tries = [];
    for (let i = 0; i < 12; i++) tries.push(await tester.post('/api/payments/create-payment', checkout({ sourceId: TEST_SOURCES.cardDeclined })));
    expect(tries.map((answer) => answer.status)).toEqual([...Array(10).fill(402), 429, 429]);
    expect(world.emulator.stats.declines).toBe(declinesBefore + 10);

    const requestsBefore = world.emulator.stats.createPaymentRequests;
    const capped = await tester.post('/api/payments/create-payment', checkout());
    expect(capped.status).toBe(429);
    expect(capped.body).toMatchObject({ code: 'PAYMENT.TOO_MANY_DECLINES', message: 'Too many declined payments. Please wait an hour before trying again.' });
    expect(world.emulator.stats.createPaymentRequests).toBe(requestsBefore);
    expect((await new BuyerClient(world.platform.url).post('/api/payments/create-payment', checkout())).status).toBe(200);
  });

  it('a retried declined checkout answers its decline again without counting a second one', async () => {
    const buyer = new BuyerClient(world.platform.url);
    const body = checkout({ sourceId: TEST_SOURCES.cardDeclined });
    for (let i = 0; i < 12; i++) expect((await buyer.post('/api/payments/create-payment', body)).status).toBe(402);
    expect((await buyer.post('/api/payments/create-payment', checkout())).status).toBe(200);
  });

  it('limits create-payment calls per address to 100 in 10 minutes, however many arrive at once', async () => {
    const buyer = new BuyerClient(world.platform.url);
    // Unknown cards: each call passes the field rules and is counted, and none reaches Square.
    const answers = await Promise.all(Array.from({ length: 105 }, () => buyer.post('/api/payments/create-payment', checkout({ id: randomUUID() }))));
    expect(answers.filter((answer) => answer.status === 404)).toHaveLength(100);
    expect(answers.filter((answer) => answer.status === 429).map((answer) => answer.body.code)).toEqual(Array(5).fill('RATE_LIMITED'));
  });
});
