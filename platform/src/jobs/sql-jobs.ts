import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Db, type DbOrTx } from '../db/database.js';
import { migrate, type Migration } from '../db/migrator.js';
import { IDLE_SLOWDOWN, PollLoop } from '../db/poll-loop.js';
import { deleteInBatches } from '../events/retention.js';
import { probe } from '../health.js';
import { isUnavailable } from '../unavailable.js';
import { tracedHandler, tracedJobs } from './job-trace.js';
import { DEFAULT_JOB_ATTEMPTS, jobBackoffMs, type FailedJob, type JobHandler, type JobOptions, type JobQueue, type NewJob } from './job-queue.js';
import type { QueueCounts } from '@gv/proto';

export interface SqlJobQueueOptions {
  /** The queue's own schema in the database (tests use throw-away ones). */
  schema?: string;
  /** How long a taken job is reserved for its worker; renewed while it runs, so only a dead worker's lease runs out. */
  leaseMs?: number;
  /** The database is this process's alone (PGlite): leases left in it belong to a previous run and are released at once. */
  releaseLeasesAtStart?: boolean;
  /** How often an idle worker looks for jobs enqueued by another process or left by one; one left idle looks less often, up to IDLE_SLOWDOWN times. */
  pollMs?: number;
}

interface TakenJob {
  id: string;
  data: unknown;
  attempt: number;
  attempts: number;
}

function jobMigrations(schema: string): Migration[] {
  return [
    {
      id: '0001_jobs',
      statements: [
        `create table ${schema}.jobs (queue text not null, id text not null, data json not null, status text not null default 'queued', attempt integer not null default 0, attempts integer not null, run_at timestamptz not null default now(), leased_until timestamptz, last_error text, created_at timestamptz not null default now(), finished_at timestamptz, primary key (queue, id))`,
        `create index jobs_due on ${schema}.jobs (queue, run_at) where status = 'queued'`,
        `create index jobs_done on ${schema}.jobs (finished_at) where status = 'done'`,
      ],
    },
  ];
}

/**
 * Jobs as rows in the process's database until they are done (the all-in-one
 * mode's queue). A worker takes due jobs with FOR UPDATE SKIP LOCKED and leases
 * them; a job whose worker died becomes due again when its lease runs out (at
 * once at start when the database is this process's alone). Failed jobs stay
 * as rows with their last error.
 */
export class SqlJobQueue implements JobQueue {
  private readonly workers = new Map<string, Worker[]>();
  private closed = false;

  private constructor(private readonly db: Db, private readonly rows: JobRows, private readonly pollMs: number) {}

  static async open(db: Db, options: SqlJobQueueOptions = {}): Promise<SqlJobQueue> {
    const schema = options.schema ?? 'jobs';
    await migrate(db, schema, jobMigrations(schema));
    const rows = new JobRows(db, sql.raw(`${schema}.jobs`), options.leaseMs ?? 30_000);
    if (options.releaseLeasesAtStart) await rows.releaseLeases();
    return new SqlJobQueue(db, rows, options.pollMs ?? 1000);
  }

  enqueue<T>(queue: string, data: T, { tx, ...options }: JobOptions = {}): Promise<void> {
    return this.enqueueAll(queue, [{ data, ...options }], tx);
  }

  async enqueueAll<T>(queue: string, jobs: NewJob<T>[], tx?: DbOrTx): Promise<void> {
    if (jobs.length === 0) return;
    await this.rows.insert(tx ?? this.db, queue, tracedJobs(jobs));
    const soonest = Math.min(...jobs.map((job) => Math.max(0, job.delayMs ?? 0)));
    for (const worker of this.workers.get(queue) ?? []) {
      if (soonest === 0) worker.loop.wake();
      else worker.loop.wakeIn(soonest);
    }
  }

  async work<T>(queue: string, handler: JobHandler<T>, concurrency = 10): Promise<void> {
    const worker = new Worker(this.rows, queue, tracedHandler(queue, handler) as JobHandler<unknown>, concurrency, this.pollMs);
    this.workers.set(queue, [...(this.workers.get(queue) ?? []), worker]);
    worker.loop.start();
  }

