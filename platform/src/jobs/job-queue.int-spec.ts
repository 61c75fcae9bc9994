import { sql } from 'drizzle-orm';
import { countRedisKeys, deleteRedisKeys } from '../../../test/redis';
import { databaseAdapters, databasePerEngine, dropSchema, schemaAdapters, schemaPerTest } from '../../../test/databases';
import { engines, eventually, uniqueName } from '../../../test/engines';
import { bullMqIdle, sqlJobsIdle } from '../../../test/wait-idle';
import { selectRows } from '../db/database';
import { BullMqJobQueue } from './bullmq-jobs';
import { jobBackoffMs, type JobQueue, type JobRun } from './job-queue';
import { SqlJobQueue } from './sql-jobs';

const runPrefix = `${uniqueName('gvtest_jobs')}:`;

/** One database per engine for the whole file; each test's SQL queue gets a schema of its own in it. */
const database = databasePerEngine();

/**
 * Each test's queue, another instance on the same store (a restarted process, or a replica), whether the store holds
 * no job to run (none waiting, running or owed a retry: see test/wait-idle), and how to remove what they made.
 */
const adapters: [string, () => Promise<{ jobs: JobQueue; reopen: () => Promise<JobQueue>; idle: () => Promise<boolean>; cleanup: () => Promise<void> }>][] = [
  ...schemaAdapters(database, 'SQL rows', 'jobs', async (db, schema) => ({
    jobs: await SqlJobQueue.open(db, { schema }),
    reopen: () => SqlJobQueue.open(db, { schema }),
    idle: () => sqlJobsIdle(db, schema),
    cleanup: () => dropSchema(db, schema),
  })),
  [
    'BullMQ',
    async () => {
      const prefix = `${runPrefix}${uniqueName('q')}:`;
      return {
        jobs: new BullMqJobQueue(engines.redisUrl, prefix),
        reopen: async () => new BullMqJobQueue(engines.redisUrl, prefix),
        idle: () => bullMqIdle(engines.redisUrl, prefix),
        cleanup: async () => void (await deleteRedisKeys(prefix)),
      };
    },
  ],
];

/**
 * How long a drain is watched for resolving too early. Not a wait for anything: a drain blocked on a job in hand has
 * no observable state of its own to wait on, so the test gives a wrong early resolution this long to show.
 */
const QUIET_WINDOW_MS = 300;

