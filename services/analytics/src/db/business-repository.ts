import { sql, type SQL } from 'drizzle-orm';
import { now, runSql, type DbOrTx } from '@gv/platform';
import { DEFAULT_CURRENCY, type BusinessStatus, type PlatformMoneyTotals, type PlatformTotals } from '@gv/proto';
import { businessTimeZones, projection, type ProjectionTables } from './schema.js';

const { businesses, daily, buyers, redemptions, ledgerDays } = projection;
type Businesses = Pick<ProjectionTables, 'businesses'>;

/** A business provisioned on the platform; one already known is left. */
export async function addBusiness(tx: DbOrTx, tables: Businesses, businessSlug: string, name: string): Promise<void> {
  await runSql(tx, sql`insert into ${tables.businesses} (business_slug, name) values (${businessSlug}, ${name}) on conflict do nothing`);
}

/** A business's name and status as of `changedAt`: an older change arriving late changes nothing. */
export async function updateBusiness(
  tx: DbOrTx,
  tables: Businesses,
  business: { businessSlug: string; name: string; status: BusinessStatus; changedAt: string },
): Promise<void> {
  const { businessSlug, name, status, changedAt } = business;
  await runSql(
    tx,
    sql`insert into ${tables.businesses} as b (business_slug, name, status, changed_at) values (${businessSlug}, ${name}, ${status}, ${changedAt})
     on conflict (business_slug) do update set name = excluded.name, status = excluded.status, changed_at = excluded.changed_at
     where b.changed_at is null or b.changed_at <= excluded.changed_at`,
  );
}

/**
 * The glossary's outstanding for the business `business` (an SQL expression) on its live cards: what the books owe at
 * the end of today in its time zone (today from the instant `at`), value past its last day left out, as the liability
 * report counts it.
 */
const owedToday = (business: SQL, at: string) => sql`(select coalesce(sum(
      case when d.paid_expires_on < t.today then 0 else d.paid_cents end + case when d.expiration_date < t.today then 0 else d.bonus_cents end), 0)
    from (select (${at}::timestamptz at time zone coalesce((select time_zone from ${businessTimeZones} where business_slug = ${business}), 'UTC'))::date as today) t
    join ${ledgerDays} d on d.business_slug = ${business} and not d.test and d.day <= t.today)`;

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
  /** The ISO 4217 code its cents are minor units of. */
  currency: string;
}

/**
 * The live figures (test activity left out) of the businesses in the CTE `picked` (business_slug, name, status), in
 * slug order, as the glossary defines them: cards sold, paid value sold and refunded (the days' sums), face value sold
 * and outstanding (the books, at the present instant), their latest sale or redemption, and their currency.
 */
const figuresOfPicked = () => sql`
  select p.business_slug as "businessSlug", coalesce(p.name, p.business_slug) as name, p.status,
    d.sold as "cardsSold", d.gross as "grossCents", f.face as "faceValueCents", d.refunded as "refundedCents", ${owedToday(sql`p.business_slug`, now().toISOString())} as "outstandingCents",
    to_char(greatest(b.last_sale, r.last_redemption) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "lastActivity",
    coalesce((select currency from ${businessTimeZones} where business_slug = p.business_slug), ${DEFAULT_CURRENCY}) as currency
  from picked p
  cross join lateral (select coalesce(sum(cards_sold), 0) as sold, coalesce(sum(revenue_cents), 0) as gross, coalesce(sum(refunded_cents), 0) as refunded
    from ${daily} where business_slug = p.business_slug and not test) d
  cross join lateral (select coalesce(sum(paid_cents + bonus_cents), 0) as face from ${ledgerDays} where business_slug = p.business_slug and not test and kind = 'sold') f
  cross join lateral (select max(purchased_at) as last_sale from ${buyers} where business_slug = p.business_slug and not test) b
  cross join lateral (select max(redeemed_at) as last_redemption from ${redemptions} where business_slug = p.business_slug and not test) r
  order by p.business_slug`;

/** Up to `limit` businesses after `afterSlug` in slug order whose name or slug holds `search` (lower case; '' for all), with their figures. */
export function businessDirectoryPage(db: DbOrTx, afterSlug: string, search: string, limit: number) {
  return runSql<BusinessFiguresRow>(
    db,
    sql`with picked as (
       select business_slug, name, status from ${businesses}
       where business_slug > ${afterSlug}::text and (${search}::text = '' or strpos(lower(name), ${search}::text) > 0 or strpos(business_slug, ${search}::text) > 0)
       order by business_slug limit ${limit}::int
     ) ${figuresOfPicked()}`,
  );
}

/** One business's figures: zeros for a business the projection has not heard of yet. */
export async function businessFigures(db: DbOrTx, businessSlug: string): Promise<BusinessFiguresRow> {
  const [row] = await runSql<BusinessFiguresRow>(
    db,
    sql`with picked as (select ${businessSlug}::text as business_slug, null::text as name, 'active'::text as status) ${figuresOfPicked()}`,
  );
  return row!;
}

/**
 * The super admin's platform figures, each the glossary's: businesses, cards sold, paid value sold, refunded, revenue
 * (paid value sold and loaded, less refunded), paid outside the platform (corporate orders, apart from sales), and outstanding (what
 * the books owe at the end of each business's today); test activity never counts.
 */
export async function platformTotals(db: DbOrTx): Promise<PlatformTotals> {
  const currencyOf = (slug: SQL) => sql`coalesce((select currency from ${businessTimeZones} z where z.business_slug = ${slug}), ${DEFAULT_CURRENCY})`;
  const [[counts], byCurrency] = await Promise.all([
    runSql<{ businesses: string; cardsSold: string }>(
      db,
      sql`select (select count(*) from ${businesses}) as "businesses", (select coalesce(sum(cards_sold), 0) from ${daily} where not test) as "cardsSold"`,
    ),
    runSql<Record<keyof PlatformMoneyTotals, string>>(
      db,
      sql`select currency, sum(paid) as "paidValueSoldCents", sum(refunded) as "refundedCents", sum(paid + loaded - refunded) as "revenueCents",
           sum(outside) as "paidOutsideCents", sum(owed) as "outstandingCents"
         from (
           select ${currencyOf(sql`d.business_slug`)} as currency, revenue_cents as paid, refunded_cents as refunded, loaded_cents as loaded, outside_cents as outside, 0 as owed
             from ${daily} d where not test
           union all
           select ${currencyOf(sql`b.business_slug`)}, 0, 0, 0, 0, ${owedToday(sql`b.business_slug`, now().toISOString())}
             from (select distinct business_slug from ${ledgerDays} where not test) b
         ) money
         group by currency order by currency`,
    ),
  ]);
  return {
    businesses: Number(counts!.businesses),
    cardsSold: Number(counts!.cardsSold),
    byCurrency: byCurrency.map(({ currency, ...cents }) => ({ currency, ...(Object.fromEntries(Object.entries(cents).map(([key, value]) => [key, Number(value)])) as Omit<PlatformMoneyTotals, 'currency'>) })),
  };
}
