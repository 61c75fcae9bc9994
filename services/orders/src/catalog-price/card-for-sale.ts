import { RemoteError, ValidationError, type RpcClient } from '@gv/platform';
import { CatalogRpc, isNotFoundCode, quoteCard, type CardQuote, type GiftCardPrice } from '@gv/proto';
import { giftCardExpired, giftCardNotForSale, giftCardNotFound } from '../domain/order-errors.js';

/** A card type on sale and the price of one card of it: what an order records and charges. */
export interface CardForSale {
  card: GiftCardPrice;
  quote: CardQuote;
}

/**
 * A business's card as the catalog prices it now, with one card's price (`amount`: the buyer's choice for an
 * "Any amount" card, ignored for a fixed one); refused when unknown, expired, free (nothing to sell) or the amount is not one it sells.
 */
export async function cardForSale(rpc: RpcClient, businessSlug: string, id: string, amount: unknown): Promise<CardForSale> {
  let card: GiftCardPrice;
  try {
    card = await rpc.call(CatalogRpc.price, { businessSlug, id });
  } catch (error) {
    if (error instanceof RemoteError && isNotFoundCode(error.body.code)) throw giftCardNotFound();
    throw error;
  }
  if (card.expired) throw giftCardExpired();
  const quote = quoteCard(card, amount, card.currency);
  if ('error' in quote) throw new ValidationError({ amount: quote.error });
  if (quote.salePriceCents <= 0) throw giftCardNotForSale();
  return { card, quote };
}