describe.each(adapters)('job queue contract: %s', (_name, make) => {
  let jobs: JobQueue;
  let reopen: () => Promise<JobQueue>;
  let idle: () => Promise<boolean>;
  let cleanup: () => Promise<void>;

  beforeEach(async () => {
    ({ jobs, reopen, idle, cleanup } = await make());
  });

  afterEach(async () => {
    await jobs.close();
    await cleanup();
  });

  afterAll(async () => {
    expect(await countRedisKeys(runPrefix)).toBe(0);
  });

  it('runs an enqueued job with its data, whether the worker starts before or after', async () => {
    const seen: unknown[] = [];
    await jobs.enqueue('early', { n: 1, to: 'ann@example.com' });
    await jobs.work<{ n: number }>('early', async (data) => void seen.push(data));
    await jobs.work<{ n: number }>('late', async (data) => void seen.push(data));
    await jobs.enqueue('late', { n: 2 });
    await eventually(() => seen.length === 2);
    expect(seen).toEqual(expect.arrayContaining([{ n: 1, to: 'ann@example.com' }, { n: 2 }]));
    expect(await jobs.failed('early')).toEqual([]);
    expect(await jobs.health()).toEqual({ ok: true });
  });

  it('drains: the job in hand finishes, none starts after, enqueueing still works, and the next worker runs the rest once', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const ran: number[] = [];
    await jobs.work<{ n: number }>('drained', async ({ n }) => {
      ran.push(n);
      await held;
    }, 1);
    await jobs.enqueue('drained', { n: 1 });
    await eventually(() => ran.length === 1);
    let drained = false;
    const draining = jobs.drain().then(() => (drained = true));
    await new Promise((resolve) => setTimeout(resolve, QUIET_WINDOW_MS));
    expect(drained).toBe(false);
    release();
    await draining;
    await jobs.enqueue('drained', { n: 2 });

    const next = await reopen();
    try {
      const later: number[] = [];
      await next.work<{ n: number }>('drained', async ({ n }) => void later.push(n));
      await eventually(() => later.length === 1);
      // No job left to run: neither 2 nor 1 can run again.
      await eventually(idle);
      expect(later).toEqual([2]);
      expect(ran).toEqual([1]);
    } finally {
      await next.close();
    }
  });

  it("counts each queue's jobs waiting, running and failed", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await jobs.work('counted', () => held, 1);
    await jobs.work('counted-doomed', async () => {
      throw new Error('no');
    });
    await jobs.enqueueAll('counted', [{ data: { n: 1 } }, { data: { n: 2 } }, { data: { n: 3 } }]);
    await jobs.enqueue('counted-doomed', { n: 4 }, { attempts: 1 });
    const countsOf = async () => Object.fromEntries((await jobs.counts()).map(({ queue, ...counts }) => [queue, counts]));
    await eventually(async () => {
      const counts = await countsOf();
      return counts.counted?.active === 1 && counts['counted-doomed']?.failed === 1;
    });
    expect(await countsOf()).toEqual({ counted: { waiting: 2, active: 1, failed: 0 }, 'counted-doomed': { waiting: 0, active: 0, failed: 1 } });
    release();
    // Done jobs are counted nowhere (the SQL queue then has no row of the queue at all).
    await eventually(async () => {
      const { counted } = await countsOf();
      return (counted?.waiting ?? 0) + (counted?.active ?? 0) === 0;
    });
  });

  it('retries a failing job after the backoff until it succeeds', async () => {
    const runs: number[] = [];
    await jobs.work('flaky', async () => {
      runs.push(Date.now());
      if (runs.length < 2) throw new Error('smtp down');
    });
    await jobs.enqueue('flaky', { n: 1 }, { attempts: 2 });
    await eventually(() => runs.length === 2, 10_000);
    // Not before the backoff: the first retry waits jobBackoffMs(1) = 500 ms (less 50 for timer and Redis jitter).
    // Only this lower bound is checked; how much later the retry comes depends on the machine's load.
    expect(jobBackoffMs(1)).toBe(500);
    expect(runs[1] - runs[0]).toBeGreaterThanOrEqual(450);
    await eventually(idle);
    expect(runs).toHaveLength(2);
    expect(await jobs.failed('flaky')).toEqual([]);
  });

  it('runs a job that failed because an engine was out of reach again, without using up its attempts', async () => {
    let runs = 0;
    await jobs.work('gift-delivery', async () => {
      runs++;
      if (runs <= 3) throw new Error('Failed query: select …', { cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }) });
    });
    await jobs.enqueue('gift-delivery', { cardId: 'c-1' }, { attempts: 1 });
    await eventually(() => runs === 4, 15_000);
    await eventually(idle);
    expect(runs).toBe(4);
    expect(await jobs.failed('gift-delivery')).toEqual([]);
  });

  it('keeps a job that failed every attempt in failed(), with its data and last error', async () => {
    let runs = 0;
    await jobs.work('doomed', async () => {
      runs++;
      throw new Error(`attempt ${runs} failed`);
    });
    await jobs.enqueue('doomed', { orderId: 'o-1' }, { jobId: 'order:o-1%', attempts: 2 });
    const failed = await eventually(async () => {
      const list = await jobs.failed('doomed');
      return list.length > 0 ? list : undefined;
    }, 10_000);
    expect(failed).toEqual([{ id: 'order:o-1%', queue: 'doomed', data: { orderId: 'o-1' }, error: 'attempt 2 failed', attempts: 2 }]);
    // No job left to run: a failed job is not tried a third time.
    await eventually(idle);
    expect(runs).toBe(2);
    expect(await jobs.failed('other-queue')).toEqual([]);
  });

  it('tells the handler the job id and the attempt', async () => {
    const runs: JobRun[] = [];
    await jobs.work('told', async (_data, run) => {
      runs.push(run);
      if (run.attempt === 1) throw new Error('try again');
    });
    await jobs.enqueue('told', {}, { jobId: 'mail:7', attempts: 2 });
    await eventually(() => runs.length === 2, 10_000);
    expect(runs).toEqual([
      { id: 'mail:7', attempt: 1 },
      { id: 'mail:7', attempt: 2 },
    ]);
  });

  it('runs a job enqueued twice with the same jobId once', async () => {
    const seen: number[] = [];
    await jobs.enqueue('once', { n: 1 }, { jobId: 'welcome-mail:ann' });
    await jobs.enqueue('once', { n: 2 }, { jobId: 'welcome-mail:ann' });
    await jobs.work<{ n: number }>('once', async (data) => void seen.push(data.n));
    await eventually(() => seen.length === 1);
    // Again after the first run finished: still the same job.
    await jobs.enqueue('once', { n: 3 }, { jobId: 'welcome-mail:ann' });
    await jobs.enqueue('once', { n: 4 }, { jobId: 'welcome-mail:bob' });
    // Any string is an id, including ones that look like numbers.
    await jobs.enqueue('once', { n: 5 }, { jobId: '1001' });
    await jobs.enqueue('once', { n: 6 }, { jobId: '1001' });
    await eventually(() => seen.length === 3);
    await eventually(idle);
    expect(seen.sort()).toEqual([1, 4, 5]);
  });

  it('runs each job enqueued together once, with its own id, attempts and data; an id already queued adds nothing', async () => {
    const runs: { n: number; run: JobRun }[] = [];
    await jobs.enqueue('together', { n: 0 }, { jobId: 'mail:ann' });
    await jobs.enqueueAll<{ n: number; fail?: boolean }>('together', [
      { data: { n: 1 }, jobId: 'mail:ann' },
      { data: { n: 2, fail: true }, jobId: 'mail:bob', attempts: 2 },
      { data: { n: 3 }, jobId: 'mail:bob' },
      { data: { n: 4 } },
    ]);
    await jobs.enqueueAll('together', []);
    await jobs.work<{ n: number; fail?: boolean }>('together', async (data, run) => {
      runs.push({ n: data.n, run });
      if (data.fail && run.attempt === 1) throw new Error('mail server down');
    });
    await eventually(() => runs.length === 4);
    await eventually(idle);
    expect(runs.map(({ n, run }) => [n, run.attempt]).sort()).toEqual([
      [0, 1],
      [2, 1],
      [2, 2],
      [4, 1],
    ]);
    expect(runs.filter(({ n }) => n === 2).map(({ run }) => run.id)).toEqual(['mail:bob', 'mail:bob']);
  });

  it('runs a delayed job not before its delay, once, also when the queue that took it is gone before it is due', async () => {
    const DELAY_MS = 1_500;
    // What happened, in order: the runs, and a mark set just short of the delay from the moment of the enqueue.
    const order: string[] = [];
    const shortOfTheDelay = new Promise((resolve) => setTimeout(resolve, DELAY_MS - 100)).then(() => order.push('mark'));
    await jobs.enqueue('later', { n: 1 }, { jobId: 'gift:1', delayMs: DELAY_MS });
    await jobs.enqueueAll('later', [{ data: { n: 2 }, delayMs: DELAY_MS }, { data: { n: 3 } }]);
    // The queue that accepted them stops (a process killed), another instance on the same store works them.
    await jobs.close();
    jobs = await reopen();
    await jobs.work<{ n: number }>('later', async ({ n }) => void order.push(`job ${n}`));
    await eventually(() => order.length === 4, 10_000);
    await eventually(idle);
    await shortOfTheDelay;
    expect(order.slice(0, 2)).toEqual(['job 3', 'mark']);
    expect(order.slice(2).sort()).toEqual(['job 1', 'job 2']);
  });
});

