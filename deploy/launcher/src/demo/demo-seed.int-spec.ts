import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { DEMO_ADMIN } from '@gv/service-identity';
import { ApiClient } from '../../../../test/api';
import { eventually } from '../../../../test/engines';
import { redeemGiftCard } from '../../../../test/purchases';
import { embeddedPlatformIdle } from '../../../../test/wait-idle';
import { startAllInOne, type AllInOne } from '../all-in-one';

const DAY_MS = 86_400_000;

async function signIn(url: string, headers: Record<string, string> = {}): Promise<ApiClient> {
  const admin = new ApiClient(url, headers);
  expect((await admin.post('/api/v1/admin/login', DEMO_ADMIN)).status).toBe(200);
  return admin;
}

async function figures(admin: ApiClient) {
  const [sold, revenue, redemption, sales, list, buyers] = await Promise.all(
    ['total-sold', 'total-revenue', 'total-redemption', 'sales-data', 'list', 'buyers'].map((call) => admin.get(`/api/v1/admin/${call}`)),
  );
  return {
    totalSold: sold.body.totalSold as number,
    totalRevenue: revenue.body.totalRevenue as number,
    totalRedemption: redemption.body.totalRedemption as number,
    salesData: sales.body as { date: string; sales: number }[],
    giftCardCount: list.body.giftCardCount as number,
    buyers: buyers.body.total as number,
  };
}

/** The whole history once the projections have caught up with the seed: nothing left in flight, and every sale has its buyer row. */
async function settledFigures(app: AllInOne, admin: ApiClient) {
  await eventually(() => embeddedPlatformIdle(app.runtime.database.db), 60_000);
  return eventually(async () => {
    const now = await figures(admin);
    return now.totalSold > 0 && now.buyers === now.totalSold ? now : undefined;
  });
}

describe('DEMO=1: Demo Bistro with 30 days of trade, through the real purchase and redemption paths (all-in-one)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'gv-demo-'));
  const env = { DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
  let app: AllInOne;
  let seeded: Awaited<ReturnType<typeof figures>>;

  beforeAll(async () => {
    app = await startAllInOne({ ...env, DEMO: '1' });
  }, 90_000);
  afterAll(async () => {
    await app?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('opens the storefront with the demo cards and their generated pictures', async () => {
    const storefront = await new ApiClient(app.url).get('/api/v1/public/giftcards?businessSlug=demo-bistro&limit=50');
    expect(storefront.status).toBe(200);
    const cards = storefront.body.giftCards as { giftCardName: string; giftCardImg: string }[];
    expect(cards.length).toBeGreaterThanOrEqual(6);
    expect(cards.length).toBeLessThanOrEqual(8);
    const picture = await fetch(app.url + cards[0].giftCardImg);
    expect(picture.headers.get('content-type')).toBe('image/webp');
    expect((await picture.arrayBuffer()).byteLength).toBeGreaterThan(5_000);
  });

  it('fills the dashboard: sales, revenue and redemptions, spread over many of the last 30 days', async () => {
    seeded = await settledFigures(app, await signIn(app.url));
    expect(seeded.giftCardCount).toBeGreaterThanOrEqual(6);
    expect(seeded.totalSold).toBeGreaterThanOrEqual(20);
    expect(seeded.totalRevenue).toBeGreaterThan(0);
    expect(seeded.totalRedemption).toBeGreaterThan(0);
    // Every sale falls within the 30 days, on many different days.
    expect(seeded.salesData.reduce((sum, day) => sum + day.sales, 0)).toBe(seeded.totalSold);
    expect(seeded.salesData.filter((day) => day.sales > 0).length).toBeGreaterThanOrEqual(10);
  });

  it("shows each buyer's balance and redemption history, at the dates they happened", async () => {
    const admin = await signIn(app.url);
    const buyers = [];
    for (let page = 1; buyers.length < seeded.buyers; page++) buyers.push(...(await admin.get(`/api/v1/admin/buyers?page=${page}`)).body.buyers);
    const since = Date.now() - 31 * DAY_MS;
    expect(new Set(buyers.map((buyer) => buyer.purchaseDate.slice(0, 10))).size).toBeGreaterThanOrEqual(10);
    const redeemed = buyers.filter((buyer) => buyer.redemptionHistory.length > 0);
    expect(redeemed.length).toBeGreaterThanOrEqual(5);
    for (const buyer of redeemed) {
      expect(Date.parse(buyer.purchaseDate)).toBeGreaterThan(since);
      expect(buyer.usedAmount).toBeCloseTo(buyer.redemptionHistory.reduce((sum: number, row: { redeemedAmount: number }) => sum + row.redeemedAmount, 0), 2);
      expect(buyer.remainingBalance).toBeCloseTo(buyer.faceValue - buyer.usedAmount, 2);
      for (const row of buyer.redemptionHistory) expect(Date.parse(row.redemptionDate)).toBeGreaterThan(Date.parse(buyer.purchaseDate));
    }
    expect(buyers.some((buyer) => buyer.giftInfo !== null)).toBe(true);
  });

  it('seeds nothing on a second start', async () => {
    await app.close();
    app = await startAllInOne({ ...env, DEMO: '1' });
    expect(await figures(await signIn(app.url))).toEqual(seeded);
  }, 60_000);

  it('without DEMO=1, records a purchase and a redemption at the real time whatever X-Demo-Time says', async () => {
    await app.close();
    app = await startAllInOne(env);
    const startedAt = Date.now();
    const lastWeek = { 'x-demo-time': new Date(startedAt - 7 * DAY_MS).toISOString() };
    const [card] = (await new ApiClient(app.url).get('/api/v1/public/giftcards?businessSlug=demo-bistro')).body.giftCards;
    const buyer = new ApiClient(app.url, lastWeek);
    const form = { businessSlug: 'demo-bistro', id: card._id, purchaseType: 'self', selfInfo: { name: 'Tess Today', email: 'tess@example.com', phone: '(555) 555-0199' } };
    const paid = await buyer.post('/api/payments/create-payment', { ...form, sourceId: 'cnon:card-nonce-ok', idempotencyKey: randomUUID(), amount: 1 });
    expect(paid.status).toBe(200);
    const { uniqueCode } = (await buyer.put('/api/v1/admin/purchase', { ...form, orderId: paid.body.orderId })).body.purchase;
    const redeemed = await redeemGiftCard(await signIn(app.url, lastWeek), dataDir, uniqueCode, 5);

    expect(Date.parse(redeemed.buyer.redemptionHistory[0].redemptionDate)).toBeGreaterThanOrEqual(startedAt);
    const admin = await signIn(app.url);
    const tess = await eventually(async () => (await admin.get('/api/v1/admin/buyers?search=tess@example.com')).body.buyers[0]);
    expect(tess.email).toBe('tess@example.com');
    expect(Date.parse(tess.purchaseDate)).toBeGreaterThan(startedAt - DAY_MS); // now, not the week before the header named
    const after = await eventually(async () => {
      const now = await figures(admin);
      return now.totalSold === seeded.totalSold + 1 ? now : undefined;
    });
    // Counted on the business's today (the last of its 30 days, in its time zone), one more than the seed left there.
    const today = after.salesData.at(-1)!;
    expect(today.sales).toBe((seeded.salesData.find((day) => day.date === today.date)?.sales ?? 0) + 1);
  }, 60_000);
});
