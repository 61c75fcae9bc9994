import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DB, DEFAULT_JOB_ATTEMPTS, JOBS, LOGGER, MAILER, RPC, type Db, type JobQueue, type JobRun, type Logger, type Mailer, type RpcClient } from '@gv/platform';
import { IdentityRpc, WalletRpc } from '@gv/proto';
import { sentRecorder, wasSent } from '../db/email-repository.js';
import { BatchEmails, batchOrderOf } from '../batch-progress/batch-emails.js';
import { MailSecrets } from '../emails/mail-secrets.js';
import { BusinessBrands, type BusinessBrand } from '../business-brands/business-brands.js';
import { CardTypes } from '../card-types/card-types.js';
import type { CardLookups } from '../emails/gift-card-emails.js';
import { FROM_BUSINESS, SUPER_ADMINS, templates, type EmailJob, type TemplateName } from '../emails/templates.js';

export const EMAIL_QUEUE = 'notifications-email';

/**
 * Sends queued emails; the job queue retries with backoff when the mail server is down.
 * At least once, and never again once recorded as sent: the job id (the event id) is the
 * email's id, recorded after the send and checked before any attempt after the first (a run
 * that died or lost its lock counts as an attempt); the mailer gets it too, so the
 * .eml copy is written once and an SMTP copy re-sent after a crash keeps its Message-ID.
 */
@Injectable()
export class SendEmailWorker implements OnApplicationBootstrap {
  constructor(
    @Inject(JOBS) private readonly jobs: JobQueue,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(DB) private readonly db: Db,
    private readonly secrets: MailSecrets,
    @Inject(RPC) private readonly rpc: RpcClient,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly brands: BusinessBrands,
    private readonly batchEmails: BatchEmails,
    private readonly cardTypes: CardTypes,
  ) {}

  /** The emails sent in one turn are recorded by one insert. */
  private readonly recordSent = sentRecorder(this.db);

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.work<EmailJob>(EMAIL_QUEUE, (job, run) => this.send(job, run));
  }

  private readonly lookups: CardLookups = {
    walletButtons: (uniqueCode, publicBaseUrl, justIssued) =>
      this.rpc.callOr(WalletRpc.buttons, { uniqueCode, publicBaseUrl, justIssued }, (error) => {
        this.logger.warn({ err: error }, 'wallet links could not be made; sending the email without them and its Square terminal number');
        return {};
      }),
    cardType: (giftCardId) => this.cardTypes.of(giftCardId),
  };

  /** Sends the email; one of a corporate order counts in its progress once sent, or once its last attempt failed. */
  async send(job: EmailJob, run: JobRun): Promise<void> {
    const batchOrder = batchOrderOf(job);
    try {
      await this.deliver(job, run);
    } catch (error) {
      if (batchOrder && run.attempt >= DEFAULT_JOB_ATTEMPTS) await this.batchEmails.record(run.id, batchOrder, 'failed');
      throw error;
    }
    if (batchOrder) await this.batchEmails.record(run.id, batchOrder, 'emailed');
  }

  private async deliver(job: EmailJob, { id, attempt }: JobRun): Promise<void> {
    // A first attempt cannot have sent it: only a later one asks.
    if (attempt > 1 && (await wasSent(this.db, id))) return;
    const render = templates[job.template as TemplateName] as (
      data: unknown,
      secrets: MailSecrets,
      lookups: CardLookups,
      brand: BusinessBrand | undefined,
    ) => ReturnType<(typeof templates)[TemplateName]>;
    // Looked up when sent, not when queued: a name or logo changed meanwhile is already the one shown.
    const brand = FROM_BUSINESS.has(job.template) ? await this.brands.of(job.data as { businessSlug: string; businessName?: string }) : undefined;
    const email = await render(job.data, this.secrets, this.lookups, brand);
    const sender = brand ? { senderName: `${brand.name} via Giftcard Vault`, ...(brand.contactEmail ? { replyTo: brand.contactEmail } : {}) } : {};
    const to = job.to === SUPER_ADMINS ? (await this.rpc.call(IdentityRpc.superAdminEmails)).emails.join(', ') : job.to;
    if (!to) return;
    await this.mailer.send({ to, ...email, ...sender, id });
    await this.recordSent(id);
  }
}
