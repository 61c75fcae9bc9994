import { Inject, Injectable } from '@nestjs/common';
import {
  BatchRows,
  CONFIG,
  JOBS,
  linkBase,
  traceCarrier,
  type EventHandlers,
  type EventSubscriber,
  type JobQueue,
  type NewJob,
  type PlatformConfig,
  type Batch,
  type DbOrTx,
} from '@gv/platform';
import { isErasedEmail, type CardStatusChange } from '@gv/proto';
import { BusinessBrands } from '../business-brands/business-brands.js';
import { cardLocaleOf, recordCardLocale } from '../db/card-locale-repository.js';
import { redeemCodeRecipient } from '../erase-customer/erased-recipients.js';
import { SUPER_ADMINS, type EmailJob, type TemplateData, type TemplateName } from '../emails/templates.js';
import { EMAIL_QUEUE } from '../send-email/send-email.worker.js';
import { SMS_QUEUE, type SmsJob } from '../send-sms/send-sms.worker.js';

/**
 * Turns other services' events into queued emails; the event id is the job id, so a redelivery queues nothing new.
 * The emails of the events handled together are queued together when their batch ends: one round trip to the queue
 * instead of one per email.
 */
@Injectable()
export class NotificationEvents implements EventSubscriber {
  private readonly emails: BatchRows<NewJob<EmailJob>>;

  constructor(
    @Inject(JOBS) private readonly jobs: JobQueue,
    @Inject(CONFIG) private readonly config: PlatformConfig,
    private readonly brands: BusinessBrands,
  ) {
    this.emails = new BatchRows(({ tx }, emails) => jobs.enqueueAll(EMAIL_QUEUE, emails, tx));
  }

