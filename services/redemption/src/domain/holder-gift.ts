import { isErasedEmail, type HolderGift, type PurchaseType } from '@gv/proto';

export interface GiftFacts {
  purchaseType: PurchaseType;
  buyerName: string;
  buyerEmail: string;
  message: string;
}

/**
 * What the holder of a gift is told of its giver: the name they gave and their message, never how to reach them.
 * None for a card bought for oneself, nor once the giver was erased (their name went with them).
 */
export function holderGift(card: GiftFacts): HolderGift | null {
  if (card.purchaseType !== 'gift' || isErasedEmail(card.buyerEmail)) return null;
  return { fromName: card.buyerName, message: card.message.trim() };
}
