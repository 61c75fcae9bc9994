/** A gift card as the API returns it (spec §3). Money in dollars; dates are calendar dates (YYYY-MM-DD). */
export interface GiftCard {
  _id: string;
  giftCardName: string;
  giftCardTag: string;
  /** The tag's emoji. */
  icon: string;
  description: string;
  amount: number;
  /** Percent off, 0-100. */
  discount: number;
  /** amount − amount × discount / 100, computed by the server. */
  salePrice: number;
  /** Last day the card is on sale. */
  expirationDate: string;
  expired: boolean;
  /** URL path of the image, e.g. /media/giftcards/<sha256>.webp */
  giftCardImg: string;
  businessSlug: string;
  status: string;
  buyers: number;
}

/** What the buyer saves: the face value minus the sale price, never negative. */
export function savingsOf(card: Pick<GiftCard, 'amount' | 'salePrice'>): number {
  return Math.max(0, Math.round((card.amount - card.salePrice) * 100) / 100);
}
