import { sql } from 'drizzle-orm';
import { createSignedInAdmin } from '../../../../test/api';
import { databaseEnvs } from '../../../../test/databases';
import { eventually } from '../../../../test/engines';
import { checkoutPlatform } from '../../../../test/orders-api';
import { BuyerClient } from '../../../../test/purchases';
import type { Admin } from '../../../../test/two-businesses';

/**
 * Under a law with the EU voucher VAT rules (decision 0099), an order keeps its card type's VAT treatment and
 * payment.completed carries it, so the receipt can say when VAT is due; under any other law, nothing changes.
 */
describe.each(databaseEnvs)('VAT on the orders of gift cards (all-in-one on %s)', (_engine, openDatabase) => {
  const world = checkoutPlatform(openDatabase);
  const { checkout, purchaseForm, orderRow, eventsOf, rows } = world;
  let paris: Admin;

  const completedOf = async (orderId: string) => (await eventsOf(orderId)).find((event) => event.type === 'payment.completed')!.payload;

  /** A paid checkout of `body`: its order id. */
  async function paidFor(body: Record<string, unknown>): Promise<string> {
    const paid = await new BuyerClient(world.platform.url).post('/api/payments/create-payment', body);
    expect(paid.status).toBe(200);
    return paid.body.orderId;
  }

  beforeAll(async () => {
    paris = await createSignedInAdmin(world.platform, 'Chez Margot', { currency: 'EUR' });
    expect((await paris.api.put('/api/v1/admin/settings', { jurisdiction: 'FR' })).status).toBe(200);
    // Catalog prices in the currency it heard from identity's business.updated, which comes after the answer.
    await eventually(async () => (await rows<{ currency: string }>(sql`select currency from catalog.business_names where business_slug = ${paris.businessSlug}`))[0]?.currency === 'EUR');
  });

  it('a French business selling a single-purpose card type at 20%: the order keeps it and payment.completed carries it', async () => {
    const card = await world.createCard(paris.api, { amount: '50', discount: '0', voucherType: 'single-purpose', vatRate: '20' });
    const orderId = await paidFor(checkout({ businessSlug: paris.businessSlug, id: card._id }));

    expect(await orderRow(orderId)).toMatchObject({ currency: 'EUR', jurisdiction: 'FR', voucher_vat: { voucherType: 'single-purpose', vatRateBp: 2000 } });
    expect(await completedOf(orderId)).toMatchObject({ amountCents: 5000, currency: 'EUR', voucherVat: { voucherType: 'single-purpose', vatRateBp: 2000 } });
  });

  it('a card type left multi-purpose is carried as such, with no rate', async () => {
    const card = await world.createCard(paris.api, { amount: '30', discount: '0' });
    const orderId = await paidFor(checkout({ businessSlug: paris.businessSlug, id: card._id }));

    expect((await completedOf(orderId)).voucherVat).toEqual({ voucherType: 'multi-purpose', vatRateBp: null });
  });

  it("a reload carries the treatment of the reloaded card's type", async () => {
    const card = await world.createCard(paris.api, { amount: '50', discount: '0', reloadable: 'true', voucherType: 'single-purpose', vatRate: '5.5' });
    const buyer = new BuyerClient(world.platform.url);
    const body = checkout({ businessSlug: paris.businessSlug, id: card._id });
    const paid = await buyer.post('/api/payments/create-payment', body);
    const { uniqueCode } = (await buyer.put('/api/v1/admin/purchase', purchaseForm(body, paid))).body.purchase;

    // A reload names the card's code instead of its card type.
    const reloadId = await paidFor({ ...checkout({ businessSlug: paris.businessSlug, reloadOf: uniqueCode, amount: 20 }), id: undefined });

    expect(await completedOf(reloadId)).toMatchObject({ reload: { cardId: expect.any(String) }, voucherVat: { voucherType: 'single-purpose', vatRateBp: 550 } });
  });

  it('a US business: no VAT treatment on the order or in payment.completed', async () => {
    const orderId = await paidFor(checkout());

    expect(await orderRow(orderId)).toMatchObject({ jurisdiction: 'US', voucher_vat: null });
    expect(await completedOf(orderId)).not.toHaveProperty('voucherVat');
  });
});
