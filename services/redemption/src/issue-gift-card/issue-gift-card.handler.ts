import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { metrics, BatchedLookup, DomainError, newEvent, now, Store, type DbOrTx, type Tx } from '@gv/platform';
import { CARD_SERVICE_MESSAGES, bonusExpiresOn, DEFAULT_LOCALE, isScheduled, termsAtIssue, type EventMap, type IssuedGiftCard, type IssuedOrder, type PromotionOutcome } from '@gv/proto';
import { batchedCardIssues, insertCardIssues, type CardIssue } from '../db/card-issue-repository.js';
import { findCardOfOrderLine } from '../db/card-repository.js';
import { grantPromotionBonus, promotedCardTypes } from '../db/promotion-repository.js';
import { cardTypeHomes, cardTypeRules } from '../db/card-type-repository.js';
import type { IssuedCard, IssuedCardRow } from '../db/schema.js';
import { cardCodeAndType } from '../domain/buyer-view.js';
import { newGiftCardCode } from '../domain/gift-card-code.js';
import { cardLines, checkIssueRequest, holderOf, openingBalance, type CardLine, type IssueInput } from '../domain/issue-rules.js';
import { DeliveryClock } from '../schedule-gift-delivery/delivery-clock.js';
import { scheduledDelivery } from '../schedule-gift-delivery/scheduled-delivery.js';
import { CardSecrets, codeLookupHash, openCode, sealCode, sealPin } from '../redemption-keys.js';
import { hashPin, newPrintedPin } from '../holder-pins.js';
import { cardEmailFacts } from './card-email.js';

interface PreparedIssue extends CardIssue {
  order: IssueInput;
  /** The new card's code, stored only as its hash and sealed copy. */
  code: string;
  promotion?: PromotionOutcome;
}

/**
 * Issues the gift cards of a paid order (one, or one per recipient of a gift: decision 0061), from orders' call or, a
 * few seconds after its payment.completed event, from DeferredIssues (whichever comes first): each card, its ACTIVATE
 * ledger row and gift-card.issued commit together, and the unique order id and line make every later or concurrent
 * attempt answer the card issued first. A gift whose delivery time is ahead is issued now, its email scheduled.
 */
@Injectable()
export class IssueGiftCardHandler {
  /** The cards orders asks for in one turn are inserted by one statement. */
  private readonly insertBatched: (issue: CardIssue) => Promise<boolean>;
  /** Where their sales belong (decision 0078), read for the turn's orders by one statement, so their inserts stay one too. */
  private readonly homes: BatchedLookup<string>;
  /** Whether a running promotion covers a card type, read for the turn's orders by one statement. */
  private readonly promoted: BatchedLookup<true>;

  constructor(
    private readonly store: Store,
    private readonly secrets: CardSecrets,
    private readonly clock: DeliveryClock,
  ) {
    this.insertBatched = batchedCardIssues(store.db, store.outbox);
    this.homes = new BatchedLookup((giftCardIds) => cardTypeHomes(store.db, giftCardIds));
    this.promoted = new BatchedLookup((giftCardIds) => promotedCardTypes(store.db, giftCardIds, now().toISOString()));
  }

  /** The order's cards, in line order: the first answers as the order's card, `cards` lists them all. */
  async execute(request: unknown): Promise<IssuedOrder> {
    const order = checkIssueRequest(request);
    const soldAt = order.corporate?.locationId ?? (await this.homes.get(order.giftCardId)) ?? null;
    const promoted = !order.corporate && (await this.promoted.get(order.giftCardId)) === true;
    const issues = await Promise.all(
      cardLines(order).map(async (line) =>
        this.prepare(order, line, soldAt, await printedPin(order), promoted ? await promotionOf(this.store.db, order, line) : undefined),
      ),
    );
    const written = this.issued(await Promise.all(issues.map((issue) => this.insertBatched(issue))));
    const cards = await Promise.all(issues.map(async (issue, i) => toIssuedGiftCard(await this.issuedOf(this.store.db, issue, written[i]), issue.promotion)));
    return { ...cards[0], cards };
  }

  /** In the caller's transaction (the deferred issue of a paid order nobody asked for; see DeferredIssues). */
  async issueIn(tx: Tx, request: unknown): Promise<void> {
    const order = checkIssueRequest(request);
    const soldAt = order.corporate?.locationId ?? (await cardTypeRules(tx, order.giftCardId)).homeLocationId;
    const issues = await Promise.all(cardLines(order).map(async (line) => this.prepare(order, line, soldAt, await printedPin(order), await promotionOf(tx, order, line))));
    const written = this.issued(await insertCardIssues(tx, this.store.outbox, issues));
    for (const [i, issue] of issues.entries()) await this.issuedOf(tx, issue, written[i]);
  }

