import type { ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ChaosEngines } from './engines.js';
import type { Random } from './random.js';

export const FAULT_KINDS = ['postgres-restart', 'nats-restart', 'redis-restart', 'kill-9', 'sigterm', 'square-outage', 'sigstop'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];
export const ENGINE_RESTARTS: readonly FaultKind[] = ['postgres-restart', 'nats-restart', 'redis-restart'];

export interface PlannedFault {
  kind: FaultKind;
  /** Wait before it, after the platform answered healthy again from the fault before. */
  gapMs: number;
  /** How long the engine, the emulator or the paused process stays gone. */
  downMs: number;
  /** Picks the process for kill-9, sigterm and sigstop among the platform's, in name order. */
  pick: number;
}

export interface InjectedFault {
  kind: FaultKind;
  /** The process it hit (kill-9, sigterm, sigstop), else the engine. */
  target: string;
  startedAt: number;
  /** When the engine, emulator or process was back (for kill-9 and sigterm: when the signal was sent). */
  restoredAt: number;
  /** From restoredAt until the gateway answered healthy again; undefined when it did not within RECOVERY_LIMIT_MS. */
  recoverMs?: number;
}

/** The most a fault waits for the platform's health after it, before the next fault comes anyway. */
const RECOVERY_LIMIT_MS = 120_000;
/** What the other faults are planned to cost on top of their down time: the platform's recovery. */
const EXPECTED_RECOVERY_MS = 5_000;

const DOWN_MS: Record<FaultKind, [number, number]> = {
  'postgres-restart': [5_000, 20_000],
  'nats-restart': [1_000, 5_000],
  'redis-restart': [1_000, 5_000],
  'kill-9': [0, 0],
  sigterm: [0, 0],
  'square-outage': [30_000, 30_000],
  sigstop: [10_000, 10_000],
};

/**
 * Every kind of fault, once for each two minutes of the run (at least once), in a seeded order with seeded gaps that
 * spread them over `durationMs`.
 */
export function planFaults(random: Random, durationMs: number): PlannedFault[] {
  const rounds = Math.max(1, Math.floor(durationMs / 120_000));
  const kinds = random.shuffle(Array.from({ length: rounds }, () => FAULT_KINDS).flat());
  const planned = kinds.map((kind) => ({ kind, downMs: random.between(...DOWN_MS[kind]), pick: random.between(0, 1_000_000), gapMs: 0 }));
  const busyMs = planned.reduce((sum, fault) => sum + fault.downMs + EXPECTED_RECOVERY_MS, 0);
  const meanGapMs = Math.max(2_000, (durationMs - busyMs) / (planned.length + 1));
  for (const fault of planned) fault.gapMs = random.between(Math.round(meanGapMs / 2), Math.round((meanGapMs * 3) / 2));
  return planned;
}

export interface FaultTargets {
  engines: ChaosEngines;
  /** The platform's processes by name (`orders#1`, `gateway#0`): the supervisor replaces a child that exited. */
  processes: Record<string, ChildProcess>;
  square: { stop(): Promise<void>; start(): Promise<void> };
  /** Resolves true once the platform answers healthy, false after `limitMs`. */
  healthy(limitMs: number): Promise<boolean>;
}

/** Injects the planned faults one after another; `onFault` sees each once the platform recovered from it. */
export async function injectFaults(plan: PlannedFault[], targets: FaultTargets, onFault: (fault: InjectedFault) => void): Promise<void> {
  for (const planned of plan) {
    await sleep(planned.gapMs);
    const startedAt = Date.now();
    const { target, restoredAt } = await inject(planned, targets);
    const recovered = await targets.healthy(RECOVERY_LIMIT_MS);
    onFault({ kind: planned.kind, target, startedAt, restoredAt, ...(recovered ? { recoverMs: Date.now() - restoredAt } : {}) });
  }
}

async function inject(
  { kind, downMs, pick }: PlannedFault,
  { engines, processes, square }: FaultTargets,
): Promise<{ target: string; restoredAt: number }> {
  const engine = { 'postgres-restart': engines.postgres, 'nats-restart': engines.nats, 'redis-restart': engines.redis }[kind as string];
  if (engine) {
    await engine.crash();
    await sleep(downMs);
    await engine.start();
    return { target: engine.kind, restoredAt: Date.now() };
  }
  if (kind === 'square-outage') {
    await square.stop();
    await sleep(downMs);
    await square.start();
    return { target: 'square-emulator', restoredAt: Date.now() };
  }
  const names = Object.keys(processes).sort();
  const target = names[pick % names.length];
  const child = processes[target];
  if (kind === 'sigstop') {
    child.kill('SIGSTOP');
    await sleep(downMs);
    child.kill('SIGCONT');
  } else child.kill(kind === 'kill-9' ? 'SIGKILL' : 'SIGTERM');
  return { target, restoredAt: Date.now() };
}
