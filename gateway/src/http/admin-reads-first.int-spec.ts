import { jest } from '@jest/globals';
import { metrics } from '@gv/platform';
import { ApiClient, createGiftCard, createSignedInAdmin, startTestPlatform, type TestPlatform } from '../../../test/api';
import { AdminGuard } from '../auth/admin.guard';
import { SessionCache } from '../auth/session-cache';
import { AdminGiftCardsHttp } from '../catalog/admin-gift-cards.http';

const DASHBOARD_READS = ['total-sold', 'total-revenue', 'total-redemption', 'sales-data', 'revenue-by-date', 'list'].map((call) => `/api/v1/admin/${call}`);
/** Headers that differ from one answer to the next whoever sends it. */
const PER_ANSWER = new Set(['date', 'x-request-id']);
const headersOf = (response: Response) => Object.fromEntries([...response.headers].filter(([name]) => !PER_ANSWER.has(name)));

describe('admin reads answered before the framework', () => {
  let platform: TestPlatform;
  let admin: { api: ApiClient; businessSlug: string };
  let cookie: string;
  /** Requests that reached the framework's admin guard: every admin call the framework answers passes it. */
  let guarded: ReturnType<typeof jest.spyOn>;

  beforeAll(async () => {
    platform = await startTestPlatform();
    admin = await createSignedInAdmin(platform, 'Counter Cafe');
    expect((await createGiftCard(admin.api, { giftCardName: 'Lunch for two' })).status).toBe(201);
    cookie = [...admin.api.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    guarded = jest.spyOn(platform.app.gateway.get(AdminGuard), 'canActivate');
  }, 60_000);
  afterAll(async () => {
    guarded.mockRestore();
    await platform.stop();
  });

  const read = (path: string, headers: Record<string, string> = {}) => fetch(platform.url + path, { headers: { cookie, ...headers } });
  const timed = async (route: string) =>
    (await metrics.httpRequestDuration.get()).values.find((value) => value.metricName?.endsWith('_count') && value.labels.route === route && value.labels.status === '200')?.value ?? 0;

  it("answers each dashboard read of a session it knows without the framework, with the framework's answer, headers and timing", async () => {
    const sessions = platform.app.gateway.get(SessionCache);
    for (const path of DASHBOARD_READS) {
      // A session the gateway does not know yet is resolved by the framework's guard.
      sessions.forgetAll();
      const guardedBefore = guarded.mock.calls.length;
      const byFramework = await read(path);
      expect(byFramework.status).toBe(200);
      expect(guarded.mock.calls.length).toBe(guardedBefore + 1);
      const document = await byFramework.json();
      const timedBefore = await timed(path);

      const first = await read(path, { 'x-request-id': 'dashboard-read-1' });
      expect(first.status).toBe(200);
      expect(await first.json()).toEqual(document);
      expect(headersOf(first)).toEqual(headersOf(byFramework));
      expect(first.headers.get('x-request-id')).toBe('dashboard-read-1');
      expect(guarded.mock.calls.length).toBe(guardedBefore + 1);
      expect(await timed(path)).toBe(timedBefore + 1);
    }
  });

  it('reads the same figures with the query the dashboard sends, and leaves any other query to the framework', async () => {
    const withTestData = await read('/api/v1/admin/total-sold?testData=true');
    expect(withTestData.status).toBe(200);
    expect(await withTestData.json()).toEqual({ totalSold: 0, testData: true });

    const guardedBefore = guarded.mock.calls.length;
    const twice = await read('/api/v1/admin/list?page=1&page=1');
    expect(twice.status).toBe(200);
    expect((await twice.json()).giftCards.map((card: { giftCardName: string }) => card.giftCardName)).toEqual(['Lunch for two']);
    expect(guarded.mock.calls.length).toBe(guardedBefore + 1);
  });

  it('hands a read whose handler failed to the framework, which answers it as it answers any request', async () => {
    await read('/api/v1/admin/list');
    const cards = platform.app.gateway.get(AdminGiftCardsHttp);
    const list = jest.spyOn(cards, 'list').mockRejectedValueOnce(new Error('catalog down'));
    const guardedBefore = guarded.mock.calls.length;
    try {
      const answered = await read('/api/v1/admin/list');
      expect(answered.status).toBe(200);
      expect((await answered.json()).giftCardCount).toBe(1);
      // The failed answer was the one asked before the framework (the framework's route holds the handler it was built with).
      expect(list).toHaveBeenCalledTimes(1);
      expect(guarded.mock.calls.length).toBe(guardedBefore + 1);
    } finally {
      list.mockRestore();
    }
  });

  it('refuses a session ended through the gateway at once, and a request without a session, as the framework does', async () => {
    const signedIn = await createSignedInAdmin(platform, 'Closing Time Diner');
    const endedCookie = [...signedIn.api.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    expect((await fetch(`${platform.url}/api/v1/admin/total-sold`, { headers: { cookie: endedCookie } })).status).toBe(200);
    expect((await signedIn.api.post('/api/v1/admin/logout', {})).status).toBe(200);

    const ended = await fetch(`${platform.url}/api/v1/admin/total-sold`, { headers: { cookie: endedCookie } });
    expect(ended.status).toBe(401);
    expect((await ended.json()).message).toBe('Your session has expired. Please sign in again.');
    const anonymous = await fetch(`${platform.url}/api/v1/admin/total-sold`);
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).message).toBe('Please sign in to continue');
  });
});
