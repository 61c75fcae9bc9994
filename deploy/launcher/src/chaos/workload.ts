import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { squareSignature, TEST_SOURCES, type Payment } from '@gv/square-emulator';
import { ApiClient, type ApiResponse } from '../http-client.js';
import { seedBusiness } from '../bench/storefront.js';
import type { Mailbox } from './mailbox.js';
import { seededRandom, type Random } from './random.js';

export const OPERATION_KINDS = ['checkout', 'gift-checkout', 'redemption', 'refund', 'adjustment', 'recipient-change', 'webhook', 'read'] as const;
export type OperationKind = (typeof OPERATION_KINDS)[number];

/** How often each operation comes, out of their sum. */
const WEIGHTS: Record<OperationKind, number> = {
  checkout: 30,
  'gift-checkout': 10,
  redemption: 15,
  refund: 5,
  adjustment: 5,
  'recipient-change': 5,
  webhook: 10,
  read: 20,
};
/** People using the platform at once: enough to keep it busy through every fault, gentle on two cores. */
const USERS = 4;
/** A request the platform has not answered by then counts as unanswered (status 0). */
const REQUEST_TIMEOUT_MS = 30_000;
/** A client sends a checkout step again (with the same idempotency key) after a 5xx or no answer, as the purchase dialog does. */
const CHECKOUT_ATTEMPTS = 6;
const WEBHOOK_KEY = 'chaos-webhook-signature-key';
/** Scheduled gifts are due this long after they are bought. */
const GIFT_LEAD_MS = 60_000;

/** A checkout as its buyer saw it. */
export interface Checkout {
  idempotencyKey: string;
  orderId?: string;
  gift: boolean;
  /** Who gets a card: the buyer, or each recipient of a gift. */
  holders: string[];
  /** The purchase call answered the card. */
  succeeded: boolean;
}

export interface Answer {
  operation: OperationKind;
  call: string;
  status: number;
  at: number;
}

/** What the clients did and saw. */
export class WorkloadLog {
  readonly checkouts: Checkout[] = [];
  readonly answers: Answer[] = [];
  readonly operations: Record<OperationKind, number> = Object.fromEntries(OPERATION_KINDS.map((kind) => [kind, 0])) as Record<OperationKind, number>;
  /** Redeem OTPs whose send was answered 200, and those whose send got no clear answer (sent or not), by holder. */
  readonly otpSends = new Map<string, { ok: number; unsure: number }>();
  /** The business owner's sign-in, once the workload made the business. */
  owner?: { email: string; password: string };

  record(operation: OperationKind, call: string, status: number): void {
    this.answers.push({ operation, call, status, at: Date.now() });
  }
}

/** A card the workload bought, while it can still be used by code. */
interface OwnedCard {
  code: string;
  holder: string;
  gift: boolean;
  busy: boolean;
}

export interface WorkloadTarget {
  url: string;
  mailbox: Mailbox;
  /** Payments at the Square emulator now (it is restarted by the outage fault). */
  payments(): Payment[];
}

export type WorkloadBusiness = Awaited<ReturnType<typeof seedWorkloadBusiness>>;

/** The business the workload runs against, made through the API: a card type, its owner's sign-in and a webhook signature key. */
export async function seedWorkloadBusiness(url: string, superAdmin: { email: string; password: string }) {
  const { businessSlug, admin, owner } = await seedBusiness(url, 1, undefined, superAdmin);
  const settings = await admin.put('/api/v1/admin/settings', { squareWebhookSignatureKey: WEBHOOK_KEY });
  if (settings.status !== 200) throw new Error(`setting the webhook key answered ${settings.status}: ${JSON.stringify(settings.body)}`);
  const list = await new ApiClient(url).get(`/api/v1/public/giftcards?businessSlug=${businessSlug}&limit=1`);
  return { businessSlug, giftCardId: list.body.giftCards[0]._id as string, owner };
}

/**
 * A mixed, seeded workload of USERS people until `until()` turns true: checkouts (some of them gifts scheduled a minute
 * ahead), redemptions with the holder's OTP, refunds and adjustments, recipient changes, Square's webhooks (some
 * duplicated, some late) and dashboard and report reads. Each user draws its operations from the seed.
 */
export async function runWorkload(
  target: WorkloadTarget,
  business: WorkloadBusiness,
  seed: number,
  log: WorkloadLog,
  until: () => boolean,
): Promise<void> {
  log.owner = business.owner;
  const cards: OwnedCard[] = [];
  const users = Array.from({ length: USERS }, (_, i) => new User(target, business, cards, log, seededRandom(seed + i + 1), i));
  await Promise.all(users.map((user) => user.run(until)));
}

class User {
  private admin?: ApiClient;
  private readonly address: string;
  private count = 0;

