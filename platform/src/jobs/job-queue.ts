import type { QueueCounts } from '@gv/proto';
import type { DbOrTx } from '../db/database.js';
import type { Check } from '../health.js';

export interface JobOptions {
  /** Same id, same job: enqueueing it again is a no-op (used to make event handlers idempotent). */
  jobId?: string;
  attempts?: number;
  /**
   * The job is not run before this many milliseconds have passed from its enqueueing (a scheduled email): measured by
   * the queue's store, so it holds across restarts of every worker. Absent or not positive: at once.
   */
  delayMs?: number;
  /**
   * The caller's open transaction: a queue that keeps its jobs in the same
   * database enqueues there, so the job exists exactly when that transaction
   * commits (and, on PGlite, does not wait for it); other queues ignore it.
   */
  tx?: DbOrTx;
}

/** Which job a handler runs: its id (the given jobId or a generated one) and the attempt. */
export interface JobRun {
  id: string;
  /**
   * How many times the job has started, this run included, from 1: a run that failed counts, and so does one cut
   * short by its worker's death or lost lock. So 1 means no earlier run can have done any of the job's work.
   */
  attempt: number;
}

export interface FailedJob {
  id: string;
  queue: string;
  data: unknown;
  error: string;
  attempts: number;
}

export type JobHandler<T> = (data: T, run: JobRun) => Promise<void>;

/** One job of {@link JobQueue.enqueueAll}: its data and the options of {@link JobQueue.enqueue}. */
export interface NewJob<T> extends Omit<JobOptions, 'tx'> {
  data: T;
  /** The trace the job's run continues (a `traceparent`), for a job queued later than the work that asked for it; by default the active one. */
  traceparent?: string;
}

/**
 * Background work with retries and exponential backoff. Jobs that fail every
 * attempt stay visible in `failed()`, never silently dropped.
 */
export interface JobQueue {
  enqueue<T>(queue: string, data: T, options?: JobOptions): Promise<void>;
  /** Several jobs in one call (one round trip to the queue's store): each as {@link enqueue} would add it. */
  enqueueAll<T>(queue: string, jobs: NewJob<T>[], tx?: DbOrTx): Promise<void>;
  work<T>(queue: string, handler: JobHandler<T>, concurrency?: number): Promise<void>;
  failed(queue: string): Promise<FailedJob[]>;
  /** The queues this process enqueues to or works, counted. */
  counts(): Promise<QueueCounts[]>;
  health(): Promise<Check>;
  /** Stops taking jobs and resolves once the jobs in hand have finished; enqueueing still works. */
  drain(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Background work a service keeps in its own tables rather than a job queue (provided under SERVICE_QUEUES), counted
 * as a queue is: on the operations page and in the giftcard_jobs gauge, named `<service>-…` like its queues.
 */
export interface ServiceQueues {
  counts(): Promise<QueueCounts[]>;
}

/** A queue's counts as giftcard_jobs readings, one per state. */
export const jobGaugeReadings = (queues: QueueCounts[]) =>
  queues.flatMap(({ queue, ...counts }) => (['waiting', 'active', 'failed'] as const).map((state) => ({ labels: { queue, state }, value: counts[state] })));

export const DEFAULT_JOB_ATTEMPTS = 5;
export const jobBackoffMs = (attempt: number) => Math.min(500 * 2 ** (attempt - 1), 60_000);
