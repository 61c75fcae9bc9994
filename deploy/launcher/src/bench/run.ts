import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { sql } from 'drizzle-orm';
import { SqlEventBus, openDatabase } from '@gv/platform';
import { JetStreamBus } from '@gv/platform/engines';
import { startAllInOne } from '../all-in-one.js';
import { LOCAL_ENGINES } from '../distributed.js';
import { BENCH_SECRET_KEY, onBenchPlatform, processIds, seedCheckoutTarget, superAdminEnv, type BenchPlatform } from './bench-platform.js';
import { againstBareFastify } from './bare-fastify.js';
import { booksBench } from './books.js';
import { checkoutLoad } from './checkout.js';
import { dashboardLoad, openDashboardBusiness, projectionLag } from './dashboard.js';
import { medianOfRuns, outboxToConsumer, outboxToConsumerProcess } from './events.js';
import { promotionRace } from './promotion.js';
import { DISTRIBUTED_IDLE_FLOORS_MB, distributedIdleResidentMemory, idleResidentMemory } from './idle-memory.js';
import { closeCounter, COUNTER_CARDS, openCounter, redemptionLoad, redemptionRace, refundBurst } from './redemptions.js';
import { INTEGRATOR_P99_FLOOR_MS, INTEGRATOR_RATE, integratorBalanceReads } from './integrator.js';
import { hostProbe } from './host-probe.js';
import { librariesBench } from './libraries.js';
import { lighthouseBench } from './lighthouse.js';
import { observabilityCosts, SCRAPE_SECONDS } from './observability.js';
import { scheduledSendsAtOnce } from './scheduled-gifts.js';
import { registeredCardRedemptions } from './square-counter.js';
import { registerExistingCards } from './square-register-existing.js';
import { BROWSER_HEADERS, load, loadAtRate } from './request-reply.js';
import { seedBusinessWithCards, storefrontFirstLoadJsGzip } from './storefront.js';

/**
 * `npm run bench`: request-reply round trips through the gateway and events
 * through outbox → bus → consumer, in both run modes. Distributed mode uses
 * this machine's PostgreSQL, NATS and Redis (a throw-away database and stream). Then the promotion race, the
 * integrator's balance reads, the Square parts, what metrics and tracing cost a checkout (observability.ts), the
 * scheduled gifts, what four libraries cost per operation (libraries.ts), Lighthouse on the public pages of an
 * all-in-one platform (lighthouse.ts) and, last, the webhook sender (webhooks.ts).
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const events = Number(process.env.BENCH_EVENTS ?? 10_000);
const CARDS = 50;
const BUYERS = 50;
const TILLS = 50;
const ADMINS = 20;
/** Event runs are short (seconds), so each is repeated and the median reported; this machine's speed varies from run to run. */
const EVENT_RUNS = 3;
const print = (label: string, value: unknown) => console.log(`${label.padEnd(58)} ${JSON.stringify(value)}`);

const allInOneIdleMemory = async () => print('all-in-one: resident memory (MB) and CPU (% of a core) after a DEMO=1 start, idle 30 s', await idleResidentMemory());
const { service: serviceFloor, supervisor: supervisorFloor } = DISTRIBUTED_IDLE_FLOORS_MB;
const distributedIdleMemory = async () =>
  print(`distributed: resident memory per process, idle 30 s after start (MB; floors: service ${serviceFloor}, supervisor ${supervisorFloor})`, await distributedIdleResidentMemory());

async function allInOne() {
  // First, alone: its own process, started as `npm start` starts it.
  await allInOneIdleMemory();
  const dataDir = mkdtempSync(join(tmpdir(), 'gv-bench-'));
  // TRUSTED_PROXIES: each dashboard admin signs in from an address of its own (dashboard.ts). GATEWAY_FAST_PATH=0: kept public reads through Nest.
  const fastPath = { GATEWAY_FAST_PATH: process.env.GATEWAY_FAST_PATH };
  const app = await startAllInOne({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'error', TRUSTED_PROXIES: '127.0.0.1', ...fastPath, ...superAdminEnv });
  print('all-in-one: GET /api/ping (gateway → in-process → identity)', await load(`${app.url}/api/ping`, seconds));
  const slug = await seedBusinessWithCards(app.url, CARDS);
  print('web: storefront first-load JavaScript (KiB gzip, every script its page loads)', await storefrontFirstLoadJsGzip(app.url, slug));
  const cardListUrl = `${app.url}/api/v1/public/giftcards?businessSlug=${slug}&limit=${CARDS}`;
  const cardList = await againstBareFastify(cardListUrl, seconds);
  print(`all-in-one: public card list, ${CARDS} cards of one business`, cardList.platform);
  print(`all-in-one: public card list, ${CARDS} cards, compressed as browsers ask`, await load(cardListUrl, seconds, 100, BROWSER_HEADERS));
  print('all-in-one: storefront page drawn by the server, compressed as browsers ask', await load(`${app.url}/${slug}/giftcards`, seconds, 100, BROWSER_HEADERS));
  print('all-in-one: public card list against bare Fastify serving its bytes (floor 0.85)', cardList.versusBare);
  print(`all-in-one: dashboard (6 calls at once), ${ADMINS} admins at once`, await dashboardLoad(await openDashboardBusiness(app.url), seconds, ADMINS));
  await app.close();
  const database = await openDatabase({ dataDir: ':memory:' });
  let runs = 0;
  // An event log per run: a new consumer reads its log from the start.
  const run = async () => {
    const schema = `bench_bus_${++runs}`;
    const bus = await SqlEventBus.open(database.db, { schema });
    const result = await outboxToConsumer(database.db, bus, events);
    await bus.close();
    await database.db.execute(sql.raw(`drop schema ${schema} cascade`));
    return result;
  };
  print('all-in-one: events outbox → embedded bus (PGlite) → consumer', await medianOfRuns(EVENT_RUNS, run));
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}

