import { randomBytes, randomInt } from 'node:crypto';
import { FieldCheck } from './field-check.js';
import { answerOnce } from './idempotency.js';
import type { LocationsApi } from './locations-api.js';
import { giftCardEvent, type Merchant, type Notify } from './merchant.js';
import { pageOf } from './pagination.js';
import type { EmulatorState, StoredGiftCard } from './state.js';
import { GIFT_CARD_STATES, GIFT_CARD_TYPES, invalidRequest, notFound, type Answer, type GiftCard } from './wire.js';

const CUSTOM_GAN = /^[A-Za-z0-9]{8,20}$/;
// Square refuses custom GANs that start like a major payment card (Visa, Mastercard, Amex, Discover).
const PAYMENT_CARD_BIN = /^(?:4|5[1-5]|2[2-7]|3[47]|6011|65)/;

/**
 * Square's Gift Cards API, the calls a platform selling its own cards makes: CreateGiftCard (DIGITAL, with a custom
 * GAN or one Square numbers), RetrieveGiftCard, RetrieveGiftCardFromGAN, ListGiftCards, Link/UnlinkCustomerToGiftCard.
 */
export class GiftCardsApi {
  constructor(private readonly state: EmulatorState, private readonly notify: Notify, private readonly locations: LocationsApi) {}

  create(merchant: Merchant, body: Record<string, unknown>): Answer {
    const check = new FieldCheck(body);
    const idempotencyKey = check.string('idempotency_key', { required: true, max: 128 });
    const locationId = check.string('location_id', { required: true, max: 32 });
    const requested = check.object('gift_card', { required: true });
    check.done();
    const card = new FieldCheck(requested!, 'gift_card.');
    const type = card.oneOf('type', GIFT_CARD_TYPES, { required: true });
    const ganSource = card.oneOf('gan_source', ['SQUARE', 'OTHER'] as const);
    const gan = card.string('gan', { max: 255 });
    card.done();
    if (type === 'PHYSICAL') throw invalidRequest('INVALID_VALUE', 'Registering physical gift cards is not emulated.', 'gift_card.type');
    if (ganSource === 'OTHER' && gan === undefined) throw invalidRequest('MISSING_REQUIRED_PARAMETER', 'A custom GAN needs `gan`.', 'gift_card.gan');
    if (gan !== undefined && ganSource !== 'OTHER')
      throw invalidRequest('INVALID_VALUE', 'A custom GAN needs `gan_source` OTHER.', 'gift_card.gan_source');
    if (gan !== undefined && !CUSTOM_GAN.test(gan))
      throw invalidRequest('INVALID_VALUE', 'A custom GAN has 8 to 20 alphanumeric characters.', 'gift_card.gan');
    if (gan !== undefined && PAYMENT_CARD_BIN.test(gan))
      throw invalidRequest('INVALID_VALUE', 'A custom GAN cannot start like a payment card number.', 'gift_card.gan');
    const { currency } = this.locations.find(merchant, locationId!);

    return answerOnce(this.state, `${merchant.id}/CreateGiftCard`, idempotencyKey!, body, () => {
      if (gan !== undefined && this.state.giftCardByGan(merchant.id, gan)) {
        throw invalidRequest('INVALID_VALUE', `A gift card with GAN ${gan} already exists.`, 'gift_card.gan');
      }
      const giftCard: GiftCard = {
        id: `gftc:${randomBytes(16).toString('hex')}`,
        type: 'DIGITAL',
        gan_source: gan === undefined ? 'SQUARE' : 'OTHER',
        state: 'PENDING',
        balance_money: { amount: 0, currency },
        gan: gan ?? this.squareGan(merchant),
        created_at: new Date().toISOString(),
      };
      this.state.saveGiftCard({ merchantId: merchant.id, giftCard });
      this.notify(merchant.id, 'gift_card.created', giftCardEvent(giftCard));
      return { status: 200, body: { gift_card: giftCard } };
    });
  }

  get(merchant: Merchant, giftCardId: string): Answer {
    return { status: 200, body: { gift_card: this.find(merchant, giftCardId).giftCard } };
  }

