import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DB, DomainError, OUTBOX, rowValues, newEvent, now, plainQuery, qualifiedName, rowColumns, sealSecret, type Db, type DbOrTx, type Outbox, type Tx } from '@gv/platform';
import type { EventMap, IssuedGiftCard } from '@gv/proto';
import { issuedCards, ledger, type IssuedCardRow } from '../db/schema.js';
import { newGiftCardCode } from '../domain/gift-card-code.js';
import { checkIssueRequest, holderOf, openingBalance, type Buckets, type IssueInput } from '../domain/issue-rules.js';
import { MAIL_SEAL_KEY } from '../redemption-keys.js';

const ISSUED_CARDS = qualifiedName(issuedCards);
const LEDGER = qualifiedName(ledger);
const CARD_COLUMNS = rowColumns(issuedCards);

/**
 * Issues the one gift card of a paid order, from orders' call or, a few
 * seconds after its payment.completed event, from DeferredIssues (whichever
 * comes first): the card, its ACTIVATE ledger row and gift-card.issued commit
 * together, and the unique order id makes every later or concurrent attempt
 * answer the card issued first.
 */
@Injectable()
export class IssueGiftCardHandler {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(OUTBOX) private readonly outbox: Outbox,
    @Inject(MAIL_SEAL_KEY) private readonly sealKey: Buffer,
  ) {}

  async execute(request: unknown): Promise<IssuedGiftCard> {
    const card = await this.issueOnce(this.db, checkIssueRequest(request));
    return toIssuedGiftCard(card);
  }

  /** In the caller's transaction (the deferred issue of a paid order nobody asked for; see DeferredIssues). */
  async issueIn(tx: Tx, request: unknown): Promise<void> {
    await this.issueOnce(tx, checkIssueRequest(request));
  }

  /**
   * The card, its ACTIVATE ledger row and gift-card.issued in one statement (atomic by itself: no transaction round
   * trips on every purchase). When the order already has its card, the insert does nothing, and neither does the rest.
   */
  private async issueOnce(db: DbOrTx, order: IssueInput): Promise<IssuedCardRow> {
    const code = newGiftCardCode();
    const holder = holderOf(order);
    const opening = openingBalance(order.faceValueCents, order.amountCents);
    const card: IssuedCardRow = {
      id: randomUUID(),
      code,
      orderId: order.orderId,
      paymentId: order.paymentId,
      businessSlug: order.businessSlug,
      businessName: order.businessName || null,
      giftCardId: order.giftCardId,
      giftCardName: order.giftCardName,
      faceValueCents: order.faceValueCents,
      priceCents: order.amountCents,
      expirationDate: order.expirationDate,
      purchaseType: order.purchaseType,
      holderName: holder.name,
      holderEmail: holder.email,
      buyerName: order.buyer.name,
      buyerEmail: order.buyer.email,
      buyerPhone: order.buyer.phone,
      recipientName: order.recipient?.name ?? null,
      recipientEmail: order.recipient?.email ?? null,
      message: order.message,
      balanceCents: opening.balanceCents,
      paidBalanceCents: opening.paidCents,
      bonusBalanceCents: opening.bonusCents,
      status: 'active',
      createdAt: now().toISOString(),
    };
    const insert = rowValues(issuedCards, card);
    const ledgerParams = [opening.balanceCents, opening.paidCents, opening.bonusCents, `activate:${order.orderId}`, `payment:${order.paymentId}`];
    const l = insert.params.length;
    const events = this.outbox.eventsCte([newEvent('gift-card.issued', this.issuedEvent(card, order, opening))], 'card', l + ledgerParams.length + 1);
    const [written] = await plainQuery(
      db,
      `with card as (insert into ${ISSUED_CARDS} (${insert.columns}) values (${insert.placeholders}) on conflict (order_id) do nothing returning id, created_at),
       activated as (
         insert into ${LEDGER} (card_id, kind, amount_cents, paid_cents, bonus_cents, balance_after_cents, paid_after_cents, bonus_after_cents, idempotency_key, actor, created_at)
         select id, 'ACTIVATE', $${l + 1}::integer, $${l + 2}::integer, $${l + 3}::integer, $${l + 1}::integer, $${l + 2}::integer, $${l + 3}::integer, $${l + 4}::text, $${l + 5}::text, created_at from card),
       ${events.sql}
       select id from card`,
      [...insert.params, ...ledgerParams, ...events.params],
    );
    if (written) {
      this.outbox.flushSoon();
      return card;
    }
    // Issued before, or by a concurrent call whose commit this insert waited for.
    return sameBusiness((await findCardOfOrder(db, order.orderId))!, order);
  }

  private issuedEvent(card: IssuedCardRow, order: IssueInput, opening: Buckets): EventMap['gift-card.issued'] {
    return {
      v: 1,
      cardId: card.id,
      orderId: card.orderId,
      businessSlug: card.businessSlug,
      ...(card.businessName ? { businessName: card.businessName } : {}),
      giftCardId: card.giftCardId,
      giftCardName: card.giftCardName,
      faceValueCents: card.faceValueCents,
      paidValueCents: opening.paidCents,
      bonusValueCents: opening.bonusCents,
      priceCents: card.priceCents,
      expirationDate: card.expirationDate,
      purchaseType: card.purchaseType,
      holder: { name: card.holderName, email: card.holderEmail },
      buyer: { name: order.buyer.name, email: order.buyer.email },
      recipient: order.recipient,
      message: order.message,
      receiptUrl: order.receiptUrl,
      sealedCode: sealSecret(this.sealKey, card.code, card.holderEmail),
      issuedAt: card.createdAt,
    };
  }
}

async function findCardOfOrder(db: DbOrTx, orderId: string): Promise<IssuedCardRow | undefined> {
  const [card] = await plainQuery<IssuedCardRow>(db, `select ${CARD_COLUMNS} from ${ISSUED_CARDS} where order_id = $1`, [orderId]);
  return card;
}

/** An order id names one business's order; the same id from another business is a caller's bug, not a second card. */
function sameBusiness<Card extends { businessSlug: string }>(card: Card, order: IssueInput): Card {
  if (card.businessSlug !== order.businessSlug) throw new DomainError('GIFT_CARD.ORDER_MISMATCH', 'This order was issued for another business.', 409);
  return card;
}

function toIssuedGiftCard(card: IssuedCardRow): IssuedGiftCard {
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
    status: card.status,
    holder: { name: card.holderName, email: card.holderEmail },
    issuedAt: new Date(card.createdAt).toISOString(),
  };
}
