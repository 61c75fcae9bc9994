import { sql } from 'drizzle-orm';
import { selectRows, type SqlEventBus } from '@gv/platform';
import type { LocationRef } from '@gv/proto';
import { createGiftCard, createSignedInAdmin, type TestPlatform } from '../../../../test/api';
import { parseCsv } from '../../../../test/csv';
import { databaseEnvs, type DatabaseEnv, stopThenDrop } from '../../../../test/databases';
import { eventually } from '../../../../test/engines';
import { buyGiftCard, redeemGiftCard } from '../../../../test/purchases';
import { embeddedPlatformIdle } from '../../../../test/wait-idle';
import { rebuildProjection } from '../rebuild/rebuild-projection';
import { NEXT_YEAR, startAnalyticsPlatform, type Admin } from '../test-support';

/**
 * Settlement between locations against books computed by hand. Harbor Grill works at Downtown (its first location),
 * Airport and Harbor. Its "Dinner" ($50 for $45: $5 bonus) names no home location, so its sales belong to Downtown;
 * "Lounge" ($40, no discount) belongs to Airport and "Brunch" ($30 for $24: $6 bonus) to Harbor. Today:
 *
 * | card     | sold at  | what happened (bonus value is spent first)                               |
 * |----------|----------|---------------------------------------------------------------------------|
 * | dinner 1 | Downtown | $12 redeemed at Airport ($5 bonus, $7 paid)                               |
 * | dinner 2 | Downtown | $20 redeemed Downtown ($5 bonus, $15 paid)                                |
 * | lounge 1 | Airport  | $25 redeemed Downtown, $10 at Harbor (paid)                               |
 * | lounge 2 | Airport  | $15 refunded                                                              |
 * | brunch 1 | Harbor   | $16 redeemed at Airport ($6 bonus, $10 paid); $5 more there, then reversed |
 *
 * Sold: Downtown 100, Airport 80, Harbor 30. Redeemed: Downtown 20 + 25 = 45; Airport 12 + 16 + 5 − 5 = 28; Harbor 10.
 * Outstanding on the cards sold at each: Downtown 38 + 30 = 68; Airport 5 + 25 = 30; Harbor 14 (closing 112 = 210 − 83 − 15).
 * Paid value owed: Downtown → Airport 7, Airport → Downtown 25, Airport → Harbor 10, Harbor → Airport 10: Airport owes Downtown 18.
 */
