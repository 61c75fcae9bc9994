import { randomBytes } from 'node:crypto';
import { definedOnly, FieldCheck } from './field-check.js';
import { enumFilter, type GiftCardsApi } from './gift-cards-api.js';
import { answerOnce } from './idempotency.js';
import type { LocationsApi } from './locations-api.js';
import { giftCardActivityEvent, type Merchant, type Notify } from './merchant.js';
import { pageOf } from './pagination.js';
import type { EmulatorState } from './state.js';
import {
  GIFT_CARD_ACTIVITY_TYPES,
  invalidRequest,
  SquareFailure,
  type Answer,
  type GiftCard,
  type GiftCardActivity,
  type GiftCardActivityType,
  type GiftCardState,
  type Money,
} from './wire.js';

const YEAR_MS = 365 * 24 * 3600 * 1000;
const REASONS: Partial<Record<GiftCardActivityType, readonly string[]>> = {
  DEACTIVATE: ['SUSPICIOUS_ACTIVITY', 'UNKNOWN_REASON', 'CHARGEBACK_DEACTIVATE'],
  CLEAR_BALANCE: ['SUSPICIOUS_ACTIVITY', 'REUSE_GIFTCARD', 'UNKNOWN_REASON'],
  ADJUST_INCREMENT: ['COMPLIMENTARY', 'SUPPORT_ISSUE', 'TRANSACTION_VOIDED'],
  ADJUST_DECREMENT: ['SUSPICIOUS_ACTIVITY', 'BALANCE_ACCIDENTALLY_INCREASED', 'SUPPORT_ISSUE', 'PURCHASE_WAS_REFUNDED'],
};
/** Activities that put money on the card from a sale: without Square's Orders API, the caller names the payment instruments. */
const SALES: readonly GiftCardActivityType[] = ['ACTIVATE', 'LOAD'];

/**
 * Square's Gift Card Activities API: CreateGiftCardActivity and ListGiftCardActivities. Every balance or state change
 * goes through an activity, announced by `gift_card.activity.created` (and `gift_card.updated`). A request with the
 * seller's own access token is also how a test plays a clerk redeeming the card at the Square Point of Sale.
 */
export class GiftCardActivitiesApi {
  constructor(
    private readonly state: EmulatorState,
    private readonly notify: Notify,
    private readonly giftCards: GiftCardsApi,
    private readonly locations: LocationsApi,
  ) {}

  create(merchant: Merchant, body: Record<string, unknown>): Answer {
    const check = new FieldCheck(body);
    const idempotencyKey = check.string('idempotency_key', { required: true, max: 128 });
    const requested = check.object('gift_card_activity', { required: true });
    check.done();
    const fields = new FieldCheck(requested!, 'gift_card_activity.');
    const type = fields.oneOf('type', GIFT_CARD_ACTIVITY_TYPES, { required: true });
    const locationId = fields.string('location_id', { required: true, max: 32 });
    const giftCardId = fields.string('gift_card_id', { max: 50 });
    const gan = fields.string('gift_card_gan', { max: 255 });
    const detailsField = type === undefined ? undefined : `${type.toLowerCase()}_activity_details`;
    const rawDetails = detailsField === undefined ? undefined : fields.object(detailsField, { required: true });
    fields.done();
    if (giftCardId === undefined && gan === undefined) {
      throw invalidRequest('MISSING_REQUIRED_PARAMETER', 'Either `gift_card_id` or `gift_card_gan` is required.', 'gift_card_activity.gift_card_id');
    }
    const { currency } = this.locations.find(merchant, locationId!);
    const details = readDetails(currency, type!, rawDetails!, `gift_card_activity.${detailsField!}.`);

    return answerOnce(this.state, `${merchant.id}/CreateGiftCardActivity`, idempotencyKey!, body, () => {
      const stored = giftCardId === undefined ? this.giftCards.findByGan(merchant, gan!) : this.giftCards.find(merchant, giftCardId);
      if (gan !== undefined && stored.giftCard.gan !== gan) {
        throw invalidRequest(
          'CONFLICTING_PARAMETERS',
          '`gift_card_id` and `gift_card_gan` name different gift cards.',
          'gift_card_activity.gift_card_gan',
        );
      }
      const before = stored.giftCard;
      const after = outcome(before, type!, (details.amount_money as Money | undefined)?.amount ?? 0);
      const activity = {
        id: `gcact_${randomBytes(16).toString('hex')}`,
        type: type!,
        location_id: locationId!,
        created_at: new Date().toISOString(),
        gift_card_id: before.id,
        gift_card_gan: before.gan,
        gift_card_balance_money: { amount: after.balance, currency: before.balance_money.currency },
        [detailsField!]: type === 'REDEEM' ? { ...details, status: 'COMPLETED' } : details,
      } as GiftCardActivity;
      this.state.saveGiftCardActivity({ merchantId: merchant.id, activity });
      this.notify(merchant.id, 'gift_card.activity.created', giftCardActivityEvent(activity));
      if (after.balance !== before.balance_money.amount || after.state !== before.state) {
        this.giftCards.update(stored, { ...before, state: after.state, balance_money: activity.gift_card_balance_money });
      }
      return { status: 200, body: { gift_card_activity: activity } };
    });
  }

