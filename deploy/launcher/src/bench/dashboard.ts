import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { TEST_SOURCES } from '@gv/square-emulator';
import { ApiClient } from '../http-client.js';
import { PreparedGets } from './lean-http.js';
import { BENCH_SUPER_ADMIN } from './storefront.js';
import { latencyPercentiles } from './latency.js';

/** The six calls the dashboard page makes at once on load (spec §7). */
const DASHBOARD_CALLS = ['total-sold', 'total-revenue', 'total-redemption', 'sales-data', 'revenue-by-date', 'list'].map((call) => `/api/v1/admin/${call}`);
const WARM_UP_SECONDS = 3;
const LAG_SAMPLES = 40;

export interface DashboardBusiness {
  url: string;
  email: string;
  password: string;
  businessSlug: string;
  giftCardId: string;
}

export interface ProjectionLagResult {
  samples: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface DashboardLoadResult {
  admins: number;
  /** Rounds of every admin opening the dashboard at the same moment. */
  rounds: number;
  /** Latency of one whole dashboard: its six calls settled. */
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

/** A business made by the super admin with one $50 card, for the dashboard benches. */
export async function openDashboardBusiness(url: string): Promise<DashboardBusiness> {
  const root = new ApiClient(url);
  root.bearer = (await root.post('/api/superadmin/login', BENCH_SUPER_ADMIN)).body.token;
  const email = `dashboard.${Date.now()}@bench.local`;
  const password = 'bench-dashboard-1';
  const { status, body } = await root.post('/api/superadmin/business-admin', { name: 'Bench Owner', email, restaurantName: `Bench Dashboard ${Date.now()}`, password });
  if (status !== 201 && status !== 200) throw new Error(`business-admin failed (${status}): ${JSON.stringify(body)}`);
  const admin = await signIn(url, email, password);
  const form = new FormData();
  for (const [name, value] of Object.entries({ giftCardName: 'Dashboard card', giftCardTag: 'Thank You', description: 'For the dashboard bench.', amount: '50', discount: '10' })) form.append(name, value);
  form.append('expirationDate', new Date(Date.now() + 180 * 86400_000).toISOString().slice(0, 10));
  form.append('giftCardImg', new Blob([new Uint8Array(await sharp({ create: { width: 400, height: 250, channels: 3, background: '#db2777' } }).png().toBuffer())], { type: 'image/png' }), 'card.png');
  const created = await admin.post('/api/v1/admin/create-giftcard', form);
  if (created.status !== 201) throw new Error(`create-giftcard failed: ${JSON.stringify(created.body)}`);
  const giftCardId = created.body.giftCard._id as string;
  return { url, email, password, businessSlug: body.admin.businessSlug as string, giftCardId };
}

let sessionCount = 0;

/** A session of its own, signed in from an address of its own (the per-address sign-in limit is not what is measured). */
export async function signIn(url: string, email: string, password: string): Promise<ApiClient> {
  const admin = new ApiClient(url);
  const signedIn = await admin.request('POST', '/api/v1/admin/login', { email, password }, { 'x-forwarded-for': `10.251.0.${++sessionCount % 250}` });
  if (signedIn.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(signedIn.body)}`);
  return admin;
}

/**
 * From a purchase's commit to the dashboard reflecting it: one checkout at a time, the clock starting when
 * create-payment answers (the paid order and its payment.completed are committed then) and stopping at the first
 * GET total-revenue, asked back to back, that counts it. (Cards sold count when the card is issued, which the
 * purchase call does: a payment left without it is issued after ISSUE_GRACE_MS, which is not projection lag.)
 */
export async function projectionLag(business: DashboardBusiness): Promise<ProjectionLagResult> {
  const admin = await signIn(business.url, business.email, business.password);
  const buyer = new ApiClient(business.url);
  const revenue = async () => (await admin.get('/api/v1/admin/total-revenue')).body.totalRevenue as number;
  const lags: number[] = [];
  let before = await revenue();
  for (let i = 0; i < LAG_SAMPLES; i++) {
    const card = { id: business.giftCardId, purchaseType: 'self', selfInfo: { name: 'Lag Buyer', email: `lag${i}@bench.local`, phone: '(555) 123-4567' } };
    const paid = await buyer.request('POST', '/api/payments/create-payment', { ...card, sourceId: TEST_SOURCES.cardOk, idempotencyKey: randomUUID(), businessSlug: business.businessSlug, amount: 1 }, { 'x-forwarded-for': `10.250.${i >> 8}.${i & 255}` });
    if (paid.status !== 200) throw new Error(`create-payment failed: ${JSON.stringify(paid.body)}`);
    const committed = performance.now();
    let now = before;
    while (now === before) {
      if (performance.now() - committed > 10_000) throw new Error('the dashboard did not count a purchase within 10 s');
      now = await revenue();
    }
    lags.push(performance.now() - committed);
    before = now;
    await buyer.request('PUT', '/api/v1/admin/purchase', { ...card, orderId: paid.body.orderId }, { 'x-forwarded-for': `10.250.${i >> 8}.${i & 255}` });
  }
  return { samples: lags.length, ...latencyPercentiles(lags), maxMs: Math.round(lags.at(-1)!) };
}

/**
 * `admins` signed-in admins (sessions of their own) opening the dashboard at the same moment, round after round:
 * each load is the page's six calls at once, its latency the time until all six answered.
 */
export async function dashboardLoad(business: DashboardBusiness, seconds = 10, admins = 20): Promise<DashboardLoadResult> {
  const sessions = await Promise.all(Array.from({ length: admins }, () => signIn(business.url, business.email, business.password)));
  // Six connections per admin, as a browser opens per site for the page's six calls.
  const pages = sessions.map((admin) => {
    const cookie = [...admin.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return DASHBOARD_CALLS.map((path) => ({ connection: new PreparedGets(business.url), get: PreparedGets.prepare(business.url, path, { cookie }) }));
  });
  try {
    await runAdmins(pages, WARM_UP_SECONDS);
    const run = await runAdmins(pages, seconds);
    return { admins, rounds: run.rounds, ...latencyPercentiles(run.latencies), errors: run.errors };
  } finally {
    for (const calls of pages) for (const { connection } of calls) connection.close();
  }
}

/** A pause between rounds, as between people opening the page; the load is the burst, not a saturated loop. */
const ROUND_PAUSE_MS = 100;

async function runAdmins(pages: { connection: PreparedGets; get: Buffer }[][], seconds: number) {
  const latencies: number[] = [];
  let errors = 0;
  let rounds = 0;
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    rounds++;
    await Promise.all(
      pages.map(async (calls) => {
        const began = performance.now();
        const statuses = await Promise.all(calls.map(({ connection, get }) => connection.get(get)));
        if (statuses.every((status) => status === 200)) latencies.push(performance.now() - began);
        else errors++;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, ROUND_PAUSE_MS));
  }
  return { latencies, errors, rounds };
}
