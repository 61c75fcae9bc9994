import { now, plainQuery, qualifiedName, type DbOrTx } from '@gv/platform';
import { businessTimeZones, projection } from './schema.js';

const BUSINESSES = qualifiedName(projection.businesses);
const DAILY = qualifiedName(projection.daily);
const BUYERS = qualifiedName(projection.buyers);
const REDEMPTIONS = qualifiedName(projection.redemptions);
const DAYS = qualifiedName(projection.ledgerDays);
const ZONES = qualifiedName(businessTimeZones);

/**
 * The glossary's outstanding for the business `business` (an SQL expression) on its live cards: what the books owe at
 * the end of today in its time zone (today from the instant `at`, an SQL parameter), value past its last day left out,
 * as the liability report counts it.
 */
export const owedTodaySql = (business: string, at: string) => `(select coalesce(sum(
      case when d.paid_expires_on < t.today then 0 else d.paid_cents end + case when d.expiration_date < t.today then 0 else d.bonus_cents end), 0)
    from (select (${at}::timestamptz at time zone coalesce((select time_zone from ${ZONES} where business_slug = ${business}), 'UTC'))::date as today) t
    join ${DAYS} d on d.business_slug = ${business} and not d.test and d.day <= t.today)`;

export interface BusinessFiguresRow {
  businessSlug: string;
  name: string;
  status: string;
  cardsSold: string;
  grossCents: string;
  faceValueCents: string;
  refundedCents: string;
  outstandingCents: string;
  lastActivity: string | null;
}

/**
 * The live figures (test activity left out) of the businesses in the CTE `picked` (business_slug, name, status), in
 * slug order, as the glossary defines them: cards sold, paid value sold and refunded (the days' sums), face value sold
 * and outstanding (the books; `at`: the parameter of the present instant), and their latest sale or redemption.
 */
const figuresOfPicked = (at: string) => `
  select p.business_slug as "businessSlug", coalesce(p.name, p.business_slug) as name, p.status,
    d.sold as "cardsSold", d.gross as "grossCents", f.face as "faceValueCents", d.refunded as "refundedCents", ${owedTodaySql('p.business_slug', at)} as "outstandingCents",
    to_char(greatest(b.last_sale, r.last_redemption) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "lastActivity"
  from picked p
  cross join lateral (select coalesce(sum(cards_sold), 0) as sold, coalesce(sum(revenue_cents), 0) as gross, coalesce(sum(refunded_cents), 0) as refunded
    from ${DAILY} where business_slug = p.business_slug and not test) d
  cross join lateral (select coalesce(sum(paid_cents + bonus_cents), 0) as face from ${DAYS} where business_slug = p.business_slug and not test and kind = 'sold') f
  cross join lateral (select max(purchased_at) as last_sale from ${BUYERS} where business_slug = p.business_slug and not test) b
  cross join lateral (select max(redeemed_at) as last_redemption from ${REDEMPTIONS} where business_slug = p.business_slug and not test) r
  order by p.business_slug`;

/** Up to `limit` businesses after `afterSlug` in slug order whose name or slug holds `search` (lower case; '' for all), with their figures. */
export function businessDirectoryPage(db: DbOrTx, afterSlug: string, search: string, limit: number) {
  return plainQuery<BusinessFiguresRow>(
    db,
    `with picked as (
       select business_slug, name, status from ${BUSINESSES}
       where business_slug > $1::text and ($2::text = '' or strpos(lower(name), $2::text) > 0 or strpos(business_slug, $2::text) > 0)
       order by business_slug limit $3::int
     ) ${figuresOfPicked('$4')}`,
    [afterSlug, search, limit, now().toISOString()],
  );
}

/** One business's figures: zeros for a business the projection has not heard of yet. */
export async function businessFigures(db: DbOrTx, businessSlug: string): Promise<BusinessFiguresRow> {
  const [row] = await plainQuery<BusinessFiguresRow>(
    db,
    `with picked as (select $1::text as business_slug, null::text as name, 'active'::text as status) ${figuresOfPicked('$2')}`,
    [businessSlug, now().toISOString()],
  );
  return row!;
}
