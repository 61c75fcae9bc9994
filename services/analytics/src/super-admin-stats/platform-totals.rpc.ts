import { Controller, Inject } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { DB, RpcHandler, selectRows, type Db } from '@gv/platform';
import { AnalyticsRpc, type PlatformTotals } from '@gv/proto';
import { projection } from '../db/schema.js';

const { businesses, daily, buyers } = projection;

/**
 * The super admin's platform figures: businesses, cards sold, revenue (less refunds), value paid outside the platform
 * (corporate orders, apart from sales), and the value still on issued cards (their balances); test activity never counts.
 */
@Controller()
export class PlatformTotalsRpc {
  constructor(@Inject(DB) private readonly db: Db) {}

  @RpcHandler(AnalyticsRpc.platformTotals)
  async totals(): Promise<PlatformTotals> {
    const [row] = await selectRows<Record<keyof PlatformTotals, string>>(
      this.db,
      sql`select
            (select count(*) from ${businesses}) as "businesses",
            (select coalesce(sum(${daily.cardsSold}), 0) from ${daily} where not ${daily.test}) as "cardsSold",
            (select coalesce(sum(${daily.revenueCents} - ${daily.refundedCents}), 0) from ${daily} where not ${daily.test}) as "revenueCents",
            (select coalesce(sum(${daily.outsideCents}), 0) from ${daily} where not ${daily.test}) as "paidOutsideCents",
            (select coalesce(sum(${buyers.balanceCents}), 0) from ${buyers} where not ${buyers.test}) as "outstandingCents"`,
    );
    return {
      businesses: Number(row.businesses),
      cardsSold: Number(row.cardsSold),
      revenueCents: Number(row.revenueCents),
      paidOutsideCents: Number(row.paidOutsideCents),
      outstandingCents: Number(row.outstandingCents),
    };
  }
}
