import type { DbOrTx } from '@gv/platform';
import { centsToDollars, type LiabilityReport, type ValueSplit } from '@gv/proto';
import { liabilityByCard, liabilityCents } from '../db/liability-repository.js';
import type { ReportScope } from '../db/report-scope.js';

const split = (paidCents: number, bonusCents: number): ValueSplit => ({
  paid: centsToDollars(paidCents),
  bonus: centsToDollars(bonusCents),
  total: centsToDollars(paidCents + bonusCents),
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
      opening: centsToDollars(cents.opening),
      sold: centsToDollars(cents.sold),
      issuedOutside: centsToDollars(cents.issuedOutside),
      loaded: centsToDollars(cents.loaded),
      credited: centsToDollars(cents.credited),
      debited: centsToDollars(cents.debited),
      redeemed: centsToDollars(cents.redeemed),
      cashedOut: centsToDollars(cents.cashedOut),
      refunded: centsToDollars(cents.refunded),
      forfeited: centsToDollars(cents.forfeited),
      expired: centsToDollars(expired),
      escheated: centsToDollars(cents.escheated),
      closing: centsToDollars(closing),
    },
    breakage: split(cents.breakagePaid, cents.breakageBonus),
    byCard: byCard.map((card) => ({ giftCardId: card.giftCardId, giftCardName: card.giftCardName, ...split(Number(card.paidCents), Number(card.bonusCents)) })),
    testData: test,
  };
}