describe.each(databaseEnvs)('settlement between locations (all-in-one on %s)', (engine, openDatabase) => {
  let database: DatabaseEnv;
  let platform: TestPlatform;
  let a: Admin;
  let downtown: LocationRef;
  let airport: LocationRef;
  let harbor: LocationRef;
  let today: string;
  const db = () => platform.app.runtime.database.db;

  beforeAll(async () => {
    database = await openDatabase();
    platform = await startAnalyticsPlatform(database);
    a = await createSignedInAdmin(platform, 'Harbor Grill');
    const [first] = (await a.api.get('/api/v1/admin/locations')).body.locations;
    expect((await a.api.put(`/api/v1/admin/locations/${first.id}`, { name: 'Downtown', address: first.address })).status).toBe(200);
    downtown = { id: first.id, name: 'Downtown' };
    const addLocation = async (name: string) => {
      const added = await a.api.post('/api/v1/admin/locations', { name, address: `1 ${name} Rd, Springfield` });
      expect(added.status).toBe(201);
      return { id: added.body.id as string, name };
    };
    airport = await addLocation('Airport'); // one after the other: the report lists locations in the order they opened
    harbor = await addLocation('Harbor');
    const cardType = async (giftCardName: string, amount: string, discount: string, home?: LocationRef) => {
      const created = await createGiftCard(a.api, {
        giftCardName,
        amount,
        discount,
        expirationDate: NEXT_YEAR,
        ...(home && { homeLocationId: home.id }),
      });
      expect(created.status).toBe(201);
      return created.body.giftCard._id as string;
    };
    const [dinner, lounge, brunch] = [
      await cardType('Dinner', '50', '10'),
      await cardType('Lounge', '40', '0', airport),
      await cardType('Brunch', '30', '20', harbor),
    ];
    const buy = async (id: string, who: string) => {
      const email = `${who}.${engine.toLowerCase()}@example.com`;
      return (
        await buyGiftCard(
          platform.url,
          { businessSlug: a.businessSlug, id },
          { purchaseType: 'self', selfInfo: { name: who, email, phone: '(555) 123-4567' } },
        )
      ).uniqueCode;
    };
    const [dinner1, dinner2, lounge1, lounge2, brunch1] = [
      await buy(dinner, 'dinner1'),
      await buy(dinner, 'dinner2'),
      await buy(lounge, 'lounge1'),
      await buy(lounge, 'lounge2'),
      await buy(brunch, 'brunch1'),
    ];
    const redeem = (code: string, amount: number, at: LocationRef) => redeemGiftCard(a.api, platform.dataDir, code, amount, at.id);
    await redeem(dinner1, 12, airport);
    await redeem(dinner2, 20, downtown);
    await redeem(lounge1, 25, downtown);
    await redeem(lounge1, 10, harbor);
    await redeem(brunch1, 16, airport);
    await redeem(brunch1, 5, airport);
    const history = (await a.api.get(`/api/v1/admin/scan-giftcard/${brunch1}`)).body.buyers[0].redemptionHistory as {
      redemptionId: string;
      redeemedAmount: number;
    }[];
    const five = history.find((entry) => entry.redeemedAmount === 5)!;
    expect(
      (await a.api.post(`/api/v1/admin/issued-cards/${brunch1}/reverse-redemption`, { redemptionId: five.redemptionId, reason: 'Rang up twice' }))
        .status,
    ).toBe(200);
    expect((await a.api.post(`/api/v1/admin/issued-cards/${lounge2}/refund`, { amount: 15, reason: 'Part back' })).status).toBe(200);
    await eventually(() => embeddedPlatformIdle(db()), 60_000);
    today = (await a.api.get('/api/v1/admin/sales-data')).body.at(-1).date;
  }, 180_000);

  afterAll(() => stopThenDrop(platform, database));

  const report = (from: string, to: string) => a.api.get(`/api/v1/admin/reports/locations?from=${from}&to=${to}`);

  const expected = () => ({
    locations: [
      { locationId: downtown.id, name: 'Downtown', sold: 100, redeemed: 45, outstandingSoldHere: 68 },
      { locationId: airport.id, name: 'Airport', sold: 80, redeemed: 28, outstandingSoldHere: 30 },
      { locationId: harbor.id, name: 'Harbor', sold: 30, redeemed: 10, outstandingSoldHere: 14 },
    ],
    settlement: [
      { soldAt: downtown.id, redeemedAt: airport.id, amount: 12, paid: 7, bonus: 5 },
      { soldAt: airport.id, redeemedAt: downtown.id, amount: 25, paid: 25, bonus: 0 },
      { soldAt: airport.id, redeemedAt: harbor.id, amount: 10, paid: 10, bonus: 0 },
      { soldAt: harbor.id, redeemedAt: airport.id, amount: 16, paid: 10, bonus: 6 },
    ],
    net: [{ from: airport.id, to: downtown.id, amount: 18 }],
    currency: 'USD',
  });

  it('states what each location sold and redeemed, what was sold at one and redeemed at another, and the one transfer that settles it', async () => {
    expect(await report(today, today)).toMatchObject({ status: 200, body: expected() });
  });

  it('reconciles to the cent with the liability statement of the same range', async () => {
    for (const [from, to] of [
      [today, today],
      ['2020-01-01', today],
    ]) {
      const { locations } = (await report(from, to)).body as ReturnType<typeof expected>;
      const { movement, outstanding } = (await a.api.get(`/api/v1/admin/reports/liability?from=${from}&to=${to}`)).body;
      const cents = (pick: (location: (typeof locations)[number]) => number) =>
        locations.reduce((sum, location) => sum + Math.round(pick(location) * 100), 0);
      expect(cents((location) => location.redeemed)).toBe(Math.round(movement.redeemed * 100));
      expect(cents((location) => location.sold)).toBe(Math.round(movement.sold * 100));
      expect(cents((location) => location.outstandingSoldHere)).toBe(Math.round(outstanding.total * 100));
      expect([movement.redeemed, movement.sold, outstanding.total]).toEqual([83, 210, 112]);
    }
  });

  it('keeps in the books where each move happened and where its card was sold, and a rebuild keeps them the same', async () => {
    const moves = () =>
      selectRows<{ kind: string; paid: number; bonus: number; at: string | null; soldAt: string | null }>(
        db(),
        sql`select m.kind, m.paid_cents as paid, m.bonus_cents as bonus, m.location_id as at, m.sold_at_location_id as "soldAt"
         from analytics.ledger_moves m join analytics.buyers b on b.card_id = m.card_id
         where m.business_slug = ${a.businessSlug} and (b.gift_card_name = 'Brunch' or (b.gift_card_name = 'Lounge' and m.kind = 'refunded'))
         order by m.kind, m.paid_cents`,
      );
    const before = await moves();
    expect(before).toEqual([
      // The reversal counts where the $5 redemption it undoes was made.
      { kind: 'redeemed', paid: -1000, bonus: -600, at: airport.id, soldAt: harbor.id },
      { kind: 'redeemed', paid: -500, bonus: 0, at: airport.id, soldAt: harbor.id },
      { kind: 'redeemed', paid: 500, bonus: 0, at: airport.id, soldAt: harbor.id },
      // A refund happens nowhere in particular; its card was sold at Airport.
      { kind: 'refunded', paid: -1500, bonus: 0, at: null, soldAt: airport.id },
      { kind: 'sold', paid: 2400, bonus: 600, at: harbor.id, soldAt: harbor.id },
    ]);
    await rebuildProjection(db(), platform.app.runtime.bus as SqlEventBus);
    expect(await moves()).toEqual(before);
    expect((await report(today, today)).body).toEqual(expected());
  });

  it('narrows the orders page to the cards sold at a location (the first one also holds cards sold nowhere recorded)', async () => {
    const soldAt = async (location: LocationRef) =>
      ((await a.api.get(`/api/v1/admin/buyers?locationId=${location.id}`)).body.buyers as { buyerName: string }[]).map((buyer) => buyer.buyerName).sort();
    expect(await soldAt(downtown)).toEqual(['dinner1', 'dinner2']);
    expect(await soldAt(airport)).toEqual(['lounge1', 'lounge2']);
    expect(await soldAt(harbor)).toEqual(['brunch1']);
    expect(await a.api.get('/api/v1/admin/buyers?locationId=00000000-0000-4000-8000-000000000000')).toMatchObject({
      status: 400,
      body: { fields: { locationId: 'Unknown location' } },
    });
  });

  it('narrows the dashboard to what happened at a location: sales and refunds where the card was sold, redemptions at the counter', async () => {
    const dashboard = async (location: LocationRef) => {
      const at = `?locationId=${location.id}`;
      const [sold, revenue, redemption, revenueByDate] = await Promise.all(
        ['total-sold', 'total-revenue', 'total-redemption', 'revenue-by-date'].map(async (path) => (await a.api.get(`/api/v1/admin/${path}${at}`)).body),
      );
      return { cards: sold.totalSold, revenue: revenue.totalRevenue, refunds: revenue.totalRefunds, redeemed: redemption.totalRedemption, today: revenueByDate.revenueByDate[today] };
    };
    expect(await dashboard(downtown)).toEqual({ cards: 2, revenue: 90, refunds: 0, redeemed: 45, today: 90 });
    expect(await dashboard(airport)).toEqual({ cards: 2, revenue: 65, refunds: 15, redeemed: 28, today: 65 });
    expect(await dashboard(harbor)).toEqual({ cards: 1, revenue: 24, refunds: 0, redeemed: 10, today: 24 });
    // The whole business is the sum of its locations.
    expect((await a.api.get('/api/v1/admin/total-revenue')).body).toMatchObject({ totalRevenue: 179, totalRefunds: 15 });
    expect((await a.api.get('/api/v1/admin/total-redemption')).body).toMatchObject({ totalRedemption: 83 });
    expect(await a.api.get('/api/v1/admin/total-sold?locationId=nowhere')).toMatchObject({ status: 400, body: { fields: { locationId: 'Unknown location' } } });
  });

  it('narrows the books, the activity report and the exports to a location: the liability of the cards sold there', async () => {
    const liability = async (location: LocationRef) => {
      const { movement, outstanding } = (await a.api.get(`/api/v1/admin/reports/liability?from=${today}&to=${today}&locationId=${location.id}`)).body;
      return { sold: movement.sold, redeemed: movement.redeemed, refunded: movement.refunded, closing: movement.closing, outstanding: outstanding.total };
    };
    expect(await liability(downtown)).toEqual({ sold: 100, redeemed: 32, refunded: 0, closing: 68, outstanding: 68 });
    expect(await liability(airport)).toEqual({ sold: 80, redeemed: 35, refunded: 15, closing: 30, outstanding: 30 });
    expect(await liability(harbor)).toEqual({ sold: 30, redeemed: 16, refunded: 0, closing: 14, outstanding: 14 });

    const activity = (await a.api.get(`/api/v1/admin/reports/activity?from=${today}&to=${today}&locationId=${airport.id}`)).body;
    expect(activity.periods).toEqual([expect.objectContaining({ start: today, cardsSold: 2, sales: 80, redeemed: 28, refunded: 15 })]);
    // Of the $80 sold at Airport, $35 was redeemed (anywhere).
    expect(activity.redemptionRate).toBe(0.4375);
    expect(activity.topCards).toEqual([{ giftCardName: 'Lounge', cardsSold: 2, sales: 80 }]);

    const csvRows = async (kind: string, location: LocationRef) =>
      parseCsv((await a.api.get<string>(`/api/v1/admin/reports/export/${kind}.csv?from=${today}&to=${today}&locationId=${location.id}`)).body).slice(1);
    expect((await csvRows('orders', harbor)).map((row) => row[6])).toEqual(['brunch1']);
    expect((await csvRows('ledger', harbor)).map((row) => row[1]).sort()).toEqual(['Face value sold', 'Redeemed', 'Redeemed', 'Redeemed']);
  });

  it('exports the report as CSV with the locations by name', async () => {
    const answer = await a.api.get<string>(`/api/v1/admin/reports/export/locations.csv?from=${today}&to=${today}`);
    expect(answer.status).toBe(200);
    const [header, ...rows] = parseCsv(answer.body);
    expect(header).toEqual(['Line', 'Location', 'Other location', 'Paid value', 'Bonus value', 'Total']);
    expect(rows).toEqual([
      ['Face value sold', 'Downtown', '', '', '', '100.00'],
      ['Redeemed', 'Downtown', '', '', '', '45.00'],
      ['Outstanding, sold here', 'Downtown', '', '', '', '68.00'],
      ['Face value sold', 'Airport', '', '', '', '80.00'],
      ['Redeemed', 'Airport', '', '', '', '28.00'],
      ['Outstanding, sold here', 'Airport', '', '', '', '30.00'],
      ['Face value sold', 'Harbor', '', '', '', '30.00'],
      ['Redeemed', 'Harbor', '', '', '', '10.00'],
      ['Outstanding, sold here', 'Harbor', '', '', '', '14.00'],
      ['Sold here, redeemed there', 'Downtown', 'Airport', '7.00', '5.00', '12.00'],
      ['Sold here, redeemed there', 'Airport', 'Downtown', '25.00', '0.00', '25.00'],
      ['Sold here, redeemed there', 'Airport', 'Harbor', '10.00', '0.00', '10.00'],
      ['Sold here, redeemed there', 'Harbor', 'Airport', '10.00', '6.00', '16.00'],
      ['Owes', 'Airport', 'Downtown', '18.00', '', '18.00'],
    ]);
  });

  it('answers nothing for a range without moves, and refuses a range that is not two real days in order with 400', async () => {
    expect((await report('2020-01-01', '2020-12-31')).body).toEqual({
      locations: expected().locations.map((location) => ({ ...location, sold: 0, redeemed: 0, outstandingSoldHere: 0 })),
      settlement: [],
      net: [],
      currency: 'USD',
    });
    const invalid = { status: 400, body: { message: 'Enter a date range as YYYY-MM-DD, from on or before to.' } };
    expect(await report(today, '2020-01-01')).toMatchObject(invalid);
    expect(await report('2026-02-30', today)).toMatchObject(invalid);
    expect(await a.api.get('/api/v1/admin/reports/locations')).toMatchObject(invalid);
    expect(await report('2000-01-01', today)).toMatchObject({ status: 400, body: { message: 'A report covers at most 10 years.' } });
  });
});
