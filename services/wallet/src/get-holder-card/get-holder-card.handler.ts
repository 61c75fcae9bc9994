import { Injectable } from '@nestjs/common';
import { toMajorUnits, type HolderCardAnswer, type HolderPageRequest } from '@gv/proto';
import { CardFacts } from '../card-facts/card-facts.js';
import { WalletPasses } from '../passes/wallet-passes.js';

/**
 * GET /api/v1/cards/{code}: the holder page, which the spec's wallet links all point to. The card, its
 * business, its redemptions and its wallet links; of a gift, the giver's name and message (the reveal page), never
 * how to reach them.
 */
@Injectable()
export class GetHolderCardHandler {
  constructor(
    private readonly cards: CardFacts,
    private readonly passes: WalletPasses,
  ) {}

  async execute(request: HolderPageRequest): Promise<HolderCardAnswer> {
    const facts = await this.cards.of(request.code, request.ip);
    const { card, business, locale } = facts;
    return {
      success: true,
      ...(await this.passes.links(facts, request.publicBaseUrl)),
      business: { businessSlug: business.businessSlug, name: business.name, logoUrl: business.logoUrl, timeZone: business.timeZone },
      giftCard: {
        giftCardId: card.giftCardId,
        giftCardName: card.giftCardName,
        amount: toMajorUnits(card.faceValueCents, card.currency),
        remainingBalance: toMajorUnits(card.remainingBalanceCents, card.currency),
        currency: card.currency,
        locale,
        usedAmount: toMajorUnits(card.faceValueCents - card.remainingBalanceCents, card.currency),
        expirationDate: card.expirationDate,
        paidExpiresOn: card.paidExpiresOn,
        bonusExpiresOn: card.bonusExpiresOn,
        expired: card.expired,
        status: card.status,
        disclosure: card.disclosure,
        testCard: card.testCard,
        ...(card.redemptionWindow && { redemptionWindow: card.redemptionWindow }),
        ...(card.posNumber !== undefined && { posNumber: card.posNumber }),
        purchaseDate: card.issuedAt,
        redemptionHistory: card.redemptions.map((redemption) => ({
          kind: redemption.kind,
          redeemedAmount: toMajorUnits(redemption.amountCents, card.currency),
          remainingAmount: toMajorUnits(redemption.balanceAfterCents, card.currency),
          redemptionDate: redemption.redeemedAt,
        })),
      },
      gift: card.gift,
      verification: card.verification,
    };
  }
}
