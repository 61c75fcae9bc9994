import { DomainError, type Db } from '@gv/platform';
import { isUuid, type CardCodes, type CardCodesRequest } from '@gv/proto';
import { sealedCodesOf } from '../db/card-repository.js';
import { openCode, type CardSecrets } from '../redemption-keys.js';

/** A page of cards at most; the orders views ask for 10. */
const MAX_CARDS = 100;

/**
 * The codes of a business's issued cards, for its admin's orders views: codes never travel
 * in events, so the analytics projection has none; here they are opened from their sealed
 * copies. Another business's cards are left out.
 */
export async function cardCodes(db: Db, { codes }: CardSecrets, request: CardCodesRequest): Promise<CardCodes> {
  if (typeof request?.businessSlug !== 'string' || !request.businessSlug) throw new DomainError('AUTH.REQUIRED', 'Please sign in to continue');
  const cardIds = (Array.isArray(request.cardIds) ? request.cardIds : []).filter(isUuid).slice(0, MAX_CARDS);
  if (cardIds.length === 0) return { codes: {} };
  const rows = await sealedCodesOf(db, request.businessSlug, cardIds);
  return { codes: Object.fromEntries(rows.map((row) => [row.id, openCode(codes, row)])) };
}
