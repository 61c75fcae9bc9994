import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Agent, request } from 'node:http';
import pg from 'pg';
import sharp from 'sharp';
import { codeLookupHash, loadCardCodeKeys } from '@gv/service-redemption';
import { toMajorUnits } from '@gv/proto';
import { ApiClient } from '../http-client.js';
import { BENCH_SUPER_ADMIN } from './storefront.js';
import { latencyPercentiles } from './latency.js';
import { cpuMsPer, cpuUse } from './cpu-use.js';

export interface RedemptionResult {
  redemptionsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  redeemed: number;
  errors: number;
  /** Cards whose balance went below zero or changed by other than what the counters were told was redeemed (expected 0). */
  overspentCards: number;
  /** Successful redemptions without their REDEEM ledger row, or rows without a success (expected 0). */
  ledgerMismatches: number;
  /** CPU milliseconds per measured redemption of each process and engine, the load generator's included; Linux only. */
  cpuMsPerRedemption?: Record<string, number>;
}

export interface RaceResult {
  calls: number;
  succeeded: number;
  refused: number;
  /** Cents redeemed beyond the balance (expected 0). */
  overspentCents: number;
  /** The successful amounts equal the balance change and the REDEEM ledger rows. */
  ledgerAgrees: boolean;
}

interface Counter {
  admin: ApiClient;
  /** Codes of cards bought for the bench, each worth $50. */
  codes: string[];
  sql: pg.Client;
  /** What redemption.issued_cards finds a card by: its code's keyed hash under the platform's SECRET_KEY. */
  hashOf: (code: string) => string;
}

const WARM_UP_SECONDS = 3;
/**
 * Cards for the tills of the plain counter (50 tills, ten each): a till serves one customer at a time, each with a card
 * of their own (the race below is the contended case), so a card's history stays as short as a real one's (each
 * redeem answers all of it).
 */
export const COUNTER_CARDS = 500;
/** Cards the refund burst refunds. */
const REFUNDED_CARDS = 50;
/** Checkouts at once while the cards are bought. */
const BUYERS = 10;
const FACE_CENTS = 5000;
/** Authorizations prepared per card: more than the tills can use in a run. */
const AUTHORIZATIONS_PER_CARD = 100;

/**
 * A business whose counter redeems: `cards` cards of $50 bought through the checkout (test mode, unless `beforeSales`
 * sets the business up otherwise), an admin session, and one redeem OTP sent to a holder, read from the emailed .eml
 * and verified, so the session has a real authorization the bench's others are copied from.
 */
export async function openCounter(
  url: string,
  dataDir: string,
  databaseUrl: string,
  secretKey: string,
  cards: number,
  beforeSales?: (admin: ApiClient) => Promise<void>,
): Promise<Counter> {
  const keys = loadCardCodeKeys({ SECRET_KEY: secretKey, DATA_DIR: dataDir });
  const hashOf = (code: string) => codeLookupHash(keys, code);
  const root = new ApiClient(url);
  root.bearer = (await root.post('/api/superadmin/login', BENCH_SUPER_ADMIN)).body.token;
  const email = `counter.${Date.now()}@bench.local`;
  const { body } = await root.post('/api/superadmin/business-admin', { name: 'Bench Counter', email, restaurantName: `Bench Counter ${Date.now()}`, password: 'bench-counter-1' });
  if (!body?.admin) throw new Error(`creating the bench business failed: ${JSON.stringify(body)}`);
  const businessSlug = body.admin.businessSlug as string;
  const admin = new ApiClient(url);
  await admin.post('/api/v1/admin/login', { email, password: 'bench-counter-1' });
  const form = new FormData();
  for (const [name, value] of Object.entries({ giftCardName: 'Counter card', giftCardTag: 'Thank You', description: 'For the redemption bench.', amount: '50', discount: '10' })) form.append(name, value);
  form.append('expirationDate', new Date(Date.now() + 180 * 86400_000).toISOString().slice(0, 10));
  form.append('giftCardImg', new Blob([new Uint8Array(await sharp({ create: { width: 400, height: 250, channels: 3, background: '#7c3aed' } }).png().toBuffer())], { type: 'image/png' }), 'card.png');
  const giftCardId = (await admin.post('/api/v1/admin/create-giftcard', form)).body.giftCard._id as string;
  await beforeSales?.(admin);

  const codes: string[] = [];
  for (let i = 0; i <= cards; i += BUYERS) {
    const holders = Array.from({ length: Math.min(BUYERS, cards + 1 - i) }, (_, j) => `holder${i + j}.${Date.now()}@bench.local`);
    codes.push(...(await Promise.all(holders.map((email) => buyCard(url, businessSlug, giftCardId, email)))));
  }
  const sql = new pg.Client({ connectionString: databaseUrl });
  await sql.connect();

  const holder = (await sql.query<{ holder_email: string }>('select holder_email from redemption.issued_cards where code_hash = $1', [hashOf(codes[0])])).rows[0].holder_email;
  await admin.post('/api/v1/admin/send-otp-redeem', { redeemAmount: 0.01, qrUniqueCode: codes[0] });
  const otp = await emailedOtp(dataDir, holder);
  const verified = await admin.post('/api/v1/admin/verify-otp-redeem', { qrUniqueCode: codes[0], otp });
  if (verified.status !== 200) throw new Error(`verify-otp-redeem failed: ${JSON.stringify(verified.body)}`);
  return { admin, codes, sql, hashOf };
}

