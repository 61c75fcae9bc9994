import type pg from 'pg';
import { startSquareEmulator, TEST_LOCATIONS } from '@gv/square-emulator';
import type { ApiClient } from '../http-client.js';
import { BENCH_SECRET_KEY, onBenchPlatform, processIds } from './bench-platform.js';
import { closeCounter, openCounter, redemptionLoad, type RedemptionResult } from './redemptions.js';

/** Square's answers take this long, each call (as in the "Register existing cards" bench). */
const SQUARE_LATENCY_MS = 50;
const TOKEN = 'EAAA-bench-square-counter';
/**
 * Three cards a till: the business is live, and one buyer (the bench's one payment card) may buy at most $10,000 of
 * cards a day.
 */
const REGISTERED_CARDS = 150;
/** How long the bench waits for Square to have every card before it gives up. */
const REGISTERED_WITHIN_MS = 120_000;

/**
 * The counter's redemptions (redemptions.ts) of cards registered at the business's Square Point of Sale: each asks
 * Square first (a REDEEM activity, decision 0092), Square answering after `SQUARE_LATENCY_MS`; on a distributed
 * platform, `tills` counters at once. The emulator runs in the bench's process: its CPU counts as the load generator's.
 * The business is live with the switch on before its cards are sold, so each is registered as it is issued.
 */
export async function registeredCardRedemptions(seconds: number, tills: number): Promise<RedemptionResult> {
  const emulator = await startSquareEmulator({ port: 0, latencyMs: SQUARE_LATENCY_MS });
  try {
    return await onBenchPlatform({ SQUARE_EMULATOR_URL: emulator.url, SQUARE_API_URL: 'emulator' }, async ({ url, dataDir, databaseUrl, platform }) => {
      const counter = await openCounter(url, dataDir, databaseUrl, BENCH_SECRET_KEY, REGISTERED_CARDS, sellAtSquare);
      try {
        await allRegistered(counter.sql, counter.codes.map(counter.hashOf));
        return await redemptionLoad(counter, seconds, tills, processIds(platform));
      } finally {
        await closeCounter(counter);
      }
    });
  } finally {
    await emulator.close();
  }
}

/** Live with the business's own Square account, and "Cards work at my Square Point of Sale" on once redemption has heard of it. */
async function sellAtSquare(admin: ApiClient): Promise<void> {
  const steps: [string, () => Promise<{ status: number; body: unknown }>][] = [
    ['credentials', () => admin.put('/api/v1/admin/settings', { squareApplicationId: 'sq0idp-bench-counter', squareLocationId: TEST_LOCATIONS.active, squareAccessToken: TOKEN })],
    ['go-live', () => admin.post('/api/v1/admin/go-live')],
    ['the switch', () => admin.put('/api/v1/admin/settings', { squareGiftCardSync: true })],
  ];
  for (const [what, step] of steps) {
    const { status, body } = await step();
    if (status !== 200) throw new Error(`${what} answered ${status}: ${JSON.stringify(body)}`);
  }
  // Cards issued before redemption hears of the switch would not be registered: "Register existing cards" (of none
  // yet) is refused until it has.
  for (let tries = 0; (await admin.post('/api/v1/admin/square/register-existing')).status !== 200; tries++) {
    if (tries > 200) throw new Error('the switch never reached redemption');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function allRegistered(sql: pg.Client, codeHashes: string[]): Promise<void> {
  const until = Date.now() + REGISTERED_WITHIN_MS;
  for (;;) {
    const { rows } = await sql.query<{ n: number }>('select count(*)::int as n from redemption.issued_cards where code_hash = any($1) and pos_square_id is not null', [codeHashes]);
    if (rows[0].n === codeHashes.length) return;
    if (Date.now() > until) throw new Error(`${rows[0].n} of ${codeHashes.length} cards registered at Square`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
