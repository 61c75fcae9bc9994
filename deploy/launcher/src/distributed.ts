import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
// The supervisor imports the platform's configuration and logging alone: the whole platform would hold Nest, the
// engines' clients and drizzle in a process that only starts and watches the others (its idle memory).
import { distributedEnvSchema, loadConfig } from '@gv/platform/config';
import { createLogger } from '@gv/platform/logging';
import { SERVICE_NAMES } from '@gv/proto';
import { demoEnv } from './demo/demo-env.js';
import { exitGracefullyOnSignal } from './graceful-exit.js';
import { metricsPort } from './health-server.js';
import { releaseStartupMemory } from './startup-memory.js';

/**
 * Debian's PostgreSQL keeps its socket here. When the local server has one, the services reach it through the socket
 * rather than TCP loopback: a statement then costs about a third less CPU on each side on a small virtual host, where
 * every loopback write is dear (decision 0024).
 */
const POSTGRES_SOCKET_DIR = '/var/run/postgresql';
const LOCAL_POSTGRES = existsSync(join(POSTGRES_SOCKET_DIR, '.s.PGSQL.5432'))
  ? `postgres://postgres@${encodeURIComponent(POSTGRES_SOCKET_DIR)}`
  : 'postgres://postgres@127.0.0.1:5432';

/**
 * A larger young generation than V8 picks by itself: each request allocates many short-lived objects, and fewer,
 * larger scavenges cost about 3 % less CPU per checkout here (decision 0024). `gc` for the one compaction after start
 * that gives start-up's heap back (startup-memory.ts). The Dockerfile sets the same.
 */
const NODE_FLAGS = ['--max-semi-space-size=32', '--expose-gc'];

/** Engines on this machine, used when the environment names none. */
export const LOCAL_ENGINES = {
  DATABASE_URL: `${LOCAL_POSTGRES}/giftcard_vault`,
  NATS_URL: 'nats://127.0.0.1:4222',
  REDIS_URL: 'redis://127.0.0.1:6379',
};

/** A crashed child is started again after 1 s, then 2, 4 … up to 30 s while it keeps crashing soon after each start. */
const FIRST_RESTART_DELAY_MS = 1_000;
const MAX_RESTART_DELAY_MS = 30_000;
/** A child that ran this long before it exited crashed once, not again: its next restart waits the first delay. */
const STABLE_RUN_MS = 60_000;

export function restartDelay(consecutiveCrashes: number): number {
  return Math.min(MAX_RESTART_DELAY_MS, FIRST_RESTART_DELAY_MS * 2 ** (consecutiveCrashes - 1));
}

export interface DistributedOptions {
  /** Gateways sharing the port (see startDistributed). */
  gateways?: number;
  /** Start a gateway or service process again, with backoff, when it exits on its own (`npm run start:distributed`). */
  restartCrashed?: boolean;
}

export interface Distributed {
  processes: Record<string, ChildProcess>;
  /** The environment the processes got (with SQUARE_EMULATOR_URL when the emulator was started here), to start a replacement with. */
  env: NodeJS.ProcessEnv;
  stop(): Promise<void>;
}

/**
 * Starts the gateway and each service as its own process, `replicas` of each service and `gateways` of the gateway;
 * without SQUARE_EMULATOR_URL, first the bundled Square emulator as a process of its own, for businesses that pay in
 * test mode. Gateways share the port (SO_REUSEPORT: the kernel spreads connections over them, decision 0035), so
 * several need a fixed PORT and Linux. HEALTH_PORT is left out of the children's environment: one host cannot give
 * each of them the same port; METRICS_PORT is the first of consecutive ports, one per child (childMetricsPorts).
 */
export async function startDistributed(
  env: NodeJS.ProcessEnv,
  replicas = 1,
  /** The children's output: this process's, or an open file's descriptor (a pipe nobody read would stop a child once full). */
  stdio: 'inherit' | number = 'inherit',
  { gateways = 1, restartCrashed = false }: DistributedOptions = {},
): Promise<Distributed> {
  if (gateways > 1 && (!Number(env.PORT) || process.platform !== 'linux')) throw new Error('Several gateways share one port: they need a fixed PORT, on Linux');
  // Resolves to the built scripts whether this module runs from src/ (tests) or dist/.
  const dir = new URL('../dist/', import.meta.url).pathname;
  const processes: Record<string, ChildProcess> = {};
  env = { ...env, HEALTH_PORT: undefined };
  if (!env.SQUARE_EMULATOR_URL) {
    const stateFile = join(env.DATA_DIR ?? '.data', 'square-emulator.jsonl');
    const emulator = spawn(process.execPath, [SQUARE_EMULATOR, '--port', '0', '--state-file', stateFile], { env, stdio: ['ignore', 'pipe', stdio] });
    processes['square-emulator'] = emulator;
    env = { ...env, SQUARE_EMULATOR_URL: await firstLine(emulator.stdout!) };
  }
  const logger = createLogger('supervisor', env.LOG_LEVEL);
  let stopping = false;
  const pendingRestarts = new Set<NodeJS.Timeout>();
  const metricsPorts = childMetricsPorts(metricsPort(env), replicas, gateways);
  const run = (key: string, script: string, args: string[] = []) => {
    let consecutiveCrashes = 0;
    const childEnv = metricsPorts[key] ? { ...env, METRICS_PORT: String(metricsPorts[key]) } : { ...env, METRICS_PORT: undefined };
    const start = () => {
      const startedAt = Date.now();
      const child = spawn(process.execPath, [...NODE_FLAGS, `${dir}${script}`, ...args], { env: childEnv, stdio: typeof stdio === 'number' ? ['ignore', stdio, stdio] : stdio });
      processes[key] = child;
      if (!restartCrashed) return;
      logger.info({ process: key, childPid: child.pid }, `${key} started (pid ${child.pid})`);
      child.once('exit', (code, signal) => {
        if (stopping) return;
        consecutiveCrashes = Date.now() - startedAt >= STABLE_RUN_MS ? 1 : consecutiveCrashes + 1;
        const delay = restartDelay(consecutiveCrashes);
        logger.error({ process: key, code, signal, delayMs: delay }, `${key} exited (${signal ?? `code ${code}`}); restarting it in ${delay / 1000} s`);
        const timer = setTimeout(() => {
          pendingRestarts.delete(timer);
          start();
        }, delay);
        pendingRestarts.add(timer);
      });
    };
    start();
  };
  for (const name of SERVICE_NAMES) for (let i = 0; i < replicas; i++) run(`${name}#${i}`, 'service-process.js', [name]);
  for (let i = 0; i < gateways; i++) run(`gateway#${i}`, 'gateway-process.js', gateways > 1 ? ['--reuse-port'] : []);
  return {
    processes,
    env,
    /** SIGTERM to every child, which drains (SHUTDOWN_DEADLINE_SECONDS); one still running a few seconds later is killed. */
    async stop() {
      stopping = true;
      for (const timer of pendingRestarts) clearTimeout(timer);
      const killAfterMs = (loadConfig(distributedEnvSchema, env).SHUTDOWN_DEADLINE_SECONDS + 5) * 1000;
      await Promise.all(
        Object.values(processes).map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null || child.signalCode !== null) return resolve();
              child.once('exit', () => resolve());
              child.kill('SIGTERM');
              setTimeout(() => child.kill('SIGKILL'), killAfterMs).unref();
            }),
        ),
      );
    },
  };
}

