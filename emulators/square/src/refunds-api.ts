import { FieldCheck } from './field-check.js';
import { answerOnce } from './idempotency.js';
import { refundEvent, squareId, type Merchant, type Notify } from './merchant.js';
import type { PaymentsApi } from './payments-api.js';
import type { EmulatorState, StoredRefund } from './state.js';
import { invalidRequest, notFound, type Answer, type PaymentRefund } from './wire.js';

/**
 * Square's Refunds API for refunds linked to a payment: RefundPayment answers PENDING, as Square does, and the refund
 * becomes COMPLETED `settleMs` later (announced by `refund.updated`), or FAILED when the card network was told to fail
 * it (`failNextSettlements`): then no money moved, and the payment can be refunded again.
 */
export class RefundsApi {
  private readonly timers = new Set<NodeJS.Timeout>();
  private failingSettlements = 0;

  constructor(
    private readonly state: EmulatorState,
    private readonly payments: PaymentsApi,
    private readonly notify: Notify,
    private readonly settleMs: number,
  ) {
    for (const stored of state.refunds.values()) if (stored.refund.status === 'PENDING') this.settleLater(stored);
  }

  refund(merchant: Merchant, body: Record<string, unknown>): Answer {
    const check = new FieldCheck(body);
    const idempotencyKey = check.string('idempotency_key', { required: true, max: 45 });
    const paymentId = check.string('payment_id', { required: true, max: 192 });
    // A refund is in the currency of the payment it refunds.
    const refunded = this.state.payments.get(paymentId ?? '');
    const amount = check.money('amount_money', refunded?.merchantId === merchant.id ? refunded.payment.total_money.currency : merchant.currency, { required: true });
    const reason = check.string('reason', { max: 192 });
    check.done();

    return answerOnce(this.state, `${merchant.id}/RefundPayment`, idempotencyKey!, body, () => {
      const storedPayment = this.payments.find(merchant, paymentId!);
      const { payment } = storedPayment;
      if (payment.status === 'APPROVED') {
        throw invalidRequest('REFUND_ERROR_PAYMENT_NEEDS_COMPLETION', 'Payment must be completed before it can be refunded.', 'payment_id');
      }
      if (payment.status !== 'COMPLETED') throw invalidRequest('PAYMENT_NOT_REFUNDABLE', `Payment is ${payment.status}.`, 'payment_id');
      const refundable = payment.total_money.amount - (payment.refunded_money?.amount ?? 0);
      if (amount!.amount > refundable) {
        throw invalidRequest('REFUND_AMOUNT_INVALID', `The requested refund amount exceeds the amount available to refund (${refundable}).`, 'amount_money.amount');
      }
      const now = new Date().toISOString();
      const refund: PaymentRefund = {
        id: `${payment.id}_${squareId(45)}`,
        status: 'PENDING',
        location_id: payment.location_id,
        amount_money: amount!,
        payment_id: payment.id,
        order_id: payment.order_id,
        ...(reason === undefined ? {} : { reason }),
        created_at: now,
        updated_at: now,
        destination_type: payment.source_type,
      };
      const stored = { merchantId: merchant.id, refund };
      this.state.saveRefund(stored);
      this.notify(merchant.id, 'refund.created', refundEvent(refund));
      this.payments.update(storedPayment, (p) => {
        p.refund_ids = [...(p.refund_ids ?? []), refund.id];
        p.refunded_money = { amount: (p.refunded_money?.amount ?? 0) + amount!.amount, currency: amount!.currency };
      });
      this.settleLater(stored, this.failingSettlements > 0 && this.failingSettlements-- > 0 ? 'FAILED' : 'COMPLETED');
      return { status: 200, body: { refund } };
    });
  }

  get(merchant: Merchant, refundId: string): Answer {
    const stored = this.state.refunds.get(refundId);
    if (!stored || stored.merchantId !== merchant.id) throw notFound(`Could not find refund with id: ${refundId}`);
    return { status: 200, body: { refund: stored.refund } };
  }

  /** The next `count` refunds made settle FAILED (the card network refused them) instead of COMPLETED. */
  failNextSettlements(count: number): void {
    this.failingSettlements = count;
  }

  close(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private settleLater(stored: StoredRefund, status: 'COMPLETED' | 'FAILED' = 'COMPLETED'): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      const refund: PaymentRefund = { ...stored.refund, status, updated_at: new Date().toISOString() };
      this.state.atomically(() => {
        this.state.saveRefund({ ...stored, refund });
        // A failed refund moved no money: the payment's refunded amount no longer counts it.
        const payment = status === 'FAILED' ? this.state.payments.get(refund.payment_id) : undefined;
        if (payment) this.payments.update(payment, (p) => (p.refunded_money = { ...refund.amount_money, amount: (p.refunded_money?.amount ?? 0) - refund.amount_money.amount }));
      });
      this.notify(stored.merchantId, 'refund.updated', refundEvent(refund));
    }, this.settleMs);
    this.timers.add(timer);
  }
}
