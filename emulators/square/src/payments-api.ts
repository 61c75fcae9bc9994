import { definedOnly, FieldCheck } from './field-check.js';
import { answerOnce } from './idempotency.js';
import type { LocationsApi } from './locations-api.js';
import { paymentEvent, squareId, type Merchant, type Notify } from './merchant.js';
import { pageOf } from './pagination.js';
import type { EmulatorState, StoredPayment } from './state.js';
import { declineError, outcomeOf, type SourceOutcome } from './test-sources.js';
import { invalidRequest, notFound, SquareFailure, type Answer, type Money, type Payment, type PaymentStatus } from './wire.js';

const WEEK_MS = 7 * 24 * 3600 * 1000;
// The Sandbox's risk evaluation answers MODERATE for 22.22 and HIGH for 33.33.
const RISK_BY_AMOUNT: Record<number, 'MODERATE' | 'HIGH'> = { 2222: 'MODERATE', 3333: 'HIGH' };

/** Square's Payments API: CreatePayment, GetPayment, ListPayments, CompletePayment, CancelPayment. */
export class PaymentsApi {
  constructor(
    private readonly state: EmulatorState,
    private readonly notify: Notify,
    private readonly receiptUrl: (paymentId: string) => string,
    private readonly locations: LocationsApi,
  ) {}

  /**
   * A payment is in the currency of the location it is taken at (the merchant's main one when it names none), one of
   * the six Square takes; any other is refused as Square refuses it: 400 INVALID_REQUEST_ERROR, INVALID_VALUE on
   * `amount_money.currency`, "This merchant can only process payments in JPY, but amount was provided in USD."
   */
  create(merchant: Merchant, body: Record<string, unknown>): Answer {
    const check = new FieldCheck(body);
    const sourceId = check.string('source_id', { required: true, max: 1000 });
    const idempotencyKey = check.string('idempotency_key', { required: true, max: 45 });
    const locationId = check.string('location_id', { max: 50 }) ?? merchant.locationId;
    const currency = this.locations.currencyAt(merchant, locationId);
    const amount = check.money('amount_money', currency, { required: true });
    const tip = check.money('tip_money', currency);
    const appFee = check.money('app_fee_money', currency);
    const autocomplete = check.boolean('autocomplete') ?? true;
    const fields = {
      location_id: locationId,
      reference_id: check.string('reference_id', { max: 40 }),
      customer_id: check.string('customer_id', { max: 191 }),
      buyer_email_address: check.string('buyer_email_address', { max: 255 }),
      note: check.string('note', { max: 500 }),
    };
    check.done();

    return answerOnce(this.state, `${merchant.id}/CreatePayment`, idempotencyKey!, body, () => {
      const outcome = outcomeOf(sourceId!);
      if (outcome.kind === 'refused') throw new SquareFailure(400, [outcome.error]);
      const payment = this.newPayment(outcome, { amount: amount!, tip, appFee, autocomplete, fields });
      this.state.savePayment({ merchantId: merchant.id, idempotencyKey: idempotencyKey!, payment });
      this.notify(merchant.id, 'payment.created', paymentEvent(payment));
      this.notify(merchant.id, 'payment.updated', paymentEvent(payment));
      if (payment.status === 'FAILED') return { status: 400, body: { errors: [declineError(outcome.decline!.code)], payment } };
      return { status: 200, body: { payment } };
    });
  }

  get(merchant: Merchant, paymentId: string): Answer {
    return { status: 200, body: { payment: this.find(merchant, paymentId).payment } };
  }

  /** ListPayments: newest first by default, within begin_time (default a year ago) and end_time (default now). */
  list(merchant: Merchant, query: URLSearchParams): Answer {
    const begin = query.get('begin_time') ?? new Date(Date.now() - 365 * 24 * 3600 * 1000).toISOString();
    const end = query.get('end_time') ?? new Date().toISOString();
    const total = query.get('total');
    const matches = [...this.state.payments.values()]
      .filter(({ merchantId }) => merchantId === merchant.id)
      .map(({ payment }) => payment)
      .filter((p) => p.created_at >= begin && p.created_at < end)
      .filter((p) => !query.has('location_id') || p.location_id === query.get('location_id'))
      .filter((p) => total === null || p.total_money.amount === Number(total))
      .filter((p) => !query.has('last_4') || p.card_details?.card.last_4 === query.get('last_4'))
      .filter((p) => !query.has('card_brand') || p.card_details?.card.card_brand === query.get('card_brand'));
    matches.sort((a, b) => a.created_at.localeCompare(b.created_at));
    if (query.get('sort_order') !== 'ASC') matches.reverse();
    const { page, cursor } = pageOf(matches, query, { defaultLimit: 100, maxLimit: 100 });
    return { status: 200, body: page.length === 0 ? {} : { payments: page, ...(cursor ? { cursor } : {}) } };
  }

