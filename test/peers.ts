import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventually } from './engines';

/** Whether `port` can be listened on at 127.0.0.1 now. */
function listens(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A port free now, for a process the test starts later. Chosen below Linux's ephemeral range (32768 and up), which the
 * kernel hands out for `listen(0)` and outgoing connections: between this answer and the listen, nothing else on the
 * host is given it unless it asks for it by number.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (await listens(port)) return port;
  }
}

/** An IPv4 address of this host that is not loopback (where another machine would connect); undefined on a host without one. */
export const outsideAddress = Object.values(networkInterfaces())
  .flat()
  .find((address) => address?.family === 'IPv4' && !address.internal)?.address;

/** The first of `count` consecutive free ports, for a process that numbers its children's ports from one (as the bench finds them). */
export { freePortRun } from '../deploy/launcher/src/bench/free-ports';

/** A private nats-server (the machine's binary) with JetStream on its own port and store, so a test may stop it. */
export class NatsServerProcess {
  private child?: ChildProcess;
  readonly storeDir = mkdtempSync(join(tmpdir(), 'gv-nats-'));

  private constructor(readonly port: number) {}

  /** On a free port; on a busy machine the port can be taken before the server binds it, so a failed start tries another. */
  static async start(): Promise<NatsServerProcess> {
    for (let attempt = 1; ; attempt++) {
      const server = new NatsServerProcess(await freePort());
      try {
        await server.resume();
        return server;
      } catch (error) {
        await server.destroy();
        if (attempt === 3) throw error;
      }
    }
  }

  get url(): string {
    return `nats://127.0.0.1:${this.port}`;
  }

  async resume(): Promise<void> {
    this.child = spawn('/usr/sbin/nats-server', ['-a', '127.0.0.1', '-p', String(this.port), '-js', '-sd', this.storeDir], { stdio: 'ignore' });
    const child = this.child;
    await eventually(() => {
      if (child.exitCode !== null) throw new Error(`nats-server exited with ${child.exitCode}`);
      return portOpen(this.port);
    }, 20_000);
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  }

  async destroy(): Promise<void> {
    await this.stop();
    rmSync(this.storeDir, { recursive: true, force: true });
  }
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createServer().listen(port, '127.0.0.1');
    socket.once('listening', () => socket.close(() => resolve(false)));
    socket.once('error', () => resolve(true));
  });
}
