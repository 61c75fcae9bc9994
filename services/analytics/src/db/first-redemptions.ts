import { plainQuery, type DbOrTx } from '@gv/platform';

/** The tables of a projection's set the first redemptions are kept from. */
export interface FirstRedemptionTableNames {
  buyers: string;
  redemptions: string;
  firstRedemptions: string;
}

/**
 * SQL writing again the sums of the sale days `daysQuery` names (a query of business_slug, test, sale_day): the cards
 * sold that day whose first standing redemption is known, and the days each took to it.
 */
export function sumFirstRedemptionsSql(names: Pick<FirstRedemptionTableNames, 'buyers' | 'firstRedemptions'>, daysQuery: string): string {
  return `with days as (${daysQuery})
     insert into ${names.firstRedemptions} as f (business_slug, test, sale_day, cards, days)
     select b.business_slug, b.test, b.sale_day, count(b.first_redeemed_at), coalesce(sum(extract(epoch from b.first_redeemed_at - b.purchased_at) / 86400), 0)
     from days d join ${names.buyers} b on b.business_slug = d.business_slug and b.test = d.test and b.sale_day = d.sale_day
     group by b.business_slug, b.test, b.sale_day order by 1, 2, 3
     on conflict (business_slug, test, sale_day) do update set cards = excluded.cards, days = excluded.days`;
}

/**
 * After redemptions or reversals of `cardIds`: each card's first redemption that stands, and the sums of the sale
 * days whose cards' first redemption moved.
 */
export async function refreshFirstRedemptions(tx: DbOrTx, names: FirstRedemptionTableNames, cardIds: string[]): Promise<void> {
  if (cardIds.length === 0) return;
  const firstStanding = `(select min(r.redeemed_at) from ${names.redemptions} r where r.card_id = b.card_id and not r.reversed)`;
  const moved = await plainQuery<{ businessSlug: string; test: boolean; saleDay: string }>(
    tx,
    `update ${names.buyers} b set first_redeemed_at = ${firstStanding}
     where b.card_id = any($1::uuid[]) and b.sale_day is not null and b.first_redeemed_at is distinct from ${firstStanding}
     returning b.business_slug as "businessSlug", b.test, b.sale_day::text as "saleDay"`,
    [cardIds],
  );
  if (moved.length === 0) return;
  await plainQuery(
    tx,
    sumFirstRedemptionsSql(names, `select distinct * from unnest($1::text[], $2::boolean[], $3::date[]) as d(business_slug, test, sale_day)`),
    [moved.map((day) => day.businessSlug), moved.map((day) => day.test), moved.map((day) => day.saleDay)],
  );
}
