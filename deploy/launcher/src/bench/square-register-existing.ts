import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startSquareEmulator, TEST_LOCATIONS } from '@gv/square-emulator';
import { startAllInOne } from '../all-in-one.js';
import type { ApiClient } from '../http-client.js';
import { createBenchEngines, superAdminEnv } from './bench-platform.js';
import { freePortRun } from './free-ports.js';
import { buyGifts } from './scheduled-gifts.js';
import { seedBusiness } from './storefront.js';

/** Square's answers take this long, each call (decision 0090's emulator, as the chaos stage sets it). */
const SQUARE_LATENCY_MS = 50;
const TOKEN = 'EAAA-bench-register-existing';
const PATH = '/api/v1/admin/square/register-existing';
/** Cards bought through the checkout; the others are copies of them made in the database (a card the ledger never saw). */
const BOUGHT = 20;
/** How long the bench waits for the run to finish before it reports what it registered. */
const LIMIT_MS = 600_000;

export interface RegisterExistingResult {
  cards: number;
  registered: number;
  cardsPerSecond: number;
  seconds: number;
  /** Gift cards at Square beyond one per card, and GANs given to more than one of them (both expected 0). */
  duplicates: number;
  duplicateGans: number;
  /** Cards the platform counts as registered whose GAN Square does not have (expected 0). */
  missingAtSquare: number;
}

/**
 * `cards` live cards sold while the owner's "Cards work at my Square Point of Sale" was off (`BOUGHT` through the
 * checkout, the rest copied from them in the database), on an all-in-one over a throw-away PostgreSQL database and a
 * Square emulator answering after `SQUARE_LATENCY_MS`; then the switch on and "Register existing cards": how fast the
 * run registers them, and that Square has each card once.
 */
export async function registerExistingCards(cards: number): Promise<RegisterExistingResult> {
  const emulator = await startSquareEmulator({ port: 0, latencyMs: SQUARE_LATENCY_MS });
  const { databaseUrl } = await createBenchEngines();
  const dataDir = mkdtempSync(join(tmpdir(), 'gv-bench-square-'));
  // A port known before the start: Square notifies the platform of each card's ACTIVATE at the address it gives.
  const port = String(await freePortRun(1));
  const app = await startAllInOne({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SQUARE_EMULATOR_URL: emulator.url, SQUARE_API_URL: 'emulator', PORT: port, HOST: '127.0.0.1', LOG_LEVEL: 'error', TRUSTED_PROXIES: '127.0.0.1', ...superAdminEnv });
  const sql = new pg.Client({ connectionString: databaseUrl });
  await sql.connect();
  try {
    const { businessSlug, admin } = await seedBusiness(app.url, 1);
    await expectOk(admin.put('/api/v1/admin/settings', { squareApplicationId: 'sq0idp-bench', squareLocationId: TEST_LOCATIONS.active, squareAccessToken: TOKEN }), 'credentials');
    await expectOk(admin.post('/api/v1/admin/go-live'), 'go-live');
    const list = (await (await fetch(`${app.url}/api/v1/public/giftcards?businessSlug=${businessSlug}`)).json()) as { giftCards: { _id: string }[] };
    await buyGifts({ url: app.url, businessSlug, giftCardId: list.giftCards[0]._id, emulatorUrl: emulator.url, databaseUrl }, BOUGHT);
    await waitForIssued(sql, businessSlug, BOUGHT);
    await copyCards(sql, businessSlug, cards - BOUGHT);
    await expectOk(admin.put('/api/v1/admin/settings', { squareGiftCardSync: true }), 'the switch');

    const began = performance.now();
    await startWhenSwitchArrived(admin);
    const done = await waitForDone(admin, began + LIMIT_MS);
    const seconds = (performance.now() - began) / 1000;
    return {
      cards,
      registered: done.registered,
      cardsPerSecond: Math.round(done.registered / seconds),
      seconds: Math.round(seconds * 10) / 10,
      ...(await squareGans(sql, businessSlug, emulator.url)),
    };
  } finally {
    await sql.end();
    await app.close();
    await emulator.close();
    rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase(databaseUrl);
  }
}

