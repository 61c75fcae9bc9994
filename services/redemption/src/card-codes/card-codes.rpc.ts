import { Controller, Inject } from '@nestjs/common';
import { DB, DomainError, RpcHandler, type Db } from '@gv/platform';
import { isUuid, RedemptionRpc, type CardCodes, type CardCodesRequest } from '@gv/proto';
import { sealedCodesOf } from '../db/card-repository.js';
import { CARD_CODE_KEYS, openCode, type CardCodeKeys } from '../redemption-keys.js';

/** A page of cards at most; the orders views ask for 10. */
const MAX_CARDS = 100;

/**
 * The codes of a business's issued cards, for its admin's orders views: codes never travel
 * in events, so the analytics projection has none; here they are opened from their sealed
 * copies. Another business's cards are left out.
 */
@Controller()
export class CardCodesRpc {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(CARD_CODE_KEYS) private readonly codeKeys: CardCodeKeys,
  ) {}

  @RpcHandler(RedemptionRpc.cardCodes)
  async codes(request: CardCodesRequest): Promise<CardCodes> {
    if (typeof request?.businessSlug !== 'string' || !request.businessSlug) throw new DomainError('AUTH.REQUIRED', 'Please sign in to continue');
    const cardIds = (Array.isArray(request.cardIds) ? request.cardIds : []).filter(isUuid).slice(0, MAX_CARDS);
    if (cardIds.length === 0) return { codes: {} };
    const rows = await sealedCodesOf(this.db, request.businessSlug, cardIds);
    return { codes: Object.fromEntries(rows.map((row) => [row.id, openCode(this.codeKeys, row)])) };
  }
}
