import { AnalyticsNotice, AnalyticsRpc, type BusinessesChanged } from '@gv/proto';
import { buyGiftCard, createGiftCard, createSignedInAdmin, startTestPlatform, type ApiClient, type TestPlatform } from '../../../test/api';
import { eventually } from '../../../test/engines';
import { Services } from '../http/rpc';

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('dashboard figures the gateway keeps until analytics announces a change', () => {
  let platform: TestPlatform;
  let admin: { api: ApiClient; businessSlug: string };
  let giftCardId: string;
  let services: Services;

  beforeAll(async () => {
    platform = await startTestPlatform();
    admin = await createSignedInAdmin(platform, 'Harbor Grill');
    giftCardId = (await createGiftCard(admin.api, { giftCardName: 'Dinner for two' })).body.giftCard._id;
    services = platform.app.gateway.get(Services);
  }, 60_000);
  afterAll(() => platform.stop());

  const totalSold = async () => (await admin.api.get('/api/v1/admin/total-sold')).body.totalSold as number;

  it('shows a sale on the first read after analytics committed it, while open dashboards keep the figures fresh in the gateway', async () => {
    const heard: BusinessesChanged[] = [];
    const stopListening = services.onNotice(AnalyticsNotice.businessesChanged, (notice) => heard.push(notice));
    expect(await totalSold()).toBe(0);
    // Dashboards left open: the gateway always holds an answer less than a second old, refreshed ahead.
    let open = true;
    const dashboards = (async () => {
      while (open) {
        expect(await totalSold()).toBeLessThanOrEqual(1);
        // Test data, not a wait: the pace at which the open dashboards read.
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    try {
      await buyGiftCard(platform.url, { businessSlug: admin.businessSlug, giftCardId });
      // Analytics itself answers with the sale once its consumer committed it, and announced it in the same turn.
      await eventually(async () => (await services.call(AnalyticsRpc.totals, { businessSlug: admin.businessSlug })).cardsSold === 1, 15_000, 5);
      await turn();
      expect(await totalSold()).toBe(1);
      expect(heard.some((notice) => notice.businessSlugs.includes(admin.businessSlug) && /^\d+$/.test(notice.xid))).toBe(true);
    } finally {
      open = false;
      await dashboards;
      stopListening();
    }
  }, 60_000);
});