async function dropDatabase(databaseUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: databaseUrl.replace(/\/[^/]+$/, '/postgres') });
  await admin.connect();
  await admin.query(`drop database if exists ${new URL(databaseUrl).pathname.slice(1)} with (force)`);
  await admin.end();
}

/**
 * `count` more cards of the business, each a copy of its first card (under a new id, code hash and order line) with
 * copies of that card's ledger rows, in one transaction: a balance needs its ledger row.
 */
async function copyCards(sql: pg.Client, businessSlug: string, count: number): Promise<void> {
  const columnsOf = async (table: string) =>
    (await sql.query<{ column_name: string }>("select column_name from information_schema.columns where table_schema = 'redemption' and table_name = $1 and is_generated = 'NEVER' and identity_generation is null order by ordinal_position", [table])).rows.map((row) => row.column_name);
  const copy = (columns: string[], fresh: Record<string, string>, from: string) => `(${columns.join(', ')}) select ${columns.map((column) => fresh[column] ?? `${from}.${column}`).join(', ')}`;
  const [cards, ledger] = [await columnsOf('issued_cards'), await columnsOf('ledger')];
  await sql.query('begin');
  await sql.query('create temporary table bench_copies on commit drop as select gen_random_uuid() as id, g from generate_series(1, $1::int) g', [count]);
  await sql.query(
    `insert into redemption.issued_cards ${copy(cards, { id: 'n.id', code_hash: "c.code_hash || '-copy-' || n.g", line: '1000 + n.g' }, 'c')}
     from bench_copies n cross join (select * from redemption.issued_cards where business_slug = $1 order by id limit 1) c`,
    [businessSlug],
  );
  await sql.query(
    `insert into redemption.ledger ${copy(ledger, { card_id: 'n.id', idempotency_key: "l.idempotency_key || '-copy-' || n.g" }, 'l')}
     from bench_copies n cross join redemption.ledger l
     where l.card_id = (select id from redemption.issued_cards where business_slug = $1 and line < 1000 order by id limit 1)`,
    [businessSlug],
  );
  await sql.query('commit');
}

async function expectOk(answer: Promise<{ status: number; body: unknown }>, what: string): Promise<void> {
  const { status, body } = await answer;
  if (status !== 200) throw new Error(`${what} answered ${status}: ${JSON.stringify(body)}`);
}

/** Redemption learns of the switch from identity's event: until then the start answers 409. */
async function startWhenSwitchArrived(admin: ApiClient): Promise<void> {
  for (let tries = 0; ; tries++) {
    const { status, body } = await admin.post(PATH);
    if (status === 200) return;
    if (status !== 409 || tries > 100) throw new Error(`register-existing answered ${status}: ${JSON.stringify(body)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function waitForDone(admin: ApiClient, until: number): Promise<{ registered: number }> {
  for (;;) {
    const { body } = await admin.get(PATH);
    if (body.status === 'done' || performance.now() > until) return body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function waitForIssued(sql: pg.Client, businessSlug: string, cards: number): Promise<void> {
  for (let tries = 0; tries < 1200; tries++) {
    const { rows } = await sql.query<{ n: number }>('select count(*)::int as n from redemption.issued_cards where business_slug = $1', [businessSlug]);
    if (rows[0].n >= cards) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`fewer than ${cards} cards were issued`);
}

/** Every gift card Square has for the business, against the platform's registered cards. */
async function squareGans(sql: pg.Client, businessSlug: string, squareUrl: string) {
  const gans: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await fetch(`${squareUrl}/v2/gift-cards${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    const body = (await page.json()) as { gift_cards?: { gan: string }[]; cursor?: string };
    gans.push(...(body.gift_cards ?? []).map((card) => card.gan));
    cursor = body.cursor;
  } while (cursor);
  const { rows } = await sql.query<{ pos_gan: string }>('select pos_gan from redemption.issued_cards where business_slug = $1 and pos_square_id is not null', [businessSlug]);
  const atSquare = new Set(gans);
  return {
    duplicates: gans.length - rows.length,
    duplicateGans: gans.length - atSquare.size,
    missingAtSquare: rows.filter((row) => !atSquare.has(row.pos_gan)).length,
  };
}
