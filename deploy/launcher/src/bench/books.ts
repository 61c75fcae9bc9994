import { Agent, get } from 'node:http';
import { readFileSync } from 'node:fs';
import { openDatabase } from '@gv/platform';
import { addYears } from '@gv/proto';
import { seedBooks } from '@gv/service-analytics';
import type { ApiClient } from '../http-client.js';
import { openDashboardBusiness, signIn } from './dashboard.js';
import { latencyPercentiles } from './latency.js';
import { leanRequest } from './lean-http.js';

const CARDS = Number(process.env.BENCH_BOOK_CARDS ?? 200_000);
/** Four redemptions a card: with its sale, five rows of the books each (1,000,000 for 200,000 cards). */
const REDEMPTIONS_PER_CARD = 4;
const ADMINS = 10;
const WARM_UP_SECONDS = 2;
/** Parts of names and emails an owner types into /customers' search. */
const SEARCHES = ['buyer123', 'friend4', 'buyer9999@', 'Buyer 4567', 'bench.local', 'nobody-at-all'];
/** How many times one admin asks each month-end call in a row: the first ask, then again. */
const MONTH_END_ASKS = 2;
/** How many times one admin asks each day's unclaimed-property report. */
const UNCLAIMED_ASKS = 5;
/** A holder in New York: a card without a billing state is then New York's (five years). */
const BENCH_HOLDER = {
  name: 'Bench Bakery LLC',
  taxId: '123456789',
  street: '1 Main St',
  city: 'Albany',
  state: 'NY',
  zip: '12207',
  contactName: 'Bench Owner',
  contactPhone: '5185550100',
  contactEmail: 'owner@bench.local',
};

export interface BooksTarget {
  url: string;
  databaseUrl: string;
  /** Gateway processes (name → pid), whose resident memory the export is measured against. */
  gateways: Record<string, number | undefined>;
}

/**
 * The books at scale: one business with CARDS cards and five times as many rows of the books (seedBooks, a bulk load
 * of the analytics projection); then ADMINS admins asking the reports and customer searches at once, each call's
 * p99; then one admin's month-end (breakage and the journal in both formats, each asked twice) and unclaimed-property
 * report, on today and in the worst case; then the whole ledger as CSV, its rows per second and the growth of the
 * gateways' resident memory. The month-end calls have a floor of their own (2 s each, one admin): asked among the
 * reports, each one's second or so of work would be read as the reports' latency.
 */
export async function booksBench(target: BooksTarget, seconds: number) {
  const business = await openDashboardBusiness(target.url);
  const database = await openDatabase({ url: target.databaseUrl, dataDir: '' });
  const seedingStarted = performance.now();
  const seeded = await seedBooks(database.db, { businessSlug: business.businessSlug, cards: CARDS, redemptionsPerCard: REDEMPTIONS_PER_CARD });
  await database.close();
  const seeding = { ...seeded, seconds: Math.round((performance.now() - seedingStarted) / 100) / 10 };
  const sessions = await Promise.all(Array.from({ length: ADMINS }, () => signIn(business.url, business.email, business.password)));
  const today = new Date().toISOString().slice(0, 10);
  const monthStart = `${today.slice(0, 8)}01`;
  const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
  const lastMonth = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
  const calls: Record<string, (turn: number) => string> = {
    'liability, this month': () => `/api/v1/admin/reports/liability?from=${monthStart}&to=${today}`,
    'liability, a year': () => `/api/v1/admin/reports/liability?from=${yearAgo}&to=${today}`,
    'activity by week, a year': () => `/api/v1/admin/reports/activity?from=${yearAgo}&to=${today}&interval=week`,
    'activity by day, this month': () => `/api/v1/admin/reports/activity?from=${monthStart}&to=${today}`,
    'customers search': (turn) => `/api/v1/admin/customers?search=${encodeURIComponent(SEARCHES[turn % SEARCHES.length])}`,
    'customers by balance': () => `/api/v1/admin/customers?sort=balance`,
  };
  const monthEnd = {
    'breakage, last month': `/api/v1/admin/reports/breakage?month=${lastMonth}`,
    'journal, last month, QuickBooks': `/api/v1/admin/reports/journal.csv?month=${lastMonth}&format=quickbooks`,
    'journal, last month, Xero': `/api/v1/admin/reports/journal.csv?month=${lastMonth}&format=xero`,
  };
  const agent = new Agent({ keepAlive: true, maxSockets: ADMINS });
  try {
    await askAtOnce(sessions, agent, calls, WARM_UP_SECONDS);
    const latencies = await askAtOnce(sessions, agent, calls, seconds);
    const perCall = Object.fromEntries(Object.entries(latencies.byCall).map(([name, each]) => [name, latencyPercentiles(each).p99Ms]));
    const monthEndMs = await askInTurn(sessions[0], monthEnd);
    const unclaimed = await unclaimedReports(sessions[0], today, CARDS);
    const ledgerCsv = await exportLedger(sessions[0], target.gateways, yearAgo, today);
    return { seeding, admins: ADMINS, p99MsPerCall: perCall, errors: latencies.errors, monthEndMs, unclaimed, ledgerCsv };
  } finally {
    agent.destroy();
  }
}

