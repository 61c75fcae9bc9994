import { plainQuery, qualifiedName, type DbOrTx } from '@gv/platform';
import { projection } from './schema.js';

const BUSINESSES = qualifiedName(projection.businesses);
const DAILY = qualifiedName(projection.daily);
const BUYERS = qualifiedName(projection.buyers);
const REDEMPTIONS = qualifiedName(projection.redemptions);

export interface BusinessFiguresRow {
  businessSlug: string;
  name: string;
  status: string;
  cardsSold: string;
  grossCents: string;
  refundedCents: string;
  outstandingCents: string;
  lastActivity: string | null;
}

/**
 * The live figures (test activity left out) of the businesses in the CTE `picked` (business_slug, name, status), in
 * slug order: cards sold, what buyers paid and what was refunded (the days' sums), what is left on their cards, and
 * their latest sale or redemption.
 */
const figuresOfPicked = `
  select p.business_slug as "businessSlug", coalesce(p.name, p.business_slug) as name, p.status,
    d.sold as "cardsSold", d.gross as "grossCents", d.refunded as "refundedCents", b.outstanding as "outstandingCents",
    to_char(greatest(b.last_sale, r.last_redemption) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "lastActivity"
  from picked p
  cross join lateral (select coalesce(sum(cards_sold), 0) as sold, coalesce(sum(revenue_cents), 0) as gross, coalesce(sum(refunded_cents), 0) as refunded
    from ${DAILY} where business_slug = p.business_slug and not test) d
  cross join lateral (select coalesce(sum(balance_cents), 0) as outstanding, max(purchased_at) as last_sale
    from ${BUYERS} where business_slug = p.business_slug and not test) b
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
     ) ${figuresOfPicked}`,
    [afterSlug, search, limit],
  );
}

/** One business's figures: zeros for a business the projection has not heard of yet. */
export async function businessFigures(db: DbOrTx, businessSlug: string): Promise<BusinessFiguresRow> {
  const [row] = await plainQuery<BusinessFiguresRow>(
    db,
    `with picked as (select $1::text as business_slug, null::text as name, 'active'::text as status) ${figuresOfPicked}`,
    [businessSlug],
  );
  return row!;
}
