import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { ServiceName } from '@gv/proto';
import { startSquareEmulator, type SquareEmulator } from '@gv/square-emulator';
import { startDistributed, type Distributed } from '../deploy/launcher/src/distributed';
import { ApiClient } from '../deploy/launcher/src/http-client';
import { engines, eventually, uniqueName } from './engines';
import { createTestDatabase } from './postgres';
import { freePort } from './peers';

/** The launcher's built scripts (see requireBuilt). */
export const launcherDist = new URL('../deploy/launcher/dist/', import.meta.url).pathname;

/** SIGKILL, resolved once the process is gone. */
export async function kill9(child: ChildProcess): Promise<void> {
  const exited = new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));
  child.kill('SIGKILL');
  await exited;
}

/** SIGTERM, resolved once the process has exited: its exit code (null when a signal ended it) and how long it took. */
export async function sigterm(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }> {
  const sent = Date.now();
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.exitCode !== null || child.signalCode !== null
      ? resolve({ code: child.exitCode, signal: child.signalCode })
      : child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  child.kill('SIGTERM');
  return { ...(await exited), ms: Date.now() - sent };
}

async function healthy(url: string, timeoutMs: number): Promise<void> {
  await eventually(async () => (await new ApiClient(url).get('/api/health')).status === 200, timeoutMs, 100);
}

/** `npm start`'s process (the built all-in-one) on a free port with `env` added; resolves once it answers healthy. */
export async function spawnAllInOne(env: NodeJS.ProcessEnv): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, [`${launcherDist}all-in-one.js`], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error', ...env },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  await healthy(url, 60_000).catch(async (error: unknown) => {
    await kill9(child);
    throw error;
  });
  return { url, child };
}

/**
 * `npm start` as a child process on one DATA_DIR, charging at a Square emulator the test controls (latency, faults):
 * started, killed with SIGKILL and started again at will. Registers its own beforeAll and afterAll.
 */
export function restartableAllInOne(dataDirPrefix: string) {
  const dataDir = mkdtempSync(join(tmpdir(), dataDirPrefix));
  let emulator: SquareEmulator | undefined;
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    emulator = await startSquareEmulator();
  });

  afterAll(async () => {
    child?.kill('SIGKILL');
    await emulator?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  return {
    dataDir,
    get emulator(): SquareEmulator {
      return emulator!;
    },
    /** Starts the platform (again); answers its URL, a new one each time. */
    async start(): Promise<string> {
      const started = await spawnAllInOne({ DATA_DIR: dataDir, SQUARE_EMULATOR_URL: emulator!.url });
      child = started.child;
      return started.url;
    },
    kill: () => kill9(child!),
  };
}

export interface DistributedTestPlatform {
  url: string;
  /** A connection to the platform's database. */
  sql: pg.Client;
  /** The running processes by `<service>#<replica>` (and `gateway`). */
  processes: Record<string, ChildProcess>;
  /** The environment the processes got (with the Square emulator's SQUARE_EMULATOR_URL). */
  env: NodeJS.ProcessEnv;
  /** SIGKILLs a process of `service`. */
  kill(service: ServiceName, replica?: number): Promise<void>;
  /** Starts a process of `service` as `replica` (with `env` added): in place of a killed one, as a supervisor would, or one more. */
  startService(service: ServiceName, replica?: number, env?: NodeJS.ProcessEnv): void;
  stop(): Promise<void>;
}

/**
 * The environment of a distributed platform under test, its gateway on `port` and its data in the throw-away database
 * at `databaseUrl`: the local Redis under a key prefix of its own; `env` names the NATS servers and anything else the
 * test needs.
 */
export function distributedTestEnv(port: number, databaseUrl: string, env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    REDIS_URL: engines.redisUrl,
    KEY_PREFIX: `${uniqueName('gvtest')}:`,
    SECRET_KEY: 'distributed-test-secret-key-0123456789',
    LOG_LEVEL: 'error',
    // A process that cannot drain (its engines gone first) is given up on well within a test's afterAll.
    SHUTDOWN_DEADLINE_SECONDS: '10',
    ...env,
  };
}

/**
 * The gateway and every service as processes of their own (`replicas` of each) on a throw-away PostgreSQL database and
 * the local Redis under a key prefix of its own; `env` names the NATS servers and anything else the test needs.
 * Resolves once the gateway answers healthy.
 */
export async function startDistributedPlatform(env: NodeJS.ProcessEnv, replicas = 1): Promise<DistributedTestPlatform> {
  const database = await createTestDatabase();
  const port = await freePort();
  let launched: Distributed | undefined;
  const sql = new pg.Client({ connectionString: database.url });
  const stop = async () => {
    await sql.end().catch(() => undefined);
    await launched?.stop();
    await database.drop();
  };
  try {
    launched = await startDistributed(distributedTestEnv(port, database.url, env), replicas, 'pipe');
    const url = `http://127.0.0.1:${port}`;
    // A dozen processes starting at once take a while on two busy cores: a test's beforeAll allows 240 s.
    await healthy(url, 150_000);
    await sql.connect();
    const running = launched;
    return {
      url,
      sql,
      processes: running.processes,
      env: running.env,
      kill: (service, replica = 0) => kill9(running.processes[`${service}#${replica}`]),
      startService(service, replica = 0, env = {}) {
        running.processes[`${service}#${replica}`] = spawn(process.execPath, [`${launcherDist}service-process.js`, service], { env: { ...running.env, ...env }, stdio: 'ignore' });
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
