import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { requireBuilt } from '../../../../test/built';
import { launcherDist } from '../../../../test/platform-processes';
import { onBenchPlatform } from '../bench/bench-platform';
import { BENCH_SUPER_ADMIN } from '../bench/storefront';
import { LOCAL_ENGINES } from '../distributed';
import type { ChaosResults } from './report';

const RUN = `${launcherDist}chaos/run.js`;
requireBuilt(RUN);

/** The run's own output and exit code, with `env` over this process's. */
async function chaosRun(env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  const output: string[] = [];
  const child = spawn(process.execPath, [RUN], { env: { ...process.env, LOG_LEVEL: 'fatal', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, output: output.join('') };
}

/**
 * `npm run chaos` against a deployment named by its URLs: it starts nothing, puts its load on the deployment's
 * gateway while the deployment's own tools cause the faults (here: a service paused and continued), and checks it.
 */
describe('npm run chaos against a deployment (CHAOS_TARGET_URL)', () => {
  let out: string;

  beforeAll(() => {
    out = mkdtempSync(join(tmpdir(), 'gv-chaos-target-'));
  });

  afterAll(() => {
    rmSync(out, { recursive: true, force: true });
  });

  it('names each variable it lacks and exits 2 without touching anything', async () => {
    const lacking = { DATABASE_URL: '', SQUARE_EMULATOR_URL: '', CHAOS_MAIL_DIR: '', SUPERADMIN_EMAIL: '', SUPERADMIN_PASSWORD: '' };
    const { code, output } = await chaosRun({ CHAOS_TARGET_URL: 'http://127.0.0.1:9', NATS_URL: LOCAL_ENGINES.NATS_URL, ...lacking });
    expect(code).toBe(2);
    expect(output).toContain(`A run against a deployment also needs ${Object.keys(lacking).join(', ')}`);
  });

  it('puts the load on the deployment while its own tools pause a service, and every check passes', async () => {
    const results = await onBenchPlatform({}, async ({ url, databaseUrl, stream, dataDir, platform }) => {
      const paused = platform.processes['redemption#0'];
      const pause = setTimeout(() => {
        paused.kill('SIGSTOP');
        setTimeout(() => paused.kill('SIGCONT'), 5_000);
      }, 10_000);
      const run = await chaosRun({
        CHAOS_TARGET_URL: url,
        DATABASE_URL: databaseUrl,
        NATS_URL: LOCAL_ENGINES.NATS_URL,
        BUS_STREAM: stream,
        SQUARE_EMULATOR_URL: platform.env.SQUARE_EMULATOR_URL,
        CHAOS_MAIL_DIR: join(dataDir, 'mail'),
        SUPERADMIN_EMAIL: BENCH_SUPER_ADMIN.email,
        SUPERADMIN_PASSWORD: BENCH_SUPER_ADMIN.password,
        CHAOS_MINUTES: '0.5',
        CHAOS_OUT: out,
      });
      clearTimeout(pause);
      expect({ code: run.code, output: run.code === 0 ? '' : run.output }).toEqual({ code: 0, output: '' });
      return JSON.parse(readFileSync(join(out, 'chaos-results.json'), 'utf8')) as ChaosResults;
    });
    expect(results.invariants.filter((each) => !each.pass)).toEqual([]);
    expect(results.faults).toEqual([]);
    expect(results.operations.checkout).toBeGreaterThan(0);
    expect(results.operations.redemption).toBeGreaterThan(0);
    expect(results.invariants.find((each) => each.name === 'errors-only-503-during-faults')?.detail).toContain('the faults came from outside the run');
  }, 8 * 60_000);
});
