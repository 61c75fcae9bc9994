import { toMajorUnits, toMinorUnits, parseAmount, currencyLimits, quoteCard, type PricedCardType } from '@gv/proto';
import { chosenAmountRange, type PurchaseCard } from '../../lib/gift-card';
import { currentLocale } from '../../lib/i18n';

/** The card type as the one pricing function (quoteCard) reads it. */
function pricedType(card: PurchaseCard): PricedCardType {
  const range = chosenAmountRange(card);
  return {
    amountMode: card.amountMode,
    amountCents: toMinorUnits(card.amount, card.currency),
    minAmountCents: range?.minCents ?? null,
    maxAmountCents: range?.maxCents ?? null,
    discount: card.discount,
  };
}

/** The quick picks ($25, $50, $100; ¥3,000, ¥5,000, ¥10,000) within an "Any amount" card's range, in minor units. */
export function quickPicks(card: PurchaseCard): number[] {
  const range = chosenAmountRange(card);
  return range ? currencyLimits(card.currency).quickPickCents.filter((cents) => cents >= range.minCents && cents <= range.maxCents) : [];
}

/** What the amount field starts at: the middle quick pick ($50) when the range has it, else its first quick pick, else its lowest amount. */
export function startingAmount(card: PurchaseCard): string {
  const picks = quickPicks(card);
  const middle = currencyLimits(card.currency).quickPickCents[1];
  const cents = picks.includes(middle) ? middle : (picks[0] ?? chosenAmountRange(card)?.minCents ?? 0);
  return String(toMajorUnits(cents, card.currency));
}

/**
 * The card as the dialog shows and charges it for the typed amount: an "Any amount" card priced at it (the server
 * prices it the same way and charges its own price), or the message when the amount is not one it sells.
 */
export function priceForAmount(card: PurchaseCard, typed: string): { card: PurchaseCard; amount: number } | { error: string } {
  const { currency } = card;
  const cents = parseAmount(typed, currency);
  const quote = quoteCard(pricedType(card), cents === null ? null : toMajorUnits(cents, currency), currency, currentLocale());
  if ('error' in quote) return quote;
  const amount = toMajorUnits(quote.faceValueCents, currency);
  return { card: { ...card, amount, salePrice: toMajorUnits(quote.salePriceCents, currency) }, amount };
}
