import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DB, DomainError, newEvent, RemoteError, RPC, type Db, type RpcClient } from '@gv/platform';
import { CARD_ACTION_MESSAGES, toMajorUnits, isPaidOutside, OrdersRpc, type CardRefunded, type EventMap, type RefundCardRequest } from '@gv/proto';
import { CardActionRunner } from '../card-action-runner.js';
import { changeStatus, findCard } from '../db/card-repository.js';
import { moveBalance } from '../db/ledger-repository.js';
import { cardActionErrors, parseRefundAmount, refundKeys } from '../domain/card-action-rules.js';
import { refundedPayment } from '../reload-gift-card/load-payments.js';
import { RefundPutBack } from './refund-put-back.js';

/**
 * POST /api/v1/admin/issued-cards/{code}/refund. The value leaves the card before Square is asked: in one
 * transaction, the REFUND ledger row (paid value only; bonus value is never paid out), DEACTIVATE of the bonus value
 * left when no paid value is left (the card is then `refunded`), and `gift-card.refunded` for orders, which refunds the
 * payment at Square with the refund's id as its idempotency key. So a redemption racing the refund can never spend
 * the same money, and a crash after the commit still ends in one refund (the event). Then orders is asked at once
 * for Square's answer; a refusal puts the value back and tells the admin why. With `reloadOrderId`, the refund returns
 * that reload's payment, at most the value it loaded.
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
    const refundId = randomUUID();
    let refund: EventMap['gift-card.refunded'] | undefined;
    const card = await this.runner.run(request, async (tx, locked, { reason, adminId, actor, at }) => {
      if (locked.status !== 'active') throw cardActionErrors.notRefundable();
      if (isPaidOutside(locked.paymentId)) throw cardActionErrors.paidOutside();
      const asked = parseRefundAmount(request.amount, locked.currency);
      if (locked.paidBalanceCents === 0) throw cardActionErrors.nothingToRefund();
      const payment = await refundedPayment(tx, locked, request.reloadOrderId);
      const mostCents = Math.min(locked.paidBalanceCents, payment.loadedCents ?? locked.paidBalanceCents);
      const cents = asked ?? mostCents;
      if (cents > mostCents) throw cardActionErrors.refundTooLarge(mostCents, locked.currency);
      const keys = refundKeys(refundId);
      const entry = await moveBalance(tx, { cardId: locked.id, kind: 'REFUND', paidCents: -cents, bonusCents: 0, idempotencyKey: keys.refund, actor, at });
      if (!entry) throw cardActionErrors.refundTooLarge(locked.paidBalanceCents, locked.currency);
      if (entry.paidAfterCents === 0) {
        if (entry.bonusAfterCents > 0) {
          await moveBalance(tx, { cardId: locked.id, kind: 'DEACTIVATE', paidCents: 0, bonusCents: -entry.bonusAfterCents, idempotencyKey: keys.forfeit, actor, at });
        }
        await changeStatus(tx, locked.id, ['active'], 'refunded');
      }
      const after = await findCard(tx, locked.id);
      refund = {
        v: 1,
        refundId,
        cardId: locked.id,
        orderId: payment.orderId,
        paymentId: payment.paymentId,
        businessSlug: locked.businessSlug,
        amountCents: cents,
        currency: locked.currency,
        reason,
        adminId,
        refundedAt: at,
        testCard: locked.testCard,
        // A reload was paid by whoever had the card's page, with a card redemption does not know: no receipt to the buyer.
        ...(payment.loadedCents === null ? { buyer: { name: locked.buyerName, email: locked.buyerEmail } } : {}),
        ...(locked.businessName ? { businessName: locked.businessName } : {}),
        giftCardName: locked.giftCardName,
        balanceAfterCents: after.balanceCents,
        ...(locked.paymentCardLast4 && payment.loadedCents === null ? { cardLast4: locked.paymentCardLast4 } : {}),
        ...(locked.soldAtLocationId ? { soldAtLocationId: locked.soldAtLocationId } : {}),
      };
      return { card: after, action: 'refund', ledgerId: entry.id, events: [newEvent('gift-card.refunded', refund)] };
    });
    await this.askSquare(refund!);
    return { refundedAmount: toMajorUnits(refund!.amountCents, card.currency), ...card };
  }

  /** Square's answer now, through orders; none yet (unreachable, unconfirmed) is fine: the event carries the refund. */
  private async askSquare({ v: _v, ...refund }: EventMap['gift-card.refunded']): Promise<void> {
    try {
      await this.rpc.call(OrdersRpc.refundPayment, refund);
    } catch (error) {
      if (!(error instanceof RemoteError) || error.body.code !== 'REFUND.REJECTED') return;
      await this.db.transaction((tx) => this.putBack.putBack(tx, { refundId: refund.refundId, cardId: refund.cardId, message: error.body.message }));
      throw new DomainError('REFUND.REJECTED', CARD_ACTION_MESSAGES.refundRejected(error.body.message));
    }
  }
}
