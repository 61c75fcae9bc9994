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
import { NatsServerProcess, freePort } from './peers';
import { startSmtpPeer, type SmtpPeer } from './smtp';
import { distributedPlatformIdle } from './wait-idle';
import { seedMigratedEmbeddedDatabase } from './embedded-database';

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

/** `npm start`'s process (the built all-in-one) on a free port with `env` added; resolves once it answers healthy (within `healthyWithinMs`). */
export async function spawnAllInOne(env: NodeJS.ProcessEnv, healthyWithinMs = 60_000): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, [`${launcherDist}all-in-one.js`], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error', ...env },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  await healthy(url, healthyWithinMs).catch(async (error: unknown) => {
    await kill9(child);
    throw error;
  });
  return { url, child };
}

/**
 * `npm start` as a child process on one DATA_DIR, charging at a Square emulator the test controls (latency, faults):
 * started, killed with SIGKILL and started again at will. Registers its own beforeAll and afterAll.
 */
export function restartableAllInOne(dataDirPrefix: string, env: NodeJS.ProcessEnv = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), dataDirPrefix));
  let emulator: SquareEmulator | undefined;
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    [emulator] = await Promise.all([startSquareEmulator(), env.DATABASE_URL ? undefined : seedMigratedEmbeddedDatabase(dataDir)]);
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
      const started = await spawnAllInOne({ DATA_DIR: dataDir, SQUARE_EMULATOR_URL: emulator!.url, ...env });
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
    // The children's errors (LOG_LEVEL error) print with the test's output: a pipe nobody reads would stop a child once full.
    launched = await startDistributed(distributedTestEnv(port, database.url, env), replicas, 'inherit');
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

/**
 * A distributed platform (`replicas` of each process) on a NATS server of its own, charging at a Square emulator the
 * test controls, its files in a throw-away DATA_DIR; `env` adds to its environment. Registers its own beforeAll
 * (starting it all) and afterAll.
 */
export function distributedWithSquare(dataDirPrefix: string, env: NodeJS.ProcessEnv = {}, replicas = 1) {
  const dataDir = mkdtempSync(join(tmpdir(), dataDirPrefix));
  const stream = uniqueName('BUS');
  const keyPrefix = `${uniqueName('gvtest')}:`;
  let nats: NatsServerProcess | undefined;
  let emulator: SquareEmulator | undefined;
  let platform: DistributedTestPlatform | undefined;

  beforeAll(async () => {
    [nats, emulator] = await Promise.all([NatsServerProcess.start(), startSquareEmulator()]);
    platform = await startDistributedPlatform({ DATA_DIR: dataDir, NATS_URL: nats.url, BUS_STREAM: stream, KEY_PREFIX: keyPrefix, SQUARE_EMULATOR_URL: emulator.url, ...env }, replicas);
  }, 240_000);

  afterAll(async () => {
    await platform?.stop();
    await Promise.all([nats?.destroy(), emulator?.close()]);
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  return {
    dataDir,
    get emulator(): SquareEmulator {
      return emulator!;
    },
    get platform(): DistributedTestPlatform {
      return platform!;
    },
    /** Whether nothing is left in flight: outboxes published, stream consumers caught up, no job queued. */
    idle: () => distributedPlatformIdle({ sql: platform!.sql, natsUrl: nats!.url, stream, redisUrl: engines.redisUrl, keyPrefix }),
  };
}

/**
 * A distributed platform sending its emails to an SMTP peer, request-reply and the event stream on NATS servers of
 * their own (a test can stop the event stream's while the API keeps answering); `env` adds to its environment.
 * Registers its own beforeAll (starting it all) and afterAll.
 */
export function distributedWithSmtp(env: NodeJS.ProcessEnv = {}, replicas = 1) {
  const keyPrefix = `${uniqueName('gvtest')}:`;
  let rpcNats: NatsServerProcess | undefined;
  let busNats: NatsServerProcess | undefined;
  let smtp: SmtpPeer | undefined;
  let platform: DistributedTestPlatform | undefined;

  beforeAll(async () => {
    [rpcNats, busNats, smtp] = await Promise.all([NatsServerProcess.start(), NatsServerProcess.start(), startSmtpPeer()]);
    platform = await startDistributedPlatform({ NATS_URL: rpcNats.url, BUS_NATS_URL: busNats.url, SMTP_URL: smtp.url, KEY_PREFIX: keyPrefix, ...env }, replicas);
  }, 240_000);

  afterAll(async () => {
    await platform?.stop();
    await Promise.all([rpcNats?.destroy(), busNats?.destroy(), smtp?.close()]);
  }, 30_000);

  return {
    get platform(): DistributedTestPlatform {
      return platform!;
    },
    get busNats(): NatsServerProcess {
      return busNats!;
    },
    get smtp(): SmtpPeer {
      return smtp!;
    },
    /** Whether nothing is left in flight: outboxes published, stream consumers caught up, no job queued. */
    idle: () => distributedPlatformIdle({ sql: platform!.sql, natsUrl: busNats!.url, stream: 'GV_EVENTS', redisUrl: engines.redisUrl, keyPrefix }),
  };
}
