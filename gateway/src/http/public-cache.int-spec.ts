import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { metrics } from '@gv/platform';
import { ApiClient, createGiftCard, createSignedInAdmin, startTestPlatform, type TestPlatform } from '../../../test/api';
import { announceLive } from '../../../test/catalog-api';
import { holdTheClock } from '../../../test/held-clock';
import { PUBLIC_CACHE_SECONDS } from '@gv/platform';

const names = (body: { giftCards: { giftCardName: string }[] }) => body.giftCards.map((card) => card.giftCardName);

describe('micro-cache of public storefront reads', () => {
  let platform: TestPlatform;
  let visitor: ApiClient;
  let a: { api: ApiClient; businessSlug: string; password: string };
  let b: { api: ApiClient; businessSlug: string };

  beforeAll(async () => {
    platform = await startTestPlatform();
    visitor = new ApiClient(platform.url);
    a = await createSignedInAdmin(platform, 'Cache Cantina');
    b = await createSignedInAdmin(platform, 'Other Osteria');
    // Live, so its cards are on the list of all businesses too.
    await announceLive(platform, a.businessSlug, 'Cache Cantina');
  }, 60_000);
  afterAll(() => platform.stop());

  const db = () => platform.app.runtime.database.db;
  /** A change that bypasses the gateway (as another gateway replica's write would): only the cache interval shows it. */
  const renameCardsBehindTheGateway = (businessSlug: string, name: string) =>
    db().execute(sql`update catalog.gift_cards set name = ${name} where business_slug = ${businessSlug}`);

  async function createCard(api: ApiClient, giftCardName: string): Promise<string> {
    const created = await createGiftCard(api, { giftCardName });
    expect(created.status).toBe(201);
    return created.body.giftCard._id;
  }

  /**
   * The cache's clock (Date.now(), read in this process) under the test's control from here on: everything else (timers,
   * the event loop) runs as usual, so the platform still works, but no time passes for the cache unless the test moves it.
   * A cached answer is then a cached answer however slow the machine is, and its expiry comes when the test says.
   */
  function stopTheClock(): { advance(ms: number): void } {
    holdTheClock();
    return { advance: (ms) => jest.setSystemTime(Date.now() + ms) };
  }
  afterEach(() => jest.useRealTimers());

  it('serves repeated reads from the cache for a short time, and shows a card created through the gateway at once', async () => {
    const clock = stopTheClock();
    const path = `/api/v1/public/giftcards?businessSlug=${a.businessSlug}`;
    const empty = await visitor.get(path);
    expect(empty.headers.get('cache-control')).toBe(`public, max-age=${PUBLIC_CACHE_SECONDS}`);
    expect(empty.body.giftCards).toEqual([]);

    await createCard(a.api, 'Original name');
    const fresh = await visitor.get(path);
    expect(names(fresh.body)).toEqual(['Original name']);

    await renameCardsBehindTheGateway(a.businessSlug, 'Changed elsewhere');
    const cached = await visitor.get(path);
    expect(names(cached.body)).toEqual(['Original name']);
    // A cached answer is the same JSON document, headers included.
    expect(cached.body).toEqual(fresh.body);
    expect(cached.headers.get('content-type')).toBe(fresh.headers.get('content-type'));
    expect(cached.headers.get('content-type')).toMatch(/^application\/json/);
    // Once the cache interval has passed, the next read is a fresh one.
    clock.advance(PUBLIC_CACHE_SECONDS * 1000);
    expect(names((await visitor.get(path)).body)).toEqual(['Changed elsewhere']);
  });

  it("answers a cached read with a fresh answer's headers, in the encoding the client asks for, and times it as any request", async () => {
    stopTheClock();
    for (const giftCardName of ['Brunch', 'Dinner', 'Tasting menu', 'Wine pairing']) {
      expect((await createGiftCard(b.api, { giftCardName, description: `${giftCardName} for two, `.repeat(10) })).status).toBe(201);
    }
    const url = `${platform.url}/api/v1/public/giftcards?businessSlug=${b.businessSlug}&limit=10`;
    const read = (requestId: string, acceptEncoding: string) => fetch(url, { headers: { 'x-request-id': requestId, 'accept-encoding': acceptEncoding } });
    const fresh = await read('first-read', 'gzip');
    const document = await fresh.json();
    const timed = async () => (await metrics.httpRequestDuration.get()).values.find((value) => value.metricName?.endsWith('_count') && value.labels.route === '/api/v1/public/giftcards')?.value ?? 0;
    const timedBefore = await timed();
    // As browsers ask (no weights), as a weighted list asks (negotiated by the framework), and as a client that takes no compression.
    for (const [acceptEncoding, encoding] of [['gzip', 'gzip'], ['gzip, deflate, br, zstd', 'br'], ['br;q=0.5, gzip;q=1', 'gzip'], ['', null]] as const) {
      const cached = await read(`read-${encoding}`, acceptEncoding);
      expect([acceptEncoding, await cached.json()]).toEqual([acceptEncoding, document]);
      expect([acceptEncoding, cached.headers.get('content-encoding')]).toEqual([acceptEncoding, encoding]);
      expect(cached.headers.get('x-request-id')).toBe(`read-${encoding}`);
      expect(cached.headers.get('vary')).toBe('accept-encoding');
      for (const header of ['content-type', 'cache-control', 'content-security-policy', 'x-content-type-options', 'cross-origin-resource-policy', 'referrer-policy']) {
        expect([header, cached.headers.get(header)]).toEqual([header, fresh.headers.get(header)]);
      }
    }
    expect(fresh.headers.get('x-request-id')).toBe('first-read');
    expect(fresh.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect((await timed()) - timedBefore).toBe(4);
  });

  it("shows an edited card at once on its page, its business's list and the list of all businesses", async () => {
    const id = await createCard(a.api, 'Before edit');
    const pages = [`/api/v1/admin/details/${id}`, `/api/v1/public/giftcards?businessSlug=${a.businessSlug}&limit=50`, '/api/v1/public/giftcards?limit=50'];
    for (const page of pages) await visitor.get(page);

    const edited = await a.api.put(`/api/v1/admin/update/${id}`, { giftCardName: 'After edit' });
    expect(edited.status).toBe(200);
    const [details, ownList, allList] = await Promise.all(pages.map((page) => visitor.get(page)));
    expect(details.body.giftCard.giftCardName).toBe('After edit');
    expect(names(ownList.body)).toContain('After edit');
    expect(names(allList.body)).toContain('After edit');

    expect((await a.api.delete(`/api/v1/admin/remove/${id}`)).status).toBe(200);
    expect((await visitor.get(pages[0])).status).toBe(404);
    expect(names((await visitor.get(pages[1])).body)).not.toContain('After edit');
  });

  it('keeps serving a cached page through writes that do not change it', async () => {
    await createCard(a.api, 'Kept in cache');
    const path = `/api/v1/public/giftcards?businessSlug=${a.businessSlug}&limit=50`;
    stopTheClock();
    const before = names((await visitor.get(path)).body);
    expect(before).toContain('Kept in cache');
    await renameCardsBehindTheGateway(a.businessSlug, 'Renamed behind the cache');

    // Another business's catalog write, and writes of this business that change no public page, all within the cache interval (no time passes).
    const [, passwordChanged, interest] = await Promise.all([
      createCard(b.api, 'Elsewhere'),
      a.api.put('/api/v1/admin/change-password', { currentPassword: a.password, newPassword: a.password }),
      visitor.post('/api/v1/admin/registration-interest', { businessName: 'Curious Cafe', businessType: 'Cafe', contactName: 'Cy', email: 'cy@example.com' }),
    ]);
    expect(passwordChanged.status).toBe(200);
    expect(interest.status).toBe(201);
    // Still the cached page: none of those writes dropped it (a fresh read would show the rename).
    const after = await visitor.get(path);
    expect(names(after.body)).toEqual(before);
  });

  it("shows a business's new name at once on its public header", async () => {
    const path = `/api/v1/admin/business/${a.businessSlug}`;
    expect((await visitor.get(path)).body.business.name).toBe('Cache Cantina');
    expect((await a.api.put('/api/v1/admin/settings', { restaurantName: 'Cache Cantina & Bar' })).status).toBe(200);
    expect((await visitor.get(path)).body.business.name).toBe('Cache Cantina & Bar');
  });

  it('never caches errors', async () => {
    const id = randomUUID();
    const path = `/api/v1/admin/details/${id}`;
    expect((await visitor.get(path)).status).toBe(404);
    // The card appears without a write through the gateway, well within the cache interval.
    await db().execute(sql`
      insert into catalog.gift_cards (id, business_slug, name, tag, description, amount_cents, discount, expiration_date, image_key)
      values (${id}, ${a.businessSlug}, 'Appeared', 'Thank You', 'Hello', 2500, 0, '2099-12-31', 'giftcards/x.webp')`);
    const found = await visitor.get(path);
    expect(found.status).toBe(200);
    expect(found.body.giftCard.giftCardName).toBe('Appeared');
  });
});