  failed(queue: string): Promise<FailedJob[]> {
    return this.rows.failed(queue);
  }

  counts(): Promise<QueueCounts[]> {
    return this.rows.counts();
  }

  /** Deletes jobs done before `olderThan`; failed jobs stay until someone looks at them. */
  prune(olderThan: Date): Promise<number> {
    return this.rows.prune(olderThan);
  }

  async health() {
    if (this.closed) return { ok: false, detail: 'closed' };
    return probe(() => this.db.execute(sql`select 1`));
  }

  async drain(): Promise<void> {
    await Promise.all([...this.workers.values()].flat().map((worker) => worker.drain()));
  }

  /** Stops taking jobs; jobs still running are abandoned and run again after a restart. */
  async close(): Promise<void> {
    this.closed = true;
    for (const worker of [...this.workers.values()].flat()) worker.stop();
  }
}

/** The statements on the jobs table. */
class JobRows {
  constructor(private readonly db: Db, private readonly jobs: SQL, private readonly leaseMs: number) {}

  get renewEveryMs(): number {
    return this.leaseMs / 3;
  }

  async insert(db: DbOrTx, queue: string, jobs: NewJob<unknown>[]): Promise<void> {
    const rows = jobs.map(
      ({ data, jobId, attempts, delayMs }) =>
        sql`(${queue}, ${jobId ?? randomUUID()}, ${JSON.stringify(data ?? null)}::json, ${attempts ?? DEFAULT_JOB_ATTEMPTS}, now() + ${Math.max(0, Math.round(delayMs ?? 0))}::bigint * interval '1 millisecond')`,
    );
    await db.execute(sql`insert into ${this.jobs} (queue, id, data, attempts, run_at) values ${sql.join(rows, sql`, `)} on conflict do nothing`);
  }

  async releaseLeases(): Promise<void> {
    await this.db.execute(sql`update ${this.jobs} set leased_until = null where status = 'queued' and leased_until is not null`);
  }

  /** Leases up to `limit` due jobs of `queue`. */
  take(queue: string, limit: number): Promise<TakenJob[]> {
    return selectRows<TakenJob>(
      this.db,
      sql`update ${this.jobs} j set attempt = j.attempt + 1, leased_until = now() + ${this.leaseMs}::integer * interval '1 millisecond'
          from (select queue, id from ${this.jobs}
                where queue = ${queue} and status = 'queued' and run_at <= now() and (leased_until is null or leased_until < now())
                order by run_at limit ${limit} for update skip locked) due
          where j.queue = due.queue and j.id = due.id
          returning j.id, j.data, j.attempt, j.attempts`,
    );
  }

  /** Keeps a running job's lease; a no-op once another worker has taken a later attempt. */
  async renew(queue: string, job: TakenJob): Promise<void> {
    await this.db.execute(
      sql`update ${this.jobs} set leased_until = now() + ${this.leaseMs}::integer * interval '1 millisecond'
          where queue = ${queue} and id = ${job.id} and attempt = ${job.attempt} and status = 'queued'`,
    );
  }

  async succeeded(queue: string, job: TakenJob): Promise<void> {
    await this.db.execute(
      sql`update ${this.jobs} set status = 'done', finished_at = now(), leased_until = null, last_error = null
          where queue = ${queue} and id = ${job.id} and status = 'queued'`,
    );
  }

  /**
   * Schedules the next attempt after the backoff, or marks the job failed after its last; returns the backoff, if any.
   * A failure to reach an engine does not use the attempt up: the job runs again however long the outage lasts.
   */
  async failedAttempt(queue: string, job: TakenJob, error: Error): Promise<number | undefined> {
    const unavailable = isUnavailable(error);
    const retryInMs = unavailable || job.attempt < job.attempts ? jobBackoffMs(job.attempt) : undefined;
    const outcome =
      retryInMs === undefined
        ? sql`status = 'failed', finished_at = now()`
        : sql`run_at = now() + ${retryInMs}::integer * interval '1 millisecond'${unavailable ? sql`, attempt = attempt - 1` : sql``}`;
    await this.db.execute(
      sql`update ${this.jobs} set ${outcome}, leased_until = null, last_error = ${error.message}
          where queue = ${queue} and id = ${job.id} and attempt = ${job.attempt} and status = 'queued'`,
    );
    return retryInMs;
  }

