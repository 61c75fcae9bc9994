import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { requireBuilt } from '../../../../test/built';
import { launcherDist } from '../../../../test/platform-processes';
import { FAULT_KINDS } from './faults';
import type { ChaosResults } from './report';

const RUN = `${launcherDist}chaos/run.js`;
requireBuilt(RUN);

/** Start-up (five minutes seen on two cores under other work), two minutes of load, at most three of settling, the checks and the stop. */
const RUN_LIMIT_MS = 15 * 60_000;

/**
 * `npm run chaos` in its short form: two minutes of mixed load on the distributed platform while every kind of fault
 * happens at least once (engines restarted, processes killed, stopped and paused, Square out of reach). Set CHAOS_SEED
 * to replay a failed run's faults; its seed is in the output.
 */
describe('npm run chaos, two minutes', () => {
  let out: string;

  beforeAll(() => {
    out = mkdtempSync(join(tmpdir(), 'gv-chaos-spec-'));
  });

  afterAll(() => {
    rmSync(out, { recursive: true, force: true });
  });

  it(
    'keeps every invariant through every kind of fault',
    async () => {
      const output: string[] = [];
      const child = spawn(process.execPath, [RUN], {
        env: { ...process.env, CHAOS_MINUTES: '2', CHAOS_OUT: out, LOG_LEVEL: 'fatal' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect({ code, output: code === 0 ? '' : output.join('') }).toEqual({ code: 0, output: '' });
      const results = JSON.parse(readFileSync(join(out, 'chaos-results.json'), 'utf8')) as ChaosResults;
      expect(results.invariants.filter((each) => !each.pass)).toEqual([]);
      expect(results.invariants.map((each) => each.name)).toEqual([
        'settled',
        'checkouts-exactly-once',
        'no-payment-without-order',
        'balances-equal-ledgers',
        'projection-holds-every-card',
        'emails-exactly-once',
        'dead-letters-actionable',
        'errors-only-503-during-faults',
        'audit-ledger',
        'projections-equal-rebuild',
      ]);
      for (const kind of FAULT_KINDS) expect({ kind, injected: results.faultsByKind[kind] >= 1 }).toEqual({ kind, injected: true });
      // Service returns within 30 s of each engine's restart.
      for (const [engine, { notRecovered, maxMs }] of Object.entries(results.recovery)) {
        expect({ engine, notRecovered, withinLimit: maxMs !== null && maxMs <= 30_000 }).toEqual({ engine, notRecovered: 0, withinLimit: true });
      }
    },
    RUN_LIMIT_MS,
  );
});
