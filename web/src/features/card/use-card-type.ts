import type { CSSProperties } from 'react';
import type { GiftCardView } from '@gv/proto';
import { useFetched } from '../../lib/use-fetched';
import { cardApi } from './api/card-api';

/** A card's type, read after the page shows: null until then, and when it was deleted (404) or could not be read. */
export function useCardType(giftCardId: string): GiftCardView | null {
  return useFetched(() => cardApi.cardType(giftCardId).catch(() => null), [giftCardId]).data;
}

/** A card face (`block`) drawn on the business's picture of the card, when it has one: its class and the picture. */
export function cardFace(block: string, cardType: GiftCardView | null): { className: string; style?: CSSProperties } {
  if (!cardType?.giftCardImg) return { className: block };
  return { className: `${block} ${block}--pictured`, style: { '--card-picture': `url("${cardType.giftCardImg}")` } as CSSProperties };
}