  /** A queued job under a live lease is running; one whose lease ran out waits for another worker. */
  async counts(): Promise<QueueCounts[]> {
    const rows = await selectRows<{ queue: string; waiting: string | number; active: string | number; failed: string | number }>(
      this.db,
      sql`select queue,
                 count(*) filter (where status = 'queued' and (leased_until is null or leased_until < now())) as waiting,
                 count(*) filter (where status = 'queued' and leased_until >= now()) as active,
                 count(*) filter (where status = 'failed') as failed
          from ${this.jobs} where status <> 'done' group by queue order by queue`,
    );
    return rows.map((row) => ({ queue: row.queue, waiting: Number(row.waiting), active: Number(row.active), failed: Number(row.failed) }));
  }

  async failed(queue: string): Promise<FailedJob[]> {
    const rows = await selectRows<{ id: string; data: unknown; last_error: string; attempt: number }>(
      this.db,
      sql`select id, data, last_error, attempt from ${this.jobs} where queue = ${queue} and status = 'failed' order by finished_at desc limit 100`,
    );
    return rows.map((row) => ({ id: row.id, queue, data: row.data, error: row.last_error, attempts: row.attempt }));
  }

  prune(olderThan: Date): Promise<number> {
    const cutoff = olderThan.toISOString();
    return deleteInBatches(
      this.db,
      (limit) =>
        sql`delete from ${this.jobs} where (queue, id) in (select queue, id from ${this.jobs} where status = 'done' and finished_at < ${cutoff} limit ${limit}) returning 1`,
    );
  }
}

/** Runs one queue's jobs, up to `concurrency` at once. */
class Worker {
  readonly loop: PollLoop;
  private readonly inHand = new Set<Promise<void>>();
  private readonly renewals = new Set<NodeJS.Timeout>();

  constructor(
    private readonly jobs: JobRows,
    private readonly queue: string,
    private readonly handler: JobHandler<unknown>,
    private readonly concurrency: number,
    pollMs: number,
  ) {
    this.loop = new PollLoop(() => this.pass(), pollMs, pollMs * IDLE_SLOWDOWN);
  }

  /** Stops taking jobs and renewing leases: what still runs is as good as dead. */
  stop(): void {
    void this.loop.stop();
    for (const renewal of this.renewals) clearInterval(renewal);
  }

  /** Stops taking jobs; resolves once the jobs in hand have run and their results are recorded. */
  async drain(): Promise<void> {
    await this.loop.stop();
    await Promise.all(this.inHand);
  }

  private async pass(): Promise<boolean> {
    const free = this.concurrency - this.inHand.size;
    if (free <= 0) return false;
    const taken = await this.jobs.take(this.queue, free);
    for (const job of taken) {
      const run = this.run(job).finally(() => {
        this.inHand.delete(run);
        this.loop.wake();
      });
      this.inHand.add(run);
    }
    return false;
  }

  /** Never rejects; a result it could not record leaves the lease to run out, and the job runs again. */
  private async run(job: TakenJob): Promise<void> {
    const renewal = setInterval(() => void this.jobs.renew(this.queue, job).catch(() => undefined), this.jobs.renewEveryMs);
    this.renewals.add(renewal);
    try {
      let failure: Error | undefined;
      try {
        await this.handler(job.data, { id: job.id, attempt: job.attempt });
      } catch (error) {
        failure = error as Error;
      }
      if (!failure) await this.jobs.succeeded(this.queue, job);
      else {
        const retryInMs = await this.jobs.failedAttempt(this.queue, job, failure);
        if (retryInMs !== undefined) this.loop.wakeIn(retryInMs);
      }
    } catch {
      // The database refused the result: the lease runs out and the job is taken again.
    } finally {
      clearInterval(renewal);
      this.renewals.delete(renewal);
    }
  }
}
