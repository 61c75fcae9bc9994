import { randomInt } from 'node:crypto';
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { startSquareEmulator, type Payment, type SquareEmulator } from '@gv/square-emulator';
import { BENCH_SECRET_KEY, superAdminEnv } from '../bench/bench-platform.js';
import { freePortRun } from '../bench/free-ports.js';
import { ensureDatabase, startDistributed } from '../distributed.js';
import { startChaosEngines } from './engines.js';
import { injectFaults, planFaults, type InjectedFault } from './faults.js';
import { allInvariants, settledInvariants, type Invariant, type InvariantInputs } from './invariants.js';
import { Mailbox } from './mailbox.js';
import { seededRandom } from './random.js';
import { stillMoving } from './settle.js';
import { chaosResults, summaryTable, writeChaosResults } from './report.js';
import { runWorkload, seedWorkloadBusiness, WorkloadLog } from './workload.js';

/**
 * `npm run chaos`: the distributed platform (two replicas of each service, two gateways) on throw-away engines, under a
 * mixed load for CHAOS_MINUTES (default 10) while seeded faults restart the engines and kill, stop and pause its
 * processes; then the invariants of docs/reliability.md. CHAOS_SEED replays a run's faults; chaos-results.json and
 * chaos-results.md go to CHAOS_OUT (default: the current folder). Exits 1 when an invariant fails.
 */
const minutes = Number(process.env.CHAOS_MINUTES ?? 10);
const seed = Number(process.env.CHAOS_SEED ?? randomInt(1, 2 ** 31));
const outDir = process.env.CHAOS_OUT ?? process.cwd();
if (!(minutes > 0) || !Number.isInteger(seed)) {
  process.stderr.write('CHAOS_MINUTES must be a number above 0 and CHAOS_SEED an integer\n');
  process.exit(2);
}
/** The most the run waits, after the load, for the platform to settle before it checks. */
const SETTLE_LIMIT_MS = 120_000;
/** After a fault's recovery, how long a 503 or an unanswered call is still put down to it (a client's retry, a drained connection). */
const GRACE_MS = 15_000;
const SQUARE_LATENCY_MS = 50;

const say = (line: string) => process.stdout.write(`${new Date().toISOString().slice(11, 19)} chaos: ${line}\n`);
say(`seed ${seed} (CHAOS_SEED=${seed} replays these faults), ${minutes} min of load`);

const engines = await startChaosEngines();
const dataDir = mkdtempSync(join(tmpdir(), 'gv-chaos-data-'));
const [squarePort, gatewayPort] = [await freePortRun(1), await freePortRun(1)];
let emulator: SquareEmulator | undefined;
let lastPayments: Payment[] = [];
const square = {
  async start() {
    emulator = await startSquareEmulator({ port: squarePort, stateFile: join(dataDir, 'square.jsonl'), latencyMs: SQUARE_LATENCY_MS });
  },
  async stop() {
    lastPayments = emulator?.findPayments() ?? lastPayments;
    await emulator?.close();
    emulator = undefined;
  },
  payments: () => (emulator ? (lastPayments = emulator.findPayments()) : lastPayments),
};
await square.start();
await ensureDatabase(engines.postgres.url);
const url = `http://127.0.0.1:${gatewayPort}`;
const logFile = join(dataDir, 'platform.log');
say(`engines up; the platform's log: ${logFile}`);
const platform = await startDistributed(
  {
    ...process.env,
    ...superAdminEnv,
    DATABASE_URL: engines.postgres.url,
    NATS_URL: engines.nats.url,
    REDIS_URL: engines.redis.url,
    SQUARE_EMULATOR_URL: `http://127.0.0.1:${squarePort}`,
    DATA_DIR: dataDir,
    PORT: String(gatewayPort),
    HOST: '127.0.0.1',
    TRUSTED_PROXIES: '127.0.0.1',
    SECRET_KEY: BENCH_SECRET_KEY,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    SHUTDOWN_DEADLINE_SECONDS: '10',
  },
  2,
  openSync(logFile, 'a'),
  { gateways: 2, restartCrashed: true },
);

