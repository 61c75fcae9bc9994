import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { SERVICE_NAMES } from '@gv/proto';
import { startSquareEmulator, type SquareEmulator } from '@gv/square-emulator';
import { ApiClient, createGiftCard, createSignedInAdmin } from '../../../test/api';
import { checkoutLoad } from '../../../test/checkout-load';
import { engines, eventually, uniqueName } from '../../../test/engines';
import { NatsServerProcess, freePort } from '../../../test/peers';
import { distributedTestEnv, launcherDist, sigterm } from '../../../test/platform-processes';
import { createTestDatabase } from '../../../test/postgres';
import { builtPreviousRelease, type BuiltRelease } from '../../../test/previous-release';
import { requireBuilt } from '../../../test/built';
import { distributedPlatformIdle } from '../../../test/wait-idle';

const ROOT = new URL('../../../', import.meta.url).pathname;
const VERSION = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version as string;
const WORKERS = 4;

/** A process of a release, and the /readyz of its health port. */
interface Running {
  child: ChildProcess;
  readyz: string;
}

const run = process.env.UPGRADE_TEST === '1';
if (run) requireBuilt(`${launcherDist}service-process.js`, `${launcherDist}gateway-process.js`);

/**
 * The upgrade runbook (deploy/README.md, Upgrades) with checkouts flowing: the previous release's gateway and every
 * service on one PostgreSQL database, NATS and Redis; then, one process at a time, this release's beside it and the
 * old one stopped with SIGTERM. Set UPGRADE_TEST=1 (it installs and builds the previous release once: minutes).
 */
(run ? describe : describe.skip)('rolling upgrade from the previous release', () => {
  let previous: BuiltRelease;
  let nats: NatsServerProcess;
  let emulator: SquareEmulator;
  let database: { url: string; drop: () => Promise<void> };
  let sql: pg.Client;
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  let url: string;
  const stream = uniqueName('UPGRADE');
  const keyPrefix = `${uniqueName('gvtest')}:`;
  const running: Running[] = [];

  async function start(releaseDir: string, script: string, ...args: string[]): Promise<Running> {
    const healthPort = await freePort();
    const child = spawn(process.execPath, [join(releaseDir, 'deploy/launcher/dist', script), ...args], { env: { ...env, HEALTH_PORT: String(healthPort) }, stdio: 'ignore' });
    const process_ = { child, readyz: `http://127.0.0.1:${healthPort}/readyz` };
    running.push(process_);
    await eventually(() => fetch(process_.readyz).then((answer) => answer.ok, () => false), 120_000, 250);
    return process_;
  }

  beforeAll(async () => {
    previous = builtPreviousRelease();
    [nats, emulator, database] = await Promise.all([NatsServerProcess.start(), startSquareEmulator(), createTestDatabase()]);
    dataDir = mkdtempSync(join(tmpdir(), 'gv-upgrade-'));
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    env = distributedTestEnv(port, database.url, {
      DATA_DIR: dataDir,
      NATS_URL: nats.url,
      BUS_STREAM: stream,
      KEY_PREFIX: keyPrefix,
      SQUARE_EMULATOR_URL: emulator.url,
      // The load's buyers each come from an address of their own, through this machine as their proxy.
      TRUSTED_PROXIES: '127.0.0.1',
    });
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
  }, 900_000);

  afterAll(async () => {
    await Promise.all(running.map(({ child }) => (child.exitCode === null && child.signalCode === null ? sigterm(child) : undefined)));
    await sql?.end();
    await Promise.all([nats?.destroy(), emulator?.close(), database?.drop()]);
    rmSync(dataDir, { recursive: true, force: true });
  }, 120_000);

  it("replaces every process of the previous release under checkout load: each checkout acknowledged has its one payment, order and card, and the figures count them all", async () => {
    const old = new Map<string, Running>();
    for (const service of SERVICE_NAMES) old.set(service, await start(previous.dir, 'service-process.js', service));
    old.set('gateway', await start(previous.dir, 'gateway-process.js', '--reuse-port'));
    expect((await new ApiClient(url).get('/api/health')).body).toMatchObject({ ok: true, version: previous.version });

    const business = await createSignedInAdmin({ url, dataDir }, 'Upgrade Grill');
    const card = (await createGiftCard(business.api, { amount: '50', discount: '10' })).body.giftCard;
    const load = checkoutLoad(url, { businessSlug: business.businessSlug, giftCardId: card._id }, WORKERS, 'upgrade', true);
    await eventually(() => load.results.length >= 8, 60_000, 50);

    // The runbook's order: each service, then the gateway; the new process ready before the old one is stopped.
    for (const [name, process_] of old) {
      await start(ROOT, name === 'gateway' ? 'gateway-process.js' : 'service-process.js', ...(name === 'gateway' ? ['--reuse-port'] : [name]));
      expect(await sigterm(process_.child)).toMatchObject({ code: 0, signal: null });
    }
    const upgradedAt = load.results.length;
    await eventually(() => load.results.length >= upgradedAt + 8, 60_000, 50);
    await load.stop();

    expect((await new ApiClient(url).get('/api/health')).body).toMatchObject({ ok: true, version: VERSION });
    // A buyer may be turned away while a process hands over (a closing gateway's 503, a connection it closed), never with another error.
    expect(load.results.filter((result) => result.failure && !/^(create-payment|purchase) (0|503) /.test(result.failure))).toEqual([]);
    const orderIds = load.results.flatMap((result) => (result.orderId ? [result.orderId] : []));
    expect(orderIds.length).toBeGreaterThanOrEqual(16);
    const cards = await sql.query('select order_id, count(*)::int as n from redemption.issued_cards where order_id = any($1) group by order_id', [orderIds]);
    expect(cards.rows).toHaveLength(orderIds.length);
    expect(cards.rows.every((row) => row.n === 1)).toBe(true);
    for (const orderId of orderIds) expect(emulator.findPayments({ referenceId: orderId })).toHaveLength(1);

    await eventually(() => distributedPlatformIdle({ sql, natsUrl: nats.url, stream, redisUrl: engines.redisUrl, keyPrefix }), 60_000, 250);
    // No money taken without its card: every payment Square holds is an order paid once, with its card (a checkout
    // whose purchase call was turned away gets it from the payment's event, after ISSUE_GRACE_MS).
    const payments = emulator.findPayments().map((payment) => payment.reference_id);
    const cardsOf = async () =>
      (await sql.query('select order_id, count(*)::int as n from redemption.issued_cards where order_id = any($1) group by order_id', [payments])).rows
        .map((row) => `${row.order_id} ${row.n}`)
        .sort();
    const oneEach = payments.map((orderId) => `${orderId} 1`).sort();
    await eventually(async () => JSON.stringify(await cardsOf()) === JSON.stringify(oneEach), 30_000, 500).catch(() => undefined);
    expect(await cardsOf()).toEqual(oneEach);
    // Analytics, old replica and new, counted every card once.
    expect((await business.api.get('/api/v1/admin/total-sold')).body.totalSold).toBe(payments.length);
    for (const service of SERVICE_NAMES) expect((await sql.query(`select count(*)::int as n from ${service}.dead_letters`)).rows[0].n).toBe(0);
  }, 600_000);
});