  /** ListGiftCardActivities: newest first by default, within begin_time (default a year ago) and end_time (default now), both inclusive. */
  list(merchant: Merchant, query: URLSearchParams): Answer {
    const type = enumFilter(query, 'type', GIFT_CARD_ACTIVITY_TYPES);
    const sortOrder = enumFilter(query, 'sort_order', ['ASC', 'DESC'] as const) ?? 'DESC';
    const begin = timeFilter(query, 'begin_time') ?? Date.now() - YEAR_MS;
    const end = timeFilter(query, 'end_time') ?? Date.now();
    const giftCardId = query.get('gift_card_id');
    const locationId = query.get('location_id');
    const matches = [...this.state.giftCardActivities.values()]
      .filter(({ merchantId }) => merchantId === merchant.id)
      .map(({ activity }) => activity)
      .filter((a) => Date.parse(a.created_at) >= begin && Date.parse(a.created_at) <= end)
      .filter((a) => type === undefined || a.type === type)
      .filter((a) => giftCardId === null || a.gift_card_id === giftCardId)
      .filter((a) => locationId === null || a.location_id === locationId);
    matches.sort((a, b) => a.created_at.localeCompare(b.created_at));
    if (sortOrder === 'DESC') matches.reverse();
    const { page, cursor } = pageOf(matches, query, { defaultLimit: 50, maxLimit: 100 });
    return { status: 200, body: page.length === 0 ? {} : { gift_card_activities: page, ...(cursor ? { cursor } : {}) } };
  }
}

/** The `<type>_activity_details` a request must give, as the activity will show them. */
function readDetails(currency: string, type: GiftCardActivityType, raw: Record<string, unknown>, prefix: string): Record<string, unknown> {
  const check = new FieldCheck(raw, prefix);
  const reasons = REASONS[type];
  const details = {
    amount_money: type === 'DEACTIVATE' || type === 'CLEAR_BALANCE' ? undefined : check.money('amount_money', currency, { required: true }),
    reference_id: SALES.includes(type) || type === 'REDEEM' ? check.string('reference_id', { max: 255 }) : undefined,
    buyer_payment_instrument_ids: SALES.includes(type) ? check.strings('buyer_payment_instrument_ids', { required: true, max: 255 }) : undefined,
    reason: reasons ? check.oneOf('reason', reasons, { required: true }) : undefined,
  };
  check.done();
  return definedOnly(details);
}

/**
 * Square's balance rules: ACTIVATE takes a PENDING card, every other activity an ACTIVE one (a DEACTIVATED card
 * refuses them all, for good), and REDEEM or ADJUST_DECREMENT never take more than the balance.
 */
function outcome(card: GiftCard, type: GiftCardActivityType, amount: number): { balance: number; state: GiftCardState } {
  const needed: GiftCardState = type === 'ACTIVATE' ? 'PENDING' : 'ACTIVE';
  if (card.state !== needed) {
    throw invalidRequest('BAD_REQUEST', `Gift card ${card.id} is ${card.state}: a ${type} activity needs a ${needed} gift card.`);
  }
  const { amount: balance } = card.balance_money;
  switch (type) {
    case 'ACTIVATE':
      return { balance: balance + amount, state: 'ACTIVE' };
    case 'LOAD':
    case 'ADJUST_INCREMENT':
      return { balance: balance + amount, state: card.state };
    case 'REDEEM':
    case 'ADJUST_DECREMENT':
      if (amount > balance) {
        throw new SquareFailure(400, [
          { category: 'PAYMENT_METHOD_ERROR', code: 'INSUFFICIENT_FUNDS', detail: 'The funding source has insufficient funds to cover the payment.' },
        ]);
      }
      return { balance: balance - amount, state: card.state };
    case 'CLEAR_BALANCE':
      return { balance: 0, state: card.state };
    case 'DEACTIVATE':
      return { balance, state: 'DEACTIVATED' };
  }
}

function timeFilter(query: URLSearchParams, name: string): number | undefined {
  const value = query.get(name);
  if (value === null) return undefined;
  const time = Date.parse(value);
  if (Number.isNaN(time)) throw invalidRequest('INVALID_TIME', `\`${name}\` is not an RFC 3339 timestamp.`, name);
  return time;
}
