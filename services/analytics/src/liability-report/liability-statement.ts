import type { DbOrTx } from '@gv/platform';
import { toMajorUnits, type LiabilityReport, type ValueSplit } from '@gv/proto';
import { liabilityByCard, liabilityCents } from '../db/liability-repository.js';
import type { ReportScope } from '../db/report-scope.js';

const split = (paidCents: number, bonusCents: number): ValueSplit => ({
  paid: toMajorUnits(paidCents),
  bonus: toMajorUnits(bonusCents),
  total: toMajorUnits(paidCents + bonusCents),
});

/**
 * What the business owes on its cards at the end of the range, the movement that explains it, breakage, and by card
 * type; narrowed to a location, the books of the cards sold there.
 */
export async function liabilityStatement(db: DbOrTx, scope: ReportScope): Promise<LiabilityReport> {
  const { from, to, test } = scope;
  const [cents, byCard] = await Promise.all([liabilityCents(db, scope), liabilityByCard(db, scope)]);
  const closing = cents.closingPaid + cents.closingBonus;
  // Written off by EXPIRE rows, or still on the cards but past its last day (breakage) since the range began.
  const expired = cents.writtenOff + cents.breakagePaid + cents.breakageBonus - cents.openingBreakage;
  return {
    from,
    to,
    outstanding: split(cents.closingPaid, cents.closingBonus),
    movement: {
      opening: toMajorUnits(cents.opening),
      sold: toMajorUnits(cents.sold),
      issuedOutside: toMajorUnits(cents.issuedOutside),
      loaded: toMajorUnits(cents.loaded),
      credited: toMajorUnits(cents.credited),
      debited: toMajorUnits(cents.debited),
      redeemed: toMajorUnits(cents.redeemed),
      cashedOut: toMajorUnits(cents.cashedOut),
      refunded: toMajorUnits(cents.refunded),
      forfeited: toMajorUnits(cents.forfeited),
      expired: toMajorUnits(expired),
      escheated: toMajorUnits(cents.escheated),
      closing: toMajorUnits(closing),
    },
    breakage: split(cents.breakagePaid, cents.breakageBonus),
    byCard: byCard.map((card) => ({ giftCardId: card.giftCardId, giftCardName: card.giftCardName, ...split(Number(card.paidCents), Number(card.bonusCents)) })),
    testData: test,
  };
}
