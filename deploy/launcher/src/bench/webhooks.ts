import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { loadKeyRing, runSql, sealSecret } from '@gv/platform';
import { startAllInOne } from '../all-in-one.js';
import { BENCH_SECRET_KEY } from './bench-platform.js';

/** Deliveries a second the sender must reach to a local receiver (decision 0094). */
const FLOOR_PER_SECOND = 500;
const DELIVERIES = Number(process.env.BENCH_WEBHOOKS ?? 5_000);

/**
 * `node deploy/launcher/dist/bench/webhooks.js`: all-in-one's webhook sender against a receiver on this machine that
 * answers 204 at once. DELIVERIES rows, one per card, are written as the event consumer writes them (in one
 * statement, before the clock starts); the figure is rows delivered a second until the last is answered.
 */
async function webhookDeliveryRate(): Promise<{ deliveries: number; seconds: number; perSecond: number }> {
  let answered = 0;
  const receiver = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      answered++;
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const dataDir = mkdtempSync(join(tmpdir(), 'gv-bench-webhooks-'));
  const platform = await startAllInOne({ ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'error', SECRET_KEY: BENCH_SECRET_KEY, WEBHOOKS_ALLOW_PRIVATE: '1' });
  try {
    const db = platform.runtime.database.db;
    const endpointId = randomUUID();
    const sealed = sealSecret(loadKeyRing(platform.runtime.config, 'secrets-at-rest')[0], `whsec_${Buffer.alloc(32, 7).toString('base64')}`, endpointId);
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
    // Turned off while its rows are written, so that the clock starts with all of them waiting.
    await runSql(db, sql`insert into notifications.webhook_endpoints (id, business_slug, url, events, secret_sealed, enabled) values (${endpointId}, 'bench', ${url}, ${'{card.redeemed}'}::text[], ${sealed}, false)`);
    await runSql(
      db,
      sql`insert into notifications.webhook_deliveries (endpoint_id, event_id, type, order_key, body)
        select ${endpointId}, 'evt-' || n, 'card.redeemed', 'card-' || n, json_build_object('id', 'evt-' || n, 'type', 'card.redeemed', 'createdAt', now(), 'data', json_build_object('cardId', 'card-' || n, 'amountCents', 1200))::text
        from generate_series(1, ${DELIVERIES}) n`,
    );
    const started = performance.now();
    await runSql(db, sql`update notifications.webhook_endpoints set enabled = true where id = ${endpointId}`);
    for (;;) {
      const [left] = await runSql<{ n: number }>(db, sql`select count(*)::integer as n from notifications.webhook_deliveries where status = 'pending'`);
      if (left.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const seconds = (performance.now() - started) / 1000;
    if (answered < DELIVERIES) throw new Error(`the receiver answered ${answered} of ${DELIVERIES}`);
    return { deliveries: DELIVERIES, seconds: Math.round(seconds * 100) / 100, perSecond: Math.round(DELIVERIES / seconds) };
  } finally {
    await platform.close();
    receiver.closeAllConnections();
    receiver.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const figure = await webhookDeliveryRate();
console.log(`${`all-in-one: webhook deliveries a second to a local receiver (floor ${FLOOR_PER_SECOND})`.padEnd(58)} ${JSON.stringify(figure)}`);
if (figure.perSecond < FLOOR_PER_SECOND) process.exitCode = 1;