  constructor(
    private readonly target: WorkloadTarget,
    private readonly business: WorkloadBusiness,
    private readonly cards: OwnedCard[],
    private readonly log: WorkloadLog,
    private readonly random: Random,
    private readonly index: number,
  ) {
    this.address = `10.77.${index}.1`;
  }

  async run(until: () => boolean): Promise<void> {
    const total = Object.values(WEIGHTS).reduce((sum, weight) => sum + weight, 0);
    while (!until()) {
      let draw = this.random.next() * total;
      const kind = OPERATION_KINDS.find((each) => (draw -= WEIGHTS[each]) < 0) ?? 'read';
      this.log.operations[kind]++;
      await this.operation(kind);
    }
  }

  private operation(kind: OperationKind): Promise<void> {
    switch (kind) {
      case 'checkout':
        return this.checkout(false);
      case 'gift-checkout':
        return this.checkout(true);
      case 'redemption':
        return this.withCard(false, (card) => this.redeem(card));
      case 'refund':
        return this.withCard(false, (card) => this.cardMove(kind, card, 'refund', { amount: 0.5, reason: 'Chaos refund' }));
      case 'adjustment':
        return this.withCard(false, (card) =>
          this.cardMove(kind, card, 'adjust', { amount: this.random.pick([0.25, -0.25]), reason: 'Chaos adjustment' }),
        );
      case 'recipient-change':
        return this.withCard(true, (card) => this.changeRecipient(card));
      case 'webhook':
        return this.webhook();
      case 'read':
        return this.read();
    }
  }

