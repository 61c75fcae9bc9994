import { sql, type SQL } from 'drizzle-orm';
import { runSql, type DbOrTx } from '@gv/platform';
import type { ProjectionTables } from './schema.js';

/** Days from a card's sale to its first redemption that stands (a buyers row's). */
export const DAYS_TO_FIRST_REDEMPTION = sql`extract(epoch from first_redeemed_at - purchased_at) / 86400`;

/** The tables of a projection's set the first redemptions are kept from. */
type FirstRedemptionTables = Pick<ProjectionTables, 'buyers' | 'redemptions' | 'firstRedemptions'>;

/**
 * Writes again the sums of the sale days `days` names (a query of business_slug, test, sale_day): the cards sold
 * that day whose first standing redemption is known, and the days each took to it.
 */
export function sumFirstRedemptions(tables: Pick<FirstRedemptionTables, 'buyers' | 'firstRedemptions'>, days: SQL): SQL {
  return sql`with days as (${days})
     insert into ${tables.firstRedemptions} as f (business_slug, test, sale_day, cards, days)
     select b.business_slug, b.test, b.sale_day, count(b.first_redeemed_at), coalesce(sum(${DAYS_TO_FIRST_REDEMPTION}), 0)
     from days d join ${tables.buyers} b on b.business_slug = d.business_slug and b.test = d.test and b.sale_day = d.sale_day
     group by b.business_slug, b.test, b.sale_day order by 1, 2, 3
     on conflict (business_slug, test, sale_day) do update set cards = excluded.cards, days = excluded.days`;
}

/**
 * After redemptions or reversals of `cardIds`: each card's first redemption that stands, and the sums of the sale
 * days whose cards' first redemption moved.
 */
export async function refreshFirstRedemptions(tx: DbOrTx, tables: FirstRedemptionTables, cardIds: string[]): Promise<void> {
  if (cardIds.length === 0) return;
  const firstStanding = sql`(select min(r.redeemed_at) from ${tables.redemptions} r where r.card_id = b.card_id and not r.reversed)`;
  const moved = await runSql<{ businessSlug: string; test: boolean; saleDay: string }>(
    tx,
    sql`update ${tables.buyers} b set first_redeemed_at = ${firstStanding}
     where b.card_id = any(${sql.param(cardIds)}::uuid[]) and b.sale_day is not null and b.first_redeemed_at is distinct from ${firstStanding}
     returning b.business_slug as "businessSlug", b.test, b.sale_day::text as "saleDay"`,
  );
  if (moved.length === 0) return;
  const [slugs, tests, saleDays] = [moved.map((day) => day.businessSlug), moved.map((day) => day.test), moved.map((day) => day.saleDay)];
  await runSql(
    tx,
    sumFirstRedemptions(tables, sql`select distinct * from unnest(${sql.param(slugs)}::text[], ${sql.param(tests)}::boolean[], ${sql.param(saleDays)}::date[]) as d(business_slug, test, sale_day)`),
  );
}
