import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { metrics, DB, DomainError, OUTBOX, newEvent, now, type Db, type DbOrTx, type Outbox, type Tx } from '@gv/platform';
import { bonusExpiresOn, isScheduled, termsAtIssue, type EventMap, type IssuedGiftCard, type IssuedOrder } from '@gv/proto';
import { batchedCardIssues, insertCardIssues, type CardIssue } from '../db/card-issue-repository.js';
import { findCardOfOrderLine } from '../db/card-repository.js';
import type { IssuedCard, IssuedCardRow } from '../db/schema.js';
import { newGiftCardCode } from '../domain/gift-card-code.js';
import { cardLines, checkIssueRequest, holderOf, openingBalance, type CardLine, type IssueInput } from '../domain/issue-rules.js';
import { DeliveryClock } from '../schedule-gift-delivery/delivery-clock.js';
import { scheduledDelivery } from '../schedule-gift-delivery/scheduled-delivery.js';
import { CARD_CODE_KEYS, codeLookupHash, MAIL_SEAL_KEY, openCode, sealCode, sealPin, type CardCodeKeys } from '../redemption-keys.js';
import { hashPin, newPrintedPin } from '../holder-pins.js';
import { cardEmailFacts } from './card-email.js';

interface PreparedIssue extends CardIssue {
  order: IssueInput;
  /** The new card's code, stored only as its hash and sealed copy. */
  code: string;
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

  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(OUTBOX) private readonly outbox: Outbox,
    @Inject(MAIL_SEAL_KEY) private readonly sealKey: Buffer,
    @Inject(CARD_CODE_KEYS) private readonly codeKeys: CardCodeKeys,
    private readonly clock: DeliveryClock,
  ) {
    this.insertBatched = batchedCardIssues(db, outbox);
  }

  /** The order's cards, in line order: the first answers as the order's card, `cards` lists them all. */
  async execute(request: unknown): Promise<IssuedOrder> {
    const order = checkIssueRequest(request);
    const issues = await Promise.all(cardLines(order).map(async (line) => this.prepare(order, line, await printedPin(order))));
    const written = this.issued(await Promise.all(issues.map((issue) => this.insertBatched(issue))));
    const cards = await Promise.all(issues.map(async (issue, i) => toIssuedGiftCard(await this.issuedOf(this.db, issue, written[i]))));
    return { ...cards[0], cards };
  }

  /** In the caller's transaction (the deferred issue of a paid order nobody asked for; see DeferredIssues). */
  async issueIn(tx: Tx, request: unknown): Promise<void> {
    const order = checkIssueRequest(request);
    const issues = await Promise.all(cardLines(order).map(async (line) => this.prepare(order, line, await printedPin(order))));
    const written = this.issued(await insertCardIssues(tx, this.outbox, issues));
    for (const [i, issue] of issues.entries()) await this.issuedOf(tx, issue, written[i]);
  }

  /** The card this issue would write, with its opening balance and its gift-card.issued (made in the caller's request). */
  private prepare(order: IssueInput, line: CardLine, pin: PrintedPin | undefined): PreparedIssue {
    const holder = holderOf(order, line);
    const opening = openingBalance(order.faceValueCents, line.priceCents);
    const id = randomUUID();
    const code = newGiftCardCode();
    const issuedAt = now().toISOString();
    const terms = termsAtIssue(order.jurisdiction, issuedAt, order.expirationDate);
    const delivery = isScheduled(line.deliverAt, this.clock.now()) ? scheduledDelivery(this.codeKeys, this.sealKey, line.deliverAt!, line.deliverTimeZone, order.buyer.email) : undefined;
    const card: IssuedCardRow = {
      id,
      codeHash: codeLookupHash(this.codeKeys, code),
      codeSealed: sealCode(this.codeKeys, id, code),
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
      expirationDate: order.expirationDate,
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
      pinSealed: pin ? sealPin(this.codeKeys, id, pin.pin) : null,
    };
    const event = {
      ...this.issuedEvent(card, code, order),
      ...(delivery ? { delivery: delivery.event } : {}),
      ...(order.corporate ? { corporate: { ...order.corporate, line: line.line } } : {}),
    };
    return { order, card, code, opening, event: newEvent('gift-card.issued', event) };
  }

  /** Counts the cards written and has their events relayed. */
  private issued(written: boolean[]): boolean[] {
    const count = written.filter(Boolean).length;
    if (count > 0) this.outbox.flushSoon();
    metrics.cardsIssued.inc(count);
    return written;
  }

  /** The card the issue wrote, or the one issued before it (by a concurrent call whose commit the insert waited for). */
  private async issuedOf(db: DbOrTx, { order, card, code }: PreparedIssue, written: boolean): Promise<IssuedCard> {
    if (written) return { ...card, code };
    const issued = sameBusiness((await findCardOfOrderLine(db, order.orderId, card.line))!, order);
    return { ...issued, code: openCode(this.codeKeys, issued) };
  }

  private issuedEvent(card: IssuedCardRow, code: string, order: IssueInput): EventMap['gift-card.issued'] {
    return { ...cardEmailFacts(card, code, this.sealKey), receiptUrl: order.receiptUrl };
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

/** An order id names one business's order; the same id from another business is a caller's bug, not a second card. */
function sameBusiness<Card extends { businessSlug: string }>(card: Card, order: IssueInput): Card {
  if (card.businessSlug !== order.businessSlug) throw new DomainError('GIFT_CARD.ORDER_MISMATCH', 'This order was issued for another business.');
  return card;
}

function toIssuedGiftCard(card: IssuedCard): IssuedGiftCard {
  return {
    cardId: card.id,
    orderId: card.orderId,
    uniqueCode: card.code,
    businessSlug: card.businessSlug,
    giftCardId: card.giftCardId,
    giftCardName: card.giftCardName,
    faceValueCents: card.faceValueCents,
    paidValueCents: card.priceCents,
    bonusValueCents: card.faceValueCents - card.priceCents,
    remainingBalanceCents: card.balanceCents,
    expirationDate: card.expirationDate,
    paidExpiresOn: card.paidExpiresOn,
    bonusExpiresOn: bonusExpiresOn({ expirationDate: card.expirationDate, bonusValueCents: card.faceValueCents - card.priceCents }),
    jurisdiction: card.jurisdiction,
    status: card.status,
    holder: { name: card.holderName, email: card.holderEmail },
    issuedAt: new Date(card.createdAt).toISOString(),
    testCard: card.testCard,
  };
}
