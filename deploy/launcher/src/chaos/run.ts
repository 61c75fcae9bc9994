import { randomInt } from 'node:crypto';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { clusterStage } from './cluster-stage.js';
import { planFaults, type InjectedFault } from './faults.js';
import { allInvariants, settledInvariants, type Invariant, type InvariantInputs } from './invariants.js';
import { startLocalStage } from './local-stage.js';
import { Mailbox } from './mailbox.js';
import { seededRandom } from './random.js';
import { stillMoving } from './settle.js';
import { healthyWithin } from './stage.js';
import { chaosResults, summaryTable, writeChaosResults } from './report.js';
import { runWorkload, seedWorkloadBusiness, WorkloadLog } from './workload.js';

/**
 * `npm run chaos`: the distributed platform (two replicas of each service, two gateways) on throw-away engines, under a
 * mixed load for CHAOS_MINUTES (default 10) while seeded faults restart the engines and kill, stop and pause its
 * processes; then the invariants of docs/reliability.md. CHAOS_SEED replays a run's faults; chaos-results.json and
 * chaos-results.md go to CHAOS_OUT (default: the current folder). Exits 1 when an invariant fails. With CHAOS_TARGET_URL
 * the load and the checks go to a deployment instead (see cluster-stage.ts), and its faults come from its own tools.
 */
const minutes = Number(process.env.CHAOS_MINUTES ?? 10);
const seed = Number(process.env.CHAOS_SEED ?? randomInt(1, 2 ** 31));
const outDir = process.env.CHAOS_OUT ?? process.cwd();
if (!(minutes > 0) || !Number.isInteger(seed)) {
  process.stderr.write('CHAOS_MINUTES must be a number above 0 and CHAOS_SEED an integer\n');
  process.exit(2);
}
/**
 * The most the run waits, after the load, for the platform to settle before it checks: an order left pending at the
 * end waits a minute before the reconciliation sweep, which runs once a minute, takes it.
 */
const SETTLE_LIMIT_MS = 180_000;
/** After a fault's recovery, how long a 503 or an unanswered call is still put down to it (a client's retry, a drained connection). */
const GRACE_MS = 15_000;

const say = (line: string) => process.stdout.write(`${new Date().toISOString().slice(11, 19)} chaos: ${line}\n`);
say(`seed ${seed} (CHAOS_SEED=${seed} replays these faults), ${minutes} min of load`);

const stage = process.env.CHAOS_TARGET_URL ? await clusterStage(process.env) : await startLocalStage(say);
if (Array.isArray(stage)) {
  process.stderr.write(`A run against a deployment also needs ${stage.join(', ')} (see docs/reliability.md)\n`);
  process.exit(2);
}
const { url, env } = stage;
if (process.env.CHAOS_TARGET_URL) say(`load and checks against ${url}; the faults come from the deployment's own tools`);

const sql = new pg.Client({ connectionString: env.DATABASE_URL });
let exitCode = 1;
const cleanUp = async () => {
  await sql.end().catch(() => undefined);
  await stage.stop(exitCode === 0);
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
try {
  if (!(await healthyWithin(url, 300_000))) throw new Error('the platform did not answer healthy within 5 minutes');
  const business = await seedWorkloadBusiness(url, stage.superAdmin);
  say('platform healthy, business seeded: load and faults start');
  const mailbox = new Mailbox(stage.mailDir);
  const log = new WorkloadLog();
  const faults: InjectedFault[] = [];
  const startedAt = Date.now();
  let faultsDone = false;
  const loadUntil = startedAt + minutes * 60_000;
  const plan = planFaults(seededRandom(seed), minutes * 60_000);
  const onFault = (fault: InjectedFault) => {
    faults.push(fault);
    const recovered = fault.recoverMs === undefined ? 'NOT within the limit' : `${(fault.recoverMs / 1000).toFixed(1)} s after it was restored`;
    say(`${fault.kind} of ${fault.target}: healthy again ${recovered}`);
  };
  await Promise.all([
    runWorkload({ url, mailbox, payments: stage.payments }, business, seed, log, () => faultsDone && Date.now() >= loadUntil),
    (stage.injectFaults?.(plan, onFault) ?? Promise.resolve()).finally(() => (faultsDone = true)),
  ]);
  const loadMs = Date.now() - startedAt;
  say(`load stopped after ${Math.round(loadMs / 1000)} s and ${faults.length} faults; waiting for the platform to settle`);
  await sql.connect();
  const inputs = (): InvariantInputs => ({
    sql,
    payments: stage.payments(),
    mailbox,
    log,
    faults: stage.injectFaults ? faults : undefined,
    url,
    env,
    graceMs: GRACE_MS,
  });
  const settleFrom = Date.now();
  let unsettled: string[] = [];
  // Settled: nothing in flight and the settled checks passing, at two looks in a row.
  for (let quietLooks = 0; quietLooks < 2 && Date.now() - settleFrom < SETTLE_LIMIT_MS; await sleep(5_000)) {
    const moving = await stillMoving(sql, env.NATS_URL!, env.BUS_STREAM ?? 'GV_EVENTS').catch((error: Error) => [
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
