import { Controller, Inject } from '@nestjs/common';
import { and, eq, inArray } from 'drizzle-orm';
import { DB, DomainError, RpcHandler, type Db } from '@gv/platform';
import { isUuid, RedemptionRpc, type CardCodes, type CardCodesRequest } from '@gv/proto';
import { issuedCards } from '../db/schema.js';

/** A page of cards at most; the orders views ask for 10. */
const MAX_CARDS = 100;

/**
 * The codes of a business's issued cards, for its admin's orders views: codes never travel
 * in events, so the analytics projection has none. Another business's cards are left out.
 */
@Controller()
export class CardCodesRpc {
  constructor(@Inject(DB) private readonly db: Db) {}

  @RpcHandler(RedemptionRpc.cardCodes)
  async codes(request: CardCodesRequest): Promise<CardCodes> {
    if (typeof request?.businessSlug !== 'string' || !request.businessSlug) throw new DomainError('AUTH.REQUIRED', 'Please sign in to continue', 401);
    const cardIds = (Array.isArray(request.cardIds) ? request.cardIds : []).filter(isUuid).slice(0, MAX_CARDS);
    if (cardIds.length === 0) return { codes: {} };
    const rows = await this.db
      .select({ id: issuedCards.id, code: issuedCards.code })
      .from(issuedCards)
      .where(and(eq(issuedCards.businessSlug, request.businessSlug), inArray(issuedCards.id, cardIds)));
    return { codes: Object.fromEntries(rows.map((row) => [row.id, row.code])) };
  }
}
