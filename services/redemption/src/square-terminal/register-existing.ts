import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DB, DomainError, JOBS, KV, type Db, type JobQueue, type KeyValueStore } from '@gv/platform';
import type { SquareRegistrationProgress, SquareRegistrationRequest } from '@gv/proto';
import { registrationCounts, syncsWithSquare, unregisteredCards } from '../db/pos-repository.js';
import { SquareRegistration } from './square-registration.js';
import { ACCOUNT_MESSAGES } from '@gv/proto';

const REGISTER_EXISTING_QUEUE = 'redemption-square-register-existing';
/** Cards read, numbered and queued (as one registration job) at a time. */
const BATCH = 100;
/**
 * At most this many of the business's cards wait in the registration queue: a stop takes effect within them, and a
 * Square that slows down holds the run back instead of filling the queue.
 */
const WINDOW = 1000;
/** How often the run looks at the queue's progress while it waits. */
const POLL_MS = 100;
/** As a card's own registration: a run cut short is run again by the queue. */
const ATTEMPTS = 35;
/** Cards still waiting with no card registered for this long (Square refused them for good): the run ends, left idle. */
const STALLED_MS = 10 * 60_000;

const runKey = (businessSlug: string) => `square-register-existing:${businessSlug}`;
const running = (runId: string) => `running:${runId}`;

interface RunJob {
  businessSlug: string;
  runId: string;
}

const SQUARE_SYNC_OFF = ACCOUNT_MESSAGES.syncOff;

/**
 * "Register existing cards": the owner has every live active card of the business that has value registered at its
 * Square Point of Sale with its balance now. A run is a job that numbers the cards Square does not have and queues
 * their registration, a batch per job (idempotent at Square, keyed by each card); only the transaction that numbers a
 * card queues it, so a card met by two runs, or by a run and its issue, is registered once. The
 * run's state is one key: a new start supersedes the run before it, a stop ends it (the cards already queued still
 * register); a run cut short by a crash is run again by the queue and skips what is registered or queued.
 */
@Injectable()
export class RegisterExistingCards implements OnApplicationBootstrap {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(KV) private readonly kv: KeyValueStore,
    @Inject(JOBS) private readonly jobs: JobQueue,
    private readonly registration: SquareRegistration,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.work<RunJob>(REGISTER_EXISTING_QUEUE, (job) => this.run(job));
  }

  /** Starts a run, or resumes a stopped one (what is registered stays so). */
  async start({ admin }: SquareRegistrationRequest): Promise<SquareRegistrationProgress> {
    if (!(await syncsWithSquare(this.db, admin.businessSlug))) throw new DomainError('SQUARE.SYNC_OFF', SQUARE_SYNC_OFF);
    const runId = randomUUID();
    await this.kv.set(runKey(admin.businessSlug), running(runId));
    await this.jobs.enqueue<RunJob>(REGISTER_EXISTING_QUEUE, { businessSlug: admin.businessSlug, runId }, { jobId: `square-register-existing.${runId}`, attempts: ATTEMPTS });
    return this.progressOf(admin.businessSlug);
  }

  async stop({ admin }: SquareRegistrationRequest): Promise<SquareRegistrationProgress> {
    if ((await this.kv.get(runKey(admin.businessSlug)))?.startsWith('running:')) await this.kv.set(runKey(admin.businessSlug), 'stopped');
    return this.progressOf(admin.businessSlug);
  }

  progress({ admin }: SquareRegistrationRequest): Promise<SquareRegistrationProgress> {
    return this.progressOf(admin.businessSlug);
  }

  private async progressOf(businessSlug: string): Promise<SquareRegistrationProgress> {
    const [{ total, registered }, state] = await Promise.all([registrationCounts(this.db, businessSlug), this.kv.get(runKey(businessSlug))]);
    const status = state?.startsWith('running:') ? 'running' : registered === total ? 'done' : state === 'stopped' ? 'stopped' : 'idle';
    return { total, registered, status };
  }

  /**
   * Numbers and queues the cards Square does not have, a batch at a time, keeping at most WINDOW waiting; ends
   * once they are all registered, or stopped, superseded or the switch turned off. Queued twice, a card is queued once.
   */
  private async run({ businessSlug, runId }: RunJob): Promise<void> {
    const key = runKey(businessSlug);
    // Run again after a crash that took the key with it (an all-in-one keeps it in memory): the run is still the current one.
    if ((await this.kv.get(key)) === null) await this.kv.set(key, running(runId));
    const current = async () => (await this.kv.get(key)) === running(runId) && (await syncsWithSquare(this.db, businessSlug));
    let after = '';
    let progressAt = { registered: -1, at: Date.now() };
    while (await current()) {
      const { registered, waiting } = await registrationCounts(this.db, businessSlug);
      if (registered !== progressAt.registered) progressAt = { registered, at: Date.now() };
      else if (Date.now() - progressAt.at > STALLED_MS) break;
      const cards = waiting + BATCH <= WINDOW ? await unregisteredCards(this.db, businessSlug, after, BATCH) : null;
      if (cards?.length === 0 && waiting === 0) break;
      if (!cards?.length) {
        await sleep(POLL_MS);
        continue;
      }
      await this.db.transaction((tx) => this.registration.queueBatch(tx, cards.map((card) => card.id)));
      after = cards.at(-1)!.id;
    }
    await this.kv.delIfEquals(key, running(runId));
  }
}
