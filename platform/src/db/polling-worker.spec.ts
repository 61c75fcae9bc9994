import { describe, expect, it } from '@jest/globals';
import { PollingWorker } from './polling-worker.js';

/** Takes one item a turn from `work`; a turn waits on `release` when it is given one. */
class CountingWorker extends PollingWorker {
  readonly taken: number[] = [];
  turns = 0;
  release?: Promise<void>;

  constructor(
    private readonly work: number[],
    pollMs: number,
    idleMs?: number,
  ) {
    super(pollMs, idleMs);
  }

  async turn(): Promise<boolean> {
    this.turns++;
    await this.release;
    const item = this.work.shift();
    if (item !== undefined) this.taken.push(item);
    return this.work.length > 0;
  }
}

const until = async (done: () => boolean) => {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('PollingWorker', () => {
  it('turns again at once while there is more, and at a wake instead of waiting for its poll', async () => {
    const work = [1, 2, 3];
    const worker = new CountingWorker(work, 60_000);
    worker.onApplicationBootstrap();
    await until(() => worker.taken.length === 3);
    work.push(4);
    worker.wake();
    await until(() => worker.taken.length === 4);
    await worker.onApplicationShutdown();
    expect(worker.taken).toEqual([1, 2, 3, 4]);
  });

  it('left idle looks less and less often, up to idleMs, and from pollMs again after a wake', async () => {
    const worker = new CountingWorker([], 20, 320);
    worker.onApplicationBootstrap();
    // Waits of 20, 40, 80, 160, 320, 320 … ms: 6 turns in 1.2 s where a steady 20 ms poll would take 60.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const idleTurns = worker.turns;
    worker.wake();
    // At once, 50 ms later (a wake's recheck), then after 20, 40, 80 ms: a loop still waiting 320 ms would turn twice.
    await new Promise((resolve) => setTimeout(resolve, 400));
    const afterWake = worker.turns - idleTurns;
    await worker.onApplicationShutdown();
    expect(idleTurns).toBeGreaterThanOrEqual(4);
    expect(idleTurns).toBeLessThanOrEqual(12);
    expect(afterWake).toBeGreaterThanOrEqual(4);
  });

  it('at shutdown lets the turn in progress end and starts no other', async () => {
    let release!: () => void;
    const worker = new CountingWorker([1, 2], 10);
    worker.release = new Promise<void>((resolve) => (release = resolve));
    worker.onApplicationBootstrap();
    let stopped = false;
    const stopping = worker.onApplicationShutdown().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(worker.taken).toEqual([1]);
  });
});
