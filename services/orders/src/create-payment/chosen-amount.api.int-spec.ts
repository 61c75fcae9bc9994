import { sql } from 'drizzle-orm';
import { databaseEnvs } from '../../../../test/databases';
import { checkoutPlatform, giftInfo } from '../../../../test/orders-api';
import { BuyerClient } from '../../../../test/purchases';

const CHOOSE = 'Choose an amount between $5 and $500.';

/** "Any amount" card types: the buyer chooses the value, the server checks it against the card's range and prices it. */
describe.each(databaseEnvs)('amounts the buyer chooses (all-in-one on %s)', (_engine, openDatabase) => {
  const world = checkoutPlatform(openDatabase);
  const { checkout, purchaseForm, createCard, rows, ordersCount, orderRow, eventsOf } = world;
  /** Harbor Grill's "Any amount" card: $5 to $500 at 10% off. */
  let anyAmount: { _id: string };

  beforeAll(async () => {
    anyAmount = await createCard(world.a.api, { amount: '', amountMode: 'custom', minAmount: '5', maxAmount: '500', discount: '10' });
  });

  it('a card type offers a range of whole dollars, shown to buyers and in its event', async () => {
    const shown = await new BuyerClient(world.platform.url).get(`/api/v1/admin/details/${anyAmount._id}`);
    expect(shown.body.giftCard).toMatchObject({ amountMode: 'custom', minAmount: 5, maxAmount: 500, amount: 5, discount: 10 });
    const [created] = await rows<{ payload: any }>(sql`select payload from catalog.outbox where type = 'gift-card.created' and payload->>'id' = ${anyAmount._id}`);
    expect(created.payload).toMatchObject({ amountMode: 'custom', minAmountCents: 500, maxAmountCents: 50000 });

    const refused = await world.a.api.put(`/api/v1/admin/update/${anyAmount._id}`, { minAmount: '4', maxAmount: '2500' });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({
      minAmount: 'Amounts a buyer chooses must be whole dollars between $5 and $2,000',
      maxAmount: 'Amounts a buyer chooses must be whole dollars between $5 and $2,000',
    });
  });

  it('charges the discounted price of the amount chosen, and the card holds that amount', async () => {
    const buyer = new BuyerClient(world.platform.url);
    const body = checkout({ id: anyAmount._id, amount: 120 });
    const paid = await buyer.post('/api/payments/create-payment', body);

    expect(paid.status).toBe(200);
    expect(paid.body.payment.amountMoney).toEqual({ amount: 10800, currency: 'USD' });
    const [charged] = world.emulator.findPayments({ referenceId: paid.body.orderId });
    expect(charged.amount_money).toEqual({ amount: 10800, currency: 'USD' });
    expect(await orderRow(paid.body.orderId)).toMatchObject({ face_value_cents: 12000, price_cents: 10800, amount_chosen: true });
    const [placed] = await eventsOf(paid.body.orderId);
    expect(placed.payload).toMatchObject({ faceValueCents: 12000, priceCents: 10800 });

    const otherAmount = await buyer.put('/api/v1/admin/purchase', { ...purchaseForm(body, paid), amount: 100 });
    expect(otherAmount.status).toBe(400);
    expect(otherAmount.body.message).toBe('This payment was for a $120.00 card: complete the purchase with that amount.');

    const completed = await buyer.put('/api/v1/admin/purchase', { ...purchaseForm(body, paid), amount: 120 });
    expect(completed.status).toBe(200);
    expect(completed.body.purchase.remainingBalance).toBe(120);
    const [card] = await rows(sql`select l.paid_cents, l.bonus_cents from redemption.ledger l join redemption.issued_cards c on c.id = l.card_id
      where c.order_id = ${paid.body.orderId} and l.kind = 'ACTIVATE'`);
    expect(card).toEqual({ paid_cents: 10800, bonus_cents: 1200 });
  });

  it('a gift to several people pays the chosen amount once per card', async () => {
    const { recipientName: _name, recipientEmail: _email, message: _message, ...sender } = giftInfo;
    const recipients = [
      { recipientName: 'Rita', recipientEmail: 'rita@example.com' },
      { recipientName: 'Rob', recipientEmail: 'rob@example.com' },
    ];
    const body = checkout({ id: anyAmount._id, amount: 25.5, purchaseType: 'gift', selfInfo: undefined, giftInfo: sender, recipients });
    const paid = await new BuyerClient(world.platform.url).post('/api/payments/create-payment', body);
    expect(paid.status).toBe(200);
    // $25.50 at 10% off is $22.95, for each of two cards.
    expect(paid.body.payment.amountMoney.amount).toBe(4590);
    expect(await orderRow(paid.body.orderId)).toMatchObject({ face_value_cents: 2550, price_cents: 4590 });
  });

  // NaN reaches the server as null (JSON has no NaN), or as the text 'NaN'.
  it.each([[4.99], [500.01], [12.345], ['50'], [Number.NaN], ['NaN'], [undefined]])('refuses the amount %p with the card’s range, and charges nothing', async (amount) => {
    const [charges, orders] = [world.emulator.stats.charges, await ordersCount()];
    const refused = await new BuyerClient(world.platform.url).post('/api/payments/create-payment', checkout({ id: anyAmount._id, amount }));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: CHOOSE, fields: { amount: CHOOSE } });
    expect(world.emulator.stats.charges).toBe(charges);
    expect(await ordersCount()).toBe(orders);
  });

  it('a fixed card still ignores the amount sent, and another business cannot sell this card', async () => {
    const buyer = new BuyerClient(world.platform.url);
    const fixed = await buyer.post('/api/payments/create-payment', checkout({ amount: 1000 }));
    expect(fixed.status).toBe(200);
    expect(fixed.body.payment.amountMoney.amount).toBe(4250);
    const elsewhere = await buyer.post('/api/payments/create-payment', checkout({ id: anyAmount._id, businessSlug: world.b.businessSlug, amount: 50 }));
    expect(elsewhere.status).toBe(404);
  });
});
