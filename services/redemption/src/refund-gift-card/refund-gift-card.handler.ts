import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DB, DomainError, newEvent, RemoteError, RPC, type Db, type RpcClient } from '@gv/platform';
import { CARD_ACTION_MESSAGES, toMajorUnits, isPaidOutside, OrdersRpc, type CardRefunded, type EventMap, type RefundCardRequest } from '@gv/proto';
import { CardActionRunner } from '../card-action-runner.js';
import { changeStatus, findCard } from '../db/card-repository.js';
import { moveBalance } from '../db/ledger-repository.js';
import { cardActionErrors, parseRefundAmount, refundKeys } from '../domain/card-action-rules.js';
import type { LedgerRow } from '../db/schema.js';
import { refundParts } from './refunded-payments.js';
import { RefundPutBack } from './refund-put-back.js';

/**
 * POST /api/v1/admin/issued-cards/{code}/refund. The value leaves the card before Square is asked: in one
 * transaction, the REFUND ledger row (paid value only; bonus value is never paid out), DEACTIVATE of the bonus value
 * left when no paid value is left (the card is then `refunded`), and `gift-card.refunded` for orders, which refunds the
 * payment at Square with the refund's id as its idempotency key. So a redemption racing the refund can never spend
 * the same money, and a crash after the commit still ends in one refund (the event). Then orders is asked at once
 * for Square's answer; a refusal puts the value back and tells the admin why. The refund goes back to the card's
 * payments, newest first, one refund each (`refundParts`); with `reloadOrderId`, to that reload's payment alone.
 */
@Injectable()
export class RefundGiftCardHandler {
  constructor(
    private readonly runner: CardActionRunner,
    private readonly putBack: RefundPutBack,
    @Inject(DB) private readonly db: Db,
    @Inject(RPC) private readonly rpc: RpcClient,
  ) {}

  async execute(request: RefundCardRequest): Promise<CardRefunded> {
    let refunds: EventMap['gift-card.refunded'][] = [];
    const card = await this.runner.run(request, async (tx, locked, { reason, adminId, actor, at }) => {
      if (locked.status !== 'active') throw cardActionErrors.notRefundable();
      if (isPaidOutside(locked.paymentId)) throw cardActionErrors.paidOutside();
      const asked = parseRefundAmount(request.amount, locked.currency);
      if (locked.paidBalanceCents === 0) throw cardActionErrors.nothingToRefund();
      const parts = await refundParts(tx, locked, asked, request.reloadOrderId);
      const refundIds = parts.map(() => randomUUID());
      let last: LedgerRow | null = null;
      for (const [index, part] of parts.entries()) {
        last = await moveBalance(tx, { cardId: locked.id, kind: 'REFUND', paidCents: -part.cents, bonusCents: 0, idempotencyKey: refundKeys(refundIds[index]).refund, actor, at, refundedOrderId: part.orderId });
        if (!last) throw cardActionErrors.refundTooLarge(locked.paidBalanceCents, locked.currency);
      }
      if (!last) throw cardActionErrors.nothingToRefund();
      if (last.paidAfterCents === 0) {
        // The last refund emptied the card: the bonus value left goes with it, and comes back if Square refuses that refund.
        if (last.bonusAfterCents > 0) {
          await moveBalance(tx, { cardId: locked.id, kind: 'DEACTIVATE', paidCents: 0, bonusCents: -last.bonusAfterCents, idempotencyKey: refundKeys(refundIds.at(-1)!).forfeit, actor, at });
        }
        await changeStatus(tx, locked.id, ['active'], 'refunded');
      }
      const after = await findCard(tx, locked.id);
      refunds = parts.map((part, index) => ({
        v: 1,
        refundId: refundIds[index],
        cardId: locked.id,
        orderId: part.orderId,
        paymentId: part.paymentId,
        businessSlug: locked.businessSlug,
        amountCents: part.cents,
        currency: locked.currency,
        reason,
        adminId,
        refundedAt: at,
        testCard: locked.testCard,
        // A reload was paid by whoever had the card's page, with a card redemption does not know: no receipt to the buyer.
        ...(part.reload ? {} : { buyer: { name: locked.buyerName, email: locked.buyerEmail } }),
        ...(locked.businessName ? { businessName: locked.businessName } : {}),
        giftCardName: locked.giftCardName,
        balanceAfterCents: after.balanceCents,
        ...(locked.paymentCardLast4 && !part.reload ? { cardLast4: locked.paymentCardLast4 } : {}),
        ...(locked.soldAtLocationId ? { soldAtLocationId: locked.soldAtLocationId } : {}),
      }));
      return { card: after, action: 'refund', ledgerId: last.id, events: refunds.map((refund) => newEvent('gift-card.refunded', refund)) };
    });
    await this.askSquare(refunds);
    return { refundedAmount: toMajorUnits(sumOf(refunds), card.currency), ...card };
  }

  /**
   * Square's answer now, through orders, for each payment given back; none yet (unreachable, unconfirmed) is fine: the
   * event carries the refund. A refusal puts that refund's value back on the card and tells the admin why.
   */
  private async askSquare(refunds: EventMap['gift-card.refunded'][]): Promise<void> {
    let refused: string | undefined;
    for (const { v: _v, ...refund } of refunds) {
      try {
        await this.rpc.call(OrdersRpc.refundPayment, refund);
      } catch (error) {
        if (!(error instanceof RemoteError) || error.body.code !== 'REFUND.REJECTED') continue;
        await this.db.transaction((tx) => this.putBack.putBack(tx, { refundId: refund.refundId, cardId: refund.cardId, message: error.body.message }));
        refused ??= error.body.message;
      }
    }
    if (refused) throw new DomainError('REFUND.REJECTED', CARD_ACTION_MESSAGES.refundRejected(refused));
  }
}

const sumOf = (refunds: EventMap['gift-card.refunded'][]) => refunds.reduce((sum, refund) => sum + refund.amountCents, 0);
