import { ValidationError, type Db } from '@gv/platform';
import { toMajorUnits, REPORT_INTERVALS, REPORT_MESSAGES, type SalesActivity, type SalesActivityRequest } from '@gv/proto';
import { activityPerPeriod, averageDaysToFirstRedemption, soldAndRedeemedCents, topCards } from '../db/activity-repository.js';
import { activityScope } from '../db/business-time-zone-repository.js';
import { parseReportRange } from '../domain/report-range.js';

const TOP_CARDS = 5;

/** GET /api/v1/admin/reports/activity: sales, redemptions and refunds per day, week or month, and what they say of the cards sold. */
export async function salesActivity(db: Db, request: SalesActivityRequest): Promise<SalesActivity> {
  const range = parseReportRange(request);
  const interval = request.interval === undefined || request.interval === '' ? 'day' : REPORT_INTERVALS.find((known) => known === request.interval);
  if (!interval) throw new ValidationError({ interval: REPORT_MESSAGES.intervalUnknown });
  const scope = { ...(await activityScope(db, request)), ...range };
  const [periods, totals, averageDays, top] = await Promise.all([
    activityPerPeriod(db, scope, interval),
    soldAndRedeemedCents(db, scope),
    averageDaysToFirstRedemption(db, scope),
    topCards(db, scope, TOP_CARDS),
  ]);
  const major = (cents: string | number) => toMajorUnits(Number(cents), scope.currency);
  return {
    ...range,
    interval,
    periods: periods.map((period) => ({
      start: period.start,
      orders: Number(period.orders),
      cardsSold: Number(period.cardsSold),
      sales: major(period.revenueCents),
      loaded: major(period.loadedCents),
      redeemed: major(period.redeemedCents),
      cashedOut: major(period.cashedOutCents),
      refunded: major(period.refundedCents),
      paidOutside: major(period.outsideCents),
    })),
    redemptionRate: totals.sold === 0 ? null : Math.round((totals.redeemed / totals.sold) * 10_000) / 10_000,
    averageDaysToFirstRedemption: averageDays === null ? null : Math.round(averageDays * 10) / 10,
    topCards: top.map((card) => ({
      giftCardName: card.giftCardName,
      cardsSold: Number(card.cardsSold),
      sales: major(card.soldCents),
    })),
    testData: scope.test,
    currency: scope.currency,
  };
}
