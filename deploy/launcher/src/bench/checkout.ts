import { randomUUID } from 'node:crypto';
import { Agent } from 'node:http';
import pg from 'pg';
import { TEST_SOURCES } from '@gv/square-emulator';
import { cpuMsPer, cpuUse, hostCpuPercent, hostTicks, type HostCpu } from './cpu-use.js';
import { leanRequest } from './lean-http.js';
import { latencyPercentiles } from './latency.js';

export interface CheckoutResult {
  checkoutsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Measured checkouts that ended with the card issued. */
  completed: number;
  /** Each step's own p50 and p99 over the completed checkouts: where the checkout's latency and its spread come from. */
  steps: { createPayment: { p50Ms: number; p99Ms: number }; purchase: { p50Ms: number; p99Ms: number } };
  /** Checkouts that did not end with a card, warm-up included, and how each failed (e.g. `create-payment 503`). */
  errors: number;
  failures?: Record<string, number>;
  /** Over every checkout, warm-up included: Square's charges beyond one per order (expected 0). */
  duplicateCharges: number;
  /** Orders charged at Square and not (yet) recorded as paid: an answer lost on the way (reconciliation settles them). */
  unsettledCharges: number;
  /** Issued cards beyond one per paid order, and paid orders without a card (both expected 0). */
  duplicateCards: number;
  missingCards: number;
  /** CPU milliseconds per measured checkout of each process and engine (replicas together), over the measured seconds; Linux only. */
  cpuMsPerCheckout?: Record<string, number>;
  /** The machine's CPU over the measured seconds: busy, idle and stolen by the hypervisor, in percent; Linux only. */
  hostCpuPercent?: HostCpu;
}

export interface CheckoutTarget {
  url: string;
  businessSlug: string;
  giftCardId: string;
  /** The Square emulator the platform charges in test mode, for its count of charges. */
  emulatorUrl: string;
  databaseUrl: string;
  /** The platform's processes (name → pid) whose CPU is counted, beside PostgreSQL, NATS and Redis. */
  processes?: Record<string, number | undefined>;
  /** For an "Any amount" card: the dollars each checkout chooses. */
  amount?: () => number;
}

/** A checkout that issued its card: each step's time, and the purchase's answer. */
export interface CheckoutDone {
  createPaymentMs: number;
  purchaseMs: number;
  purchase: unknown;
}

/**
 * A checkout runs through ten processes, each of which V8 optimizes as it goes: after 3 seconds the platform still
 * spent 28–44 % more CPU per checkout than after 16 (decision 0023), so a shorter warm-up measured its start, not its pace.
 */
const WARM_UP_SECONDS = 15;

/**
 * Buyers checking out as the purchase dialog does, `buyers` at a time, back to back: create-payment (charged at the
 * emulator), then PUT purchase (issues the card); each checkout's latency spans both. Every checkout comes from an
 * address of its own (X-Forwarded-For, believed from 127.0.0.1 when the gateway has TRUSTED_PROXIES=127.0.0.1), as
 * different people's would, so the per-client limit on create-payment is not what is measured.
 */
export async function checkoutLoad(target: CheckoutTarget, seconds = 10, buyers = 50): Promise<CheckoutResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: buyers });
  try {
    const warmUp = await runBuyers(target, agent, WARM_UP_SECONDS, buyers);
    const processes = { ...target.processes, 'load generator': process.pid };
    const [cpuBefore, hostBefore] = [cpuUse(processes), hostTicks()];
    const run = await runBuyers(target, agent, seconds, buyers);
    const cpuMsPerCheckout = cpuMsPer(run.latencies.length, cpuBefore, cpuUse(processes));
    const host = hostCpuPercent(hostBefore, hostTicks());
    return {
      checkoutsPerSecond: Math.round(run.latencies.length / run.elapsedSeconds),
      ...latencyPercentiles(run.latencies),
      completed: run.latencies.length,
      steps: { createPayment: latencyPercentiles(run.createPayment), purchase: latencyPercentiles(run.purchase) },
      ...failuresOf([warmUp, run]),
      ...(await exactlyOnce(target)),
      ...(cpuMsPerCheckout ? { cpuMsPerCheckout } : {}),
      ...(host ? { hostCpuPercent: host } : {}),
    };
  } finally {
    agent.destroy();
  }
}

