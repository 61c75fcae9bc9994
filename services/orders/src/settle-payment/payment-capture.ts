import { Injectable } from '@nestjs/common';
import { Store } from '@gv/platform';
import type { PaymentCredentials } from '@gv/proto';
import { captureOf } from '../db/order-repository.js';
import type { OrderRow } from '../db/schema.js';
import { BUYING_LIMIT_MESSAGES, buyingLimitReached } from '../domain/buying-limits.js';
import type { SquareOutcome } from '../domain/square-payment.js';
import { BuyingLimits } from '../create-payment/buying-limits.js';
import { SquarePayments } from '../square/square-payments.js';
import { PaymentSettlement, type SettledOrder } from './payment-settlement.js';

/**
 * A checkout's payment is authorized first, then completed or cancelled by the day's limit on the card that paid
 * (decision 0096), whichever path hears of it authorized: the checkout, a retry, the webhook, reconciliation. The
 * decision is taken once per order and kept on it, so a path that comes later, or after a crash, carries it out.
 */
@Injectable()
export class PaymentCapture {
  constructor(
    private readonly store: Store,
    private readonly square: SquarePayments,
    private readonly settlement: PaymentSettlement,
    private readonly limits: BuyingLimits,
  ) {}

  /** CreatePayment for the order, and what becomes of it. */
  async charge(order: OrderRow, credentials: PaymentCredentials): Promise<SettledOrder> {
    return this.settle(order, await this.square.create(order, credentials), credentials);
  }

  /** Asks Square about a pending order and settles it from the answer. */
  async reconcile(order: OrderRow): Promise<SettledOrder> {
    return this.settle(order, await this.square.lookUp(order));
  }

  /** Records what Square said of the order's payment; an authorized one is completed or cancelled first. */
  async settle(order: OrderRow, outcome: SquareOutcome, credentials?: PaymentCredentials): Promise<SettledOrder> {
    const approved = order.capture !== null && order.status === 'pending' && outcome.kind === 'payment' && outcome.payment.status === 'APPROVED' ? outcome.payment : undefined;
    if (!approved) return this.settlement.record(order, outcome, await this.refusalOf(order, outcome));
    const decision = await this.limits.decideCapture(order, approved.cardFingerprint);
    const seller = credentials ?? (await this.square.credentials(order.businessSlug));
    const asked = decision === 'complete' ? await this.square.complete(order, seller, approved.id) : await this.square.cancel(order, seller, approved.id);
    // No payment in the answer (lost, or refused because another path finished it first): Square's description settles it.
    const finished = asked.kind === 'payment' || (asked.kind === 'declined' && asked.payment) ? asked : await this.square.describe(order, seller, approved.id);
    return this.settlement.record(order, finished, decision === 'cancel' ? limitRefusal(order) : undefined);
  }

  /** A payment we cancelled over the limit fails the order with the limit's words, whichever path hears it cancelled. */
  private async refusalOf(order: OrderRow, outcome: SquareOutcome) {
    const canceled = order.capture !== null && outcome.kind === 'declined' && outcome.payment?.status === 'CANCELED';
    return canceled && (await captureOf(this.store.db, order.id)) === 'cancel' ? limitRefusal(order) : undefined;
  }
}

const limitRefusal = (order: OrderRow) => buyingLimitReached(BUYING_LIMIT_MESSAGES.buyer(order.currency));
