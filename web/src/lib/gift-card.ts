import { anyAmountLabel, formatAmount, NUMBER_LOCALES, toMajorUnits, toMinorUnits, type GiftCardView } from '@gv/proto';
import { giftCardMessages } from './gift-card.messages';
import { currentLocale, message } from './i18n';

/** A gift card as the API returns it: the catalog contract's view (money in dollars, dates YYYY-MM-DD); the storefront's list adds its business's name. */
export type GiftCard = GiftCardView & { businessName?: string };

/** What Buy Now hands the purchase dialog (spec §2 Purchase dialog): card name, amount, discount, id, plus what it shows and the business it is sold by. */
export type PurchaseCard = Pick<
  GiftCard,
  | '_id'
  | 'giftCardName'
  | 'amount'
  | 'amountMode'
  | 'minAmount'
  | 'maxAmount'
  | 'discount'
  | 'salePrice'
  | 'giftCardImg'
  | 'icon'
  | 'businessSlug'
  | 'currency'
  | 'expirationDate'
>;

/** An "Any amount" card's range in minor units of its currency; null for a fixed card. */
export function chosenAmountRange(card: Pick<GiftCard, 'minAmount' | 'maxAmount' | 'currency'>): { minCents: number; maxCents: number } | null {
  return card.minAmount === null || card.maxAmount === null
    ? null
    : { minCents: toMinorUnits(card.minAmount, card.currency), maxCents: toMinorUnits(card.maxAmount, card.currency) };
}

/** A card's value as a list shows it, in its currency: "$50.00", or "Any amount $5–$500". */
export function faceValueText(card: Pick<GiftCard, 'amount' | 'minAmount' | 'maxAmount' | 'currency'>): string {
  const range = chosenAmountRange(card);
  const locale = currentLocale();
  return range
    ? anyAmountLabel(range.minCents, range.maxCents, card.currency, locale)
    : formatAmount(card.amount, card.currency, NUMBER_LOCALES[locale]);
}

/** What the buyer saves: the face value minus the sale price, never negative. */
export function savingsOf(card: Pick<GiftCard, 'amount' | 'salePrice' | 'currency'>): number {
  return Math.max(0, toMajorUnits(toMinorUnits(card.amount - card.salePrice, card.currency), card.currency));
}

/** Where a card type limited to some locations can be used, as a buyer reads it; null when it can be used at every location. */
export function usableAtLine(card: Pick<GiftCard, 'usableAt'>): string | null {
  return card.usableAt?.length
    ? message(giftCardMessages, 'usableAt', { locations: card.usableAt.map((location) => location.name).join(', ') })
    : null;
}
