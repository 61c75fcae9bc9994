import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Answer, Dispute, GiftCard, GiftCardActivity, Payment, PaymentRefund, WebhookSubscription } from './wire.js';

/** The journal holds payments and gift card numbers: readable by the emulator's own user only (the mode applies when the file is created). */
const JOURNAL = { mode: 0o600 };

export interface StoredPayment {
  merchantId: string;
  idempotencyKey: string;
  payment: Payment;
}

export interface StoredRefund {
  merchantId: string;
  refund: PaymentRefund;
}

export interface StoredDispute {
  merchantId: string;
  dispute: Dispute;
}

export interface StoredSubscription {
  merchantId: string;
  subscription: WebhookSubscription;
}

export interface StoredGiftCard {
  merchantId: string;
  giftCard: GiftCard;
}

export interface StoredGiftCardActivity {
  merchantId: string;
  activity: GiftCardActivity;
}

/** The first answer given to an idempotency key, with a fingerprint of the request it answered. */
export interface IdempotencyRecord {
  requestFingerprint: string;
  answer: Answer;
}

type JournalEntry =
  | { t: 'batch'; entries: JournalEntry[] }
  | { t: 'payment'; v: StoredPayment }
  | { t: 'refund'; v: StoredRefund }
  | { t: 'dispute'; v: StoredDispute }
  | { t: 'subscription'; v: StoredSubscription }
  | { t: 'unsubscribe'; id: string }
  | { t: 'gift-card'; v: StoredGiftCard }
  | { t: 'gift-card-activity'; v: StoredGiftCardActivity }
  | { t: 'idempotency'; key: string; v: IdempotencyRecord };

type Change = Exclude<JournalEntry, { t: 'batch' }>;

/** Gift cards are found by merchant and GAN (a GAN is unique per seller). */
const ganKey = (merchantId: string, gan: string) => `${merchantId}\u0000${gan}`;

/**
 * Everything the emulator knows, in memory; with a file, also as an append-only journal of JSON lines. The changes
 * one request makes are written as one line (one synchronous write) before its answer leaves, so a process killed at
 * any instant restarts with every answered charge and never with a payment whose idempotency key was lost.
 */
export class EmulatorState {
  readonly payments = new Map<string, StoredPayment>();
  readonly refunds = new Map<string, StoredRefund>();
  readonly disputes = new Map<string, StoredDispute>();
  readonly subscriptions = new Map<string, StoredSubscription>();
  readonly giftCards = new Map<string, StoredGiftCard>();
  readonly giftCardActivities = new Map<string, StoredGiftCardActivity>();
  /** Gift card ids by ganKey. */
  private readonly gans = new Map<string, string>();
  private readonly idempotency = new Map<string, IdempotencyRecord>();
  private batch?: JournalEntry[];

  /** How each kind of change alters what is in memory. */
  private readonly keep: { [C in Change as C['t']]: (change: C) => void } = {
    payment: ({ v }) => this.payments.set(v.payment.id, v),
    refund: ({ v }) => this.refunds.set(v.refund.id, v),
    dispute: ({ v }) => this.disputes.set(v.dispute.id, v),
    subscription: ({ v }) => this.subscriptions.set(v.subscription.id, v),
    unsubscribe: ({ id }) => this.subscriptions.delete(id),
    'gift-card': ({ v }) => {
      this.giftCards.set(v.giftCard.id, v);
      this.gans.set(ganKey(v.merchantId, v.giftCard.gan), v.giftCard.id);
    },
    'gift-card-activity': ({ v }) => this.giftCardActivities.set(v.activity.id, v),
    idempotency: ({ key, v }) => this.idempotency.set(key, v),
  };

  constructor(private readonly file?: string) {
    if (!file) return;
    mkdirSync(dirname(file), { recursive: true });
    if (existsSync(file)) this.replay(readFileSync(file, 'utf8'));
  }

  /** Each change is applied in memory and journaled (inside `atomically`, as part of its one line). */
  readonly savePayment = (v: StoredPayment): void => this.apply({ t: 'payment', v });
  readonly saveRefund = (v: StoredRefund): void => this.apply({ t: 'refund', v });
  readonly saveDispute = (v: StoredDispute): void => this.apply({ t: 'dispute', v });
  readonly saveSubscription = (v: StoredSubscription): void => this.apply({ t: 'subscription', v });
  readonly deleteSubscription = (id: string): void => this.apply({ t: 'unsubscribe', id });
  readonly saveGiftCard = (v: StoredGiftCard): void => this.apply({ t: 'gift-card', v });
  readonly saveGiftCardActivity = (v: StoredGiftCardActivity): void => this.apply({ t: 'gift-card-activity', v });

  giftCardByGan(merchantId: string, gan: string): StoredGiftCard | undefined {
    const id = this.gans.get(ganKey(merchantId, gan));
    return id === undefined ? undefined : this.giftCards.get(id);
  }

  recall(key: string): IdempotencyRecord | undefined {
    return this.idempotency.get(key);
  }

  readonly remember = (key: string, v: IdempotencyRecord): void => this.apply({ t: 'idempotency', key, v });

  /** Runs `change` and journals everything it saved as one line. */
  atomically<T>(change: () => T): T {
    const batch: JournalEntry[] = [];
    this.batch = batch;
    try {
      return change();
    } finally {
      this.batch = undefined;
      if (this.file && batch.length > 0) appendFileSync(this.file, `${JSON.stringify({ t: 'batch', entries: batch })}\n`, JOURNAL);
    }
  }

  private apply(entry: JournalEntry, journal = true): void {
    if (journal && this.batch) this.batch.push(entry);
    else if (journal && this.file) appendFileSync(this.file, `${JSON.stringify(entry)}\n`, JOURNAL);
    if (entry.t === 'batch') for (const inner of entry.entries) this.apply(inner, false);
    // The table's type pairs each kind with its own entry; TypeScript cannot follow that through a union, hence the cast.
    else (this.keep[entry.t] as (change: Change) => void)(entry);
  }

  private replay(text: string): void {
    for (const line of text.split('\n')) {
      if (!line) continue;
      try {
        this.apply(JSON.parse(line) as JournalEntry, false);
      } catch {
        // A line torn by a kill in the middle of a write was never answered: nothing to restore.
      }
    }
  }
}