  getFromGan(merchant: Merchant, body: Record<string, unknown>): Answer {
    const check = new FieldCheck(body);
    const gan = check.string('gan', { required: true, max: 255 });
    check.done();
    return { status: 200, body: { gift_card: this.findByGan(merchant, gan!).giftCard } };
  }

  /** ListGiftCards: oldest first, 30 a page by default, at most 200. */
  list(merchant: Merchant, query: URLSearchParams): Answer {
    const type = enumFilter(query, 'type', GIFT_CARD_TYPES);
    const state = enumFilter(query, 'state', GIFT_CARD_STATES);
    const customerId = query.get('customer_id');
    const matches = [...this.state.giftCards.values()]
      .filter(({ merchantId }) => merchantId === merchant.id)
      .map(({ giftCard }) => giftCard)
      .filter((g) => type === undefined || g.type === type)
      .filter((g) => state === undefined || g.state === state)
      .filter((g) => customerId === null || (g.customer_ids ?? []).includes(customerId));
    const { page, cursor } = pageOf(matches, query, { defaultLimit: 30, maxLimit: 200 });
    return { status: 200, body: page.length === 0 ? {} : { gift_cards: page, ...(cursor ? { cursor } : {}) } };
  }

  linkCustomer(merchant: Merchant, giftCardId: string, body: Record<string, unknown>): Answer {
    return this.changeCustomers(merchant, giftCardId, body, (ids, customerId) => (ids.includes(customerId) ? ids : [...ids, customerId]));
  }

  unlinkCustomer(merchant: Merchant, giftCardId: string, body: Record<string, unknown>): Answer {
    return this.changeCustomers(merchant, giftCardId, body, (ids, customerId) => ids.filter((id) => id !== customerId));
  }

  find(merchant: Merchant, giftCardId: string): StoredGiftCard {
    const stored = this.state.giftCards.get(giftCardId);
    if (!stored || stored.merchantId !== merchant.id) throw notFound(`Gift card with ID \`${giftCardId}\` not found.`);
    return stored;
  }

  findByGan(merchant: Merchant, gan: string): StoredGiftCard {
    const stored = this.state.giftCardByGan(merchant.id, gan);
    if (!stored) throw notFound('Gift card with the given GAN not found.');
    return stored;
  }

  /** Saves a changed gift card and announces it with `gift_card.updated`. */
  update(stored: StoredGiftCard, giftCard: GiftCard): GiftCard {
    this.state.saveGiftCard({ ...stored, giftCard });
    this.notify(stored.merchantId, 'gift_card.updated', giftCardEvent(giftCard));
    return giftCard;
  }

  private changeCustomers(
    merchant: Merchant,
    giftCardId: string,
    body: Record<string, unknown>,
    change: (ids: string[], customerId: string) => string[],
  ): Answer {
    const check = new FieldCheck(body);
    const customerId = check.string('customer_id', { required: true, max: 191 });
    check.done();
    const stored = this.find(merchant, giftCardId);
    const before = stored.giftCard.customer_ids ?? [];
    const after = change(before, customerId!);
    if (after.length === before.length) return { status: 200, body: { gift_card: stored.giftCard } };
    const { customer_ids: _old, ...rest } = stored.giftCard;
    const giftCard = this.update(stored, after.length === 0 ? rest : { ...rest, customer_ids: after });
    return { status: 200, body: { gift_card: giftCard } };
  }

  /** A 16-digit GAN as Square numbers its own digital cards (7783…), unique for the seller. */
  private squareGan(merchant: Merchant): string {
    for (;;) {
      const gan = `7783${String(randomInt(1e12)).padStart(12, '0')}`;
      if (!this.state.giftCardByGan(merchant.id, gan)) return gan;
    }
  }
}

/** A list filter that must be one of an enum's values, when given. */
export function enumFilter<T extends string>(query: URLSearchParams, name: string, values: readonly T[]): T | undefined {
  const value = query.get(name);
  if (value === null) return undefined;
  if (!values.includes(value as T)) throw invalidRequest('INVALID_ENUM_VALUE', `Expected one of ${values.join(', ')}.`, name);
  return value as T;
}
