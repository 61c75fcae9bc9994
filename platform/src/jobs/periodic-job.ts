import type { Logger } from '../logging.js';
import type { JobQueue } from './job-queue.js';

export interface PeriodicJob {
  queue: string;
  everyMs: number;
  /** Also offers the current period's job at start, not only at the next tick. */
  offerAtStart?: boolean;
  attempts: number;
  /** Said in the warning when the queue refuses the offer. */
  what: string;
}

/**
 * Offers one job per period of `everyMs` (UTC-aligned): every replica offers the same period under the same
 * job id, so one replica runs it. The job's payload is the period's start. Answers a function that stops offering.
 */
export function offerEveryPeriod(jobs: JobQueue, logger: Logger, job: PeriodicJob): () => void {
  const offer = async (): Promise<void> => {
    const period = Math.floor(Date.now() / job.everyMs);
    const periodStart = new Date(period * job.everyMs).toISOString();
    await jobs.enqueue(job.queue, { periodStart }, { jobId: `${job.queue}-${period}`, attempts: job.attempts }).catch((error: Error) => {
      logger.warn({ err: error.message }, `could not schedule the ${job.what}; trying again next period`);
    });
  };
  const timer = setInterval(() => void offer(), job.everyMs).unref();
  if (job.offerAtStart) void offer();
  return () => clearInterval(timer);
}
