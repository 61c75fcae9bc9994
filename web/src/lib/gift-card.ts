import type { GiftCardView } from '@gv/proto';

/** A gift card as the API returns it: the catalog contract's view (money in dollars, dates YYYY-MM-DD); the storefront's list adds its business's name. */
export type GiftCard = GiftCardView & { businessName?: string };

/** What the buyer saves: the face value minus the sale price, never negative. */
export function savingsOf(card: Pick<GiftCard, 'amount' | 'salePrice'>): number {
  return Math.max(0, Math.round((card.amount - card.salePrice) * 100) / 100);
}
