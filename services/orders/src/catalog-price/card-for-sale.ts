import { RemoteError, type RpcClient } from '@gv/platform';
import { CatalogRpc, isNotFoundCode, type GiftCardPrice } from '@gv/proto';
import { giftCardExpired, giftCardNotForSale, giftCardNotFound } from '../domain/order-errors.js';

/** A business's card as the catalog prices it now, refused when unknown, expired or free (nothing to sell). */
export async function cardForSale(rpc: RpcClient, businessSlug: string, id: string): Promise<GiftCardPrice> {
  let price: GiftCardPrice;
  try {
    price = await rpc.call(CatalogRpc.price, { businessSlug, id });
  } catch (error) {
    if (error instanceof RemoteError && isNotFoundCode(error.body.code)) throw giftCardNotFound();
    throw error;
  }
  if (price.expired) throw giftCardExpired();
  if (price.salePriceCents <= 0) throw giftCardNotForSale();
  return price;
}
