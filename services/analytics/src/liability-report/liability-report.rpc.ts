import { Controller, Inject } from '@nestjs/common';
import { DB, RpcHandler, type Db } from '@gv/platform';
import { AnalyticsRpc, centsToDollars, type LiabilityReport, type ReportRangeRequest, type ValueSplit } from '@gv/proto';
import { showsTestData } from '../db/business-time-zones.js';
import { liabilityByCard, liabilityCents } from '../db/liability-queries.js';
import { businessOf } from '../domain/business-scope.js';
import { parseReportRange } from '../domain/report-range.js';

const split = (paidCents: number, bonusCents: number): ValueSplit => ({
  paid: centsToDollars(paidCents),
  bonus: centsToDollars(bonusCents),
  total: centsToDollars(paidCents + bonusCents),
});

/** GET /api/v1/admin/reports/liability: what the business owes on its cards and the movement that explains it, from the books projection. */
@Controller()
export class LiabilityReportRpc {
  constructor(@Inject(DB) private readonly db: Db) {}

  @RpcHandler(AnalyticsRpc.liability)
  async liability(request: ReportRangeRequest): Promise<LiabilityReport> {
    const businessSlug = businessOf(request);
    const { from, to } = parseReportRange(request);
    const testData = await showsTestData(this.db, { businessSlug, testData: request.testData });
    const [cents, byCard] = await Promise.all([liabilityCents(this.db, businessSlug, testData, from, to), liabilityByCard(this.db, businessSlug, testData, to)]);
    const closing = cents.closingPaid + cents.closingBonus;
    const expired = cents.breakagePaid + cents.breakageBonus - cents.openingBreakage;
    return {
      from,
      to,
      outstanding: split(cents.closingPaid, cents.closingBonus),
      movement: {
        opening: centsToDollars(cents.opening),
        sold: centsToDollars(cents.sold),
        redeemed: centsToDollars(cents.redeemed),
        refunded: centsToDollars(cents.refunded),
        expired: centsToDollars(expired),
        closing: centsToDollars(closing),
      },
      breakage: split(cents.breakagePaid, cents.breakageBonus),
      byCard: byCard.map((card) => ({ giftCardId: card.giftCardId, giftCardName: card.giftCardName, ...split(Number(card.paidCents), Number(card.bonusCents)) })),
      testData,
    };
  }
}
