import { toMajorUnits, toMinorUnits, parseChosenAmount, currencyLimits, quoteCard, type PricedCardType } from '@gv/proto';
import { chosenAmountRange, type PurchaseCard } from '../../lib/gift-card';

/** The card type as the one pricing function (quoteCard) reads it. */
function pricedType(card: PurchaseCard): PricedCardType {
  const range = chosenAmountRange(card);
  return {
    amountMode: card.amountMode,
    amountCents: toMinorUnits(card.amount),
    minAmountCents: range?.minCents ?? null,
    maxAmountCents: range?.maxCents ?? null,
    discount: card.discount,
  };
}

/** The quick picks ($25, $50, $100) within an "Any amount" card's range, in cents. */
export function quickPicks(card: PurchaseCard): number[] {
  const range = chosenAmountRange(card);
  return range ? currencyLimits().quickPickCents.filter((cents) => cents >= range.minCents && cents <= range.maxCents) : [];
}

/** What the amount field starts at: $50 when the range has it, else its first quick pick, else its lowest amount. */
export function startingAmount(card: PurchaseCard): string {
  const picks = quickPicks(card);
  const cents = picks.includes(50_00) ? 50_00 : (picks[0] ?? chosenAmountRange(card)?.minCents ?? 0);
  return String(toMajorUnits(cents));
}

/**
 * The card as the dialog shows and charges it for the typed amount: an "Any amount" card priced at it (the server
 * prices it the same way and charges its own price), or the message when the amount is not one it sells.
 */
export function priceForAmount(card: PurchaseCard, typed: string): { card: PurchaseCard; amount: number } | { error: string } {
  const text = typed.trim().replace(/^\$/, '');
  const cents = /^\d+(\.\d{1,2})?$/.test(text) ? parseChosenAmount(Number(text)) : null;
  const quote = quoteCard(pricedType(card), cents === null ? null : toMajorUnits(cents));
  if ('error' in quote) return quote;
  const amount = toMajorUnits(quote.faceValueCents);
  return { card: { ...card, amount, salePrice: toMajorUnits(quote.salePriceCents) }, amount };
}