/**
 * Where each child serves /metrics when the supervisor has METRICS_PORT: the gateways from that port on, then every
 * service's replicas in SERVICE_NAMES order (identity#0, identity#1, catalog#0, …). Keyed like `processes`.
 */
export function childMetricsPorts(base: number | undefined, replicas: number, gateways: number): Record<string, number> {
  if (!base) return {};
  const keys = [
    ...Array.from({ length: gateways }, (_, i) => `gateway#${i}`),
    ...SERVICE_NAMES.flatMap((name) => Array.from({ length: replicas }, (_, i) => `${name}#${i}`)),
  ];
  return Object.fromEntries(keys.map((key, i) => [key, base + i]));
}

const SQUARE_EMULATOR = new URL('../../../emulators/square/dist/main.js', import.meta.url).pathname;

/** The emulator prints the URL it listens on as its first line. */
async function firstLine(output: Readable): Promise<string> {
  for await (const line of createInterface({ input: output })) return line.trim();
  throw new Error('The Square emulator stopped before it printed its URL');
}

export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
}

/** A dozen processes starting on two busy cores can take a couple of minutes. */
const GATEWAY_START_MS = 180_000;

/** DEMO=1: once the gateway answers healthy, fills Demo Bistro on the first start (see seedDemo). */
async function seedDemoWhenHealthy(env: NodeJS.ProcessEnv): Promise<void> {
  const logger = createLogger('demo', env.LOG_LEVEL);
  const url = `http://127.0.0.1:${env.PORT ?? 3000}`;
  const deadline = Date.now() + GATEWAY_START_MS;
  while (!(await fetch(`${url}/api/health`).then((answer) => answer.ok, () => false))) {
    if (Date.now() > deadline) {
      logger.error(`Demo seed: the gateway at ${url} was not healthy within ${GATEWAY_START_MS / 1000} s`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  // Mail goes to .eml files only without SMTP_URL; the seed reads the holders' redeem codes there.
  const { seedDemo } = await import('./demo/demo-seed.js');
  await seedDemo({ url, mailDir: env.SMTP_URL ? undefined : join(env.DATA_DIR ?? '.data', 'mail'), logger });
}

/**
 * The supervisor's own flags. It only starts, watches and restarts the others, so it needs neither a young generation
 * sized for requests nor V8's optimizing compilers, whose code pages and output would stay resident in it; `gc` for one
 * compaction once the processes started. On the command line, not in NODE_OPTIONS, so the children do not inherit them.
 */
const SUPERVISOR_FLAGS = ['--max-semi-space-size=1', '--no-opt', '--no-maglev', '--expose-gc'];

/** Replaces this process (same pid, streams and environment) by one with SUPERVISOR_FLAGS first; the user's own flags follow and win. */
function restartWithSupervisorFlags(): void {
  if (SUPERVISOR_FLAGS.every((flag, i) => process.execArgv[i] === flag)) return;
  // Not on Windows, which has no execve: there it runs with Node's defaults.
  process.execve?.(process.execPath, [process.execPath, ...SUPERVISOR_FLAGS, ...process.execArgv, ...process.argv.slice(1)], process.env);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  restartWithSupervisorFlags();
  const env = demoEnv({ ...LOCAL_ENGINES, ...process.env });
  // One message before any process starts, rather than the same one from each of them.
  const config = loadConfig(distributedEnvSchema, env);
  await ensureDatabase(env.DATABASE_URL!);
  const app = await startDistributed(env, Number(process.env.REPLICAS ?? 1), 'inherit', {
    gateways: Number(process.env.GATEWAY_REPLICAS ?? 1),
    restartCrashed: true,
  });
  // The children drain within their own deadline; the supervisor waits a little longer for the last of them.
  exitGracefullyOnSignal(createLogger('supervisor', env.LOG_LEVEL), config.SHUTDOWN_DEADLINE_SECONDS + 10, () => app.stop());
  if (env.DEMO === '1') await seedDemoWhenHealthy(env);
  releaseStartupMemory();
}
