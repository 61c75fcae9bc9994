import { countRedisKeys, deleteRedisKeys } from '../../../test/redis';
import { engines, eventually, uniqueName } from '../../../test/engines';
import { BullMqJobQueue } from './bullmq-jobs';
import { InProcessJobQueue } from './in-process-jobs';
import { jobBackoffMs, type JobQueue } from './job-queue';

const runPrefix = `${uniqueName('gvtest_jobs')}:`;

const adapters: [string, () => { jobs: JobQueue; cleanup: () => Promise<void> }][] = [
  ['in-process', () => ({ jobs: new InProcessJobQueue(), cleanup: async () => undefined })],
  [
    'BullMQ',
    () => {
      const prefix = `${runPrefix}${uniqueName('q')}:`;
      return { jobs: new BullMqJobQueue(engines.redisUrl, prefix), cleanup: async () => void (await deleteRedisKeys(prefix)) };
    },
  ],
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(adapters)('job queue contract: %s', (_name, make) => {
  let jobs: JobQueue;
  let cleanup: () => Promise<void>;

  beforeEach(() => {
    ({ jobs, cleanup } = make());
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

  it('retries a failing job after the backoff until it succeeds', async () => {
    const runs: number[] = [];
    await jobs.work('flaky', async () => {
      runs.push(Date.now());
      if (runs.length < 2) throw new Error('smtp down');
    });
    await jobs.enqueue('flaky', { n: 1 }, { attempts: 2 });
    await eventually(() => runs.length === 2, 5_000);
    // The first retry waits jobBackoffMs(1) = 500 ms (allow for timer and Redis jitter).
    expect(jobBackoffMs(1)).toBe(500);
    expect(runs[1] - runs[0]).toBeGreaterThanOrEqual(450);
    expect(runs[1] - runs[0]).toBeLessThan(2_000);
    await sleep(300);
    expect(runs).toHaveLength(2);
    expect(await jobs.failed('flaky')).toEqual([]);
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
    }, 5_000);
    expect(failed).toEqual([{ id: 'order:o-1%', queue: 'doomed', data: { orderId: 'o-1' }, error: 'attempt 2 failed', attempts: 2 }]);
    await sleep(700);
    expect(runs).toBe(2);
    expect(await jobs.failed('other-queue')).toEqual([]);
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
    await sleep(300);
    expect(seen.sort()).toEqual([1, 4, 5]);
  });
});
