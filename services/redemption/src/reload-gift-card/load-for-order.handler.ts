import { Injectable } from '@nestjs/common';
import { DomainError, newEvent, now, Store, type Tx } from '@gv/platform';
import { CARD_SERVICE_MESSAGES, termsAtIssue, type LoadedCard } from '@gv/proto';
import { findCard, lockCard } from '../db/card-repository.js';
import { ledgerRowByKey, moveBalance } from '../db/ledger-repository.js';
import { loadCard } from '../db/load-repository.js';
import type { IssuedCardRow } from '../db/schema.js';
import { ledgerRowMove } from '../domain/adjusted-event.js';
import { refundKeys } from '../domain/card-action-rules.js';
import { checkIssueRequest, type IssueInput } from '../domain/issue-rules.js';
import { CardSecrets, openCode } from '../redemption-keys.js';
import { loadKey, reloadRefundId } from './load-payments.js';

/**
 * A reload's completed payment, as paid value on its card: the LOAD ledger row, gift-card.loaded (the holder's email),
 * and the paid value's last day as the card's law gives value loaded today (decision 0086), in one transaction. The card
 * was checked when the reload was charged; a status it took since does not lose the money paid for it: a voided card
 * keeps it until reactivated, a refunded one gives it back.
 */
@Injectable()
export class LoadForOrderHandler {
  constructor(private readonly store: Store, private readonly secrets: CardSecrets) {}

  async execute(request: unknown): Promise<LoadedCard> {
    const order = reloadOrder(request);
    const { card, givenBack } = await this.store.db.transaction(async (tx) => {
      const card = await this.loadIn(tx, order);
      return { card, givenBack: Boolean(await ledgerRowByKey(tx, refundKeys(reloadRefundId(order.orderId)).refund)) };
    });
    this.store.outbox.flushSoon();
    return {
      cardId: card.id,
      uniqueCode: openCode(this.secrets.codes, card),
      loadedCents: order.amountCents,
      remainingBalanceCents: card.balanceCents,
      currency: card.currency,
      // Only when this reload itself went back: a card refunded by an admin after the load was added answers as loaded.
      ...(givenBack && { refunded: true }),
    };
  }

  /** In the caller's transaction (the deferred issue of a paid reload nobody asked for); answers the card after the load. */
  async loadIn(tx: Tx, order: IssueInput & { reload: { cardId: string } }): Promise<IssuedCardRow> {
    const card = await lockCard(tx, order.reload.cardId);
    if (!card || card.businessSlug !== order.businessSlug) throw new DomainError('GIFT_CARD.ORDER_MISMATCH', CARD_SERVICE_MESSAGES.reloadOtherBusiness);
    if (await ledgerRowByKey(tx, loadKey(order.orderId))) return card;
    const at = now().toISOString();
    const { paidExpiresOn } = termsAtIssue(card.jurisdiction, at, card.expirationDate);
    const loaded = await loadCard(tx, { cardId: card.id, paidCents: order.amountCents, paidExpiresOn, idempotencyKey: loadKey(order.orderId), actor: `payment:${order.paymentId}`, at });
    const event = { ...ledgerRowMove(loaded.card, loaded.entry, at), orderId: order.orderId, paymentId: order.paymentId, paidExpiresOn: loaded.card.paidExpiresOn, loadedAt: at, ...(order.voucherVat && { voucherVat: order.voucherVat }) };
    await this.store.outbox.add(tx, [newEvent('gift-card.loaded', event)]);
    return card.status === 'refunded' ? this.refundLoad(tx, loaded.card, order, at) : loaded.card;
  }

  /**
   * A refunded card takes no value any more (no one can spend or refund it): a reload whose payment arrived after the
   * card's refund goes straight back to its payer, as a REFUND row and gift-card.refunded with no admin, on which orders
   * refunds the reload's payment at Square (decision 0086).
   */
  private async refundLoad(tx: Tx, card: IssuedCardRow, order: IssueInput & { reload: { cardId: string } }, at: string): Promise<IssuedCardRow> {
    const refundId = reloadRefundId(order.orderId);
    const entry = await moveBalance(tx, { cardId: card.id, kind: 'REFUND', paidCents: -order.amountCents, bonusCents: 0, idempotencyKey: refundKeys(refundId).refund, actor: 'platform', at, refundedOrderId: order.orderId });
    if (!entry) throw new Error(`the reload of order ${order.orderId} could not be taken off refunded card ${card.id}`);
    await this.store.outbox.add(tx, [
      newEvent('gift-card.refunded', {
        v: 1,
        refundId,
        cardId: card.id,
        orderId: order.orderId,
        paymentId: order.paymentId,
        businessSlug: card.businessSlug,
        amountCents: order.amountCents,
        currency: card.currency,
        // What the card's audit trail and Square's refund say.
        reason: CARD_SERVICE_MESSAGES.reloadRefundReason,
        refundedAt: at,
        testCard: card.testCard,
        ...(card.businessName ? { businessName: card.businessName } : {}),
        giftCardName: card.giftCardName,
        balanceAfterCents: entry.balanceAfterCents,
      }),
    ]);
    return findCard(tx, card.id);
  }
}

/** A paid order that tops up a card; any other is a caller's bug. */
export function reloadOrder(request: unknown): IssueInput & { reload: { cardId: string } } {
  const order = checkIssueRequest(request);
  if (!order.reload) throw new DomainError('GIFT_CARD.NOT_A_RELOAD', CARD_SERVICE_MESSAGES.notAReload);
  return { ...order, reload: order.reload };
}