export async function closeCounter(counter: Counter): Promise<void> {
  await counter.sql.end();
}

/**
 * Counters redeeming $0.01 at a time, `tills` calls in flight (each till its own cards in turn), each POST /api/v1/admin/redeem with an authorization
 * of the session prepared beforehand (the holder's OTP steps are people's time, not the platform's): the call measured
 * is the redemption itself, through the gateway. Then every card's balance is checked against the answers and the ledger.
 */
export async function redemptionLoad(counter: Counter, seconds: number, tills: number, platformProcesses: Record<string, number | undefined>): Promise<RedemptionResult> {
  const cards = counter.codes.slice(0, -1);
  await prepareAuthorizations(counter, cards, AUTHORIZATIONS_PER_CARD, () => 1);
  const agent = new Agent({ keepAlive: true, maxSockets: tills });
  const redeemedPerCard = new Map<string, number>(cards.map((code) => [code, 0]));
  const before = await ledgerState(counter, cards);
  try {
    await runTills(counter, agent, cards, WARM_UP_SECONDS, tills, redeemedPerCard);
    const processes = { ...platformProcesses, 'load generator': process.pid };
    const cpuBefore = cpuUse(processes);
    const run = await runTills(counter, agent, cards, seconds, tills, redeemedPerCard);
    const cpuMsPerRedemption = cpuMsPer(run.latencies.length, cpuBefore, cpuUse(processes));
    return {
      redemptionsPerSecond: Math.round(run.latencies.length / run.elapsedSeconds),
      ...latencyPercentiles(run.latencies),
      redeemed: run.latencies.length,
      errors: run.errors,
      ...audit(before, await ledgerState(counter, cards), redeemedPerCard),
      ...(cpuMsPerRedemption ? { cpuMsPerRedemption } : {}),
    };
  } finally {
    agent.destroy();
  }
}

/** 200 redeem calls on one $50 card at once, each with its own authorization of $0.25 to $1.00 ($125 asked in all). */
export async function redemptionRace(counter: Counter): Promise<RaceResult> {
  const code = counter.codes.at(-1)!;
  const amounts = Array.from({ length: 200 }, (_, i) => 25 * (1 + (i % 4)));
  await prepareAuthorizations(counter, [code], amounts.length, (i) => amounts[i - 1]);
  const answers = await Promise.all(amounts.map((cents) => counter.admin.post('/api/v1/admin/redeem', { qrCode: code, amount: toMajorUnits(cents) })));
  const succeededCents = answers.reduce((sum, answer, i) => sum + (answer.status === 200 ? amounts[i] : 0), 0);
  const { rows } = await counter.sql.query<{ balance_cents: number; redeemed: number }>(
    `select balance_cents, (select coalesce(-sum(amount_cents), 0)::int from redemption.ledger l where l.card_id = c.id and kind = 'REDEEM') as redeemed
     from redemption.issued_cards c where code_hash = $1`,
    [counter.hashOf(code)],
  );
  const [{ balance_cents, redeemed }] = rows;
  return {
    calls: answers.length,
    succeeded: answers.filter((answer) => answer.status === 200).length,
    refused: answers.filter((answer) => answer.status !== 200).length,
    overspentCents: Math.max(0, succeededCents - FACE_CENTS, -balance_cents),
    ledgerAgrees: succeededCents === FACE_CENTS - balance_cents && succeededCents === redeemed,
  };
}

