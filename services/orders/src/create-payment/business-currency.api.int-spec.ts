import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { OrdersRpc } from '@gv/proto';
import { TEST_LOCATIONS, TEST_SOURCES } from '@gv/square-emulator';
import { ApiClient, createSignedInAdmin } from '../../../../test/api';
import { databaseEnvs } from '../../../../test/databases';
import { eventually } from '../../../../test/engines';
import { checkoutPlatform } from '../../../../test/orders-api';
import { BuyerClient } from '../../../../test/purchases';
import type { Admin } from '../../../../test/two-businesses';

/**
 * A business registered in yen: its cards are priced, charged and refunded at Square in JPY, in whole yen (¥5,000
 * is 5000, never 50), and once it sold a live card its Square location must keep taking yen.
 */
describe.each(databaseEnvs)('a business selling in yen (all-in-one on %s)', (_engine, openDatabase) => {
  const world = checkoutPlatform(openDatabase);
  const { checkout, purchaseForm, orderRow, eventsOf, rows } = world;
  let tokyo: Admin;
  let yenCardId: string;

  /** Catalog prices a business's cards in the currency it heard from identity's business.updated, which comes after the answer. */
  const catalogHeard = (admin: Admin, currency: string) =>
    eventually(async () => (await rows<{ currency: string }>(sql`select currency from catalog.business_names where business_slug = ${admin.businessSlug}`))[0]?.currency === currency);

  beforeAll(async () => {
    tokyo = await createSignedInAdmin(world.platform, 'Tokyo Tea', { currency: 'JPY' });
    await catalogHeard(tokyo, 'JPY');
    const card = await world.createCard(tokyo.api, { amount: '5000', discount: '10' });
    expect(card.currency).toBe('JPY');
    yenCardId = card._id;
  });

  it("charges ¥4,500 for a ¥5,000 card at 10% off: Square takes 4500 JPY, the order and payment.completed are in JPY, and a refund goes back in JPY", async () => {
    const buyer = new BuyerClient(world.platform.url);
    const body = checkout({ businessSlug: tokyo.businessSlug, id: yenCardId });
    const paid = await buyer.post('/api/payments/create-payment', body);

    expect(paid.status).toBe(200);
    expect(paid.body.payment.amountMoney).toEqual({ amount: 4500, currency: 'JPY' });
    const [charged] = world.emulator.findPayments({ referenceId: paid.body.orderId });
    expect(charged).toMatchObject({ status: 'COMPLETED', amount_money: { amount: 4500, currency: 'JPY' } });
    expect(await orderRow(paid.body.orderId)).toMatchObject({ face_value_cents: 5000, price_cents: 4500, currency: 'JPY', status: 'paid' });
    const [, completed] = await eventsOf(paid.body.orderId);
    expect(completed).toMatchObject({ type: 'payment.completed', payload: { amountCents: 4500, currency: 'JPY', faceValueCents: 5000 } });

    const purchase = await buyer.put('/api/v1/admin/purchase', purchaseForm(body, paid));
    expect(purchase.status).toBe(200);
    expect(purchase.body.purchase.remainingBalance).toBe(5000);

    const [card] = await rows<{ id: string }>(sql`select id from redemption.issued_cards where order_id = ${paid.body.orderId}`);
    const refunded = await world.platform.app.runtime.rpc.call(OrdersRpc.refundPayment, {
      refundId: randomUUID(),
      orderId: paid.body.orderId,
      paymentId: paid.body.payment.id,
      cardId: card.id,
      businessSlug: tokyo.businessSlug,
      amountCents: 1000,
      reason: 'The buyer asked for the money back',
      adminId: randomUUID(),
      refundedAt: new Date().toISOString(),
      testCard: true,
    });
    expect(refunded.status).toBe('PENDING');
    expect(world.emulator.findPayments({ referenceId: paid.body.orderId })[0].refunded_money).toEqual({ amount: 1000, currency: 'JPY' });
  });

  it('refuses a chosen amount in yen outside the range with the range in yen, and takes one within it in whole yen', async () => {
    const anyAmount = await world.createCard(tokyo.api, { amount: '', amountMode: 'custom', minAmount: '1000', maxAmount: '30000', discount: '0' });
    const buyer = new BuyerClient(world.platform.url);

    const refused = await buyer.post('/api/payments/create-payment', checkout({ businessSlug: tokyo.businessSlug, id: anyAmount._id, amount: 500 }));
    expect(refused.status).toBe(400);
    expect(refused.body.fields.amount).toBe('Choose an amount between ¥1,000 and ¥30,000.');

    const paid = await buyer.post('/api/payments/create-payment', checkout({ businessSlug: tokyo.businessSlug, id: anyAmount._id, amount: 12000 }));
    expect(paid.status).toBe(200);
    expect(paid.body.payment.amountMoney).toEqual({ amount: 12000, currency: 'JPY' });
  });

  describe("the Square location's currency", () => {
    const settings = (admin: Admin, locationId: string, token: string) =>
      admin.api.put('/api/v1/admin/settings', { squareApplicationId: `sq0idp-${token}`, squareLocationId: locationId, squareAccessToken: token });

    it('keeps a card in the currency it was sold in: once the location takes another, a reload is refused uncharged', async () => {
      const osaka = await createSignedInAdmin(world.platform, 'Osaka Snacks', { currency: 'JPY' });
      await catalogHeard(osaka, 'JPY');
      const card = await world.createCard(osaka.api, { amount: '5000', discount: '0', reloadable: 'true' });
      const buyer = new BuyerClient(world.platform.url);
      const body = checkout({ businessSlug: osaka.businessSlug, id: card._id });
      const paid = await buyer.post('/api/payments/create-payment', body);
      const code = (await buyer.put('/api/v1/admin/purchase', purchaseForm(body, paid))).body.purchase.uniqueCode;
      expect((await settings(osaka, TEST_LOCATIONS.inCountry.GB, 'EAAA-osaka-token')).status).toBe(200);
      await catalogHeard(osaka, 'GBP');

      const payments = world.emulator.findPayments().length;
      const reload = await buyer.post('/api/payments/create-payment', checkout({ businessSlug: osaka.businessSlug, reloadOf: code, amount: 20 }));
      expect(reload).toMatchObject({
        status: 409,
        body: { code: 'RELOAD.CURRENCY_CHANGED', message: 'This card is in JPY, and the business now takes payments in GBP: it cannot be reloaded.' },
      });
      expect(world.emulator.findPayments()).toHaveLength(payments);
      expect((await new ApiClient(world.platform.url).get(`/api/v1/cards/${code}`)).body.giftCard).toMatchObject({ currency: 'JPY', remainingBalance: 5000 });
    });

    it('may differ from the cards’ until a live card is sold; then a location in another currency is refused', async () => {
      const kyoto = await createSignedInAdmin(world.platform, 'Kyoto Sweets', { currency: 'JPY' });
      const token = 'EAAA-kyoto-token';
      // Before a live card, a location in pounds is taken, and the business's cards go with it; back in yen, so do they.
      expect((await settings(kyoto, TEST_LOCATIONS.inCountry.GB, token)).status).toBe(200);
      await catalogHeard(kyoto, 'GBP');
      expect((await settings(kyoto, TEST_LOCATIONS.inCountry.JP, token)).status).toBe(200);
      expect((await kyoto.api.post('/api/v1/admin/go-live')).status).toBe(200);
      await eventually(async () => (await new ApiClient(world.platform.url).get(`/api/v1/payments/config?businessSlug=${kyoto.businessSlug}`)).body.mode === 'production');
      await catalogHeard(kyoto, 'JPY');
      const card = await world.createCard(kyoto.api, { amount: '5000', discount: '10' });

      const paid = await new BuyerClient(world.platform.url).post('/api/payments/create-payment', checkout({ businessSlug: kyoto.businessSlug, id: card._id, sourceId: TEST_SOURCES.cardOk }));
      expect(paid.status).toBe(200);
      expect(world.emulator.findPayments({ referenceId: paid.body.orderId })).toMatchObject([
        { status: 'COMPLETED', location_id: TEST_LOCATIONS.inCountry.JP, amount_money: { amount: 4500, currency: 'JPY' } },
      ]);

      const refused = await settings(kyoto, TEST_LOCATIONS.inCountry.GB, token);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('Failed to save settings: this Square location takes GBP; your cards are in JPY.');
      expect((await settings(kyoto, TEST_LOCATIONS.inCountry.JP, token)).status).toBe(200);
    });
  });
});
