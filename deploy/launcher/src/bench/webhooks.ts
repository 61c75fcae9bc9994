import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { loadKeyRing, openDatabase, runSql, sealSecret, type Db, type PlatformConfig } from '@gv/platform';
import { startAllInOne } from '../all-in-one.js';
import { BENCH_SECRET_KEY, onBenchPlatform } from './bench-platform.js';

/** Deliveries a second the sender must reach to a local receiver in distributed mode (decision 0094). */
const FLOOR_PER_SECOND = 500;
const DELIVERIES = Number(process.env.BENCH_WEBHOOKS ?? 5_000);
/** Cards the deliveries are of: each card's go out one at a time, in order. */
const CARDS = Number(process.env.BENCH_WEBHOOK_CARDS ?? DELIVERIES);

interface DeliveryRate {
  deliveries: number;
  cards: number;
  seconds: number;
  perSecond: number;
}

/** A receiver on this machine that answers 204 at once, counting what it got. */
async function startReceiver() {
  let answered = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      answered++;
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    answered: () => answered,
    stop() {
      server.closeAllConnections();
      server.close();
    },
  };
}

/**
 * DELIVERIES rows to one endpoint, over CARDS cards, written as the event consumer writes them (in one statement, the
 * endpoint off, before the clock starts); then the rate from turning the endpoint on until none is pending.
 */
async function deliveryRate(db: Db, config: Pick<PlatformConfig, 'SECRET_KEY' | 'DATA_DIR'>): Promise<DeliveryRate> {
  const receiver = await startReceiver();
  try {
    const endpointId = randomUUID();
    const sealed = sealSecret(loadKeyRing(config, 'secrets-at-rest')[0], `whsec_${Buffer.alloc(32, 7).toString('base64')}`, endpointId);
    await runSql(db, sql`insert into notifications.webhook_endpoints (id, business_slug, url, events, secret_sealed, enabled) values (${endpointId}, 'bench', ${receiver.url}, ${'{card.redeemed}'}::text[], ${sealed}, false)`);
    await runSql(
      db,
      sql`insert into notifications.webhook_deliveries (endpoint_id, event_id, type, order_key, body)
        select ${endpointId}, 'evt-' || n, 'card.redeemed', 'card-' || (n % ${CARDS}), json_build_object('id', 'evt-' || n, 'type', 'card.redeemed', 'createdAt', now(), 'data', json_build_object('cardId', 'card-' || (n % ${CARDS}), 'amountCents', 1200))::text
        from generate_series(1, ${DELIVERIES}) n`,
    );
    const started = performance.now();
    await runSql(db, sql`update notifications.webhook_endpoints set enabled = true where id = ${endpointId}`);
    for (;;) {
      const [left] = await runSql<{ n: number }>(db, sql`select count(*)::integer as n from notifications.webhook_deliveries where endpoint_id = ${endpointId} and status = 'pending'`);
      if (left.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const seconds = (performance.now() - started) / 1000;
    if (receiver.answered() < DELIVERIES) throw new Error(`the receiver answered ${receiver.answered()} of ${DELIVERIES}`);
    return { deliveries: DELIVERIES, cards: CARDS, seconds: Math.round(seconds * 100) / 100, perSecond: Math.round(DELIVERIES / seconds) };
  } finally {
    receiver.stop();
  }
}

/** The notifications service on its own process and the machine's PostgreSQL, as `npm run start:distributed` runs it. */
function distributedRate(): Promise<DeliveryRate> {
  return onBenchPlatform({ WEBHOOKS_ALLOW_PRIVATE: '1' }, async ({ databaseUrl, dataDir }) => {
    const database = await openDatabase({ url: databaseUrl, dataDir: '' });
    try {
      return await deliveryRate(database.db, { SECRET_KEY: BENCH_SECRET_KEY, DATA_DIR: dataDir });
    } finally {
      await database.close();
    }
  });
}

async function allInOneRate(): Promise<DeliveryRate> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gv-bench-webhooks-'));
  const platform = await startAllInOne({ ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'error', SECRET_KEY: BENCH_SECRET_KEY, WEBHOOKS_ALLOW_PRIVATE: '1' });
  try {
    return await deliveryRate(platform.runtime.database.db, platform.runtime.config);
  } finally {
    await platform.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * `node deploy/launcher/dist/bench/webhooks.js [distributed | all-in-one]` (both when none is named): the webhook
 * sender against a receiver on this machine; the floor holds for distributed mode.
 */
const modes = process.argv[2] ? [process.argv[2]] : ['distributed', 'all-in-one'];
const label = (mode: string) => `${mode}: webhook deliveries a second to a local receiver${mode === 'distributed' ? ` (floor ${FLOOR_PER_SECOND})` : ''}`;
for (const mode of modes) {
  if (mode !== 'distributed' && mode !== 'all-in-one') throw new Error(`no such mode: ${mode} (distributed or all-in-one)`);
  const figure = mode === 'distributed' ? await distributedRate() : await allInOneRate();
  console.log(`${label(mode).padEnd(58)} ${JSON.stringify(figure)}`);
  if (mode === 'distributed' && figure.perSecond < FLOOR_PER_SECOND) process.exitCode = 1;
}
process.exit();
