import { Inject, Injectable } from '@nestjs/common';
import { metrics, LOGGER, newEvent, now, Store, type DbOrTx, type Logger } from '@gv/platform';
import type { AnyEventEnvelope, PaymentRefunded, RefundPaymentRequest } from '@gv/proto';
import { findOrder } from '../db/order-repository.js';
import { findRefund, moveRefund, requestRefund, type RefundChanges } from '../db/refund-repository.js';
import type { OrderRow, RefundRow } from '../db/schema.js';
import { refundIdReused, refundOrderNotFound, refundOrderNotPaid, refundPaymentMismatch, refundRejected, refundUnconfirmed } from '../domain/order-errors.js';
import { orderRefunded, refundFailed } from '../domain/order-events.js';
import { isSameRefund, parseRefundRequest, refundPaymentBody, type RefundAsked, type RefundOutcome } from '../domain/square-refund.js';
import { SquarePayments } from '../square/square-payments.js';

/**
 * How long a refund the admin's call is sending is left to it before the sender sends it too: longer than a call to
 * Square lasts (two attempts of 6 s), so the sender only takes up what that call could not settle.
 */
export const RETRY_AFTER_SECONDS = 30;

/**
 * Refunds part of an order's payment at Square, once per refund id (Square's idempotency key), however often and from
 * wherever it is asked: redemption's call right after the admin's refund, the `gift-card.refunded` event, the sender
 * retrying a refund Square did not answer (decision 0049). The refund is stored `requested` before Square is called,
 * and every request is built from the stored row, so asking again sends the identical request and Square answers the
 * refund it made. Its answer moves the row out of `requested` once (a guarded update), and only that move records
 * `order.refunded` or `refund.failed`.
 */
@Injectable()
export class RefundPaymentHandler {
  /** The calls to Square in progress, by refund id: concurrent asks in this process share one. */
  private readonly sending = new Map<string, Promise<PaymentRefunded>>();

  constructor(private readonly store: Store, @Inject(LOGGER) private readonly logger: Logger, private readonly square: SquarePayments) {}

  /**
   * Redemption's call: Square's answer now. A refund already answered answers the same (a refusal is thrown again);
   * one Square did not answer is sent again; REFUND.UNCONFIRMED when Square does not answer this time either.
   */
  async execute(request: RefundPaymentRequest): Promise<PaymentRefunded> {
    const asked = parseRefundRequest(request);
    const order = await this.paidOrder(this.store.db, asked);
    const at = now();
    const refund = await requestRefund(this.store.db, asked, at.toISOString(), new Date(at.getTime() + RETRY_AFTER_SECONDS * 1000).toISOString());
    if (!isSameRefund(refund, asked)) throw refundIdReused();
    return refund.status === 'requested' ? this.send(order, refund) : answerOf(refund);
  }

  /**
   * The event's path, in the consumer's transaction `tx`: the refund is checked and stored `requested`, due at once,
   * and the sender sends it after the commit (Square is never called with a transaction open). Answers whether it
   * waits to be sent. A refund that can never be made (no such paid order, another business's or payment's, a
   * reused id) throws its DomainError.
   */
  async accept(tx: DbOrTx, request: RefundPaymentRequest): Promise<boolean> {
    const asked = parseRefundRequest(request);
    await this.paidOrder(tx, asked);
    const at = now().toISOString();
    const refund = await requestRefund(tx, asked, at, at);
    if (!isSameRefund(refund, asked)) throw refundIdReused();
    return refund.status === 'requested';
  }

  /** The sender's path: a requested refund sent again, exactly as stored. */
  async resend(refund: RefundRow): Promise<PaymentRefunded> {
    const order = await findOrder(this.store.db, refund.orderId);
    if (!order) throw refundOrderNotFound();
    return this.send(order, refund);
  }

  /** The order the refund is of: it exists, is this business's, is paid, and was paid with this payment. */
  private async paidOrder(db: DbOrTx, asked: RefundAsked): Promise<OrderRow> {
    const order = await findOrder(db, asked.orderId);
    if (!order) throw refundOrderNotFound();
    if (order.businessSlug !== asked.businessSlug || order.squarePaymentId !== asked.paymentId) throw refundPaymentMismatch();
    if (order.status !== 'paid') throw refundOrderNotPaid();
    return order;
  }

  private send(order: OrderRow, refund: RefundRow): Promise<PaymentRefunded> {
    let sending = this.sending.get(refund.refundId);
    if (!sending) {
      sending = this.sendOnce(order, refund).finally(() => this.sending.delete(refund.refundId));
      this.sending.set(refund.refundId, sending);
    }
    return sending;
  }

  private async sendOnce(order: OrderRow, refund: RefundRow): Promise<PaymentRefunded> {
    const credentials = await this.square.credentials(order.businessSlug);
    const outcome = await this.square.refund(order, credentials, refundPaymentBody(refund, order.currency));
    if (outcome.kind === 'unknown') {
      this.logger.warn({ refundId: refund.refundId, orderId: order.id, reason: outcome.reason }, 'Square did not answer a refund; it will be sent again');
      throw refundUnconfirmed();
    }
    return answerOf(await this.record(refund, order.currency, outcome));
  }

  /**
   * Square's answer: the refund leaves `requested` in one guarded update, and its event is recorded by the same
   * statement only when that update moved it. Answers the refund as it now stands (moved by this answer or another).
   */
  private async record(refund: RefundRow, currency: string, outcome: Exclude<RefundOutcome, { kind: 'unknown' }>): Promise<RefundRow> {
    const at = now().toISOString();
    const changes: RefundChanges =
      outcome.kind === 'taken'
        ? { status: outcome.status, squareRefundId: outcome.squareRefundId, failureCode: null, failureMessage: null, updatedAt: at }
        : { status: outcome.status, squareRefundId: outcome.squareRefundId ?? null, failureCode: outcome.code, failureMessage: outcome.message, updatedAt: at };
    const event: AnyEventEnvelope =
      outcome.kind === 'taken'
        ? newEvent('order.refunded', orderRefunded({ ...refund, currency }, outcome.squareRefundId, at))
        : newEvent('refund.failed', refundFailed(refund, outcome.code, outcome.message));
    const moved = await moveRefund(this.store.db, this.store.outbox, refund.refundId, 'requested', changes, event);
    if (moved) {
      this.store.outbox.flushSoon();
      if (outcome.kind === 'taken') {
        metrics.refunds.inc();
        metrics.refundedCents.inc(refund.amountCents);
      }
      return { ...refund, ...changes };
    }
    const stored = (await findRefund(this.store.db, refund.refundId))!;
    if (outcome.kind !== (isTaken(stored) ? 'taken' : 'refused')) {
      // Square answered one refund id two ways (never seen: every request is identical); the first answer recorded stands.
      this.logger.error({ refundId: refund.refundId, recorded: stored.status, answered: outcome.kind }, 'Square answered a refund otherwise than recorded');
    }
    return stored;
  }
}

const isTaken = (refund: RefundRow): refund is RefundRow & { status: 'PENDING' | 'COMPLETED' } => refund.status === 'PENDING' || refund.status === 'COMPLETED';

/** A refund Square answered: taken, or its refusal thrown again. */
function answerOf(refund: RefundRow): PaymentRefunded {
  if (isTaken(refund) && refund.squareRefundId) return { refundId: refund.refundId, squareRefundId: refund.squareRefundId, status: refund.status };
  if (refund.status === 'REJECTED' || refund.status === 'FAILED') throw refundRejected(refund.failureMessage ?? 'Square refused the refund');
  throw refundUnconfirmed();
}
