import { Agent } from 'node:http';
import { TEST_LOCATIONS } from '@gv/square-emulator';
import type { ApiClient } from '../http-client.js';
import { onBenchPlatform } from './bench-platform.js';
import { checkout } from './checkout.js';
import { loadAtRate, type LoadResult } from './request-reply.js';
import { seedBusiness } from './storefront.js';

/** The integrator API's balance read must answer within this at the 99th percentile, at RATE a second (decision 0091). */
export const INTEGRATOR_P99_FLOOR_MS = 20;
export const INTEGRATOR_RATE = 500;
/**
 * Each key may make at most 100 calls a second (its owner's highest setting): the calls take turns over KEYS keys,
 * 50 a second each, so the figure is the read's, not a 429 from a key's own limit.
 */
const KEYS = 10;
const KEY_RATE = 100;

async function expectOk(answer: Promise<{ status: number; body: any }>, what: string, status = 200): Promise<any> {
  const got = await answer;
  if (got.status !== status) throw new Error(`${what} answered ${got.status}: ${JSON.stringify(got.body)}`);
  return got.body;
}

/** A live business (Square connected at the platform's emulator, then "Go live") with one live card: its code. */
async function liveCard(url: string): Promise<{ admin: ApiClient; code: string }> {
  const { businessSlug, admin } = await seedBusiness(url, 1);
  await expectOk(admin.put('/api/v1/admin/settings', { squareApplicationId: 'sq0idp-bench', squareLocationId: TEST_LOCATIONS.active, squareAccessToken: 'EAAA-bench-integrator' }), 'Square credentials');
  await expectOk(admin.post('/api/v1/admin/go-live'), 'go-live');
  const list = (await (await fetch(`${url}/api/v1/public/giftcards?businessSlug=${businessSlug}`)).json()) as { giftCards: { _id: string }[] };
  const agent = new Agent({ keepAlive: true });
  const bought = await checkout({ url, businessSlug, giftCardId: list.giftCards[0]._id }, agent, '10.0.0.1');
  agent.destroy();
  if (typeof bought === 'string') throw new Error(`buying the live card failed: ${bought}`);
  return { admin, code: (bought.purchase as { purchase: { uniqueCode: string } }).purchase.uniqueCode };
}

/**
 * `GET /api/v1/integrations/cards/{code}` with `gv_live_` keys (cards:read, 100 calls a second each), at a fixed
 * INTEGRATOR_RATE a second for `seconds` after a warm-up, on a fresh distributed platform: each call through the
 * gateway's key check (identity resolves the key, the shared store counts its call) to redemption's card read.
 */
export async function integratorBalanceReads(seconds: number): Promise<LoadResult & { keys: number }> {
  return onBenchPlatform({ SQUARE_API_URL: 'emulator' }, async ({ url }) => {
    const { admin, code } = await liveCard(url);
    const keys: string[] = [];
    for (let i = 0; i < KEYS; i++) {
      const made = await expectOk(admin.post('/api/v1/admin/api-keys', { name: `Bench reader ${i + 1}`, scopes: ['cards:read'], requestsPerSecond: KEY_RATE }), 'a new API key', 201);
      if (!String(made.key).startsWith('gv_live_')) throw new Error(`the business is live, yet its key is ${String(made.key).slice(0, 8)}…`);
      keys.push(`Bearer ${made.key}`);
    }
    const result = await loadAtRate(`${url}/api/v1/integrations/cards/${code}`, seconds, INTEGRATOR_RATE, 100, (n) => ({ authorization: keys[n % KEYS] }));
    return { ...result, keys: KEYS };
  });
}
