import { DelayedError, Queue, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { DEFAULT_RETENTION_HOURS } from '../config.js';
import { probe } from '../health.js';
import { isUnavailable } from '../unavailable.js';
import { tracedHandler, tracedJobs } from './job-trace.js';
import { DEFAULT_JOB_ATTEMPTS, jobBackoffMs, type FailedJob, type JobHandler, type JobOptions, type JobQueue, type JobRun, type NewJob } from './job-queue.js';
import type { QueueCounts } from '@gv/proto';

/** BullMQ on Redis: replicas of a service share one queue; failed jobs stay in the failed set. */
export class BullMqJobQueue implements JobQueue {
  private readonly queues = new Map<string, Queue>();
  private readonly workers: Worker[] = [];
  /** Connections handed to workers: BullMQ treats a passed-in client as shared and never closes it. */
  private readonly workerConnections: Redis[] = [];
  private readonly connection: Redis;

  constructor(
    url: string,
    private readonly prefix: string,
    /** Completed jobs (and so their ids, which make a second enqueue a no-op) are kept this long. */
    private readonly retentionHours = DEFAULT_RETENTION_HOURS,
    /** How long a worker's lock on a running job lasts unrenewed, and how often stalled jobs are looked for (BullMQ's default: 30 s). */
    private readonly lockMs?: number,
  ) {
    this.connection = new Redis(url, { maxRetriesPerRequest: null });
  }

  enqueue<T>(queue: string, data: T, { tx: _tx, ...options }: JobOptions = {}): Promise<void> {
    return this.enqueueAll(queue, [{ data, ...options }]);
  }

  async enqueueAll<T>(queue: string, jobs: NewJob<T>[]): Promise<void> {
    if (jobs.length === 0) return;
    await this.queue(queue).addBulk(
      tracedJobs(jobs).map(({ data, jobId, attempts, delayMs }) => ({
        name: queue,
        data,
        opts: {
          jobId: jobId === undefined ? undefined : encodeJobId(jobId),
          attempts: attempts ?? DEFAULT_JOB_ATTEMPTS,
          ...(delayMs && delayMs > 0 ? { delay: Math.round(delayMs) } : {}),
          backoff: { type: 'custom' },
          removeOnComplete: { age: this.retentionHours * 3600 },
          removeOnFail: false,
        },
      })),
    );
  }

  async work<T>(queue: string, handler: JobHandler<T>, concurrency = 10): Promise<void> {
    this.queue(queue);
    const connection = this.connection.duplicate();
    this.workerConnections.push(connection);
    // attemptsStarted also counts a run whose worker died or lost its lock (attemptsMade counts failures only).
    const run = (job: Job): JobRun => ({ id: decodeJobId(String(job.id)), attempt: Math.max(job.attemptsStarted, job.attemptsMade + 1) });
    const traced = tracedHandler(queue, handler);
    const worker = new Worker(
      queue,
      async (job, token) => {
        try {
          return await traced(job.data as T, run(job));
        } catch (error) {
          if (!isUnavailable(error) || token === undefined) throw error;
          // An engine out of reach is no fault of the job: it runs again later without using up an attempt, however
          // long the outage lasts (a gift due while PostgreSQL restarts is still sent).
          await job.moveToDelayed(Date.now() + jobBackoffMs(job.attemptsStarted), token);
          throw new DelayedError();
        }
      },
      {
      connection,
      prefix: this.bullPrefix(),
      concurrency,
      ...(this.lockMs ? { lockDuration: this.lockMs, stalledInterval: this.lockMs } : {}),
        settings: { backoffStrategy: (attemptsMade: number) => jobBackoffMs(attemptsMade) },
      },
    );
    worker.on('error', () => undefined);
    this.workers.push(worker);
  }

  async failed(queue: string): Promise<FailedJob[]> {
    const jobs = await this.queue(queue).getFailed(0, 100);
    return jobs.map((job) => ({
      id: decodeJobId(String(job.id)),
      queue,
      data: job.data,
      error: job.failedReason,
      attempts: job.attemptsMade,
    }));
  }

  counts(): Promise<QueueCounts[]> {
    return Promise.all(
      [...this.queues.entries()].map(async ([name, queue]) => {
        const counts = await queue.getJobCounts('waiting', 'delayed', 'prioritized', 'waiting-children', 'active', 'failed');
        const waiting = counts.waiting + counts.delayed + counts.prioritized + counts['waiting-children'];
        return { queue: name, waiting, active: counts.active, failed: counts.failed };
      }),
    );
  }

  health() {
    return probe(() => this.connection.ping());
  }

  /** BullMQ's worker.close() waits for the jobs in hand. */
  async drain(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.close()));
  }

  async close(): Promise<void> {
    await this.drain();
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
    for (const connection of this.workerConnections) connection.disconnect();
    this.connection.disconnect();
  }

  private queue(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.connection, prefix: this.bullPrefix() });
      this.queues.set(name, queue);
    }
    return queue;
  }

  private bullPrefix(): string {
    return `${this.prefix}bull`;
  }
}

/**
 * BullMQ rejects custom job ids that contain ':' or look like integers; the
 * contract allows any string. ':' and '%' are percent-encoded, and so is the
 * first character of an integer-looking id, so ids stay unique and reversible
 * (UUIDs, the common case, pass through unchanged).
 */
function encodeJobId(id: string): string {
  const encoded = id.replace(/[%:]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
  if (`${parseInt(encoded, 10)}` !== encoded) return encoded;
  return `%${encoded.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}${encoded.slice(1)}`;
}

function decodeJobId(id: string): string {
  return id.replace(/%([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
