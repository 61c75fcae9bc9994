import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENGINE_RESTARTS, FAULT_KINDS, type FaultKind, type InjectedFault } from './faults.js';
import type { Invariant } from './invariants.js';
import { OPERATION_KINDS, type OperationKind, type WorkloadLog } from './workload.js';

export interface ChaosResults {
  /** `CHAOS_SEED=<seed>` replays the run's faults. */
  seed: number;
  minutes: number;
  startedAt: string;
  loadSeconds: number;
  settleSeconds: number;
  /** After a fault's recovery, how long a 503 or an unanswered call was still put down to it. */
  graceSeconds: number;
  faults: (Omit<InjectedFault, 'startedAt' | 'restoredAt'> & { at: string; restoredAfterMs: number })[];
  faultsByKind: Record<FaultKind, number>;
  operations: Record<OperationKind, number>;
  /** Answers by status (0: none came), every call of every operation. */
  answersByStatus: Record<string, number>;
  /** From an engine's restart until the gateway answered healthy. */
  recovery: Record<string, { restarts: number; p50Ms: number | null; maxMs: number | null; notRecovered: number }>;
  invariants: Invariant[];
  pass: boolean;
}

export function chaosResults(
  run: { seed: number; minutes: number; startedAt: number; loadMs: number; settleMs: number; graceMs: number },
  faults: InjectedFault[],
  log: WorkloadLog,
  invariants: Invariant[],
): ChaosResults {
  const answersByStatus: Record<string, number> = {};
  for (const answer of log.answers) answersByStatus[answer.status] = (answersByStatus[answer.status] ?? 0) + 1;
  return {
    seed: run.seed,
    minutes: run.minutes,
    startedAt: new Date(run.startedAt).toISOString(),
    loadSeconds: Math.round(run.loadMs / 1000),
    settleSeconds: Math.round(run.settleMs / 1000),
    graceSeconds: run.graceMs / 1000,
    faults: faults.map(({ startedAt, restoredAt, ...fault }) => ({
      ...fault,
      at: new Date(startedAt).toISOString(),
      restoredAfterMs: restoredAt - startedAt,
    })),
    faultsByKind: Object.fromEntries(FAULT_KINDS.map((kind) => [kind, faults.filter((fault) => fault.kind === kind).length])) as Record<
      FaultKind,
      number
    >,
    operations: { ...log.operations },
    answersByStatus,
    recovery: Object.fromEntries(ENGINE_RESTARTS.map((kind) => [kind, recoveryOf(faults.filter((fault) => fault.kind === kind))])),
    invariants,
    pass: invariants.every((each) => each.pass),
  };
}

function recoveryOf(restarts: InjectedFault[]) {
  const times = restarts.flatMap((fault) => (fault.recoverMs === undefined ? [] : [fault.recoverMs])).sort((a, b) => a - b);
  return {
    restarts: restarts.length,
    p50Ms: times.length ? times[Math.floor((times.length - 1) / 2)] : null,
    maxMs: times.length ? times[times.length - 1] : null,
    notRecovered: restarts.length - times.length,
  };
}

const seconds = (ms: number | null) => (ms === null ? '–' : `${(ms / 1000).toFixed(1)} s`);

/** The summary as Markdown tables (docs/reliability.md holds one). */
export function summaryTable(results: ChaosResults): string {
  const rows = (header: string, entries: [string, string | number][]) =>
    [`| ${header} | |`, '|---|---|', ...entries.map(([name, value]) => `| ${name} | ${value} |`)].join('\n');
  return [
    `Seed ${results.seed}, ${results.minutes} min of load (${results.loadSeconds} s), settled in ${results.settleSeconds} s, started ${results.startedAt}: ${results.pass ? 'PASS' : 'FAIL'}`,
    rows('faults injected', Object.entries(results.faultsByKind)),
    rows(
      'operations',
      OPERATION_KINDS.map((kind) => [kind, results.operations[kind]]),
    ),
    rows(
      'answers by status',
      Object.entries(results.answersByStatus).map(([status, count]) => [status === '0' ? 'no answer' : status, count]),
    ),
    [
      '| engine restart | restarts | recovery p50 | recovery max | not recovered |',
      '|---|---|---|---|---|',
      ...Object.entries(results.recovery).map(
        ([kind, r]) => `| ${kind} | ${r.restarts} | ${seconds(r.p50Ms)} | ${seconds(r.maxMs)} | ${r.notRecovered} |`,
      ),
    ].join('\n'),
    [
      '| invariant | result | detail |',
      '|---|---|---|',
      ...results.invariants.map((each) => `| ${each.name} | ${each.pass ? 'pass' : 'FAIL'} | ${each.detail.replace(/\|/g, '\\|')} |`),
    ].join('\n'),
  ].join('\n\n');
}

/** Writes chaos-results.json and chaos-results.md in `dir`. */
export function writeChaosResults(dir: string, results: ChaosResults): void {
  writeFileSync(join(dir, 'chaos-results.json'), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(join(dir, 'chaos-results.md'), `${summaryTable(results)}\n`);
}