  /**
   * The card this issue would write, with its opening balance and its gift-card.issued (made in the caller's request);
   * sold where its corporate order says, else at its card type's home location as catalog last said (null: none named).
   */
  private prepare(order: IssueInput, line: CardLine, soldAtLocationId: string | null, pin: PrintedPin | undefined, promotion: PromotionOutcome | undefined): PreparedIssue {
    const holder = holderOf(order, line);
    const opening = openingBalance(order.faceValueCents, line.priceCents, promotion?.bonusCents);
    const id = randomUUID();
    const code = newGiftCardCode();
    const issuedAt = now().toISOString();
    // The law's terms, with the card's own date: the card type's, or later where the law protects bonus value too.
    const terms = termsAtIssue(order.jurisdiction, issuedAt, order.expirationDate);
    const delivery = isScheduled(line.deliverAt, this.clock.now()) ? scheduledDelivery(this.secrets.codes, this.secrets.mail, line.deliverAt!, line.deliverTimeZone, order.buyer.email) : undefined;
    const card: IssuedCardRow = {
      id,
      codeHash: codeLookupHash(this.secrets.codes, code),
      codeSealed: sealCode(this.secrets.codes, id, code),
      orderId: order.orderId,
      line: line.line,
      paymentId: order.paymentId,
      paymentCardLast4: order.cardLast4 ?? null,
      businessSlug: order.businessSlug,
      businessName: order.businessName || null,
      giftCardId: order.giftCardId,
      giftCardName: order.giftCardName,
      faceValueCents: order.faceValueCents,
      priceCents: line.priceCents,
      currency: order.currency,
      purchaseType: order.purchaseType,
      holderName: holder.name,
      holderEmail: holder.email,
      buyerName: order.buyer.name,
      buyerEmail: order.buyer.email,
      buyerPhone: order.buyer.phone,
      recipientName: line.recipient?.name ?? null,
      recipientEmail: line.recipient?.email ?? null,
      message: line.message,
      balanceCents: opening.balanceCents,
      paidBalanceCents: opening.paidCents,
      bonusBalanceCents: opening.bonusCents,
      status: 'active',
      testCard: order.testMode,
      ...terms,
      createdAt: issuedAt,
      deliverAt: delivery?.card.deliverAt ?? null,
      deliverTimeZone: delivery?.card.deliverTimeZone ?? null,
      deliveryVersion: 0,
      deliveryTokenHash: delivery?.card.deliveryTokenHash ?? null,
      deliveredAt: null,
      holderPhone: null,
      pinHash: pin?.pinHash ?? null,
      pinSealed: pin ? sealPin(this.secrets.codes, id, pin.pin) : null,
      soldAtLocationId,
      promotionBonusCents: promotion?.bonusCents ?? 0,
      posGan: null,
      posSquareId: null,
      billingState: order.billingState ?? null,
      locale: order.locale ?? DEFAULT_LOCALE,
      escheatedTo: null,
      escheatedOn: null,
    };
    const event = {
      ...this.issuedEvent(card, code, order),
      ...(delivery ? { delivery: delivery.event } : {}),
      ...(order.corporate ? { corporate: { ...order.corporate, line: line.line } } : {}),
      ...(promotion ? { promotion } : {}),
    };
    return { order, card, code, opening, promotion, event: newEvent('gift-card.issued', event) };
  }

  /** Counts the cards written and has their events relayed. */
  private issued(written: boolean[]): boolean[] {
    const count = written.filter(Boolean).length;
    if (count > 0) this.store.outbox.flushSoon();
    metrics.cardsIssued.inc(count);
    return written;
  }

  /** The card the issue wrote, or the one issued before it (by a concurrent call whose commit the insert waited for). */
  private async issuedOf(db: DbOrTx, { order, card, code }: PreparedIssue, written: boolean): Promise<IssuedCard> {
    if (written) return { ...card, code };
    const issued = sameBusiness((await findCardOfOrderLine(db, order.orderId, card.line))!, order);
    return { ...issued, code: openCode(this.secrets.codes, issued) };
  }

  private issuedEvent(card: IssuedCardRow, code: string, order: IssueInput): EventMap['gift-card.issued'] {
    return { ...cardEmailFacts(card, code, this.secrets.mail), receiptUrl: order.receiptUrl, ...(order.voucherVat && { voucherVat: order.voucherVat }) };
  }
}

interface PrintedPin {
  pin: string;
  pinHash: string;
}

/**
 * An unnamed corporate card's PIN (decision 0073): the card's recorded email is the issuing admin's, so no code by
 * email reaches its bearer; the PIN printed on its sheet confirms its redemptions instead.
 */
async function printedPin(order: IssueInput): Promise<PrintedPin | undefined> {
  if (order.corporate?.named !== false) return undefined;
  const pin = newPrintedPin();
  return { pin, pinHash: await hashPin(pin) };
}

/**
 * The promotion a sold card's line is issued under, its bonus taken from the budget first (corporate cards are paid
 * outside the platform, not sold: no promotion).
 */
async function promotionOf(db: DbOrTx, order: IssueInput, line: CardLine): Promise<PromotionOutcome | undefined> {
  if (order.corporate) return undefined;
  const { orderId, businessSlug, giftCardId } = order;
  return grantPromotionBonus(db, { orderId, line: line.line, businessSlug, giftCardId, paidCents: line.priceCents, at: now().toISOString() });
}

/** An order id names one business's order; the same id from another business is a caller's bug, not a second card. */
function sameBusiness<Card extends { businessSlug: string }>(card: Card, order: IssueInput): Card {
  if (card.businessSlug !== order.businessSlug) throw new DomainError('GIFT_CARD.ORDER_MISMATCH', CARD_SERVICE_MESSAGES.orderOtherBusiness);
  return card;
}

function toIssuedGiftCard(card: IssuedCard, promotion: PromotionOutcome | undefined): IssuedGiftCard {
  const bonusValueCents = card.faceValueCents - card.priceCents + card.promotionBonusCents;
  return {
    cardId: card.id,
    orderId: card.orderId,
    ...cardCodeAndType(card),
    paidValueCents: card.priceCents,
    bonusValueCents,
    remainingBalanceCents: card.balanceCents,
    expirationDate: card.expirationDate,
    paidExpiresOn: card.paidExpiresOn,
    bonusExpiresOn: bonusExpiresOn({ expirationDate: card.expirationDate, bonusValueCents }),
    jurisdiction: card.jurisdiction,
    status: card.status,
    holder: { name: card.holderName, email: card.holderEmail },
    issuedAt: new Date(card.createdAt).toISOString(),
    testCard: card.testCard,
    ...(promotion && { promotion }),
  };
}
