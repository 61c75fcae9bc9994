import { plainQuery, qualifiedName, type Db } from '@gv/platform';
import { isLive } from '../db/business-time-zones.js';
import { everyCustomerSql, upsertCustomersSql } from '../db/customer-rows.js';
import { sumFirstRedemptionsSql } from '../db/first-redemptions.js';
import { countMovesSql } from '../db/ledger-days.js';
import { projection } from '../db/schema.js';

export interface BooksSeed {
  businessSlug: string;
  /** Cards sold, one a day over the last 365 days in turn, $50 for $45 (five card types, one of which expires after 180 days). */
  cards: number;
  /** $5 redemptions on each card (bonus value first), on the day of its sale. */
  redemptionsPerCard: number;
}

const LIVE = {
  buyers: qualifiedName(projection.buyers),
  sales: qualifiedName(projection.sales),
  redemptions: qualifiedName(projection.redemptions),
  ledgerMoves: qualifiedName(projection.ledgerMoves),
  ledgerDays: qualifiedName(projection.ledgerDays),
  firstRedemptions: qualifiedName(projection.firstRedemptions),
  customers: qualifiedName(projection.customers),
  daily: qualifiedName(projection.daily),
};
/** Ledger ids of seeded redemptions start here, far above any a redemption service hands out. */
const FIRST_LEDGER_ID = 1_000_000_000_000;

/**
 * A documented bulk load for the books at scale (`npm run bench`): the rows the analytics projection would hold had
 * the events of `seed.cards` sales and their redemptions been heard — cards, sales, redemptions, moves of the books and
 * daily figures written by SQL, then the day sums, first redemptions and customers rows by the same statements the
 * projection runs.
 * Only the analytics projection is filled: the cards are not redeemable (redemption holds no codes for them). They are
 * sold where no gift card rule applies (OTHER): paid value lapses with the card, so the books have breakage to count.
 */
export async function seedBooks(db: Db, seed: BooksSeed): Promise<{ cards: number; ledgerRows: number }> {
  const today = new Date().toISOString().slice(0, 10);
  // Under the figures its admins see: a business in test mode shows its test activity.
  const test = !(await isLive(db, seed.businessSlug));
  const params = [seed.businessSlug, seed.cards, seed.redemptionsPerCard, FIRST_LEDGER_ID, today, test];
  await db.transaction(async (tx) => {
    await plainQuery(
      tx,
      `insert into ${LIVE.buyers} (card_id, business_slug, gift_card_id, gift_card_name, purchase_type, buyer_name, buyer_email, buyer_phone,
         recipient_name, recipient_email, face_value_cents, price_cents, purchased_at, order_id, test, status, balance_cents, paid_cents, bonus_cents,
         ledger_id, expiration_date, paid_expires_on, sale_day, first_redeemed_at)
       select md5($1 || ':' || i)::uuid, $1, 'bench-' || (i % 5), 'Bench card ' || (i % 5 + 1),
         case when i % 4 = 0 then 'gift' else 'self' end, 'Buyer ' || (i % 100000), 'buyer' || (i % 100000) || '@bench.local',
         '(555) 010-' || lpad((i % 10000)::text, 4, '0'),
         case when i % 4 = 0 then 'Friend ' || i end, case when i % 4 = 0 then 'friend' || i || '@bench.local' end,
         5000, 4500, ($5::date - i % 365)::timestamp at time zone 'UTC' + interval '9 hours', 'bench-order-' || i, $6, 'active',
         5000 - 500 * $3, 4500 - 500 * greatest($3 - 1, 0), case when $3 = 0 then 500 else 0 end,
         case when $3 > 0 then $4::bigint + i * $3 + $3 - 1 end,
         $5::date - i % 365 + case when i % 5 = 4 then 180 else 1095 end, $5::date - i % 365 + case when i % 5 = 4 then 180 else 1095 end, $5::date - i % 365,
         case when $3 > 0 then ($5::date - i % 365)::timestamp at time zone 'UTC' + interval '10 hours' end
       from generate_series(0, $2 - 1) i`,
      params,
    );
    await plainQuery(
      tx,
      `insert into ${LIVE.sales} (order_id, business_slug, amount_cents, day, test)
       select order_id, business_slug, price_cents, (purchased_at at time zone 'UTC')::date, test from ${LIVE.buyers} where business_slug = $1 and order_id like 'bench-order-%'`,
      [seed.businessSlug],
    );
    await plainQuery(
      tx,
      `insert into ${LIVE.redemptions} (ledger_id, card_id, business_slug, amount_cents, balance_after_cents, redeemed_at, day, test)
       select $4::bigint + i * $3 + k, md5($1 || ':' || i)::uuid, $1, 500, 5000 - 500 * (k + 1),
         ($5::date - i % 365)::timestamp at time zone 'UTC' + interval '10 hours' + k * interval '1 minute', $5::date - i % 365, $6
       from generate_series(0, $2 - 1) i, generate_series(0, $3 - 1) k`,
      params,
    );
    await plainQuery(
      tx,
      `insert into ${LIVE.ledgerMoves} (move_key, card_id, business_slug, day, kind, paid_cents, bonus_cents, test)
       select 'issued:' || card_id, card_id, business_slug, (purchased_at at time zone 'UTC')::date, 'sold', 4500, 500, test
       from ${LIVE.buyers} where business_slug = $1 and order_id like 'bench-order-%'
       union all
       select 'ledger:' || ledger_id, card_id, business_slug, day, 'redeemed', case when ledger_id % $2 = $3 % $2 then 0 else -500 end,
         case when ledger_id % $2 = $3 % $2 then -500 else 0 end, test
       from ${LIVE.redemptions} where business_slug = $1 and ledger_id >= $3`,
      [seed.businessSlug, Math.max(1, seed.redemptionsPerCard), FIRST_LEDGER_ID],
    );
    await plainQuery(
      tx,
      `insert into ${LIVE.daily} as d (business_slug, day, cards_sold, orders, revenue_cents, redeemed_cents, refunded_cents, test)
       select $1, (purchased_at at time zone 'UTC')::date, count(*), count(*), sum(price_cents), count(*) * 500 * $2, 0, test
       from ${LIVE.buyers} where business_slug = $1 and order_id like 'bench-order-%' group by (purchased_at at time zone 'UTC')::date, test
       on conflict (business_slug, day, test) do update set cards_sold = d.cards_sold + excluded.cards_sold, orders = d.orders + excluded.orders,
         revenue_cents = d.revenue_cents + excluded.revenue_cents, redeemed_cents = d.redeemed_cents + excluded.redeemed_cents`,
      [seed.businessSlug, seed.redemptionsPerCard],
    );
    await plainQuery(tx, countMovesSql(LIVE));
    await plainQuery(tx, sumFirstRedemptionsSql(LIVE, `select distinct business_slug, test, sale_day from ${LIVE.buyers} where business_slug = $1`), [seed.businessSlug]);
    await plainQuery(tx, upsertCustomersSql(LIVE, everyCustomerSql(LIVE, true)), [seed.businessSlug]);
  });
  await plainQuery(db, `analyze ${Object.values(LIVE).join(', ')}`);
  return { cards: seed.cards, ledgerRows: seed.cards * (1 + seed.redemptionsPerCard) };
}
