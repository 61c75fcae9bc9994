import { Inject, Injectable } from '@nestjs/common';
import { clientKey, DB, KV, now, RPC, spendAttempt, type Budget, type Db, type KeyValueStore, type RpcClient } from '@gv/platform';
import { CatalogRpc, windowRefusal, type ScanGiftCardRequest, type ScannedCardFacts, type ScannedGiftCard } from '@gv/proto';
import { findBusinessCardOrMoved } from '../db/card-repository.js';
import { counterMovesOf } from '../db/ledger-repository.js';
import { redeemBuyer, scannedCardFacts } from '../domain/buyer-view.js';
import { counterVerificationOf } from '../domain/holder-verification.js';
import { giftCardNotFound } from '../domain/redeem-errors.js';
import { CardSecrets } from '../redemption-keys.js';
import { PausedRedemptions } from '../paused-redemptions/paused-redemptions.js';
import { RedemptionWindows } from '../redemption-windows/redemption-windows.js';

/**
 * Codes that name no card of the business, as the holder page counts them: 10 per 15 minutes per admin session, and
 * 30 per client address (a few counters may share one), then 429 until the window ends. A scan reads a printed QR,
 * so a wrong code is rare; this keeps a signed-in session from being used to probe for codes.
 */
function unknownCodeBudgets(request: ScanGiftCardRequest): Budget[] {
  return [
    { key: `scan-unknown:session:${request.sessionKey}`, max: 10, windowSeconds: 900 },
    { key: `scan-unknown:client:${clientKey(request.ip)}`, max: 30, windowSeconds: 900 },
  ];
}

/** GET /api/v1/admin/scan-giftcard/{code}: the business's card and its buyer, balance and redemption history. */
@Injectable()
export class ScanGiftCardHandler {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly secrets: CardSecrets,
    @Inject(RPC) private readonly rpc: RpcClient,
    @Inject(KV) private readonly kv: KeyValueStore,
    private readonly windows: RedemptionWindows,
    private readonly paused: PausedRedemptions,
  ) {}

  async execute(request: ScanGiftCardRequest): Promise<ScannedGiftCard> {
    const card = await spendAttempt(this.kv, unknownCodeBudgets(request), () => findBusinessCardOrMoved(this.db, this.secrets.codes, request.admin.businessSlug, request.code));
    if (!card) throw giftCardNotFound();
    await this.paused.refuseTestCardWhenLive(card);
    const [shown, redemptions, { window, timeZone }] = await Promise.all([this.catalogFacts(card.giftCardId), counterMovesOf(this.db, card.id), this.windows.windowOf(card)]);
    const redemptionWindow = window && { window, refusal: windowRefusal(window, now(), timeZone) };
    return {
      giftCard: { ...scannedCardFacts(card, now()), ...shown, ...(redemptionWindow && { redemptionWindow }) },
      buyers: [redeemBuyer(card, redemptions)],
      verification: counterVerificationOf(card),
    };
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