  complete(merchant: Merchant, paymentId: string): Answer {
    return this.settle(merchant, paymentId, 'COMPLETED');
  }

  cancel(merchant: Merchant, paymentId: string): Answer {
    return this.settle(merchant, paymentId, 'CANCELED');
  }

  find(merchant: Merchant, paymentId: string): StoredPayment {
    const stored = this.state.payments.get(paymentId);
    if (!stored || stored.merchantId !== merchant.id) throw notFound(`Could not find payment with id: ${paymentId}`);
    return stored;
  }

  /** Saves a changed payment with a new version and tells the subscribers. */
  update(stored: StoredPayment, change: (payment: Payment, now: string) => void): Payment {
    const payment = structuredClone(stored.payment);
    const now = new Date().toISOString();
    change(payment, now);
    payment.updated_at = now;
    payment.version_token = squareId(45);
    this.state.savePayment({ ...stored, payment });
    this.notify(stored.merchantId, 'payment.updated', paymentEvent(payment));
    return payment;
  }

  private settle(merchant: Merchant, paymentId: string, to: 'COMPLETED' | 'CANCELED'): Answer {
    const stored = this.find(merchant, paymentId);
    if (stored.payment.status === to) return { status: 200, body: { payment: stored.payment } };
    if (stored.payment.status !== 'APPROVED') {
      throw invalidRequest('BAD_REQUEST', `Payment ${paymentId} is ${stored.payment.status} and can no longer be ${to.toLowerCase()}.`);
    }
    const payment = this.update(stored, (p, now) => {
      p.status = to;
      delete p.delay_duration;
      const instrument = p.card_details ?? p.wallet_details!;
      instrument.status = to === 'COMPLETED' ? 'CAPTURED' : 'VOIDED';
      if (p.card_details) p.card_details.card_payment_timeline[to === 'COMPLETED' ? 'captured_at' : 'voided_at'] = now;
    });
    return { status: 200, body: { payment } };
  }

  private newPayment(
    outcome: Exclude<SourceOutcome, { kind: 'refused' }>,
    request: { amount: Money; tip?: Money; appFee?: Money; autocomplete: boolean; fields: Partial<Payment> & { location_id: string } },
  ): Payment {
    const now = new Date();
    const iso = now.toISOString();
    const id = squareId();
    const { amount, tip, appFee, autocomplete, fields } = request;
    const declined = outcome.decline !== undefined;
    const status: PaymentStatus = declined ? 'FAILED' : autocomplete ? 'COMPLETED' : 'APPROVED';
    const instrumentStatus = declined ? 'FAILED' : autocomplete ? 'CAPTURED' : 'AUTHORIZED';
    const total = amount.amount + (tip?.amount ?? 0);
    const payment: Payment = {
      id,
      created_at: iso,
      updated_at: iso,
      amount_money: amount,
      ...(tip ? { tip_money: tip } : {}),
      ...(appFee ? { app_fee_money: appFee } : {}),
      total_money: { amount: total, currency: amount.currency },
      approved_money: { amount: declined ? 0 : total, currency: amount.currency },
      status,
      ...(status === 'COMPLETED' ? {} : { delay_duration: 'PT168H' }),
      delay_action: 'CANCEL',
      delayed_until: new Date(now.getTime() + WEEK_MS).toISOString(),
      source_type: outcome.kind === 'card' ? 'CARD' : 'WALLET',
      ...definedOnly(fields),
      location_id: fields.location_id,
      order_id: squareId(),
      ...(declined ? {} : { risk_evaluation: { created_at: iso, risk_level: RISK_BY_AMOUNT[total] ?? 'NORMAL' } }),
      ...(declined ? {} : { receipt_number: id.slice(0, 4), receipt_url: this.receiptUrl(id) }),
      application_details: { square_product: 'ECOMMERCE_API', application_id: 'sandbox-sq0idb-square-emulator' },
      version_token: squareId(45),
    };
    if (outcome.kind === 'card') {
      payment.card_details = {
        status: instrumentStatus,
        card: outcome.card,
        entry_method: 'KEYED',
        cvv_status: outcome.decline?.cvv_status ?? 'CVV_ACCEPTED',
        avs_status: outcome.decline?.avs_status ?? 'AVS_ACCEPTED',
        statement_description: 'SQ *SANDBOX TEST',
        card_payment_timeline: { authorized_at: iso, ...(status === 'COMPLETED' ? { captured_at: iso } : {}) },
        ...(declined ? { errors: [declineError(outcome.decline!.code)] } : {}),
      };
    } else {
      payment.wallet_details = {
        status: instrumentStatus,
        brand: 'CASH_APP',
        cash_app_details: declined ? {} : { buyer_full_name: 'Sandbox Buyer', buyer_country_code: 'US', buyer_cashtag: '$SandboxBuyer' },
      };
    }
    return payment;
  }
}