  handlers(): EventHandlers {
    return {
      'registration.requested': (event, _tx, batch) =>
        event.payload.source === 'interest'
          ? this.queue(batch, event.id, { template: 'registration-received', to: event.payload.email, data: event.payload })
          : Promise.resolve(),
      'registration-otp.requested': (event, _tx, batch) =>
        this.queue(batch, event.id, { template: 'registration-otp', to: event.payload.email, data: event.payload }),
      // The set-password token stays sealed in the job; the template opens it when the email is rendered.
      'business-admin.provisioned': (event, _tx, batch) => {
        const { sealedSetPasswordToken, email } = event.payload;
        return sealedSetPasswordToken
          ? this.queue(batch, event.id, {
              template: 'admin-invite',
              to: email,
              data: { ...event.payload, sealedSetPasswordToken, setPasswordPage: `${linkBase(this.config)}/set-password` },
            })
          : this.queue(batch, event.id, {
              template: 'admin-welcome',
              to: email,
              data: { ...event.payload, signInUrl: `${linkBase(this.config)}/login` },
            });
      },
      'registration.status-changed': (event, _tx, batch) =>
        event.payload.to === 'rejected'
          ? this.queue(batch, event.id, { template: 'registration-rejected', to: event.payload.email, data: event.payload })
          : Promise.resolve(),
      // One job per email of the event (id: event id + template); the card's code stays sealed in both. A scheduled
      // gift's recipient gets it on gift-card.delivered instead (decision 0061).
      'gift-card.issued': async (event, tx, batch) => {
        // The card's language, for the later emails about it (their events do not carry it).
        await recordCardLocale(tx, event.payload.cardId, event.payload.locale);
        const data = { ...event.payload, publicUrl: linkBase(this.config), justIssued: true };
        // A corporate order's card: a named one to its holder only, its line's place in the batch's throttled queue; an unnamed one is printed.
        if (data.corporate) {
          const delayMs = Math.round((data.corporate.line * 1000) / this.config.CORPORATE_EMAILS_PER_SECOND);
          return data.corporate.named
            ? this.queue(batch, `${event.id}.gift-card-received`, { template: 'gift-card-received', to: data.holder.email, data }, delayMs)
            : Promise.resolve();
        }
        const purchased = this.queue(batch, `${event.id}.gift-card-purchased`, { template: 'gift-card-purchased', to: data.buyer.email, data });
        return data.recipient && !data.delivery
          ? this.queue(batch, `${event.id}.gift-card-received`, { template: 'gift-card-received', to: data.recipient.email, data })
          : purchased;
      },
      'gift-card.delivered': (event, _tx, batch) => {
        const data = { ...event.payload, receiptUrl: '', publicUrl: linkBase(this.config) };
        return this.queue(batch, event.id, { template: 'gift-card-received', to: data.holder.email, data });
      },
      // The buyer changed a scheduled gift with their link: the new time and their next link (its token sealed for them).
      'gift-card.delivery-changed': async (event, tx, batch) =>
        this.queue(batch, event.id, {
          template: 'gift-delivery-changed',
          to: event.payload.buyer.email,
          data: { ...event.payload, publicUrl: linkBase(this.config), locale: await cardLocaleOf(tx, event.payload.cardId) },
        }),
      // Again, to the holder only: the recipient of a gift gets the card as received, a buyer for themself as bought.
      'gift-card.resent': (event, _tx, batch) => {
        const data = { ...event.payload, receiptUrl: '', publicUrl: linkBase(this.config) };
        return data.recipient
          ? this.queue(batch, event.id, { template: 'gift-card-received', to: data.holder.email, data })
          : this.queue(batch, event.id, { template: 'gift-card-purchased', to: data.holder.email, data });
      },
      // A gift given a new recipient: the card to them as received (its new code sealed for them), and a word to the buyer.
      'gift-card.code-replaced': async (event, tx, batch) => {
        const data = { ...event.payload, receiptUrl: '', publicUrl: linkBase(this.config) };
        const locale = await cardLocaleOf(tx, event.payload.cardId);
        void this.queue(batch, `${event.id}.gift-card-received`, { template: 'gift-card-received', to: data.holder.email, data });
        return this.queue(batch, `${event.id}.gift-card-moved`, {
          template: 'gift-card-moved',
          to: data.buyer.email,
          data: { ...event.payload, locale },
        });
      },
      // The code stays sealed in the job; it is opened when the email is rendered.
      'gift-card.redeem-otp.requested': async (event, tx, batch) => {
        // By text when the counter chose it (decision 0073): the job, like the email's, carries the code sealed.
        const { sms } = event.payload;
        if (sms) return this.jobs.enqueue<SmsJob>(SMS_QUEUE, { ...event.payload, sms }, { jobId: event.id, tx });
        const data = { ...event.payload, locale: await cardLocaleOf(tx, event.payload.cardId) };
        return this.queue(batch, event.id, { template: 'redeem-otp', to: await redeemCodeRecipient(tx, event.payload), data });
      },
      'gift-card.holder-code.requested': async (event, tx, batch) =>
        this.queue(batch, event.id, {
          template: 'holder-code',
          to: event.payload.holder.email,
          data: { ...event.payload, locale: await cardLocaleOf(tx, event.payload.cardId) },
        }),
      // The link token stays sealed in the job; the template opens it when the email is rendered.
      'password-reset.requested': (event, _tx, batch) =>
        this.queue(batch, event.id, {
          template: 'password-reset',
          to: event.payload.email,
          data: { ...event.payload, resetPage: `${linkBase(this.config)}/reset-password` },
        }),
      'staff.invited': (event, _tx, batch) =>
        this.queue(batch, event.id, {
          template: 'staff-invitation',
          to: event.payload.email,
          data: { ...event.payload, acceptPage: `${linkBase(this.config)}/accept-invitation` },
        }),
      'password.reset': (event, _tx, batch) =>
        this.queue(batch, event.id, {
          template: 'password-changed',
          to: event.payload.email,
          data: { ...event.payload, signInUrl: `${linkBase(this.config)}/${event.payload.realm === 'admin' ? 'login' : 'superlogin'}` },
        }),
      'gift-card.redeemed': (event, tx, batch) => this.queueHolderReceipt(tx, batch, event.id, 'gift-card-redeemed', event.payload),
      'gift-card.cashed-out': (event, tx, batch) => this.queueHolderReceipt(tx, batch, event.id, 'gift-card-cashed-out', event.payload),
      'gift-card.adjusted': (event, tx, batch) => this.queueHolderReceipt(tx, batch, event.id, 'gift-card-adjusted', event.payload),
      // A reload's receipt; it says when VAT is due when its payment carried the card type's treatment (decision 0099).
      'gift-card.loaded': (event, tx, batch) => this.queueHolderReceipt(tx, batch, event.id, 'gift-card-loaded', event.payload),
      // Events recorded before they carried the buyer or the holder email no one.
      'gift-card.refunded': async (event, tx, batch) => {
        const { buyer, giftCardName, balanceAfterCents } = event.payload;
        if (!buyer || giftCardName === undefined || balanceAfterCents === undefined) return Promise.resolve();
        return this.queue(batch, event.id, {
          template: 'gift-card-refunded',
          to: buyer.email,
          data: { ...event.payload, buyer, giftCardName, balanceAfterCents, locale: await cardLocaleOf(tx, event.payload.cardId) },
        });
      },
      'gift-card.voided': (event, tx, batch) => this.queueCardState(tx, batch, event.id, 'gift-card-voided', event.payload),
      'gift-card.reactivated': (event, tx, batch) => this.queueCardState(tx, batch, event.id, 'gift-card-reactivated', event.payload),
      'business.updated': (event, tx, batch) => this.brands.record(tx, batch, event.payload, event.occurredAt),
      // A corporate order past its business's daily cap (decision 0071): every super admin is asked to approve it, at
      // the addresses they have when it is sent.
      'corporate-order.confirmed': (event, _tx, batch) => {
        if (event.payload.outcome !== 'awaiting-approval') return Promise.resolve();
        const data = { ...event.payload, operationsUrl: `${linkBase(this.config)}/superadmin/operations` };
        return this.queue(batch, event.id, { template: 'corporate-order-approval', to: SUPER_ADMINS, data });
      },
    };
  }

