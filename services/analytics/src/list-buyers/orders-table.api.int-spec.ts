import { randomUUID } from 'node:crypto';
import { TEST_SOURCES } from '../../../../test/square-test-values';
import { databaseEnvs } from '../../../../test/databases';
import { eventually } from '../../../../test/engines';
import { checkoutPlatform, giftInfo, selfInfo } from '../../../../test/orders-api';
import { BuyerClient } from '../../../../test/purchases';

interface Row {
  name: string;
  qrCode: { uniqueCode: string };
  orderId: string;
  status: string;
  company: string | null;
  reloaded: boolean;
}

/**
 * The orders table (GET /api/v1/admin/buyers): one row per sold card, searched by card code, order number, buyer or
 * recipient email and company, filtered by status, type and day of sale; a filter it does not know is a 400.
 */
describe.each(databaseEnvs)('the orders table (all-in-one on %s)', (_engine, openDatabase) => {
  const world = checkoutPlatform(openDatabase);
  const { checkout, purchaseForm } = world;
  const cards: Record<'self' | 'gift' | 'reloaded' | 'voided' | 'corporate' | 'elsewhere', Row> = {} as never;

  /** A card bought through the checkout `overrides` change: its code and order. */
  async function bought(overrides: Record<string, unknown>) {
    const buyer = new BuyerClient(world.platform.url);
    const body = checkout(overrides);
    const paid = await buyer.post('/api/payments/create-payment', body);
    expect(paid.status).toBe(200);
    const completed = await buyer.put('/api/v1/admin/purchase', purchaseForm(body, paid));
    expect(completed.status).toBe(200);
    return completed.body.purchase.uniqueCode as string;
  }

  const listed = async (query: string, api = world.a.api): Promise<Row[]> => {
    const answer = await api.get(`/api/v1/admin/buyers?${query}`);
    expect(answer.status).toBe(200);
    return answer.body.buyers;
  };
  const names = async (query: string) => (await listed(query)).map((row) => row.name).sort();

  beforeAll(async () => {
    const { a } = world;
    const reloadable = await world.createCard(a.api, { amount: '50', discount: '0', reloadable: 'true' });
    await bought({ selfInfo: { ...selfInfo, name: 'Sal Self', email: 'sal@example.com' } });
    await bought({ purchaseType: 'gift', giftInfo });
    const reloadCode = await bought({ id: reloadable._id, selfInfo: { ...selfInfo, name: 'Rae Reload', email: 'rae@example.com' } });
    const voidCode = await bought({ selfInfo: { ...selfInfo, name: 'Val Void', email: 'val@example.com' } });
    await bought({ businessSlug: world.b.businessSlug, id: world.cardB._id, selfInfo: { ...selfInfo, name: 'Other Buyer' } });

    const reload = { sourceId: TEST_SOURCES.cardOk, idempotencyKey: randomUUID(), businessSlug: a.businessSlug, reloadOf: reloadCode, amount: 20, selfInfo };
    const buyer = new BuyerClient(world.platform.url);
    const paid = await buyer.post('/api/payments/create-payment', reload);
    expect(paid.status).toBe(200);
    const form = { reloadOf: reloadCode, selfInfo, amount: 20, orderId: paid.body.orderId, paymentDetails: purchaseForm(checkout(), paid).paymentDetails };
    expect((await buyer.put('/api/v1/admin/purchase', form)).status).toBe(200);
    expect((await a.api.post(`/api/v1/admin/issued-cards/${voidCode}/void`, { reason: 'Reported lost' })).status).toBe(200);
    const batch = await a.api.post('/api/v1/admin/corporate-orders', { giftCardId: world.cardA._id, company: 'Acme Corp', paymentReference: `INV-${randomUUID()}`, count: 1 });
    expect((await a.api.post(`/api/v1/admin/corporate-orders/${batch.body.id}/confirm`, {})).status).toBe(200);

    const rows = await eventually(async () => {
      const all = await listed('');
      return all.length === 5 && all.some((row) => row.reloaded) && all.some((row) => row.status === 'void') ? all : undefined;
    });
    const byName = (name: string) => rows.find((row) => row.name === name)!;
    Object.assign(cards, {
      self: byName('Sal Self'),
      gift: byName(giftInfo.senderName),
      reloaded: byName('Rae Reload'),
      voided: byName('Val Void'),
      corporate: rows.find((row) => row.company === 'Acme Corp'),
      elsewhere: (await listed('', world.b.api))[0],
    });
  }, 120_000);

  it('marks each row with its company and whether it was topped up', () => {
    expect(cards.corporate).toMatchObject({ company: 'Acme Corp', reloaded: false });
    expect(cards.reloaded).toMatchObject({ company: null, reloaded: true });
    expect(cards.self).toMatchObject({ company: null, reloaded: false, status: 'active' });
  });

  it("finds a card by its whole code however it is typed, and never another business's", async () => {
    const code = cards.gift.qrCode.uniqueCode;
    expect(await names(`search=${code}`)).toEqual([giftInfo.senderName]);
    expect(await names(`search=${encodeURIComponent(` ${code.toLowerCase().replace(/(.{4})/g, '$1-')} `)}`)).toEqual([giftInfo.senderName]);
    expect(await names(`search=${cards.elsewhere.qrCode.uniqueCode}`)).toEqual([]);
    expect(await names(`search=${code.slice(0, 10)}`)).toEqual([]);
  });

  it("finds a card by its order number as the table shows it, by the buyer's or recipient's email and by company", async () => {
    const number = cards.self.orderId.slice(0, 8).toUpperCase();
    expect(await names(`search=${encodeURIComponent(`#${number}`)}`)).toEqual(['Sal Self']);
    expect(await names(`search=${number}`)).toEqual(['Sal Self']);
    // An order number is the start of the order's id: the rest of it finds nothing.
    expect(await names(`search=${cards.self.orderId.slice(24)}`)).toEqual([]);
    expect(await names('search=RAE%40EXAMPLE.com')).toEqual(['Rae Reload']);
    expect(await names(`search=${giftInfo.recipientEmail}`)).toEqual([giftInfo.senderName]);
    expect((await listed('search=acme')).map((row) => row.company)).toEqual(['Acme Corp']);
  });

  it('filters by status, type and day of sale, with the search and with each other', async () => {
    expect(await names('status=void')).toEqual(['Val Void']);
    expect((await names('status=active')).length).toBe(4);
    expect(await names('type=gift')).toEqual([giftInfo.senderName]);
    expect(await names('type=self')).toEqual(['Rae Reload', 'Sal Self', 'Val Void']);
    expect((await listed('type=corporate')).map((row) => row.company)).toEqual(['Acme Corp']);
    expect(await names('type=reload')).toEqual(['Rae Reload']);
    expect(await names('type=self&status=void&search=val')).toEqual(['Val Void']);
    expect(await names('type=self&search=rae&status=void')).toEqual([]);
    expect((await listed('from=2020-01-01&to=2099-12-31')).length).toBe(5);
    expect(await names('from=2099-01-01')).toEqual([]);
    expect(await names('to=2020-01-01')).toEqual([]);
    const card = (await world.a.api.get(`/api/v1/admin/giftcards/${world.cardA._id}/buyers?type=gift`)).body;
    expect(card.buyers.map((row: Row) => row.name)).toEqual([giftInfo.senderName]);
  });

  it('answers 400 with the field and its message for a filter it does not know, on both lists', async () => {
    const refused: [string, Record<string, string>][] = [
      ['status=lost', { status: 'Choose a status: active, void, on_hold, refunded.' }],
      ['type=bogus', { type: 'Choose a type: self, gift, corporate, reload.' }],
      ['status=void&status=active', { status: 'Choose a status: active, void, on_hold, refunded.' }],
      ['from=2024-02-30', { from: 'Enter a day as YYYY-MM-DD.' }],
      ['to=yesterday', { to: 'Enter a day as YYYY-MM-DD.' }],
      ['from=2024-05-02&to=2024-05-01', { from: 'The first day must be on or before the last.' }],
    ];
    for (const list of ['/api/v1/admin/buyers', `/api/v1/admin/giftcards/${world.cardA._id}/buyers`]) {
      for (const [query, fields] of refused) {
        const answer = await world.a.api.get(`${list}?${query}`);
        expect({ query, status: answer.status, fields: answer.body.fields, message: answer.body.message }).toEqual({ query, status: 400, fields, message: Object.values(fields)[0] });
      }
    }
    const elsewhere = await world.a.api.get('/api/v1/admin/buyers?locationId=not-ours');
    expect(elsewhere.status).toBe(400);
  });
});
