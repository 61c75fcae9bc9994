import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiClient } from '../../../test/api';
import { eventually } from '../../../test/engines';
import { readMailbox } from '../../../test/mail';
import { kill9, launcherDist, spawnAllInOne } from '../../../test/platform-processes';
import { JEMALLOC_PATHS } from './small-host-settings';
import { requireBuilt } from '../../../test/built';

const SUPER = { email: 'crash@giftcardvault.test', password: 'crash-secret-1' };
const CYCLES = 4;
const BURST = 60;
const KILL_AFTER = 30;

requireBuilt(`${launcherDist}service-process.js`, `${launcherDist}all-in-one.js`);

/**
 * `npm start` killed with SIGKILL mid-burst, again and again, restarted on the
 * same DATA_DIR: every answered write is stored, counted by the analytics
 * projection and emailed exactly once.
 */
describe('all-in-one mode under kill -9', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'gv-crash-'));
  let child: ChildProcess | undefined;

  afterAll(() => {
    child?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function start(): Promise<ApiClient> {
    const started = await spawnAllInOne({ DATA_DIR: dataDir, SUPERADMIN_EMAIL: SUPER.email, SUPERADMIN_PASSWORD: SUPER.password });
    child = started.child;
    // `npm start` runs with a small host's allocator: jemalloc where the host has it.
    expect(readFileSync(`/proc/${child.pid}/maps`, 'utf8').includes('libjemalloc')).toBe(JEMALLOC_PATHS.some((path) => existsSync(path)));
    const api = new ApiClient(started.url);
    const login = await api.post('/api/superadmin/login', SUPER);
    expect(login.status).toBe(200);
    api.bearer = login.body.token;
    return api;
  }

  it(`loses no answered write, projection update or email over ${CYCLES} kill -9 cycles`, async () => {
    const answered: string[] = [];
    for (let cycle = 1; cycle <= CYCLES; cycle++) {
      const api = await start();
      const running = child!;
      let created = 0;
      await Promise.all(
        Array.from({ length: BURST }, async (_, i) => {
          const email = `admin-${cycle}-${i}@crash.test`;
          const res = await api.post('/api/superadmin/business-admin', { name: `Admin ${i}`, email, restaurantName: `Crash Cafe ${cycle}-${i}` }).catch(() => undefined);
          if (res?.status !== 201) return;
          answered.push(email);
          if (++created === KILL_AFTER) running.kill('SIGKILL');
        }),
      );
      await kill9(running); // in case fewer than KILL_AFTER were answered: the assertion below then fails
      expect(created).toBeGreaterThanOrEqual(KILL_AFTER);
    }

    const api = await start();
    const requests: { email: string }[] = (await api.get('/api/superadmin/registration-requests')).body.requests;
    const stored = requests.map((request) => request.email);
    expect(stored.length).toBeGreaterThanOrEqual(answered.length);
    expect(stored).toEqual(expect.arrayContaining(answered));
    const total = async () => (await api.get('/api/superadmin/stats')).body.stats.total;
    // Waited for, then asserted, so a failure shows the numbers.
    await eventually(async () => (await total()) === stored.length, 30_000, 250).catch(() => undefined);
    expect(await total()).toBe(stored.length);

    const invites = () => readMailbox(dataDir).filter((mail) => /account for .* is ready/.test(mail.subject));
    await eventually(() => invites().length >= stored.length, 45_000, 250).catch(() => undefined);
    // A marker: one more invite, after all of them. Its event comes after theirs in the bus's log and its job after
    // theirs in the queue, so once its email is written, a second copy of any earlier one would have been too.
    const marker = 'marker@crash.test';
    expect((await api.post('/api/superadmin/business-admin', { name: 'Marker', email: marker, restaurantName: 'Crash Cafe marker' })).status).toBe(201);
    await eventually(() => invites().some((mail) => mail.to.includes(marker)), 45_000, 250);
    expect(invites().map((mail) => mail.to).sort()).toEqual([...stored, marker].sort());
    // Five starts of `npm start`, each up to a minute on two busy cores.
  }, 420_000);
});
