/**
 * Promotions: while one runs and its budget lasts, each card issued of its card types gets extra bonus value. The
 * budget is bonus value in cents, taken by the card's issue in one guarded update, so it is never overrun.
 */
import type { Acknowledged } from './identity.js';
import { DEFAULT_CURRENCY, toMajorUnits } from './money.js';
import type { Created } from './team.js';
import { defineCatalog, translate } from './locale.js';
import promotionTexts from './messages/promotions.rules.json' with { type: 'json' };

export const PromotionsRpc = {
  create: 'redemption.promotions.create',
  list: 'redemption.promotions.list',
  update: 'redemption.promotions.update',
  end: 'redemption.promotions.end',
  offers: 'redemption.promotions.offers',
} as const;

/** A promotion's bonus: a whole percent of the price paid for the card, or a fixed amount in cents. */
export type PromotionBonus = { percent: number } | { amountCents: number };

/** POST /api/v1/admin/promotions and PUT /{id}: money in dollars, dates as ISO 8601 instants. */
export interface PromotionForm {
  name: string;
  giftCardIds: string[];
  bonus: { percent: number } | { amount: number };
  /** Only cards paid at least this much get the bonus; absent or null: any. */
  minPaid?: number | null;
  startsAt: string;
  endsAt: string;
  /** Dollars of bonus value it may give in all. */
  budget: number;
}

/** A promotion as its admin saves it; the gateway has checked the card types are the business's own. */
export interface SavePromotionRequest {
  businessSlug: string;
  /** The business's ISO 4217 code: the amounts (bonus, minimum paid, budget) are in its major units. Absent: USD. */
  currency?: string;
  /** The person who created it. */
  adminEmail: string;
  name?: unknown;
  giftCardIds?: unknown;
  bonus?: unknown;
  minPaid?: unknown;
  startsAt?: unknown;
  endsAt?: unknown;
  budget?: unknown;
}

export interface PromotionRequest {
  businessSlug: string;
  id: string;
}

export type PromotionStatus = 'scheduled' | 'running' | 'ended';

/** A promotion with its report: the cards issued while it ran (those that missed the bonus included). */
export interface PromotionView {
  id: string;
  name: string;
  giftCardIds: string[];
  bonus: { percent: number } | { amount: number };
  /** Dollars; null: any card. */
  minPaid: number | null;
  startsAt: string;
  endsAt: string;
  status: PromotionStatus;
  /** Dollars of bonus value. */
  budget: number;
  budgetLeft: number;
  cardsSold: number;
  paidValue: number;
  bonusGiven: number;
  /** Of the promoted cards' value (paid plus bonus), the share redeemed: 0–1. */
  redemptionRate: number;
}

export interface PromotionList {
  promotions: PromotionView[];
  /** The ISO 4217 code of their amounts. */
  currency: string;
}

/** What the storefront shows of a running promotion with budget left. */
export interface PromotionOffer {
  id: string;
  name: string;
  giftCardIds: string[];
  bonus: PromotionBonus;
  minPaidCents: number | null;
  endsAt: string;
  budgetLeftCents: number;
}

export interface PromotionOffersRequest {
  businessSlug: string;
}

export interface PromotionOffers {
  offers: PromotionOffer[];
}

/** What a card's issue says of the promotion it was sold under: the bonus given, or 0 when its budget ran out first. */
export interface PromotionOutcome {
  name: string;
  bonusCents: number;
}

export interface PromotionsRpcMap {
  [PromotionsRpc.create]: { request: SavePromotionRequest; response: Created };
  [PromotionsRpc.list]: { request: { businessSlug: string; currency?: string }; response: PromotionList };
  [PromotionsRpc.update]: { request: SavePromotionRequest & { id: string }; response: Acknowledged };
  [PromotionsRpc.end]: { request: PromotionRequest; response: Acknowledged };
  [PromotionsRpc.offers]: { request: PromotionOffersRequest; response: PromotionOffers };
}

/** What the promotions form and the server say of a promotion they refuse, in each language; the server answers in English. */
export const promotionMessages = defineCatalog('promotions.rules', promotionTexts);

const promotionEnglish = promotionMessages.messages.en;

/** The server's words (English); `overlaps` names the other promotion. */
export const PROMOTION_MESSAGES = {
  ...(promotionEnglish as Omit<typeof promotionEnglish, 'overlaps'>),
  overlaps: (other: string) => translate(promotionMessages, 'en', 'overlaps', { other }),
};

/** The bonus one card gets under a promotion, in cents: a percent of the price paid rounds down to the cent. */
export function promotionBonusCents(bonus: PromotionBonus, paidCents: number): number {
  return 'percent' in bonus ? Math.floor((paidCents * bonus.percent) / 100) : bonus.amountCents;
}

/** What a purchase's confirmation says of the promotion its cards were issued under (PUT /api/v1/admin/purchase). */
export interface PurchasePromotion {
  name: string;
  /** Dollars of bonus value added, over the order's cards. */
  bonus: number;
  /** How many of the order's cards were issued after its budget ran out, without the bonus. */
  cardsWithoutBonus: number;
}

/** The promotion of an order's cards as its confirmation tells it, the bonus in major units of `currency`; undefined when none ran. */
export function purchasePromotion(cards: { promotion?: PromotionOutcome }[], currency: string = DEFAULT_CURRENCY): PurchasePromotion | undefined {
  const outcomes = cards.flatMap((card) => (card.promotion ? [card.promotion] : []));
  if (outcomes.length === 0) return undefined;
  const bonusCents = outcomes.reduce((sum, outcome) => sum + outcome.bonusCents, 0);
  return {
    name: outcomes[0].name,
    bonus: toMajorUnits(bonusCents, currency),
    cardsWithoutBonus: outcomes.filter((outcome) => outcome.bonusCents === 0).length,
  };
}

/** The confirmation's sentence about the promotion: the bonus added, or that it ran out first (never a higher price). */
export function purchasePromotionMessage(promotion: PurchasePromotion, formatDollars: (dollars: number) => string): string {
  if (promotion.cardsWithoutBonus === 0) return `${promotion.name}: ${formatDollars(promotion.bonus)} bonus value added.`;
  const missed = `${promotion.name} ran out before your card was issued, so it came without the bonus; you paid only the price shown.`;
  return promotion.bonus > 0 ? `${promotion.name}: ${formatDollars(promotion.bonus)} bonus value added. ${missed}` : missed;
}
