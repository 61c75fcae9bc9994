import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** From "running" to the reading: the demo's last events handled, and a few seconds without a request. */
const IDLE_SECONDS = 30;
const LAUNCHER = fileURLToPath(new URL('../all-in-one.js', import.meta.url));

export interface IdleMemory {
  /** Resident memory (VmRSS) once idle, in MB. */
  idleMb: number;
  /** The most it was resident at any moment (VmHWM), in MB: what the host must have free. */
  peakMb: number;
  /** From starting the process to it answering, DEMO seed included. */
  startSeconds: number;
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
    await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    return { idleMb: statusMb(status, 'VmRSS'), peakMb: statusMb(status, 'VmHWM'), startSeconds };
  } finally {
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
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
