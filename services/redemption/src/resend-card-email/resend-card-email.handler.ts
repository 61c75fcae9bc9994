import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { clientKey, JOBS, KV, newEvent, spendCall, spendCallQuietly, ValidationError, Store, type JobQueue, type KeyValueStore } from '@gv/platform';
import {
  giftCardCodeFromScan,
  isEmail,
  normalizeEmail,
  RESEND_MESSAGES,
  type Acknowledged,
  type CardActionRequest,
  type EventMap,
  type HolderResendRequest,
  type LostCardsRequest,
} from '@gv/proto';
import { activeCardsHeldBy } from '../db/card-holder-repository.js';
import { findBusinessCard, findCardByCode } from '../db/card-repository.js';
import type { IssuedCard } from '../db/schema.js';
import { giftCardNotFound, refuseWhileGiftWaits } from '../domain/redeem-errors.js';
import { cardEmailFacts } from '../issue-gift-card/card-email.js';
import { CardSecrets, codeLookupHashes, openCode } from '../redemption-keys.js';

export const LOST_CARDS_QUEUE = 'redemption-lost-cards';
const HOUR = 3600;
/** A "Lost your card?" request, looked up and mailed after it was answered. */
interface LostCardsJob {
  businessSlug: string;
  email: string;
}

/** A card's email goes out again at most 5 times an hour, whoever asks. */
const cardBudget = (cardId: string) => ({ key: `card-email:card:${cardId}`, max: 5, windowSeconds: HOUR });
const clientBudget = (use: string, ip: string | undefined) => ({ key: `card-email:${use}:client:${clientKey(ip)}`, max: 10, windowSeconds: HOUR });

/**
 * The card's email again, always to the address recorded for its holder (the recipient of a gift, else the buyer):
 * asked by the business's admin, by the holder from the holder page, or by "Lost your card?" on the business's page
 * for every card held under an address. Rate limited per card and per client; "Lost your card?" answers the same,
 * in the same time, whether or not any card is held there: it queues a job that looks the cards up and mails them.
 */
@Injectable()
export class ResendCardEmailHandler implements OnApplicationBootstrap {
  constructor(
    private readonly store: Store,
    @Inject(KV) private readonly kv: KeyValueStore,
    @Inject(JOBS) private readonly jobs: JobQueue,
    private readonly secrets: CardSecrets,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.work<LostCardsJob>(LOST_CARDS_QUEUE, (job) => this.mailLostCards(job));
  }

  async forAdmin(request: CardActionRequest): Promise<Acknowledged> {
    const card = await findBusinessCard(this.store.db, this.secrets.codes, request.admin.businessSlug, request.code);
    if (!card) throw giftCardNotFound();
    await spendCall(this.kv, [cardBudget(card.id)]);
    await this.send([card], 'admin', request.admin.adminId);
    return { success: true, message: RESEND_MESSAGES.sentToHolder(card.holderEmail) };
  }

  async forHolder(request: HolderResendRequest): Promise<Acknowledged> {
    await spendCall(this.kv, [clientBudget('holder', request.ip)]);
    const code = typeof request.code === 'string' ? giftCardCodeFromScan(request.code) : null;
    const row = code ? await findCardByCode(this.store.db, codeLookupHashes(this.secrets.codes, code)) : undefined;
    if (!row || !code) throw giftCardNotFound();
    refuseWhileGiftWaits(row);
    await spendCall(this.kv, [cardBudget(row.id)]);
    await this.send([{ ...row, code }], 'holder');
    return { success: true, message: RESEND_MESSAGES.sentFromHolderPage };
  }

  async lostCards(request: LostCardsRequest): Promise<Acknowledged> {
    const email = normalizeEmail(request.email);
    if (!isEmail(email)) throw new ValidationError({ email: RESEND_MESSAGES.emailInvalid });
    const businessSlug = typeof request.businessSlug === 'string' ? request.businessSlug : '';
    await spendCall(this.kv, [clientBudget('lost-cards', request.ip)]);
    const answer = { success: true, message: RESEND_MESSAGES.lostCards } as const;
    // An address gets its cards at most 3 times an hour; past that the request is answered alike and sends nothing.
    if (!(await spendCallQuietly(this.kv, [{ key: `card-email:lost-cards:${businessSlug}:${email}`, max: 3, windowSeconds: HOUR }]))) return answer;
    // The lookup and the mail run after the answer, so its time says nothing of the address; the job survives a crash.
    await this.jobs.enqueue<LostCardsJob>(LOST_CARDS_QUEUE, { businessSlug, email });
    return answer;
  }

  /** The active cards of the business held under the address, mailed; a scheduled gift not yet sent stays unknown to its recipient (decision 0061). */
  async mailLostCards({ businessSlug, email }: LostCardsJob): Promise<void> {
    const held = await activeCardsHeldBy(this.store.db, businessSlug, email);
    await this.send(
      held.map((card) => ({ ...card, code: openCode(this.secrets.codes, card) })),
      'lost-card',
    );
  }

  private async send(cards: IssuedCard[], requestedBy: EventMap['gift-card.resent']['requestedBy'], adminId?: string): Promise<void> {
    if (cards.length === 0) return;
    await this.store.outbox.add(
      this.store.db,
      cards.map((card) => newEvent('gift-card.resent', { ...cardEmailFacts(card, card.code, this.secrets.mail), requestedBy, ...(adminId && { adminId }) })),
    );
    this.store.outbox.flushSoon();
  }
}
