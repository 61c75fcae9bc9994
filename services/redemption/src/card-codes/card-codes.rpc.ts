import { DomainError, type Db } from '@gv/platform';
import { REQUEST_MESSAGES, isUuid, type CardCodes, type CardCodesRequest } from '@gv/proto';
import { findBusinessCard, sealedCodesOf } from '../db/card-repository.js';
import { openCode, type CardSecrets } from '../redemption-keys.js';

/** A page of cards at most; the orders views ask for 10. */
const MAX_CARDS = 100;

/**
 * The codes of a business's issued cards, for its admin's orders views: codes never travel
 * in events, so the analytics projection has none; here they are opened from their sealed
 * copies, and a typed code finds its card. Another business's cards are left out.
 */
export async function cardCodes(db: Db, { codes }: CardSecrets, request: CardCodesRequest): Promise<CardCodes> {
  if (typeof request?.businessSlug !== 'string' || !request.businessSlug) throw new DomainError('AUTH.REQUIRED', REQUEST_MESSAGES.signIn);
  const cardIds = (Array.isArray(request.cardIds) ? request.cardIds : []).filter(isUuid).slice(0, MAX_CARDS);
  const [rows, typed] = await Promise.all([
    cardIds.length === 0 ? [] : sealedCodesOf(db, request.businessSlug, cardIds),
    request.code === undefined ? undefined : findBusinessCard(db, codes, request.businessSlug, request.code),
  ]);
  return { codes: { ...Object.fromEntries(rows.map((row) => [row.id, openCode(codes, row)])), ...(typed ? { [typed.id]: typed.code } : {}) } };
}