let buyerCount = 0;
/** A client address per checkout: 10.x.y.z. */
export const nextAddress = () => {
  const n = ++buyerCount;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

async function runBuyers(target: CheckoutTarget, agent: Agent, seconds: number, buyers: number) {
  const latencies: number[] = [];
  const createPayment: number[] = [];
  const purchase: number[] = [];
  const failures = new Map<string, number>();
  const started = performance.now();
  const until = started + seconds * 1000;
  const buyer = async () => {
    while (performance.now() < until) {
      const began = performance.now();
      const outcome = await checkout(target, agent, nextAddress());
      if (typeof outcome === 'string') failures.set(outcome, (failures.get(outcome) ?? 0) + 1);
      else {
        latencies.push(performance.now() - began);
        createPayment.push(outcome.createPaymentMs);
        purchase.push(outcome.purchaseMs);
      }
    }
  };
  await Promise.all(Array.from({ length: buyers }, buyer));
  return { latencies, createPayment, purchase, failures, elapsedSeconds: (performance.now() - started) / 1000 };
}

function failuresOf(runs: { failures: Map<string, number> }[]): Pick<CheckoutResult, 'errors' | 'failures'> {
  const failures: Record<string, number> = {};
  for (const [failure, count] of runs.flatMap((run) => [...run.failures])) failures[failure] = (failures[failure] ?? 0) + count;
  const errors = Object.values(failures).reduce((sum, count) => sum + count, 0);
  return errors > 0 ? { errors, failures } : { errors };
}

/** One buyer's checkout for themself: what it took when the card was issued (CheckoutDone), else the step that failed and its status. */
export async function checkout(target: Pick<CheckoutTarget, 'url' | 'businessSlug' | 'giftCardId' | 'amount'>, agent: Agent, address: string): Promise<CheckoutDone | string> {
  const selfInfo = { name: 'Bench Buyer', email: `buyer.${address}@bench.local`, phone: '(555) 123-4567' };
  const card = { id: target.giftCardId, purchaseType: 'self', selfInfo };
  const send = (method: string, path: string, body: unknown) => leanRequest(agent, `${target.url}${path}`, method, body, { 'x-forwarded-for': address });
  const began = performance.now();
  const paid = await send('POST', '/api/payments/create-payment', {
    ...card,
    sourceId: TEST_SOURCES.cardOk,
    idempotencyKey: randomUUID(),
    businessSlug: target.businessSlug,
    amount: target.amount?.() ?? 1,
  });
  if (paid?.status !== 200) return `create-payment ${paid?.status ?? 'no answer'}`;
  const charged = performance.now();
  const purchase = await send('PUT', '/api/v1/admin/purchase', { ...card, orderId: (paid.body as { orderId: string }).orderId });
  if (purchase?.status !== 200) return `purchase ${purchase?.status ?? 'no answer'}`;
  return { createPaymentMs: charged - began, purchaseMs: performance.now() - charged, purchase: purchase.body };
}

/** Square's payments of the business (a merchant of its own in test mode), page by page. */
async function chargesByOrder(target: CheckoutTarget): Promise<Map<string, number>> {
  const charges = new Map<string, number>();
  let cursor = '';
  do {
    const page = await fetch(`${target.emulatorUrl}/v2/payments?limit=100${cursor ? `&cursor=${cursor}` : ''}`, {
      headers: { authorization: `Bearer test-mode:${target.businessSlug}` },
    });
    const body = (await page.json()) as { payments?: { reference_id: string; status: string }[]; cursor?: string };
    for (const payment of body.payments ?? []) {
      if (payment.status === 'COMPLETED' || payment.status === 'APPROVED') charges.set(payment.reference_id, (charges.get(payment.reference_id) ?? 0) + 1);
    }
    cursor = body.cursor ?? '';
  } while (cursor);
  return charges;
}

/** Over every checkout of the run: Square's charges per order, and redemption's cards per paid order. */
async function exactlyOnce(target: CheckoutTarget): Promise<Pick<CheckoutResult, 'duplicateCharges' | 'unsettledCharges' | 'duplicateCards' | 'missingCards'>> {
  const charges = await chargesByOrder(target);
  const client = new pg.Client({ connectionString: target.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; cards: number }>(
      `select o.id, (select count(*)::int from redemption.issued_cards c where c.order_id = o.id::text) as cards
       from orders.orders o where o.business_slug = $1 and o.status = 'paid'`,
      [target.businessSlug],
    );
    const paid = new Set(rows.map((row) => row.id));
    return {
      duplicateCharges: [...charges.values()].reduce((sum, n) => sum + n - 1, 0),
      unsettledCharges: [...charges.keys()].filter((orderId) => !paid.has(orderId)).length,
      duplicateCards: rows.reduce((sum, row) => sum + Math.max(0, row.cards - 1), 0),
      missingCards: rows.filter((row) => row.cards === 0).length,
    };
  } finally {
    await client.end();
  }
}
