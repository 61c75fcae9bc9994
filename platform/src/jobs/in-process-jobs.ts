import { randomUUID } from 'node:crypto';
import { DEFAULT_JOB_ATTEMPTS, jobBackoffMs, type FailedJob, type JobHandler, type JobOptions, type JobQueue } from './job-queue.js';

interface PendingJob {
  id: string;
  data: unknown;
  attempt: number;
  attempts: number;
}

export class InProcessJobQueue implements JobQueue {
  private readonly handlers = new Map<string, JobHandler<unknown>>();
  private readonly backlog = new Map<string, PendingJob[]>();
  private readonly dead = new Map<string, FailedJob[]>();
  private readonly ids = new Set<string>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private closed = false;

  async enqueue<T>(queue: string, data: T, options: JobOptions = {}): Promise<void> {
    const id = options.jobId ?? randomUUID();
    if (this.ids.has(`${queue}:${id}`)) return;
    this.ids.add(`${queue}:${id}`);
    const job = { id, data, attempt: 1, attempts: options.attempts ?? DEFAULT_JOB_ATTEMPTS };
    if (this.handlers.has(queue)) this.run(queue, job, 0);
    else this.backlog.set(queue, [...(this.backlog.get(queue) ?? []), job]);
  }

  async work<T>(queue: string, handler: JobHandler<T>): Promise<void> {
    this.handlers.set(queue, handler as JobHandler<unknown>);
    for (const job of this.backlog.get(queue) ?? []) this.run(queue, job, 0);
    this.backlog.delete(queue);
  }

  async failed(queue: string): Promise<FailedJob[]> {
    return this.dead.get(queue) ?? [];
  }

  async health() {
    return { ok: !this.closed };
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
  }

  private run(queue: string, job: PendingJob, delayMs: number): void {
    const timer = setTimeout(async () => {
      this.timers.delete(timer);
      if (this.closed) return;
      try {
        await this.handlers.get(queue)!(job.data);
      } catch (error) {
        if (job.attempt < job.attempts) {
          this.run(queue, { ...job, attempt: job.attempt + 1 }, jobBackoffMs(job.attempt));
        } else {
          const list = this.dead.get(queue) ?? [];
          list.push({ id: job.id, queue, data: job.data, error: (error as Error).message, attempts: job.attempt });
          this.dead.set(queue, list);
        }
      }
    }, delayMs);
    this.timers.add(timer);
  }
}
