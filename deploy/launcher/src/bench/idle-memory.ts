import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpuMsPer, cpuUse } from './cpu-use.js';
import { createBenchEngines, removeBenchEngines, waitForHealth } from './bench-platform.js';

/** From "running" to the reading: the demo's last events handled, and a few seconds without a request. */
const IDLE_SECONDS = 30;
/** The idle all-in-one's CPU is read over the last seconds of IDLE_SECONDS, once its pollers have slowed down. */
const CPU_SECONDS = 10;
const LAUNCHER = fileURLToPath(new URL('../all-in-one.js', import.meta.url));
const SUPERVISOR = fileURLToPath(new URL('../distributed.js', import.meta.url));
/** The most a distributed process may hold idle, in MB: each service process, and the supervisor that starts them. */
export const DISTRIBUTED_IDLE_FLOORS_MB = { service: 150, supervisor: 80 };

export interface IdleMemory {
  /** Resident memory (VmRSS) once idle, in MB. */
  idleMb: number;
  /** The most it was resident at any moment (VmHWM), in MB: what the host must have free. */
  peakMb: number;
  /** From starting the process to it answering, DEMO seed included. */
  startSeconds: number;
  /** CPU used while idle, in percent of one core over the last CPU_SECONDS (Linux only): its pollers' looks and timers. */
  idleCpuPercent?: number;
}

/**
 * Resident memory of an all-in-one started as a small business starts it: `node deploy/launcher/dist/all-in-one.js`
 * with DEMO=1 on an empty DATA_DIR (seeding Demo Bistro), read from /proc IDLE_SECONDS after it says it runs.
 */
export async function idleResidentMemory(): Promise<IdleMemory> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gv-bench-memory-'));
  const started = performance.now();
  // Embedded engines only, whatever this shell has set (DATABASE_URL, METRICS_PORT, OTEL_…).
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, DEMO: '1', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' };
  const child = spawn(process.execPath, [LAUNCHER], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  try {
    await runningLine(child.stdout, exited);
    const startSeconds = Math.round((performance.now() - started) / 1000);
    await new Promise((resolve) => setTimeout(resolve, (IDLE_SECONDS - CPU_SECONDS) * 1000));
    const cpuBefore = cpuUse({ allInOne: child.pid });
    await new Promise((resolve) => setTimeout(resolve, CPU_SECONDS * 1000));
    const cpuMsPerSecond = cpuMsPer(CPU_SECONDS, cpuBefore, cpuUse({ allInOne: child.pid }))?.allInOne;
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    return { idleMb: statusMb(status, 'VmRSS'), peakMb: statusMb(status, 'VmHWM'), startSeconds, ...(cpuMsPerSecond === undefined ? {} : { idleCpuPercent: Math.round(cpuMsPerSecond) / 10 }) };
  } finally {
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export interface DistributedIdleMemory {
  /** Resident memory (VmRSS) of each process once idle, in MB: the supervisor, the gateway, each service, the Square emulator. */
  idleMb: Record<string, number>;
  /** The largest service's. */
  largestServiceMb: number;
  /** The services' and the supervisor's within DISTRIBUTED_IDLE_FLOORS_MB. */
  withinFloors: boolean;
}

/**
 * Resident memory of each process of `npm run start:distributed` (`node deploy/launcher/dist/distributed.js`, one
 * replica of each service, one gateway) on this machine's engines, read from /proc IDLE_SECONDS after the gateway
 * answers healthy.
 */
export async function distributedIdleResidentMemory(): Promise<DistributedIdleMemory> {
  const engines = await createBenchEngines({ REPLICAS: '1', GATEWAY_REPLICAS: '1' });
  const supervisor = spawn(process.execPath, [SUPERVISOR], { env: engines.env, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((resolve) => supervisor.on('exit', resolve));
  try {
    await Promise.race([waitForHealth(engines.url), exited.then(() => Promise.reject(new Error('the supervisor exited before the platform was healthy')))]);
    await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
    const idleMb = Object.fromEntries([supervisor.pid!, ...childrenOf(supervisor.pid!)].map((pid) => [processRole(pid), statusMb(readFileSync(`/proc/${pid}/status`, 'utf8'), 'VmRSS')]));
    const { supervisor: supervisorMb, gateway, 'square-emulator': emulator, ...services } = idleMb;
    const largestServiceMb = Math.max(...Object.values(services));
    const withinFloors = largestServiceMb <= DISTRIBUTED_IDLE_FLOORS_MB.service && supervisorMb <= DISTRIBUTED_IDLE_FLOORS_MB.supervisor;
    return { idleMb: { supervisor: supervisorMb, gateway, 'square-emulator': emulator, ...services }, largestServiceMb, withinFloors };
  } finally {
    supervisor.kill('SIGTERM');
    await exited;
    await removeBenchEngines(engines);
  }
}

function childrenOf(pid: number): number[] {
  return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' }).split('\n').map(Number).filter(Boolean);
}

/** "supervisor", "gateway", "square-emulator" or the service's name, from the process's command line. */
function processRole(pid: number): string {
  const [, script, service] = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter((arg) => !arg.startsWith('--'));
  if (script.endsWith('distributed.js')) return 'supervisor';
  if (script.endsWith('gateway-process.js')) return 'gateway';
  if (script.endsWith('service-process.js')) return service;
  return 'square-emulator';
}

/** Resolves at the launcher's "is running at" log line; rejects if the process ends before it. */
function runningLine(stdout: NodeJS.ReadableStream, exited: Promise<unknown>): Promise<void> {
  let seen = '';
  return new Promise((resolve, reject) => {
    stdout.on('data', (chunk: Buffer) => {
      seen = (seen + chunk.toString()).slice(-4096);
      if (seen.includes('is running at')) resolve();
    });
    void exited.then(() => reject(new Error(`the all-in-one exited before it ran: ${seen}`)));
  });
}

const statusMb = (status: string, field: string) => Math.round(Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) / 1024);
