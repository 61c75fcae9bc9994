import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { ApiClient, createSignedInAdmin, startTestPlatform, type TestPlatform } from '../../../test/api';
import { PUBLIC_CACHE_SECONDS } from './public-cache.interceptor';

describe('micro-cache of public storefront reads', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform();
  }, 60_000);
  afterAll(() => platform.stop());

  async function createCard(api: ApiClient, name: string) {
    const form = new FormData();
    const image = await sharp({ create: { width: 200, height: 120, channels: 3, background: '#f97316' } }).png().toBuffer();
    form.append('giftCardName', name);
    form.append('giftCardTag', 'Thank You');
    form.append('description', 'Thanks!');
    form.append('amount', '25');
    form.append('discount', '10');
    form.append('expirationDate', new Date(Date.now() + 30 * 86400_000).toISOString().slice(0, 10));
    form.append('giftCardImg', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'c.png');
    return api.post('/api/v1/admin/create-giftcard', form);
  }

  it('serves repeated reads from the cache for a short time, and shows a write through the gateway at once', async () => {
    const { api, businessSlug } = await createSignedInAdmin(platform, 'Cache Cantina');
    const visitor = new ApiClient(platform.url);
    const path = `/api/v1/public/giftcards?businessSlug=${businessSlug}`;
    const empty = await visitor.get(path);
    expect(empty.headers.get('cache-control')).toBe(`public, max-age=${PUBLIC_CACHE_SECONDS}`);
    expect(empty.body.giftCards).toEqual([]);

    const created = await createCard(api, 'Original name');
    expect(created.status).toBe(201);
    const fresh = await visitor.get(path);
    expect(fresh.body.giftCards.map((c: { giftCardName: string }) => c.giftCardName)).toEqual(['Original name']);

    // A change that bypasses this gateway is picked up once the cache interval ends.
    await platform.app.runtime.database.db.execute(sql`update catalog.gift_cards set name = 'Changed elsewhere'`);
    const cached = await visitor.get(path);
    expect(cached.body.giftCards[0].giftCardName).toBe('Original name');
    // A cached answer is the same JSON document, headers included.
    expect(cached.body).toEqual(fresh.body);
    expect(cached.headers.get('content-type')).toBe(fresh.headers.get('content-type'));
    expect(cached.headers.get('content-type')).toMatch(/^application\/json/);
    await new Promise((resolve) => setTimeout(resolve, PUBLIC_CACHE_SECONDS * 1000 + 200));
    expect((await visitor.get(path)).body.giftCards[0].giftCardName).toBe('Changed elsewhere');
  });

  it('never caches errors', async () => {
    const visitor = new ApiClient(platform.url);
    expect((await visitor.get('/api/v1/admin/business/not-yet-there')).status).toBe(404);
    await createSignedInAdmin(platform, 'Not Yet There');
    expect((await visitor.get('/api/v1/admin/business/not-yet-there')).status).toBe(200);
  });
});