  /** A receipt to the card's holder of a move of its balance, in the card's language. */
  private async queueHolderReceipt<T extends HolderReceipt>(tx: DbOrTx, batch: Batch, eventId: string, template: T, move: TemplateData<T>): Promise<void> {
    const data = { ...move, locale: await cardLocaleOf(tx, move.cardId) };
    return this.queue(batch, eventId, { template, to: move.holder.email, data });
  }

  private async queueCardState(
    tx: DbOrTx,
    batch: Batch,
    eventId: string,
    template: 'gift-card-voided' | 'gift-card-reactivated',
    change: CardStatusChange,
  ): Promise<void> {
    const { holder, giftCardName, balanceCents } = change;
    if (!holder || giftCardName === undefined || balanceCents === undefined) return;
    const locale = await cardLocaleOf(tx, change.cardId);
    return this.queue(batch, eventId, { template, to: holder.email, data: { ...change, holder, giftCardName, balanceCents, locale } });
  }

  /**
   * Queued when the handler's batch ends, in its transaction: a queue in the same database (all-in-one) keeps the job
   * exactly when the event counts as handled. Resolves at once (a handler's answer): a failure to queue fails the batch.
   */
  private queue<T extends TemplateName>(batch: Batch, eventId: string, job: EmailJob<T>, delayMs?: number): Promise<void> {
    // An erased customer's pseudonym receives nothing (decision 0054).
    if (isErasedEmail(job.to)) return Promise.resolve();
    // Queued when the batch ends, outside this handler's span: the job continues the handler's trace.
    this.emails.add(batch, { data: job as EmailJob, jobId: eventId, traceparent: traceCarrier().traceparent, ...(delayMs ? { delayMs } : {}) });
    return Promise.resolve();
  }
}

/** The receipts of a move of a card's balance, each to its holder. */
type HolderReceipt = 'gift-card-redeemed' | 'gift-card-cashed-out' | 'gift-card-adjusted' | 'gift-card-loaded';
