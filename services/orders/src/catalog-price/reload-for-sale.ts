import { DomainError, RemoteError, ValidationError, type RpcClient } from '@gv/platform';
import { CatalogRpc, currencyLimits, isNotFoundCode, quoteCard, RedemptionRpc, type GiftCardPrice } from '@gv/proto';
import { giftCardNotFound, notReloadable, reloadCurrencyChanged } from '../domain/order-errors.js';
import type { CardForSale } from './card-for-sale.js';

/**
 * A reload is paid value equal to what is paid, any whole amount of the currency's minor unit within the range an "Any amount" card may offer:
 * no discount and no promotion, which are offers on selling a new card (decision 0086).
 */
function reloadPricing(currency: string) {
  const { minCents, maxCents } = currencyLimits(currency).custom;
  return { amountMode: 'custom', amountCents: minCents, minAmountCents: minCents, maxAmountCents: maxCents, discount: 0 } as const;
}

/** A reload's price and the card it tops up. */
export interface ReloadForSale extends CardForSale {
  reloadCardId: string;
  reloadTestCard: boolean;
}

/**
 * The business's issued card with this code, when it may take a reload now (redemption's rules) and its card type is
 * reloadable (the owner's choice, as the catalog says now), with the reload's price for `amount` (major units of the card type's currency).
 */
export async function reloadForSale(rpc: RpcClient, businessSlug: string, code: string, amount: unknown): Promise<ReloadForSale> {
  const target = await notFoundAs(() => rpc.call(RedemptionRpc.reloadTarget, { businessSlug, code }), giftCardNotFound);
  // A deleted card type is no longer sold: its cards take no more value either.
  const card: GiftCardPrice = await notFoundAs(() => rpc.call(CatalogRpc.price, { businessSlug, id: target.giftCardId }), notReloadable);
  if (!card.reloadable) throw notReloadable();
  // A card keeps the currency it was sold in: value in another is not loaded onto it.
  if (target.currency !== card.currency) throw reloadCurrencyChanged(target.currency, card.currency);
  const quote = quoteCard(reloadPricing(card.currency), amount, card.currency);
  if ('error' in quote) throw new ValidationError({ amount: quote.error });
  // The order keeps the card's own name and date, as the card it tops up has them.
  return { card: { ...card, giftCardName: target.giftCardName, expirationDate: target.expirationDate, amountMode: 'custom' }, quote, reloadCardId: target.cardId, reloadTestCard: target.testCard };
}

/** The call's answer; its not-found as `error`, and redemption's refusal of the card as the buyer's answer. */
async function notFoundAs<T>(call: () => Promise<T>, error: () => Error): Promise<T> {
  try {
    return await call();
  } catch (failure) {
    if (!(failure instanceof RemoteError)) throw failure;
    if (isNotFoundCode(failure.body.code)) throw error();
    if (failure.body.code.startsWith('RELOAD.')) throw new DomainError(failure.body.code, failure.body.message);
    throw failure;
  }
}
