import { sql, type SQL } from 'drizzle-orm';
import { runSql, type DbOrTx } from '@gv/platform';
import type { ReportInterval } from '@gv/proto';
import { DAYS_TO_FIRST_REDEMPTION } from './first-redemption-repository.js';
import { countedAt, type ReportScope as Scope } from './report-scope.js';
import { projection } from './schema.js';

const { daily, locationDaily, ledgerDays, firstRedemptions, buyers } = projection;

/** The scope's rows of a table of days (its day column `day`), at its location as `location` says where each happened (a table without: everywhere). */
const inScope = (scope: Scope, day: SQL, location?: SQL) =>
  sql`business_slug = ${scope.businessSlug} and test = ${scope.test} and ${day} between ${scope.from}::date and ${scope.to}::date and ${location ? countedAt(location, scope.at) : sql`true`}`;

/**
 * The daily figures summed per period (`date_trunc`: ISO weeks start on Monday), each period's first day clipped to the
 * range; at a location, sales and refunds of the cards sold there, redemptions and cash-outs at its counter.
 */
export function activityPerPeriod(db: DbOrTx, scope: Scope, interval: ReportInterval) {
  return runSql<{ start: string; orders: string; cardsSold: string; revenueCents: string; loadedCents: string; redeemedCents: string; cashedOutCents: string; refundedCents: string; outsideCents: string }>(
    db,
    sql`select greatest(date_trunc(${interval}, day::timestamp)::date, ${scope.from}::date)::text as start, sum(orders) as orders, sum(cards_sold) as "cardsSold", sum(revenue_cents) as "revenueCents", sum(loaded_cents) as "loadedCents",
       sum(redeemed_cents) as "redeemedCents", sum(cashed_out_cents) as "cashedOutCents", sum(refunded_cents) as "refundedCents", sum(outside_cents) as "outsideCents"
     from ${scope.at ? locationDaily : daily} where ${inScope(scope, sql`day`, scope.at && sql`location_id`)}
     group by 1 order by 1`,
  );
}

/**
 * Face value sold and value redeemed (the glossary's: net of reversals; cash-outs, credits and debits apart) in the
 * range, from the books; at a location, of the cards sold there.
 */
export async function soldAndRedeemedCents(db: DbOrTx, scope: Scope): Promise<{ sold: number; redeemed: number }> {
  const [row] = await runSql<{ sold: string; redeemed: string }>(
    db,
    sql`select coalesce(sum(paid_cents + bonus_cents) filter (where kind = 'sold'), 0) as sold,
       coalesce(-sum(paid_cents + bonus_cents) filter (where kind = 'redeemed'), 0) as redeemed
     from ${ledgerDays} where ${inScope(scope, sql`day`, sql`sold_at_location_id`)}`,
  );
  return { sold: Number(row.sold), redeemed: Number(row.redeemed) };
}

/**
 * Of the cards sold in the range and redeemed since, the average days from the sale to the first redemption that
 * stands: from the sums kept per sale day, or at a location from its cards themselves.
 */
export async function averageDaysToFirstRedemption(db: DbOrTx, scope: Scope): Promise<number | null> {
  const [row] = await runSql<{ days: string | null }>(
    db,
    scope.at === undefined
      ? sql`select sum(days) / nullif(sum(cards), 0) as days from ${firstRedemptions} where ${inScope(scope, sql`sale_day`)}`
      : sql`select avg(${DAYS_TO_FIRST_REDEMPTION}) as days from ${buyers}
         where ${inScope(scope, sql`sale_day`, sql`sold_at_location_id`)} and first_redeemed_at is not null`,
  );
  return row.days === null ? null : Number(row.days);
}

/** The card types sold most in the range, by face value. */
export function topCards(db: DbOrTx, scope: Scope, limit: number) {
  return runSql<{ giftCardName: string; cardsSold: string; soldCents: string }>(
    db,
    sql`select max(gift_card_name) as "giftCardName", sum(moves) as "cardsSold", sum(paid_cents + bonus_cents) as "soldCents"
     from ${ledgerDays} where ${inScope(scope, sql`day`, sql`sold_at_location_id`)} and kind = 'sold' and gift_card_id <> ''
     group by gift_card_id order by sum(paid_cents + bonus_cents) desc, max(gift_card_name) limit ${limit}`,
  );
}