/** Each admin asks the calls in turn, all admins at once, for `seconds`: the latencies of each call. */
async function askAtOnce(sessions: ApiClient[], agent: Agent, calls: Record<string, (turn: number) => string>, seconds: number) {
  const names = Object.keys(calls);
  const byCall: Record<string, number[]> = Object.fromEntries(names.map((name) => [name, []]));
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    sessions.map(async (admin, index) => {
      const cookie = [...admin.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      for (let turn = index; performance.now() < until; turn++) {
        const name = names[turn % names.length];
        const began = performance.now();
        const answer = await leanRequest(agent, `${admin.baseUrl}${calls[name](turn)}`, 'GET', undefined, { cookie });
        if (answer?.status === 200) byCall[name].push(performance.now() - began);
        else errors++;
      }
    }),
  );
  return { byCall, errors };
}

/** One admin asks each call MONTH_END_ASKS times in a row: each ask's milliseconds, by call. */
async function askInTurn(admin: ApiClient, calls: Record<string, string>): Promise<Record<string, number[]>> {
  const ms: Record<string, number[]> = {};
  for (const [name, path] of Object.entries(calls)) {
    ms[name] = [];
    for (let ask = 0; ask < MONTH_END_ASKS; ask++) {
      const began = performance.now();
      const answer = await admin.get(path);
      if (answer.status !== 200) throw new Error(`${name} answered ${answer.status}`);
      ms[name].push(Math.round(performance.now() - began));
    }
  }
  return ms;
}

/**
 * The unclaimed-property report as one admin asks it, UNCLAIMED_ASKS times each, with the holder in New York: on today
 * (the seeded cards are under a year old: none is dormant) and six years on, when every card is (the worst case: the
 * answer counts all of them). Each ask's milliseconds, in order.
 */
async function unclaimedReports(admin: ApiClient, today: string, cards: number) {
  const settings = await admin.get('/api/v1/admin/reports/month-end-settings');
  const saved = await admin.put('/api/v1/admin/reports/month-end-settings', { ...settings.body, holder: BENCH_HOLDER });
  if (saved.status !== 200) throw new Error(`saving the holder answered ${saved.status}`);
  const asks = async (asOf: string, dormant: number) => {
    const ms: number[] = [];
    for (let ask = 0; ask < UNCLAIMED_ASKS; ask++) {
      const began = performance.now();
      const answer = await admin.get(`/api/v1/admin/reports/unclaimed?asOf=${asOf}`);
      ms.push(Math.round(performance.now() - began));
      const counted = (answer.body?.states ?? []).reduce((sum: number, line: { cards: number }) => sum + line.cards, 0);
      if (answer.status !== 200 || counted !== dormant) throw new Error(`the unclaimed report of ${asOf} answered ${answer.status} with ${counted} cards, not ${dormant}`);
    }
    return ms;
  };
  return { todayMs: await asks(today, 0), allDormantMs: await asks(addYears(today, 6), cards) };
}

/** The ledger of the year as CSV, read as a browser would: rows per second, and the gateways' resident memory growth. */
async function exportLedger(admin: ApiClient, gateways: Record<string, number | undefined>, from: string, to: string) {
  const cookie = [...admin.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const before = residentMb(gateways);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, residentMb(gateways))), 50);
  const started = performance.now();
  const lines = await new Promise<number>((resolve, reject) => {
    get(`${admin.baseUrl}/api/v1/admin/reports/export/ledger.csv?from=${from}&to=${to}`, { headers: { cookie } }, (response) => {
      if (response.statusCode !== 200) reject(new Error(`the ledger export answered ${response.statusCode}`));
      let count = 0;
      response.on('data', (chunk: Buffer) => {
        for (const byte of chunk) if (byte === 10) count++;
      });
      response.on('end', () => resolve(count));
      response.on('error', reject);
    }).on('error', reject);
  });
  const elapsed = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const rows = lines - 1;
  return { rows, rowsPerSecond: Math.round(rows / elapsed), gatewayRssGrowthMb: Math.round(peak - before) };
}

/** The resident memory of the gateways together, in MB (from /proc). */
function residentMb(pids: Record<string, number | undefined>): number {
  let kb = 0;
  for (const pid of Object.values(pids)) {
    if (pid === undefined) continue;
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  }
  return kb / 1024;
}
