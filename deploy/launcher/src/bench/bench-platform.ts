import { closeSync, existsSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@gv/platform';
import { deleteRedisKeysUnder, JetStreamBus } from '@gv/platform/engines';
import { LOCAL_ENGINES, ensureDatabase, startDistributed, type Distributed } from '../distributed.js';
import type { ApiClient } from '../http-client.js';
import type { CheckoutTarget } from './checkout.js';
import { anyAmountCard, BENCH_SUPER_ADMIN, seedBusiness } from './storefront.js';

export const BENCH_SECRET_KEY = 'bench-secret-key-0123456789abcdef';
export const superAdminEnv = { SUPERADMIN_EMAIL: BENCH_SUPER_ADMIN.email, SUPERADMIN_PASSWORD: BENCH_SUPER_ADMIN.password };
/** One gateway per core (decision 0023): a single one answers a burst of requests one at a time on one core. */
export const BENCH_GATEWAYS = Math.min(2, availableParallelism());

/** Throw-away names on this machine's PostgreSQL, NATS and Redis for one bench platform, and its environment. */
export interface BenchEngines {
  /** The platform's environment: the bench's settings pointing at the names below, with a PORT of its own. */
  env: NodeJS.ProcessEnv;
  url: string;
  dataDir: string;
  database: string;
  databaseUrl: string;
  /** Its event stream on the machine's NATS. */
  stream: string;
  /** Its Redis key prefix. */
  keyPrefix: string;
}

/** A distributed platform started for one bench, and the throw-away names it runs under. */
export interface BenchPlatform extends BenchEngines {
  platform: Distributed;
}

/** A new database, stream, Redis key prefix and DATA_DIR, with `env` over the bench's settings. */
export async function createBenchEngines(env: NodeJS.ProcessEnv = {}): Promise<BenchEngines> {
  const database = `gv_bench_${Date.now()}`;
  const databaseUrl = LOCAL_ENGINES.DATABASE_URL.replace(/\/[^/]+$/, `/${database}`);
  await ensureDatabase(databaseUrl);
  const stream = `GVBENCH${Date.now()}`;
  const keyPrefix = `${database}:`;
  const port = 3900 + Math.floor(Math.random() * 90);
  const dataDir = distributedDataDir();
  // TRUSTED_PROXIES: the checkout bench is the proxy in front of the gateway, giving each buyer an address of its own.
  const platformEnv = { ...process.env, ...LOCAL_ENGINES, ...superAdminEnv, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, BUS_STREAM: stream, KEY_PREFIX: keyPrefix, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error', SECRET_KEY: BENCH_SECRET_KEY, TRUSTED_PROXIES: '127.0.0.1', ...env };
  return { env: platformEnv, url: `http://127.0.0.1:${port}`, dataDir, database, databaseUrl, stream, keyPrefix };
}

/** What a platform left on this machine's engines: its event stream, its Redis keys (jobs, limits), its files, its database. */
export async function removeBenchEngines({ stream, keyPrefix, dataDir, database }: BenchEngines): Promise<void> {
  await (await JetStreamBus.connect(LOCAL_ENGINES.NATS_URL, stream)).destroy();
  await deleteRedisKeysUnder(LOCAL_ENGINES.REDIS_URL, keyPrefix);
  rmSync(dataDir, { recursive: true, force: true });
  const admin = await openDatabase({ url: LOCAL_ENGINES.DATABASE_URL.replace(/\/[^/]+$/, '/postgres'), dataDir: '' });
  await admin.db.execute(sql.raw(`drop database if exists ${database} with (force)`));
  await admin.close();
}

/**
 * A fresh distributed platform on this machine's engines (createBenchEngines), with `env` over the bench's settings.
 * `use` runs once its gateway answers healthy, and what it returns is returned; `afterStop` runs once the processes
 * stopped, before what they left on the engines is removed.
 */
export async function onBenchPlatform<T>(
  env: NodeJS.ProcessEnv,
  use: (bench: BenchPlatform) => Promise<T>,
  afterStop?: (bench: BenchPlatform) => Promise<void>,
): Promise<T> {
  const engines = await createBenchEngines(env);
  // The processes' errors go to a file: a pipe nobody reads would stop a process once full.
  const log = openSync(join(engines.dataDir, 'platform.log'), 'a');
  const platform = await startDistributed(engines.env, 1, log, { gateways: BENCH_GATEWAYS });
  const bench = { ...engines, platform };
  let result: T;
  try {
    await waitForHealth(bench.url);
    result = await use(bench);
  } finally {
    await platform.stop();
    closeSync(log);
  }
  await afterStop?.(bench);
  await removeBenchEngines(engines);
  return result;
}

/** The platform's processes by name, whose CPU the benches count (cpu-use.ts). */
export function processIds(platform: BenchPlatform['platform']): Record<string, number | undefined> {
  return Object.fromEntries(Object.entries(platform.processes).map(([name, child]) => [name, child.pid]));
}

/**
 * A business with `cards` gift cards, its public card list, and what checkoutLoad needs to buy the first card and count
 * every process's CPU; `anyAmount` buys its "Any amount" card instead, each checkout choosing dollars and cents from $5 to $500.
 */
export async function seedCheckoutTarget(
  { url, platform, databaseUrl }: BenchPlatform,
  cards: number,
): Promise<{ target: CheckoutTarget; anyAmount: CheckoutTarget; cardList: string; admin: ApiClient }> {
  const { businessSlug, admin } = await seedBusiness(url, cards);
  const cardList = `${url}/api/v1/public/giftcards?businessSlug=${businessSlug}&limit=${cards}`;
  const [card] = ((await (await fetch(cardList)).json()) as { giftCards: { _id: string }[] }).giftCards;
  const target = { url, businessSlug, giftCardId: card._id, emulatorUrl: platform.env.SQUARE_EMULATOR_URL!, databaseUrl, processes: processIds(platform) };
  const chosen = () => 5 + Math.floor(Math.random() * 49_501) / 100;
  return { target, anyAmount: { ...target, giftCardId: await anyAmountCard(admin, 5, 500), amount: chosen }, cardList, admin };
}

export async function waitForHealth(url: string): Promise<void> {
  for (let i = 0; i < 720; i++) {
    const ok = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('platform did not become healthy');
}

/**
 * The distributed run's DATA_DIR (the checkouts' .eml files): on tmpfs where the machine has one. On this machine's
 * disk (ext4 without a journal) creating a file skips every inode freed in its group in the last 1 to 6 minutes,
 * so after a run's cleanup the next run's emails cost 0.55 ms of system CPU each instead of 0.03 (decision 0028).
 */
function distributedDataDir(): string {
  return mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'gv-bench-d-'));
}
