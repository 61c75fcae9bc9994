import { ValidationError } from '@gv/platform/errors';
import { exceedsMaxMoney, parseAmount, PROMOTION_MESSAGES, type PromotionBonus, type SavePromotionRequest } from '@gv/proto';

/** A promotion as stored, checked: money in cents, dates as ISO instants. */
export interface PromotionInput {
  name: string;
  giftCardIds: string[];
  bonus: PromotionBonus;
  minPaidCents: number | null;
  startsAt: string;
  endsAt: string;
  budgetCents: number;
}

const MAX_NAME = 80;
const MAX_CARD_TYPES = 100;

/** Checks an admin's promotion, every bad field named with its message (400). */
export function checkPromotion(request: SavePromotionRequest): PromotionInput {
  const fields: Record<string, string> = {};
  const name = typeof request.name === 'string' ? request.name.trim() : '';
  if (!name || name.length > MAX_NAME) fields.name = PROMOTION_MESSAGES.nameRequired;
  const giftCardIds = cardTypeIds(request.giftCardIds);
  if (!giftCardIds) fields.giftCardIds = PROMOTION_MESSAGES.cardsRequired;
  const bonus = parseBonus(request.bonus, request.currency);
  if (!bonus) fields.bonus = PROMOTION_MESSAGES.bonusInvalid;
  const minPaidCents = request.minPaid === undefined || request.minPaid === null || request.minPaid === '' ? null : positiveCents(request.minPaid, request.currency);
  if (minPaidCents === undefined) fields.minPaid = PROMOTION_MESSAGES.minPaidInvalid;
  const startsAt = instant(request.startsAt);
  const endsAt = instant(request.endsAt);
  if (!startsAt || !endsAt) fields.startsAt = PROMOTION_MESSAGES.datesInvalid;
  else if (endsAt <= startsAt) fields.endsAt = PROMOTION_MESSAGES.endsBeforeStart;
  const budgetCents = positiveCents(request.budget, request.currency);
  if (budgetCents === undefined) fields.budget = PROMOTION_MESSAGES.budgetInvalid;
  if (Object.keys(fields).length > 0) throw new ValidationError(fields);
  return { name, giftCardIds: giftCardIds!, bonus: bonus!, minPaidCents: minPaidCents!, startsAt: startsAt!, endsAt: endsAt!, budgetCents: budgetCents! };
}

function cardTypeIds(value: unknown): string[] | undefined {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_CARD_TYPES) return undefined;
  if (!value.every((id): id is string => typeof id === 'string' && id.trim().length > 0)) return undefined;
  return [...new Set(value.map((id) => id.trim()))];
}

function parseBonus(value: unknown, currency?: string): PromotionBonus | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { percent, amount } = value as { percent?: unknown; amount?: unknown };
  if ((percent === undefined) === (amount === undefined)) return undefined;
  if (percent !== undefined) return Number.isInteger(percent) && (percent as number) >= 1 && (percent as number) <= 100 ? { percent: percent as number } : undefined;
  const amountCents = positiveCents(amount, currency);
  return amountCents === undefined ? undefined : { amountCents };
}

/** Major units of `currency` to minor units above zero, or undefined. */
function positiveCents(value: unknown, currency?: string): number | undefined {
  const cents = parseAmount(value, currency);
  return cents !== null && cents > 0 && !exceedsMaxMoney(cents) ? cents : undefined;
}

/** An ISO 8601 date-time (or date) as the instant it names. */
function instant(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value)) return undefined;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
}
