import type { GiftCardView } from '@gv/proto';

/** A gift card as the API returns it: the catalog contract's view (money in dollars, dates YYYY-MM-DD); the storefront's list adds its business's name. */
export type GiftCard = GiftCardView & { businessName?: string };

/** What Buy Now hands the purchase dialog (spec §2 Purchase dialog): card name, amount, discount, id, plus what it shows and the business it is sold by. */
export type PurchaseCard = Pick<GiftCard, '_id' | 'giftCardName' | 'amount' | 'discount' | 'salePrice' | 'giftCardImg' | 'icon' | 'businessSlug'>;

/** What the buyer saves: the face value minus the sale price, never negative. */
export function savingsOf(card: Pick<GiftCard, 'amount' | 'salePrice'>): number {
  return Math.max(0, Math.round((card.amount - card.salePrice) * 100) / 100);
}

/** Where a card type limited to some locations can be used, as a buyer reads it; null when it can be used at every location. */
export function usableAtLine(card: Pick<GiftCard, 'usableAt'>): string | null {
  return card.usableAt?.length ? `Can be used at: ${card.usableAt.map((location) => location.name).join(', ')}` : null;
}