  /** Calls the platform; status 0 when no answer came. */
  private async call(
    operation: OperationKind,
    client: ApiClient,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<ApiResponse | { status: 0; body: undefined }> {
    const answer = await client.request(method, path, body).catch(() => ({ status: 0 as const, body: undefined }));
    if (answer.status === 401 && client === this.admin) this.admin = undefined;
    this.log.record(operation, `${method} ${path.replace(/\/issued-cards\/[^/]+/, '/issued-cards/{code}').replace(/\?.*$/, '')}`, answer.status);
    return answer;
  }

  /** The owner's session for this user (each user its own, from its own address), signed in again when the platform no longer knows it. */
  private async session(): Promise<ApiClient> {
    if (this.admin) return this.admin;
    const admin = new ApiClient(this.target.url, { 'x-forwarded-for': this.address }, REQUEST_TIMEOUT_MS);
    const login = await this.call('read', admin, 'POST', '/api/v1/admin/login', this.business.owner);
    if (login.status === 200) this.admin = admin;
    return admin;
  }

  private async checkout(gift: boolean): Promise<void> {
    const n = `${this.index}.${++this.count}.${Date.now()}`;
    const buyer = new ApiClient(
      this.target.url,
      { 'x-forwarded-for': `10.${this.index + 100}.${(this.count >> 8) & 255}.${this.count & 255}` },
      REQUEST_TIMEOUT_MS,
    );
    const operation: OperationKind = gift ? 'gift-checkout' : 'checkout';
    const recipients = gift
      ? Array.from({ length: this.random.between(1, 2) }, (_, line) => ({
          recipientName: `Chaos Recipient ${n}.${line}`,
          recipientEmail: `recipient.${n}.${line}@chaos.test`,
          message: 'Happy birthday!',
          deliverAt: new Date(Date.now() + GIFT_LEAD_MS).toISOString(),
        }))
      : [];
    const form = gift
      ? {
          id: this.business.giftCardId,
          purchaseType: 'gift',
          giftInfo: { senderName: 'Chaos Sender', senderEmail: `sender.${n}@chaos.test`, senderPhone: '(555) 123-4567' },
          recipients,
        }
      : {
          id: this.business.giftCardId,
          purchaseType: 'self',
          selfInfo: { name: 'Chaos Buyer', email: `buyer.${n}@chaos.test`, phone: '(555) 123-4567' },
        };
    const checkout: Checkout = {
      idempotencyKey: randomUUID(),
      gift,
      holders: gift ? recipients.map((recipient) => recipient.recipientEmail) : [`buyer.${n}@chaos.test`],
      succeeded: false,
    };
    this.log.checkouts.push(checkout);
    const paid = await this.untilAnswered(() =>
      this.call(operation, buyer, 'POST', '/api/payments/create-payment', {
        ...form,
        sourceId: TEST_SOURCES.cardOk,
        idempotencyKey: checkout.idempotencyKey,
        businessSlug: this.business.businessSlug,
        amount: 1,
      }),
    );
    if (paid?.status !== 200) return;
    checkout.orderId = paid.body.orderId as string;
    const purchase = await this.untilAnswered(() =>
      this.call(operation, buyer, 'PUT', '/api/v1/admin/purchase', { ...form, businessSlug: this.business.businessSlug, orderId: checkout.orderId }),
    );
    if (purchase?.status !== 200) return;
    checkout.succeeded = true;
    this.cards.push({ code: purchase.body.purchase.uniqueCode as string, holder: checkout.holders[0], gift, busy: false });
  }

  /** A call sent again after a 5xx or no answer, as a client would, up to CHECKOUT_ATTEMPTS times. */
  private async untilAnswered(send: () => Promise<{ status: number; body: any }>): Promise<{ status: number; body: any } | undefined> {
    let answer: { status: number; body: any } | undefined;
    for (let attempt = 1; attempt <= CHECKOUT_ATTEMPTS; attempt++) {
      answer = await send();
      if (answer.status !== 0 && answer.status < 500) return answer;
      await sleep(1_000 * attempt);
    }
    return answer;
  }

  /** Runs `use` on a card of the workload nobody else is using (a gift's when `gift`), if there is one. */
  private async withCard(gift: boolean, use: (card: OwnedCard) => Promise<void>): Promise<void> {
    const free = this.cards.filter((card) => card.gift === gift && !card.busy);
    if (free.length === 0) return this.read();
    const card = this.random.pick(free);
    card.busy = true;
    try {
      await use(card);
    } finally {
      card.busy = false;
    }
  }

  private async redeem(card: OwnedCard): Promise<void> {
    const admin = await this.session();
    const sends = this.log.otpSends.get(card.holder) ?? { ok: 0, unsure: 0 };
    this.log.otpSends.set(card.holder, sends);
    const sent = await this.call('redemption', admin, 'POST', '/api/v1/admin/send-otp-redeem', { redeemAmount: 0.25, qrUniqueCode: card.code });
    if (sent.status === 200) sends.ok++;
    else if (sent.status === 0 || sent.status >= 500) sends.unsure++;
    if (sent.status !== 200) return;
    const otp = await this.target.mailbox.nextOtp(card.holder, 60_000);
    if (!otp) return;
    const verified = await this.call('redemption', admin, 'POST', '/api/v1/admin/verify-otp-redeem', { qrUniqueCode: card.code, otp });
    if (verified.status !== 200) return;
    await this.call('redemption', admin, 'POST', '/api/v1/admin/redeem', { qrCode: card.code, amount: 0.25 });
  }

  private async cardMove(operation: OperationKind, card: OwnedCard, action: string, body: unknown): Promise<void> {
    await this.call(operation, await this.session(), 'POST', `/api/v1/admin/issued-cards/${card.code}/${action}`, body);
  }

  private async changeRecipient(card: OwnedCard): Promise<void> {
    const n = `${this.index}.${++this.count}.${Date.now()}`;
    const recipientEmail = `new-recipient.${n}@chaos.test`;
    const body = { recipientName: `New Recipient ${n}`, recipientEmail, reason: 'Chaos recipient change' };
    const changed = await this.call('recipient-change', await this.session(), 'PUT', `/api/v1/admin/issued-cards/${card.code}/recipient`, body);
    if (changed.status !== 200) return;
    card.code = changed.body.uniqueCode as string;
    card.holder = recipientEmail;
  }

  /**
   * Square's payment.updated for a payment of the workload's business, as Square sends it: sometimes twice at once
   * (a duplicate), sometimes for a payment long settled (late).
   */
  private async webhook(): Promise<void> {
    const payments = this.target.payments();
    if (payments.length === 0) return this.read();
    const late = this.random.next() < 0.3;
    const payment = late
      ? payments[this.random.between(0, Math.max(0, Math.floor(payments.length / 2)))]
      : payments[payments.length - 1 - this.random.between(0, Math.min(5, payments.length - 1))];
    const url = `${this.target.url}/api/payments/square-webhook/${this.business.businessSlug}`;
    const notification = JSON.stringify({
      merchant_id: 'CHAOS',
      type: 'payment.updated',
      event_id: randomUUID(),
      created_at: new Date().toISOString(),
      data: { type: 'payment', id: payment.id, object: { payment } },
    });
    const headers = { 'content-type': 'application/json', 'x-square-hmacsha256-signature': squareSignature(url, notification, WEBHOOK_KEY) };
    const post = async () => {
      const status = await fetch(url, { method: 'POST', headers, body: notification, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }).then(
        (answer) => answer.status,
        () => 0,
      );
      this.log.record('webhook', 'POST /api/payments/square-webhook/{businessSlug}', status);
    };
    await Promise.all(Array.from({ length: this.random.next() < 0.3 ? 2 : 1 }, post));
  }

  private async read(): Promise<void> {
    const path = this.random.pick([
      '/api/v1/admin/total-sold',
      '/api/v1/admin/total-revenue',
      '/api/v1/admin/sales-data',
      '/api/v1/admin/revenue-by-date',
      '/api/v1/admin/total-redemption',
      '/api/v1/admin/reports/liability',
    ]);
    await this.call('read', await this.session(), 'GET', path);
  }
}
