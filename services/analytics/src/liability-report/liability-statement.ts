import type { DbOrTx } from '@gv/platform';
import { toMajorUnits, type LiabilityReport, type ValueSplit } from '@gv/proto';
import { liabilityByCard, liabilityCents } from '../db/liability-repository.js';
import type { ReportScope } from '../db/report-scope.js';

const splitIn =
  (currency: string) =>
  (paidCents: number, bonusCents: number): ValueSplit => ({
    paid: toMajorUnits(paidCents, currency),
    bonus: toMajorUnits(bonusCents, currency),
    total: toMajorUnits(paidCents + bonusCents, currency),
  });

/**
 * What the business owes on its cards at the end of the range, the movement that explains it, breakage, and by card
 * type; narrowed to a location, the books of the cards sold there.
 */
export async function liabilityStatement(db: DbOrTx, scope: ReportScope): Promise<LiabilityReport> {
  const { from, to, test, currency } = scope;
  const split = splitIn(currency);
  const major = (cents: number) => toMajorUnits(cents, currency);
  const [cents, byCard] = await Promise.all([liabilityCents(db, scope), liabilityByCard(db, scope)]);
  const closing = cents.closingPaid + cents.closingBonus;
  // Written off by EXPIRE rows, or still on the cards but past its last day (breakage) since the range began.
  const expired = cents.writtenOff + cents.breakagePaid + cents.breakageBonus - cents.openingBreakage;
  return {
    from,
    to,
    outstanding: split(cents.closingPaid, cents.closingBonus),
    movement: {
      opening: major(cents.opening),
      sold: major(cents.sold),
      issuedOutside: major(cents.issuedOutside),
      loaded: major(cents.loaded),
      credited: major(cents.credited),
      debited: major(cents.debited),
      redeemed: major(cents.redeemed),
      cashedOut: major(cents.cashedOut),
      refunded: major(cents.refunded),
      forfeited: major(cents.forfeited),
      expired: major(expired),
      escheated: major(cents.escheated),
      closing: major(closing),
    },
    breakage: split(cents.breakagePaid, cents.breakageBonus),
    byCard: byCard.map((card) => ({ giftCardId: card.giftCardId, giftCardName: card.giftCardName, ...split(Number(card.paidCents), Number(card.bonusCents)) })),
    testData: test,
    currency,
  };
}
