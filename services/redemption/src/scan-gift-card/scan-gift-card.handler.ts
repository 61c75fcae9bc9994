import { Inject, Injectable } from '@nestjs/common';
import { DB, type Db } from '@gv/platform';
import type { ScanGiftCardRequest, ScannedGiftCard } from '@gv/proto';
import { findBusinessCard, redemptionsOf } from '../db/card-queries.js';
import { redeemBuyer, scannedCardFacts } from '../domain/buyer-view.js';
import { giftCardNotFound } from '../domain/redeem-errors.js';

/** GET /api/v1/admin/scan-giftcard/{code}: the business's card and its buyer, balance and redemption history. */
@Injectable()
export class ScanGiftCardHandler {
  constructor(@Inject(DB) private readonly db: Db) {}

  async execute(request: ScanGiftCardRequest): Promise<ScannedGiftCard> {
    const card = await findBusinessCard(this.db, request.admin.businessSlug, request.code);
    if (!card) throw giftCardNotFound();
    return { giftCard: scannedCardFacts(card), buyers: [redeemBuyer(card, await redemptionsOf(this.db, card.id))] };
  }
}
