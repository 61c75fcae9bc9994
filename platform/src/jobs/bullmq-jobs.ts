import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { probe } from '../health.js';
import { DEFAULT_JOB_ATTEMPTS, jobBackoffMs, type FailedJob, type JobHandler, type JobOptions, type JobQueue } from './job-queue.js';

/** BullMQ on Redis: replicas of a service share one queue; failed jobs stay in the failed set. */
export class BullMqJobQueue implements JobQueue {
  private readonly queues = new Map<string, Queue>();
  private readonly workers: Worker[] = [];
  private readonly connection: Redis;

  constructor(
    url: string,
    private readonly prefix: string,
  ) {
    this.connection = new Redis(url, { maxRetriesPerRequest: null });
  }

  async enqueue<T>(queue: string, data: T, options: JobOptions = {}): Promise<void> {
    await this.queue(queue).add(queue, data, {
      jobId: options.jobId,
      attempts: options.attempts ?? DEFAULT_JOB_ATTEMPTS,
      backoff: { type: 'custom' },
      removeOnComplete: 1000,
      removeOnFail: false,
    });
  }

  async work<T>(queue: string, handler: JobHandler<T>, concurrency = 10): Promise<void> {
    const worker = new Worker(queue, async (job) => handler(job.data as T), {
      connection: this.connection.duplicate(),
      prefix: this.bullPrefix(),
      concurrency,
      settings: { backoffStrategy: (attemptsMade: number) => jobBackoffMs(attemptsMade) },
    });
    worker.on('error', () => undefined);
    this.workers.push(worker);
  }

  async failed(queue: string): Promise<FailedJob[]> {
    const jobs = await this.queue(queue).getFailed(0, 100);
    return jobs.map((job) => ({
      id: String(job.id),
      queue,
      data: job.data,
      error: job.failedReason,
      attempts: job.attemptsMade,
    }));
  }

  health() {
    return probe(() => this.connection.ping());
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.close()));
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
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
