import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventually } from '../../../test/engines';
import { freePort } from '../../../test/peers';
import { kill9, launcherDist, sigterm } from '../../../test/platform-processes';
import { ApiClient } from './http-client';
import { requireBuilt } from '../../../test/built';

/** Generous for a crowded host: what the test catches is a process that never exits once its stdout is broken. */
const DEADLINE_SECONDS = 15;

requireBuilt(`${launcherDist}service-process.js`, `${launcherDist}all-in-one.js`);

/**
 * `npm start` whose log reader died (a closed terminal, a dead `| tee`): every write to its stdout fails with EPIPE.
 * It must still drain and exit on SIGTERM, within SHUTDOWN_DEADLINE_SECONDS.
 */
describe('an all-in-one whose stdout lost its reader', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'gv-broken-stdout-'));

  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('drains and exits 0 on SIGTERM, well within the deadline', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, [`${launcherDist}all-in-one.js`], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', SHUTDOWN_DEADLINE_SECONDS: String(DEADLINE_SECONDS) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let logged = '';
      child.stdout!.on('data', (chunk) => (logged += chunk));
      await eventually(async () => (await new ApiClient(url).get('/api/health')).status === 200, 60_000, 200);
      // The release, in the start's log line and in /api/health; the first start's next steps.
      const { version } = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string };
      await eventually(() => logged.includes('superlogin'), 10_000);
      expect(logged).toContain(`"version":"${version}"`);
      expect(logged).toContain('DEMO=1 for a sample business');
      expect((await new ApiClient(url).get('/api/health')).body).toMatchObject({ ok: true, version, commit: expect.any(String) });
      // The reader goes away; what the platform logs from now on (requests, the drain) meets a broken pipe.
      child.stdout!.destroy();
      child.stderr!.destroy();
      for (let i = 0; i < 5; i++) expect((await new ApiClient(url).get('/api/health')).status).toBe(200);
      const exit = await sigterm(child);
      expect(exit).toMatchObject({ code: 0, signal: null });
      expect(exit.ms).toBeLessThan(DEADLINE_SECONDS * 1000);
    } finally {
      if (child.exitCode === null && child.signalCode === null) await kill9(child);
    }
  }, 120_000);
});
