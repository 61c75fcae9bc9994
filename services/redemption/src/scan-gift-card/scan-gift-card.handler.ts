import { Inject, Injectable } from '@nestjs/common';
import { DB, RPC, type Db, type RpcClient } from '@gv/platform';
import { CatalogRpc, type ScanGiftCardRequest, type ScannedCardFacts, type ScannedGiftCard } from '@gv/proto';
import { findBusinessCard, redemptionsOf } from '../db/card-queries.js';
import { redeemBuyer, scannedCardFacts } from '../domain/buyer-view.js';
import { giftCardNotFound } from '../domain/redeem-errors.js';

/** GET /api/v1/admin/scan-giftcard/{code}: the business's card and its buyer, balance and redemption history. */
@Injectable()
export class ScanGiftCardHandler {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(RPC) private readonly rpc: RpcClient,
  ) {}

  async execute(request: ScanGiftCardRequest): Promise<ScannedGiftCard> {
    const card = await findBusinessCard(this.db, request.admin.businessSlug, request.code);
    if (!card) throw giftCardNotFound();
    const [shown, redemptions] = await Promise.all([this.catalogFacts(card.giftCardId), redemptionsOf(this.db, card.id)]);
    return { giftCard: { ...scannedCardFacts(card), ...shown }, buyers: [redeemBuyer(card, redemptions)] };
  }

  /**
   * The catalog's tag, description, discount and picture of the card it was sold as, while the catalog still has it.
   * What was sold (name, face value, expiry) is the card's own snapshot; a counter redeems without the catalog.
   */
  private async catalogFacts(giftCardId: string): Promise<Partial<ScannedCardFacts>> {
    try {
      const { giftCard } = await this.rpc.call(CatalogRpc.details, { id: giftCardId });
      const { giftCardTag, icon, description, discount, giftCardImg } = giftCard;
      return { giftCardTag, icon, description, discount, giftCardImg };
    } catch {
      return {};
    }
  }
}
