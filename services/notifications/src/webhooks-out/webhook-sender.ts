import { Inject, Injectable } from '@nestjs/common';
import { BatchedWrite, CONFIG, DB, IDLE_SLOWDOWN, JOBS, linkBase, LOGGER, openSecret, PollingWorker, type Db, type JobQueue, type KeyRing, type Logger, type PlatformConfig } from '@gv/platform';
import { BusinessBrands } from '../business-brands/business-brands.js';
import type { EmailJob } from '../emails/templates.js';
import { EMAIL_QUEUE } from '../send-email/send-email.worker.js';
import { claimDue, disableEndpoint, pruneDeliveries, recordAttempts, type AttemptOutcome, type ClaimedDelivery } from './webhook-repository.js';
import { WebhookPost } from './webhook-post.js';
import { signedHeaders } from './webhook-signature.js';
import { WEBHOOK_SECRETS } from './webhook-secrets.js';

const POLL_MS = 250;
/** Rows claimed at once at most, and deliveries in flight at most: a slow endpoint holds one place, never the loop. */
const BATCH = 100;
const IN_FLIGHT = 200;
/** A claim reads every due row: with deliveries in flight, it waits until it can take at least this many. */
const LEAST_CLAIM = 50;
/** Opened secrets kept, by sealed value: opening one per delivery would cost more than sending it. */
const SECRETS_KEPT = 1_000;
/** The longest wait between two attempts. */
const MAX_WAIT_MS = 6 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** The wait before attempt `attempts + 1`: the base doubled at each failure, up to 6 hours, give or take a quarter. */
export function retryDelayMs(baseMs: number, attempts: number): number {
  const exponential = Math.min(baseMs * 2 ** Math.min(attempts - 1, 30), MAX_WAIT_MS);
  return Math.round(exponential * (0.75 + Math.random() * 0.5));
}

/**
 * Sends the deliveries the event consumer wrote (decision 0094). Each pass claims due rows for longer than an attempt
 * can take, so each is sent by one sender at a time, whichever replica runs it; a sender killed mid-send leaves its
 * rows to the next claim after their lease, sent again under the same Webhook-Id. Failures are retried with growing
 * waits; an endpoint failing for WEBHOOKS_GIVE_UP_HOURS is turned off and its business told.
 */
@Injectable()
export class WebhookSender extends PollingWorker {
  private readonly post: WebhookPost;
  private readonly leaseMs: number;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly opened = new Map<string, string>();
  /** The outcomes of the attempts answered in one turn, recorded by one statement. */
  private readonly outcomes = new BatchedWrite<{ claimed: ClaimedDelivery; outcome: AttemptOutcome }, void>(async (attempts) => {
    await recordAttempts(this.db, attempts);
    return attempts.map(() => undefined);
  });
  private prunedAt = 0;

  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(CONFIG) private readonly config: PlatformConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(JOBS) private readonly jobs: JobQueue,
    @Inject(WEBHOOK_SECRETS) private readonly secrets: KeyRing,
    private readonly brands: BusinessBrands,
  ) {
    // Idle, it looks less often: a retry falls due at most 2 s before it is sent.
    super(POLL_MS, POLL_MS * IDLE_SLOWDOWN);
    this.post = new WebhookPost(config.WEBHOOKS_ALLOW_PRIVATE === '1', config.WEBHOOKS_TIMEOUT_MS);
    this.leaseMs = config.WEBHOOKS_TIMEOUT_MS + 5_000;
  }

  override async onApplicationShutdown(): Promise<void> {
    await super.onApplicationShutdown();
    await Promise.all(this.inFlight);
    this.post.close();
  }

  /** Starts sending the due deliveries there is room for; answers whether there may be more right away. */
  async turn(): Promise<boolean> {
    await this.pruneNowAndThen();
    const room = Math.min(BATCH, IN_FLIGHT - this.inFlight.size);
    if (room < LEAST_CLAIM && this.inFlight.size > 0) return false;
    const due = await claimDue(this.db, room, this.leaseMs);
    for (const delivery of due) {
      const sending = this.attempt(delivery)
        .catch((error: unknown) => this.logger.warn({ err: (error as Error).message, eventId: delivery.eventId }, 'a webhook attempt was not recorded; it is sent again when its lease ends'))
        .finally(() => {
          this.inFlight.delete(sending);
          this.wake();
        });
      this.inFlight.add(sending);
    }
    return due.length === room;
  }

  private async attempt(delivery: ClaimedDelivery): Promise<void> {
    const headers = signedHeaders(this.secretOf(delivery), delivery.eventId, Math.floor(Date.now() / 1000), delivery.body);
    const answer = await this.post.send(delivery.url, headers, delivery.body);
    const failed = answer.error !== null;
    const retryInMs = failed ? retryDelayMs(this.config.WEBHOOKS_RETRY_BASE_MS, delivery.attempts) : null;
    await this.outcomes.run({ claimed: delivery, outcome: { responseStatus: answer.status, durationMs: answer.durationMs, error: answer.error, retryInMs } });
    if (failed && Date.now() - Date.parse(delivery.retryingSince) > this.config.WEBHOOKS_GIVE_UP_HOURS * 3_600_000) await this.giveUp(delivery.endpointId);
  }

  private secretOf(delivery: ClaimedDelivery): string {
    let secret = this.opened.get(delivery.secretSealed);
    if (secret === undefined) {
      if (this.opened.size >= SECRETS_KEPT) this.opened.clear();
      secret = openSecret(this.secrets, delivery.secretSealed, delivery.endpointId);
      this.opened.set(delivery.secretSealed, secret);
    }
    return secret;
  }

  /** Turns the endpoint off (its deliveries wait until the owner turns it on) and emails the business, once. */
  private async giveUp(endpointId: string): Promise<void> {
    const disabled = await disableEndpoint(this.db, endpointId);
    if (!disabled) return;
    this.logger.warn({ endpointId, url: disabled.url }, 'a webhook endpoint failed for too long and was turned off');
    const brand = await this.brands.of({ businessSlug: disabled.businessSlug });
    if (!brand.contactEmail) return;
    const job: EmailJob<'webhook-disabled'> = {
      template: 'webhook-disabled',
      to: brand.contactEmail,
      data: { businessName: brand.name, url: disabled.url, hours: this.config.WEBHOOKS_GIVE_UP_HOURS, developersUrl: `${linkBase(this.config)}/developers` },
    };
    await this.jobs.enqueue(EMAIL_QUEUE, job, { jobId: `webhook-disabled.${endpointId}.${disabled.disabledAt}` });
  }

  private async pruneNowAndThen(): Promise<void> {
    if (Date.now() - this.prunedAt < PRUNE_EVERY_MS) return;
    this.prunedAt = Date.now();
    await pruneDeliveries(this.db);
  }
}
