import { sql, type SQL } from 'drizzle-orm';
import { insertValues, runSql, type DbOrTx } from '@gv/platform';
import { businessTimeZones, projection, type ProjectionTables } from './schema.js';

export type DailyAmounts = { cardsSold: number; orders: number; revenueCents: number; loadedCents: number; redeemedCents: number; cashedOutCents: number; refundedCents: number; outsideCents: number };

/** A business's day, its live or its test figures, and for `location_daily` the location ('': none recorded). */
export interface DayKey {
  businessSlug: string;
  day: string;
  test: boolean;
  locationId?: string;
}

/** Adds amounts to a business's day in `daily`, or at a location in `location_daily` (the key names the location). */
export async function addToDay(tx: DbOrTx, table: ProjectionTables['daily'] | ProjectionTables['locationDaily'], key: DayKey, add: DailyAmounts): Promise<void> {
  const conflict = key.locationId === undefined ? sql`(business_slug, day, test)` : sql`(business_slug, day, test, location_id)`;
  await runSql(
    tx,
    sql`insert into ${table} as d ${insertValues(table, [{ ...key, ...add }] as (typeof table.$inferInsert)[])}
     on conflict ${conflict} do update set cards_sold = d.cards_sold + excluded.cards_sold, orders = d.orders + excluded.orders,
       revenue_cents = d.revenue_cents + excluded.revenue_cents, loaded_cents = d.loaded_cents + excluded.loaded_cents, redeemed_cents = d.redeemed_cents + excluded.redeemed_cents,
       cashed_out_cents = d.cashed_out_cents + excluded.cashed_out_cents,
       refunded_cents = d.refunded_cents + excluded.refunded_cents, outside_cents = d.outside_cents + excluded.outside_cents`,
  );
}

/** Sums as the per-day projection keeps them: revenue is what buyers paid for cards, loaded what they paid for reloads, before refunds. */
export interface DailySums {
  cardsSold: number;
  revenueCents: number;
  loadedCents: number;
  redeemedCents: number;
  cashedOutCents: number;
  refundedCents: number;
  outsideCents: number;
}

const SUMS = sql.raw(
  `cards_sold as "cardsSold", revenue_cents as "revenueCents", loaded_cents as "loadedCents", redeemed_cents as "redeemedCents", cashed_out_cents as "cashedOutCents", refunded_cents as "refundedCents", outside_cents as "outsideCents"`,
);
const TOTALS = sql.raw(
  `sum(cards_sold) as "cardsSold", sum(revenue_cents) as "revenueCents", sum(loaded_cents) as "loadedCents", sum(redeemed_cents) as "redeemedCents", sum(cashed_out_cents) as "cashedOutCents", sum(refunded_cents) as "refundedCents", sum(outside_cents) as "outsideCents"`,
);

/**
 * The one statement a dashboard snapshot costs: the business's zone, live switch and currency, its all-time sums and its days
 * from `firstDay`, live and test, for the whole business and at each location.
 */
export const dashboardFigures = (businessSlug: string, firstDay: string): SQL => sql`select z.time_zone as "timeZone", z.live, z.currency,
  (select coalesce(json_agg(t), '[]') from (select test, ${TOTALS} from ${projection.daily} where business_slug = ${businessSlug} group by test) t) as totals,
  (select coalesce(json_agg(d), '[]') from (select test, day::text as day, ${SUMS} from ${projection.daily} where business_slug = ${businessSlug} and day >= ${firstDay}::date) d) as days,
  (select coalesce(json_agg(t), '[]') from (select test, location_id as "locationId", ${TOTALS} from ${projection.locationDaily}
    where business_slug = ${businessSlug} group by test, location_id) t) as "locationTotals",
  (select coalesce(json_agg(d), '[]') from (select test, location_id as "locationId", day::text as day, ${SUMS} from ${projection.locationDaily}
    where business_slug = ${businessSlug} and day >= ${firstDay}::date) d) as "locationDays",
  pg_current_snapshot()::text as seen
from (select 1) as one left join ${businessTimeZones} z on z.business_slug = ${businessSlug}`;

/** Reads a dashboard snapshot's figures (see dashboardFigures). */
export async function readDashboardFigures(db: DbOrTx, businessSlug: string, firstDay: string) {
  const [row] = await runSql<{
    timeZone: string | null;
    live: boolean | null;
    currency: string | null;
    totals: (DailySums & { test: boolean })[];
    days: (DailySums & { test: boolean; day: string })[];
    locationTotals: (DailySums & { test: boolean; locationId: string })[];
    locationDays: (DailySums & { test: boolean; locationId: string; day: string })[];
    seen: string;
  }>(db, dashboardFigures(businessSlug, firstDay));
  return row;
}