describe.each(databaseAdapters)('job queue: SQL rows on %s specifics', (engine, open) => {
  const scope = schemaPerTest<SqlJobQueue>(() => database(engine, open), 'jobs');
  const openQueue = (options: { leaseMs?: number; releaseLeasesAtStart?: boolean; pollMs?: number } = {}) =>
    scope.open((db, schema) => SqlJobQueue.open(db, { schema, pollMs: 100, ...options }));
  const never = () => new Promise<void>(() => undefined);

  it('runs after a restart a job accepted before the crash, also one that was running', async () => {
    const first = await openQueue();
    const started: number[] = [];
    await first.work<{ n: number }>('mail', async ({ n }) => {
      started.push(n);
      await never();
    }, 1);
    await first.enqueue('mail', { n: 1 });
    await first.enqueue('mail', { n: 2 });
    await eventually(() => started.length === 1);
    await first.close();

    // The process is gone: this database is the next process's alone, so the dead run's lease is released at once.
    const second = await openQueue({ releaseLeasesAtStart: true });
    const ran: number[] = [];
    await second.work<{ n: number }>('mail', async ({ n }) => void ran.push(n));
    await eventually(() => ran.length === 2, 5_000);
    expect(ran.sort()).toEqual([1, 2]);
  });

  it('gives a dead worker\'s job to another once its lease runs out, and not before', async () => {
    const first = await openQueue({ leaseMs: 1_500 });
    await first.work('mail', never);
    await first.enqueue('mail', { n: 1 }, { jobId: 'welcome:ann' });
    await eventually(async () => (await selectRows(scope.db, sql.raw(`select 1 from ${scope.schema}.jobs where leased_until is not null`))).length === 1);
    await first.close();
    // The dead worker's lease as the database holds it (a renewal still finishing could only move it later).
    const [deadLease] = await selectRows<{ ms: number | string }>(scope.db, sql.raw(`select extract(epoch from leased_until) * 1000 as ms from ${scope.schema}.jobs`));

    const other = await openQueue({ leaseMs: 1_500 });
    const runs: { startedAtMs: number; attempt: number }[] = [];
    await other.work('mail', async (_data, run) => {
      const [started] = await selectRows<{ ms: number | string }>(scope.db, sql.raw('select extract(epoch from now()) * 1000 as ms'));
      runs.push({ startedAtMs: Number(started.ms), attempt: run.attempt });
    });
    await eventually(() => runs.length === 1, 20_000);
    // "Not before": by the database's clock, the one the lease is kept by, the run started after the dead lease's end.
    expect(runs[0].startedAtMs).toBeGreaterThan(Number(deadLease.ms));
    expect(runs[0].attempt).toBe(2);
  });

  it('keeps renewing the lease of a job that runs longer than the lease', async () => {
    // Leases long enough that a crowded host's pause between two renewals does not let one lapse.
    const queue = await openQueue({ leaseMs: 1_500 });
    let runs = 0;
    await queue.work('slow', async () => {
      runs++;
      // Test data, not a wait: the job's own work, lasting over three of its 1.5 s leases.
      await new Promise((resolve) => setTimeout(resolve, 5_000));
    });
    const rival = await openQueue({ leaseMs: 1_500 });
    await rival.work('slow', async () => void runs++);
    await queue.enqueue('slow', {});
    await eventually(async () => (await selectRows(scope.db, sql.raw(`select 1 from ${scope.schema}.jobs where status = 'done'`))).length === 1, 20_000);
    expect(runs).toBe(1);
  });

  it('polls an idle queue less and less often, yet runs a delayed job enqueued meanwhile when it falls due', async () => {
    // Idle, the worker's waits grow 0.5, 1, 2 s, up to 4 s: after 4 s its next look is about 3.5 s away.
    const queue = await openQueue({ pollMs: 500 });
    const ranAfterMs: number[] = [];
    let enqueuedAt = 0;
    await queue.work('later', async () => void ranAfterMs.push(performance.now() - enqueuedAt));
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    enqueuedAt = performance.now();
    await queue.enqueue('later', {}, { delayMs: 500 });
    await eventually(() => ranAfterMs.length === 1, 10_000);
    expect(ranAfterMs[0]).toBeGreaterThanOrEqual(500);
    expect(ranAfterMs[0]).toBeLessThan(2_500);
  });

  it('prunes jobs done before the retention window; keeps newer, waiting and failed ones', async () => {
    const queue = await openQueue();
    await queue.work<{ n: number }>('mail', async ({ n }) => {
      if (n === 3) throw new Error('mailbox full');
    });
    for (const n of [1, 2, 3]) await queue.enqueue('mail', { n }, { jobId: `job-${n}`, attempts: 1 });
    await eventually(async () => (await selectRows(scope.db, sql.raw(`select 1 from ${scope.schema}.jobs where status <> 'queued'`))).length === 3);
    await queue.enqueue('later', { n: 4 }, { jobId: 'job-4' });
    await scope.db.execute(sql.raw(`update ${scope.schema}.jobs set finished_at = now() - interval '8 days' where id in ('job-1', 'job-3')`));
    expect(await queue.prune(new Date(Date.now() - 7 * 24 * 3_600_000))).toBe(1);
    const left = await selectRows<{ id: string }>(scope.db, sql.raw(`select id from ${scope.schema}.jobs order by id`));
    expect(left.map((row) => row.id)).toEqual(['job-2', 'job-3', 'job-4']);
    expect((await queue.failed('mail')).map((job) => job.id)).toEqual(['job-3']);
  });
});

describe('job queue: BullMQ specifics', () => {
  it('runs a job whose worker stopped renewing its lock again, as attempt 2', async () => {
    const prefix = `${runPrefix}${uniqueName('q')}:`;
    const jobs = new BullMqJobQueue(engines.redisUrl, prefix, undefined, 1_000);
    try {
      const attempts: number[] = [];
      await jobs.work('mail', async (_data, run) => {
        attempts.push(run.attempt);
        // The first run holds the event loop past its lock, as a worker that died or froze would stop renewing it.
        if (run.attempt === 1) {
          const until = Date.now() + 2_500;
          while (Date.now() < until);
        }
      });
      await jobs.enqueue('mail', {}, { jobId: 'receipt:1' });
      await eventually(() => attempts.includes(2), 15_000);
      expect(attempts.slice(0, 2)).toEqual([1, 2]);
    } finally {
      await jobs.close();
      await deleteRedisKeys(prefix);
    }
  });
});
