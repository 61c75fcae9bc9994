import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePortRun } from '../bench/free-ports.js';

/** An engine the chaos run may crash and start again on the same port and data. */
export interface ChaosEngine {
  readonly kind: 'postgres' | 'nats' | 'redis';
  readonly url: string;
  /** Gone at once, as a crash (kill -9, or PostgreSQL's immediate stop): nothing is flushed or said goodbye to. */
  crash(): Promise<void>;
  /** Started again on its data; resolves once it accepts connections. */
  start(): Promise<void>;
  destroy(): Promise<void>;
}

export interface ChaosEngines {
  postgres: ChaosEngine;
  nats: ChaosEngine;
  redis: ChaosEngine;
  destroy(): Promise<void>;
}

/**
 * Throw-away PostgreSQL (initdb), NATS JetStream and Redis (append-only file) in temporary folders on free ports:
 * restarting them harms nothing else on the machine. NATS logs to `logDir` (its warnings on restart, such as a
 * consumer ahead of its stream, are what a failed run is read by).
 */
export async function startChaosEngines(logDir: string): Promise<ChaosEngines> {
  const base = await freePortRun(3);
  const engines = { postgres: postgresEngine(base), nats: natsEngine(base + 1, join(logDir, 'nats.log')), redis: redisEngine(base + 2) };
  const all = Object.values(engines);
  const destroy = async () => {
    await Promise.all(all.map((engine) => engine.destroy()));
  };
  try {
    await Promise.all(all.map((engine) => engine.start()));
  } catch (error) {
    await destroy();
    throw error;
  }
  return { ...engines, destroy };
}

const POSTGRES_BIN = (() => {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
  if (versions.length === 0) throw new Error('No PostgreSQL server under /usr/lib/postgresql (apt-get install postgresql)');
  return `/usr/lib/postgresql/${versions[0]}/bin`;
})();

/** initdb and the server refuse to run as root: as root they run as the postgres user, which then owns the folder. */
function asPostgresUser(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

function postgresEngine(port: number): ChaosEngine {
  const dir = mkdtempSync(join(tmpdir(), 'gv-chaos-pg-'));
  if (process.getuid?.() === 0)
    chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), Number(execFileSync('id', ['-g', 'postgres']).toString()));
  const data = join(dir, 'data');
  const pgCtl = (...args: string[]) => {
    const [command, withUser] = asPostgresUser(`${POSTGRES_BIN}/pg_ctl`, ['-D', data, ...args]);
    execFileSync(command, withUser, { stdio: 'ignore' });
  };
  let initialized = false;
  // Two replicas of seven services and two gateways hold up to ten connections each.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=250 -c fsync=off -c full_page_writes=off`;
  return {
    kind: 'postgres',
    url: `postgres://postgres@127.0.0.1:${port}/giftcard_vault`,
    async start() {
      if (!initialized) {
        const [command, args] = asPostgresUser(`${POSTGRES_BIN}/initdb`, ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync']);
        execFileSync(command, args, { stdio: 'ignore' });
        initialized = true;
      }
      pgCtl('-o', options, '-l', join(dir, 'server.log'), '-w', 'start');
      await waitForPort(port);
    },
    async crash() {
      pgCtl('stop', '-m', 'immediate');
    },
    async destroy() {
      try {
        pgCtl('stop', '-m', 'immediate');
      } catch {
        // not running
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** An engine that is one foreground process: crashed with SIGKILL, started again with the same arguments. */
function processEngine(kind: 'nats' | 'redis', url: string, port: number, dir: string, command: string, args: string[]): ChaosEngine {
  let child: ChildProcess | undefined;
  const crash = async () => {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGKILL');
    });
  };
  return {
    kind,
    url,
    async start() {
      child = spawn(command, args, { stdio: 'ignore' });
      await waitForPort(port, child);
    },
    crash,
    async destroy() {
      await crash();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function natsEngine(port: number, logFile: string): ChaosEngine {
  const dir = mkdtempSync(join(tmpdir(), 'gv-chaos-nats-'));
  return processEngine('nats', `nats://127.0.0.1:${port}`, port, dir, '/usr/sbin/nats-server', ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', dir, '-l', logFile]);
}

function redisEngine(port: number): ChaosEngine {
  const dir = mkdtempSync(join(tmpdir(), 'gv-chaos-redis-'));
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--appendonly', 'yes', '--save', '', '--daemonize', 'no'];
  return processEngine('redis', `redis://127.0.0.1:${port}`, port, dir, 'redis-server', args);
}

async function waitForPort(port: number, child?: ChildProcess, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null))
      throw new Error(`engine on port ${port} exited (${child.exitCode ?? child.signalCode})`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nothing listened on port ${port} within ${timeoutMs / 1000} s`);
}