async function healthy(limitMs: number): Promise<boolean> {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    if (
      await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) }).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      return true;
    await sleep(500);
  }
  return false;
}

const sql = new pg.Client({ connectionString: engines.postgres.url });
let exitCode = 1;
const cleanUp = async () => {
  await sql.end().catch(() => undefined);
  await platform.stop();
  await square.stop();
  await engines.destroy();
  if (exitCode === 0 && !process.env.CHAOS_KEEP_DATA) rmSync(dataDir, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
try {
  if (!(await healthy(300_000))) throw new Error('the platform did not answer healthy within 5 minutes');
  const business = await seedWorkloadBusiness(url);
  say('platform healthy, business seeded: load and faults start');
  const mailbox = new Mailbox(join(dataDir, 'mail'));
  const log = new WorkloadLog();
  const faults: InjectedFault[] = [];
  const startedAt = Date.now();
  let faultsDone = false;
  const loadUntil = startedAt + minutes * 60_000;
  const plan = planFaults(seededRandom(seed), minutes * 60_000);
  await Promise.all([
    runWorkload({ url, mailbox, payments: square.payments }, business, seed, log, () => faultsDone && Date.now() >= loadUntil),
    injectFaults(plan, { engines, processes: platform.processes, square, healthy }, (fault) => {
      faults.push(fault);
      say(
        `${fault.kind} of ${fault.target}: healthy again ${fault.recoverMs === undefined ? 'NOT within the limit' : `${(fault.recoverMs / 1000).toFixed(1)} s after it was restored`}`,
      );
    }).finally(() => (faultsDone = true)),
  ]);
  const loadMs = Date.now() - startedAt;
  say(`load stopped after ${Math.round(loadMs / 1000)} s and ${faults.length} faults; waiting for the platform to settle`);
  await sql.connect();
  const inputs = (): InvariantInputs => ({ sql, payments: square.payments(), mailbox, log, faults, url, env: platform.env, graceMs: GRACE_MS });
  const settleFrom = Date.now();
  let unsettled: string[] = [];
  // Settled: nothing in flight and the settled checks passing, at two looks in a row.
  for (let quietLooks = 0; quietLooks < 2 && Date.now() - settleFrom < SETTLE_LIMIT_MS; await sleep(5_000)) {
    const moving = await stillMoving(sql, engines.nats.url, platform.env.BUS_STREAM ?? 'GV_EVENTS').catch((error: Error) => [
      `cannot tell: ${error.message}`,
    ]);
    unsettled = [...moving, ...(await settledInvariants(inputs())).filter((each) => !each.pass).map((each) => `${each.name} fails`)];
    quietLooks = unsettled.length === 0 ? quietLooks + 1 : 0;
  }
  const settleMs = Date.now() - settleFrom;
  const settled: Invariant = {
    name: 'settled',
    pass: unsettled.length === 0,
    detail:
      unsettled.length === 0
        ? `nothing in flight ${Math.round(settleMs / 1000)} s after the load`
        : `after ${SETTLE_LIMIT_MS / 1000} s: ${unsettled.join('; ')}`,
  };
  const results = chaosResults({ seed, minutes, startedAt, loadMs, settleMs, graceMs: GRACE_MS }, faults, log, [
    settled,
    ...(await allInvariants(inputs())),
  ]);
  writeChaosResults(outDir, results);
  process.stdout.write(`\n${summaryTable(results)}\n\n`);
  say(`results in ${join(outDir, 'chaos-results.json')}; replay with CHAOS_SEED=${seed}`);
  exitCode = results.pass ? 0 : 1;
} catch (error) {
  say(`the run failed: ${(error as Error).stack ?? String(error)}`);
} finally {
  await cleanUp();
}
process.exit(exitCode);
