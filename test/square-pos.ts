import { sql } from 'drizzle-orm';
import type { DatabaseEnv } from './databases';
import { eventually } from './engines';
import { checkoutPlatform } from './orders-api';
import { freePort } from './peers';
import { BuyerClient } from './purchases';
import { TEST_LOCATIONS } from './square-test-values';
import { extendWorld } from './two-businesses';

/**
 * The checkout platform of the tests of cards at Harbor Grill's Square Point of Sale, whose own Square account (its
 * access token `token`) is on the emulator (`world.emulator.url`). Square notifies the address the platform gives it:
 * PUBLIC_URL's port (`env.PORT`) must be the one it listens on.
 */
export function squarePosPlatform(openDatabase: () => Promise<DatabaseEnv>, token: string) {
  const env: Record<string, string> = {};
  beforeAll(async () => {
    env.PORT = String(await freePort());
  });
  const world = checkoutPlatform(openDatabase, env);
  const settings = (body: Record<string, unknown>) => world.a.api.put('/api/v1/admin/settings', body);

  /** Harbor Grill's $50 card at 15% off ($42.50 paid, $7.50 bonus), bought and issued: its code and order. */
  async function bought(overrides: Record<string, unknown> = {}): Promise<{ code: string; orderId: string }> {
    const buyer = new BuyerClient(world.platform.url);
    const body = world.checkout(overrides);
    const paid = await buyer.post('/api/payments/create-payment', body);
    expect(paid.status).toBe(200);
    const completed = await buyer.put('/api/v1/admin/purchase', world.purchaseForm(body, paid));
    expect(completed.status).toBe(200);
    return { code: completed.body.purchase.uniqueCode, orderId: paid.body.orderId };
  }

  /** Harbor Grill live with its own Square credentials, the switch "Cards work at my Square Point of Sale" still as it was. */
  async function goLiveWithSquare(): Promise<void> {
    expect((await settings({ squareApplicationId: 'sq0idp-harbor', squareLocationId: TEST_LOCATIONS.active, squareAccessToken: token })).status).toBe(200);
    expect((await world.a.api.post('/api/v1/admin/go-live')).status).toBe(200);
  }

  /** Once redemption has heard the switch is on: only then are the cards it issues registered at Square. */
  const syncHeard = () =>
    eventually(async () => (await world.rows(sql`select 1 from redemption.paused_businesses where business_slug = ${world.a.businessSlug} and square_gift_card_sync`)).length > 0);

  return extendWorld(world, {
    env,
    settings,
    bought,
    goLiveWithSquare,
    syncHeard,
  });
}
