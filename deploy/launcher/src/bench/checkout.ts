import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import pg from 'pg';
import { TEST_SOURCES } from '@gv/square-emulator';

export interface CheckoutResult {
  checkoutsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Measured checkouts that ended with the card issued. */
  completed: number;
  errors: number;
  /** Over every checkout of the run, warm-up included: charges at the emulator beyond the paid orders (expected 0). */
  duplicateCharges: number;
  /** Issued cards beyond one per paid order (expected 0), and paid orders without a card (expected 0). */
  duplicateCards: number;
  missingCards: number;
}

export interface CheckoutTarget {
  url: string;
  businessSlug: string;
  giftCardId: string;
  /** The Square emulator the platform charges in test mode, for its count of charges. */
  emulatorUrl: string;
  databaseUrl: string;
}

const WARM_UP_SECONDS = 3;

/**
 * Buyers checking out as the purchase dialog does, `buyers` at a time, back to back: create-payment (charged at the
 * emulator), then PUT purchase (issues the card); each checkout's latency spans both. Every checkout comes from an
 * address of its own (X-Forwarded-For, believed from 127.0.0.1 when the gateway has TRUSTED_PROXIES=127.0.0.1), as
 * different people's would, so the per-client limit on create-payment is not what is measured.
 */
export async function checkoutLoad(target: CheckoutTarget, seconds = 10, buyers = 50): Promise<CheckoutResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: buyers });
  try {
    await runBuyers(target, agent, WARM_UP_SECONDS, buyers);
    const run = await runBuyers(target, agent, seconds, buyers);
    run.latencies.sort((a, b) => a - b);
    const at = (q: number) => Math.round(run.latencies[Math.min(run.latencies.length - 1, Math.floor(run.latencies.length * q))] ?? 0);
    return {
      checkoutsPerSecond: Math.round(run.latencies.length / run.elapsedSeconds),
      p50Ms: at(0.5),
      p99Ms: at(0.99),
      completed: run.latencies.length,
      errors: run.errors,
      ...(await exactlyOnce(target)),
    };
  } finally {
    agent.destroy();
  }
}

let buyerCount = 0;
/** A client address per checkout: 10.x.y.z. */
const nextAddress = () => {
  const n = ++buyerCount;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

async function runBuyers(target: CheckoutTarget, agent: Agent, seconds: number, buyers: number) {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  const buyer = async () => {
    while (performance.now() < until) {
      const began = performance.now();
      if (await checkout(target, agent, nextAddress())) latencies.push(performance.now() - began);
      else errors++;
    }
  };
  await Promise.all(Array.from({ length: buyers }, buyer));
  return { latencies, errors, elapsedSeconds: (performance.now() - started) / 1000 };
}

/** One buyer's checkout for themself; true when the card was issued. */
async function checkout(target: CheckoutTarget, agent: Agent, address: string): Promise<boolean> {
  const selfInfo = { name: 'Bench Buyer', email: `buyer.${address}@bench.local`, phone: '(555) 123-4567' };
  const card = { id: target.giftCardId, purchaseType: 'self', selfInfo };
  const send = (method: string, path: string, body: unknown) => sendJson(agent, `${target.url}${path}`, method, body, address);
  const paid = await send('POST', '/api/payments/create-payment', {
    ...card,
    sourceId: TEST_SOURCES.cardOk,
    idempotencyKey: randomUUID(),
    businessSlug: target.businessSlug,
    amount: 1,
  });
  if (paid?.status !== 200) return false;
  const purchase = await send('PUT', '/api/v1/admin/purchase', { ...card, orderId: (paid.body as { orderId: string }).orderId });
  return purchase?.status === 200;
}

function sendJson(agent: Agent, url: string, method: string, body: unknown, forwardedFor: string): Promise<{ status: number; body: unknown } | undefined> {
  const payload = JSON.stringify(body);
  return new Promise((resolve) => {
    const req = request(
      url,
      { method, agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), 'x-forwarded-for': forwardedFor } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          resolve({ status, body: status === 200 ? JSON.parse(Buffer.concat(chunks).toString()) : undefined });
        });
        response.on('error', () => resolve(undefined));
      },
    );
    req.on('error', () => resolve(undefined));
    req.end(payload);
  });
}

/** Charges at the emulator and cards at redemption against the paid orders of the business. */
async function exactlyOnce(target: CheckoutTarget): Promise<Pick<CheckoutResult, 'duplicateCharges' | 'duplicateCards' | 'missingCards'>> {
  const stats = (await (await fetch(`${target.emulatorUrl}/emulator/stats`)).json()) as { charges: number };
  const client = new pg.Client({ connectionString: target.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ paid: number; cards: number; missing: number }>(
      `select
         (select count(*)::int from orders.orders where business_slug = $1 and status = 'paid') as paid,
         (select count(*)::int from redemption.issued_cards where business_slug = $1) as cards,
         (select count(*)::int from orders.orders o where business_slug = $1 and status = 'paid'
            and not exists (select 1 from redemption.issued_cards c where c.order_id = o.id::text)) as missing`,
      [target.businessSlug],
    );
    const [{ paid, cards, missing }] = rows;
    return { duplicateCharges: stats.charges - paid, duplicateCards: cards - (paid - missing), missingCards: missing };
  } finally {
    await client.end();
  }
}
