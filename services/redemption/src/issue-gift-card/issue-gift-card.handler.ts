import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { DB, DomainError, OUTBOX, newEvent, now, plainQuery, sealSecret, type Db, type Outbox, type Tx } from '@gv/platform';
import type { IssuedGiftCard } from '@gv/proto';
import { issuedCards, type IssuedCardRow } from '../db/schema.js';
import { newGiftCardCode } from '../domain/gift-card-code.js';
import { checkIssueRequest, holderOf, openingBalance, type IssueInput } from '../domain/issue-rules.js';
import { MAIL_SEAL_KEY } from '../redemption-keys.js';

/**
 * Issues the one gift card of a paid order, from orders' call or from its
 * payment.completed event (whichever comes first): the card, its ACTIVATE
 * ledger row and gift-card.issued commit together, and the unique order id
 * makes every later or concurrent attempt answer the card issued first.
 */
@Injectable()
export class IssueGiftCardHandler {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(OUTBOX) private readonly outbox: Outbox,
    @Inject(MAIL_SEAL_KEY) private readonly sealKey: Buffer,
  ) {}

  async execute(request: unknown): Promise<IssuedGiftCard> {
    const order = checkIssueRequest(request);
    const card = await this.db.transaction((tx) => this.issueOnce(tx, order));
    this.outbox.flushSoon();
    return toIssuedGiftCard(card);
  }

  /** In the caller's transaction (an event handler's, beside its inbox row). */
  async issueIn(tx: Tx, request: unknown): Promise<void> {
    await this.issueOnce(tx, checkIssueRequest(request));
    this.outbox.flushSoon();
  }

  private async issueOnce(tx: Tx, order: IssueInput): Promise<IssuedCardRow> {
    const existing = await findCardOfOrder(tx, order.orderId);
    if (existing) return sameBusiness(existing, order);

    const code = newGiftCardCode();
    const holder = holderOf(order);
    const opening = openingBalance(order.faceValueCents, order.amountCents);
    const issuedAt = now().toISOString();
    const [card] = await tx
      .insert(issuedCards)
      .values({
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
        createdAt: issuedAt,
      })
      .onConflictDoNothing({ target: issuedCards.orderId })
      .returning();
    // Another call issued it meanwhile: the insert waited for that commit and did nothing.
    if (!card) return sameBusiness((await findCardOfOrder(tx, order.orderId))!, order);

    // Plain SQL (see plainQuery): every purchase writes this row.
    await plainQuery(
      tx,
      `insert into redemption.ledger
         (card_id, kind, amount_cents, paid_cents, bonus_cents, balance_after_cents, paid_after_cents, bonus_after_cents, idempotency_key, actor, created_at)
       values ($1, 'ACTIVATE', $2, $3, $4, $2, $3, $4, $5, $6, $7)`,
      [card.id, opening.balanceCents, opening.paidCents, opening.bonusCents, `activate:${order.orderId}`, `payment:${order.paymentId}`, issuedAt],
    );
    await this.outbox.add(tx, [
      newEvent('gift-card.issued', {
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
        holder,
        buyer: { name: order.buyer.name, email: order.buyer.email },
        recipient: order.recipient,
        message: order.message,
        receiptUrl: order.receiptUrl,
        sealedCode: sealSecret(this.sealKey, code, holder.email),
        issuedAt: new Date(card.createdAt).toISOString(),
      }),
    ]);
    return card;
  }
}

async function findCardOfOrder(tx: Tx, orderId: string): Promise<IssuedCardRow | undefined> {
  const [card] = await tx.select().from(issuedCards).where(eq(issuedCards.orderId, orderId));
  return card;
}

/** An order id names one business's order; the same id from another business is a caller's bug, not a second card. */
function sameBusiness(card: IssuedCardRow, order: IssueInput): IssuedCardRow {
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
