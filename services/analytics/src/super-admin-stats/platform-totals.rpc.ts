import { Controller, Inject } from '@nestjs/common';
import { DB, now, plainQuery, qualifiedName, RpcHandler, type Db } from '@gv/platform';
import { AnalyticsRpc, type PlatformTotals } from '@gv/proto';
import { owedTodaySql } from '../db/business-directory-queries.js';
import { projection } from '../db/schema.js';

const BUSINESSES = qualifiedName(projection.businesses);
const DAILY = qualifiedName(projection.daily);
const DAYS = qualifiedName(projection.ledgerDays);

/**
 * The super admin's platform figures, each the glossary's: businesses, cards sold, paid value sold, refunded, revenue
 * (paid value sold less refunded), paid outside the platform (corporate orders, apart from sales), and outstanding (what
 * the books owe at the end of each business's today); test activity never counts.
 */
@Controller()
export class PlatformTotalsRpc {
  constructor(@Inject(DB) private readonly db: Db) {}

  @RpcHandler(AnalyticsRpc.platformTotals)
  async totals(): Promise<PlatformTotals> {
    const [row] = await plainQuery<Record<keyof PlatformTotals, string>>(
      this.db,
      `select
         (select count(*) from ${BUSINESSES}) as "businesses",
         (select coalesce(sum(cards_sold), 0) from ${DAILY} where not test) as "cardsSold",
         (select coalesce(sum(revenue_cents), 0) from ${DAILY} where not test) as "paidValueSoldCents",
         (select coalesce(sum(refunded_cents), 0) from ${DAILY} where not test) as "refundedCents",
         (select coalesce(sum(revenue_cents - refunded_cents), 0) from ${DAILY} where not test) as "revenueCents",
         (select coalesce(sum(outside_cents), 0) from ${DAILY} where not test) as "paidOutsideCents",
         (select coalesce(sum(${owedTodaySql('b.business_slug', '$1')}), 0) from (select distinct business_slug from ${DAYS} where not test) b) as "outstandingCents"`,
      [now().toISOString()],
    );
    return {
      businesses: Number(row.businesses),
      cardsSold: Number(row.cardsSold),
      paidValueSoldCents: Number(row.paidValueSoldCents),
      refundedCents: Number(row.refundedCents),
      revenueCents: Number(row.revenueCents),
      paidOutsideCents: Number(row.paidOutsideCents),
      outstandingCents: Number(row.outstandingCents),
    };
  }
}