/** Copies the session's verified authorization: `perCard` more for each card, the i-th worth amountCents(i). */
async function prepareAuthorizations(counter: Counter, codes: string[], perCard: number, amountCents: (i: number) => number): Promise<void> {
  const amounts = Array.from({ length: perCard }, (_, i) => amountCents(i + 1));
  await counter.sql.query(
    `insert into redemption.redeem_authorizations (id, card_id, business_slug, session_key, admin_id, amount_cents, expires_at)
     select gen_random_uuid(), c.id, c.business_slug, a.session_key, a.admin_id, amount, now() + interval '10 minutes'
     from redemption.issued_cards c
     cross join (select session_key, admin_id from redemption.redeem_authorizations where card_id = (select id from redemption.issued_cards where code_hash = $1) limit 1) a
     cross join unnest($3::int[]) as amount
     where c.code_hash = any($2)`,
    [counter.hashOf(counter.codes[0]), codes.map(counter.hashOf), amounts],
  );
}

async function runTills(counter: Counter, agent: Agent, codes: string[], seconds: number, tills: number, redeemedPerCard: Map<string, number>) {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  const headers = {
    'content-type': 'application/json',
    cookie: [...counter.admin.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    'x-csrf-token': counter.admin.cookies.get('gv_csrf') ?? '',
  };
  const till = async (first: number) => {
    for (let next = first; performance.now() < until; next = next + tills < codes.length ? next + tills : first) {
      const code = codes[next];
      const began = performance.now();
      if ((await post(agent, `${counter.admin.baseUrl}/api/v1/admin/redeem`, headers, { qrCode: code, amount: 0.01 })) === 200) {
        latencies.push(performance.now() - began);
        redeemedPerCard.set(code, redeemedPerCard.get(code)! + 1);
      } else errors++;
    }
  };
  await Promise.all(Array.from({ length: tills }, (_, i) => till(i % codes.length)));
  return { latencies, errors, elapsedSeconds: (performance.now() - started) / 1000 };
}

interface CardState {
  balanceCents: number;
  redeems: number;
}

async function ledgerState(counter: Counter, codes: string[]): Promise<Map<string, CardState>> {
  const codeOf = new Map(codes.map((code) => [counter.hashOf(code), code]));
  const { rows } = await counter.sql.query<{ code_hash: string; balance_cents: number; redeems: number }>(
    `select code_hash, balance_cents, (select count(*)::int from redemption.ledger l where l.card_id = c.id and kind = 'REDEEM') as redeems
     from redemption.issued_cards c where code_hash = any($1)`,
    [[...codeOf.keys()]],
  );
  return new Map(rows.map((row) => [codeOf.get(row.code_hash)!, { balanceCents: row.balance_cents, redeems: row.redeems }]));
}

/** Each card's balance change against the cents its answers said were redeemed ($0.01 each), and its new REDEEM rows against its answers. */
function audit(before: Map<string, CardState>, after: Map<string, CardState>, redeemedPerCard: Map<string, number>): Pick<RedemptionResult, 'overspentCards' | 'ledgerMismatches'> {
  const cards = [...redeemedPerCard];
  return {
    overspentCards: cards.filter(([code, redeemed]) => after.get(code)!.balanceCents < 0 || before.get(code)!.balanceCents - after.get(code)!.balanceCents !== redeemed).length,
    ledgerMismatches: cards.reduce((sum, [code, redeemed]) => sum + Math.abs(after.get(code)!.redeems - before.get(code)!.redeems - redeemed), 0),
  };
}

/** One checkout in test mode (create-payment, then purchase), from an address of its own; answers the card's code. */
async function buyCard(url: string, businessSlug: string, giftCardId: string, email: string): Promise<string> {
  const buyer = new ApiClient(url);
  const headers = { 'x-forwarded-for': `10.250.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` };
  const card = { id: giftCardId, purchaseType: 'self', selfInfo: { name: 'Bench Holder', email, phone: '(555) 123-4567' } };
  const paid = await buyer.request('POST', '/api/payments/create-payment', { ...card, sourceId: 'cnon:card-nonce-ok', idempotencyKey: randomUUID(), businessSlug, amount: 1 }, headers);
  if (paid.status !== 200) throw new Error(`create-payment failed: ${JSON.stringify(paid.body)}`);
  const completed = await buyer.request('PUT', '/api/v1/admin/purchase', { ...card, orderId: paid.body.orderId }, headers);
  if (completed.status !== 200) throw new Error(`purchase failed: ${JSON.stringify(completed.body)}`);
  return completed.body.purchase.uniqueCode as string;
}

/** The redeem OTP from the holder's email in the platform's .eml folder. */
async function emailedOtp(dataDir: string, to: string): Promise<string> {
  const dir = join(dataDir, 'mail');
  for (let i = 0; i < 200; i++) {
    const files = (() => {
      try {
        return readdirSync(dir).filter((file) => file.endsWith('.eml'));
      } catch {
        return [];
      }
    })();
    for (const file of files) {
      const raw = readFileSync(join(dir, file), 'utf8');
      const subject = /^Subject: (\d{6}) is your code to redeem/m.exec(raw);
      if (subject && (/^To: (.*)$/m.exec(raw)?.[1] ?? '').includes(to)) return subject[1];
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no redeem OTP email to ${to}`);
}

function post(agent: Agent, url: string, headers: Record<string, string>, body: unknown): Promise<number> {
  const payload = JSON.stringify(body);
  return new Promise((resolve) => {
    const req = request(url, { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(payload) } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', () => resolve(0));
    });
    req.on('error', () => resolve(0));
    req.end(payload);
  });
}

export interface RefundResult {
  refundsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Cards refunded: one per card, though two admins asked for each at once. */
  refunded: number;
  /** Cards refunded twice, by the platform or at Square (expected 0). */
  doubleRefunds: number;
  squareRefunds: number;
}

/**
 * The first `REFUNDED_CARDS` bench cards refunded (what paid value the redemption bench left on them), each asked for twice at once as by two
 * admins: one refund per card may succeed, and Square (the emulator) must hold exactly one per card.
 */
export async function refundBurst(counter: Counter, emulatorUrl: string): Promise<RefundResult> {
  const cards = counter.codes.slice(0, REFUNDED_CARDS);
  const squareRefunds = async () => ((await (await fetch(`${emulatorUrl}/emulator/stats`)).json()) as { refunds: number }).refunds;
  const before = await squareRefunds();
  const latencies: number[] = [];
  const started = performance.now();
  const answers = await Promise.all(
    cards.flatMap((code) =>
      [0, 1].map(async () => {
        const sent = performance.now();
        const answer = await counter.admin.post(`/api/v1/admin/issued-cards/${code}/refund`, { reason: 'Refund bench' });
        latencies.push(performance.now() - sent);
        return { code, refunded: answer.status === 200 };
      }),
    ),
  );
  const elapsedSeconds = (performance.now() - started) / 1000;
  const refunded = answers.filter((answer) => answer.refunded);
  const atSquare = (await squareRefunds()) - before;
  const twice = cards.filter((code) => refunded.filter((answer) => answer.code === code).length > 1).length;
  return {
    refundsPerSecond: Math.round(refunded.length / elapsedSeconds),
    ...latencyPercentiles(latencies),
    refunded: refunded.length,
    doubleRefunds: twice + Math.max(0, atSquare - refunded.length),
    squareRefunds: atSquare,
  };
}
