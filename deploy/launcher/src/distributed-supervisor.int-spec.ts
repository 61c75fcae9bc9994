import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { eventually } from '../../../test/engines';
import { freePort, NatsServerProcess } from '../../../test/peers';
import { distributedTestEnv, launcherDist } from '../../../test/platform-processes';
import { createTestDatabase } from '../../../test/postgres';
import { ApiClient } from './http-client';
import { requireBuilt } from '../../../test/built';

const SUPER = { email: 'supervised-ops@giftcardvault.test', password: 'supervised-secret-1' };

interface SupervisorLine {
  name?: string;
  process?: string;
  childPid?: number;
  signal?: string;
  delayMs?: number;
  msg?: string;
}

requireBuilt(`${launcherDist}service-process.js`, `${launcherDist}all-in-one.js`);

/** `npm run start:distributed`'s supervisor: a child killed with SIGKILL is started again, and the log says so. */
describe('the distributed supervisor', () => {
  let nats: NatsServerProcess;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataDir: string;
  let supervisor: ChildProcess;
  let api: ApiClient;
  const log: SupervisorLine[] = [];

  beforeAll(async () => {
    [nats, database] = await Promise.all([NatsServerProcess.start(), createTestDatabase()]);
    dataDir = mkdtempSync(join(tmpdir(), 'gv-supervisor-'));
    const port = await freePort();
    supervisor = spawn(process.execPath, [`${launcherDist}distributed.js`], {
      env: distributedTestEnv(port, database.url, { DATA_DIR: dataDir, NATS_URL: nats.url, SUPERADMIN_EMAIL: SUPER.email, SUPERADMIN_PASSWORD: SUPER.password, LOG_LEVEL: 'info' }),
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    // The children share the supervisor's output; only the supervisor's own lines are kept.
    createInterface({ input: supervisor.stdout! }).on('line', (line) => {
      try {
        const entry = JSON.parse(line) as SupervisorLine;
        if (entry.name === 'supervisor') log.push(entry);
      } catch {
        // A child's line that is not JSON.
      }
    });
    api = new ApiClient(`http://127.0.0.1:${port}`);
    await eventually(async () => (await api.get('/api/health')).status === 200, 150_000, 250);
  }, 240_000);

  afterAll(async () => {
    if (supervisor && supervisor.exitCode === null) {
      const exited = new Promise((resolve) => supervisor.once('exit', resolve));
      supervisor.kill('SIGTERM');
      await exited;
    }
    await Promise.all([nats?.destroy(), database?.drop()]);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  const pidOf = (key: string) => log.filter((line) => line.process === key && line.childPid).at(-1)?.childPid;

  it('starts a killed gateway and service again after a backoff, logs it, and the platform answers again', async () => {
    const killed = { 'identity#0': pidOf('identity#0')!, 'gateway#0': pidOf('gateway#0')! };
    expect(killed['identity#0']).toBeGreaterThan(0);
    expect(killed['gateway#0']).toBeGreaterThan(0);
    for (const pid of Object.values(killed)) process.kill(pid, 'SIGKILL');

    for (const [key, pid] of Object.entries(killed)) {
      const restart = await eventually(() => log.find((line) => line.process === key && line.signal === 'SIGKILL'), 10_000);
      expect(restart.msg).toBe(`${key} exited (SIGKILL); restarting it in 1 s`);
      expect(restart.delayMs).toBe(1_000);
      await eventually(() => pidOf(key) !== pid, 10_000);
    }
    // The restarted gateway answers, and the restarted identity signs the super admin in.
    await eventually(async () => (await api.get('/api/health')).status === 200, 120_000, 250);
    const login = await api.post('/api/superadmin/login', SUPER);
    expect(login.status).toBe(200);
    expect(login.body.token).toEqual(expect.any(String));
  }, 180_000);
});