/** The distributed benches, or only the checkouts, the redemptions, the dashboard or the books (`run.js checkout | redemption | dashboard | books`). */
async function distributed(only?: 'checkout' | 'redemption' | 'dashboard' | 'books') {
  // First, alone: its own processes, started as `npm run start:distributed` starts them.
  if (!only) await distributedIdleMemory();
  await onBenchPlatform(
    {},
    async (bench) => {
      if (!only) print('distributed: GET /api/ping (gateway → NATS → identity)', await load(`${bench.url}/api/ping`, seconds));
      if (only === 'redemption') await counterBenches(bench);
      else if (only === 'dashboard') await dashboardBenches(bench);
      else if (only !== 'books') await checkoutBenches(bench, only);
      if (!only || only === 'books') await books(bench);
    },
    only ? undefined : ({ databaseUrl, stream }) => eventsThroughJetStream(databaseUrl, stream),
  );
}

async function checkoutBenches(bench: BenchPlatform, only?: 'checkout') {
  const { target, anyAmount, cardList } = await seedCheckoutTarget(bench, CARDS);
  if (!only) {
    print(`distributed: public card list, ${CARDS} cards, at most`, await load(cardList, seconds));
    print(`distributed: public card list, ${CARDS} cards, compressed as browsers ask`, await load(cardList, seconds, 100, BROWSER_HEADERS));
    print(`distributed: public card list, ${CARDS} cards, at 2,000 req/s`, await loadAtRate(cardList, seconds, 2000));
  }
  print(`distributed: checkouts (create-payment + purchase), ${BUYERS} buyers`, await checkoutLoad(target, seconds, BUYERS));
  print(`distributed: checkouts of an "Any amount" card ($5–$500 chosen), ${BUYERS} buyers`, await checkoutLoad(anyAmount, seconds, BUYERS));
  if (!only) await afterCheckouts(bench);
}

async function afterCheckouts(bench: BenchPlatform) {
  await dashboardBenches(bench);
  await counterBenches(bench);
}

async function dashboardBenches(bench: BenchPlatform) {
  const dashboardBusiness = await openDashboardBusiness(bench.url);
  print('distributed: projection lag, payment commit → dashboard', await projectionLag(dashboardBusiness));
  print(`distributed: dashboard (6 calls at once), ${ADMINS} admins at once`, await dashboardLoad(dashboardBusiness, seconds, ADMINS));
}

async function counterBenches({ url, platform, dataDir, databaseUrl }: BenchPlatform) {
  const counter = await openCounter(url, dataDir, databaseUrl, BENCH_SECRET_KEY, COUNTER_CARDS);
  print(`distributed: redemptions (authorized redeem), ${TILLS} tills`, await redemptionLoad(counter, seconds, TILLS, processIds(platform)));
  print('distributed: 200 concurrent redeems of one card', await redemptionRace(counter));
  print('distributed: refunds of the tills\' cards, each asked twice at once', await refundBurst(counter, platform.env.SQUARE_EMULATOR_URL!));
  await closeCounter(counter);
}

async function books({ url, platform, databaseUrl }: BenchPlatform) {
  const gateways = Object.fromEntries(Object.entries(platform.processes).flatMap(([name, child]) => (name.startsWith('gateway') ? [[name, child.pid]] : [])));
  print('distributed: the books, 200,000 cards and 1,000,000 ledger rows', await booksBench({ url, databaseUrl, gateways }, seconds));
}

/** 200 checkouts at once against a promotion with a budget of 10 bonuses, on an all-in-one and on a distributed platform. */
async function promotions() {
  const label = (mode: string) => `${mode}: 200 checkouts at once, a promotion of 10 bonuses (floor: exactly 10 granted)`;
  const dataDir = mkdtempSync(join(tmpdir(), 'gv-bench-'));
  const app = await startAllInOne({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'error', TRUSTED_PROXIES: '127.0.0.1', ...superAdminEnv });
  print(label('all-in-one'), await promotionRace(app.url));
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
  await onBenchPlatform({}, async (bench) => print(label('distributed'), await promotionRace(bench.url)));
}

/** Checkout CPU with metrics and tracing off, metrics served and scraped, and both, each on fresh platforms (observability.ts). */
async function observability() {
  const { costs, increasePercent } = await observabilityCosts(seconds, BUYERS, CARDS);
  print('observability: off (metrics counted in memory, not served or scraped; no tracing)', costs.off);
  print(`observability: metrics served and scraped every ${SCRAPE_SECONDS} s; no tracing`, costs.metrics);
  print('observability: metrics as above + tracing sampled at 10 %', costs.tracing);
  print('observability: more CPU per checkout than off, % (floors 5 / 10)', increasePercent);
}

async function eventsThroughJetStream(databaseUrl: string, stream: string) {
  const database = await openDatabase({ url: databaseUrl, dataDir: '', poolSize: 20 });
  let runs = 0;
  // A stream per run: a new durable consumer reads its stream from the start.
  const run = async () => {
    const eventStream = `${stream}E${runs++}`;
    const bus = await JetStreamBus.connect(LOCAL_ENGINES.NATS_URL, eventStream);
    const consumerEnv = { ...process.env, DATABASE_URL: databaseUrl, NATS_URL: LOCAL_ENGINES.NATS_URL, BUS_STREAM: eventStream };
    const result = await outboxToConsumerProcess(database.db, bus, events, consumerEnv);
    await bus.destroy();
    return result;
  };
  print('distributed: events outbox → JetStream → consumer process', await medianOfRuns(EVENT_RUNS, run));
  await database.close();
}

const mode = process.argv[2];
// Each part starts with the host's probes; the whole run starts each part in a process of its own.
if (mode) print('host: probes (ms; lower is quicker)', hostProbe());
if (mode === 'all-in-one') await allInOne();
else if (mode === 'distributed') await distributed();
else if (mode === 'checkout' || mode === 'redemption' || mode === 'dashboard' || mode === 'books') await distributed(mode);
else if (mode === 'memory') {
  // Both run modes' idle memory alone, each as its own processes.
  await allInOneIdleMemory();
  await distributedIdleMemory();
} else if (mode === 'promotion') await promotions();
else if (mode === 'integrator')
  print(`distributed: integrator balance read, gv_live_ keys, at ${INTEGRATOR_RATE} req/s (floor p99 ${INTEGRATOR_P99_FLOOR_MS} ms)`, await integratorBalanceReads(seconds));
else if (mode === 'observability') await observability();
else if (mode === 'lighthouse') await lighthouseBench();
else if (mode === 'libraries') {
  const { composeEmail, makeQrSymbol, squareCall, applePass } = await librariesBench();
  print('libraries: purchase email, our MIME writer / nodemailer (CPU µs)', composeEmail);
  print('libraries: QR symbol, mask fixed / chosen by qrcode (CPU µs)', makeQrSymbol);
  print('libraries: Square call, node:http / Node fetch, kept alive (CPU µs)', squareCall);
  print('libraries: Apple pass, our signer / passkit-generator (CPU µs)', applePass);
}
else if (mode === 'scheduled-gifts') print('scheduled gifts: 10,000 due at one moment (floor 0 duplicates)', await scheduledSendsAtOnce(10_000, Number(process.env.BENCH_GIFT_LEAD_SECONDS ?? 90)));
else if (mode === 'square-register-existing')
  print('square: register 10,000 existing cards, Square at 50 ms (floor 200/s, 0 duplicates)', await registerExistingCards(Number(process.env.BENCH_SQUARE_CARDS ?? 10_000)));
else if (mode === 'square-counter')
  print(`square: counter redemptions of registered cards, ${TILLS} tills, Square at 50 ms (floor p99 400 ms)`, await registeredCardRedemptions(seconds, TILLS));
else if (mode) {
  console.error(`no bench part "${mode}"; see docs/benchmarks.md for the parts`);
  process.exit(2);
} else {
  console.log(`Giftcard Vault benchmarks (${seconds}s load, 100 connections; ${events} events)`);
  // Each part in a fresh process, so what one leaves behind (heap, threads) cannot slow the next; every floor of docs/benchmarks.md is read.
  const parts = ['all-in-one', 'distributed', 'promotion', 'integrator', 'square-register-existing', 'square-counter', 'observability', 'scheduled-gifts', 'libraries', 'lighthouse'];
  const runs = [...parts.map((part) => [process.argv[1], part]), [join(dirname(process.argv[1]), 'webhooks.js'), 'distributed']];
  for (const args of runs) {
    const child = spawnSync(process.execPath, args, { stdio: 'inherit' });
    if (child.status !== 0) process.exit(child.status ?? 1);
  }
}
process.exit(0);
