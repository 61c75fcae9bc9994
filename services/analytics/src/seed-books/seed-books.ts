import { sql } from 'drizzle-orm';
import { runSql, type Db } from '@gv/platform';
import { isLive } from '../db/business-time-zone-repository.js';
import { everyCustomer, upsertCustomers } from '../db/customer-repository.js';
import { sumFirstRedemptions } from '../db/first-redemption-repository.js';
import { countMoves } from '../db/ledger-move-repository.js';
import { projection } from '../db/schema.js';

export interface BooksSeed {
  businessSlug: string;
  /** Cards sold, one a day over the last 365 days in turn, $50 for $45 (five card types, one of which expires after 180 days). */
  cards: number;
  /** $5 redemptions on each card (bonus value first), on the day of its sale. */
  redemptionsPerCard: number;
}

const { buyers, sales, redemptions, ledgerMoves, ledgerDays, firstRedemptions, customers, daily } = projection;
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
  const [slug, cards, perCard] = [seed.businessSlug, seed.cards, seed.redemptionsPerCard];
  // Each card's first redemption takes its bonus value, the others paid value.
  const every = Math.max(1, perCard);
  const bonusRow = FIRST_LEDGER_ID % every;
  await db.transaction(async (tx) => {
    await runSql(
      tx,
      sql`insert into ${buyers} (card_id, business_slug, gift_card_id, gift_card_name, purchase_type, buyer_name, buyer_email, buyer_phone,
         recipient_name, recipient_email, face_value_cents, price_cents, purchased_at, order_id, test, status, balance_cents, paid_cents, bonus_cents,
         ledger_id, expiration_date, paid_expires_on, sale_day, first_redeemed_at)
       select md5(${slug} || ':' || i)::uuid, ${slug}, 'bench-' || (i % 5), 'Bench card ' || (i % 5 + 1),
         case when i % 4 = 0 then 'gift' else 'self' end, 'Buyer ' || (i % 100000), 'buyer' || (i % 100000) || '@bench.local',
         '(555) 010-' || lpad((i % 10000)::text, 4, '0'),
         case when i % 4 = 0 then 'Friend ' || i end, case when i % 4 = 0 then 'friend' || i || '@bench.local' end,
         5000, 4500, (${today}::date - i % 365)::timestamp at time zone 'UTC' + interval '9 hours', 'bench-order-' || i, ${test}, 'active',
         5000 - 500 * ${perCard}, 4500 - 500 * greatest(${perCard} - 1, 0), case when ${perCard} = 0 then 500 else 0 end,
         case when ${perCard} > 0 then ${FIRST_LEDGER_ID}::bigint + i * ${perCard} + ${perCard} - 1 end,
         ${today}::date - i % 365 + case when i % 5 = 4 then 180 else 1095 end, ${today}::date - i % 365 + case when i % 5 = 4 then 180 else 1095 end, ${today}::date - i % 365,
         case when ${perCard} > 0 then (${today}::date - i % 365)::timestamp at time zone 'UTC' + interval '10 hours' end
       from generate_series(0, ${cards} - 1) i`,
    );
    await runSql(
      tx,
      sql`insert into ${sales} (order_id, business_slug, amount_cents, day, test)
       select order_id, business_slug, price_cents, (purchased_at at time zone 'UTC')::date, test from ${buyers} where business_slug = ${slug} and order_id like 'bench-order-%'`,
    );
    await runSql(
      tx,
      sql`insert into ${redemptions} (ledger_id, card_id, business_slug, amount_cents, balance_after_cents, redeemed_at, day, test)
       select ${FIRST_LEDGER_ID}::bigint + i * ${perCard} + k, md5(${slug} || ':' || i)::uuid, ${slug}, 500, 5000 - 500 * (k + 1),
         (${today}::date - i % 365)::timestamp at time zone 'UTC' + interval '10 hours' + k * interval '1 minute', ${today}::date - i % 365, ${test}
       from generate_series(0, ${cards} - 1) i, generate_series(0, ${perCard} - 1) k`,
    );
    await runSql(
      tx,
      sql`insert into ${ledgerMoves} (move_key, card_id, business_slug, day, kind, paid_cents, bonus_cents, test)
       select 'issued:' || card_id, card_id, business_slug, (purchased_at at time zone 'UTC')::date, 'sold', 4500, 500, test
       from ${buyers} where business_slug = ${slug} and order_id like 'bench-order-%'
       union all
       select 'ledger:' || ledger_id, card_id, business_slug, day, 'redeemed', case when ledger_id % ${every} = ${bonusRow} then 0 else -500 end,
         case when ledger_id % ${every} = ${bonusRow} then -500 else 0 end, test
       from ${redemptions} where business_slug = ${slug} and ledger_id >= ${FIRST_LEDGER_ID}`,
    );
    await runSql(
      tx,
      sql`insert into ${daily} as d (business_slug, day, cards_sold, orders, revenue_cents, redeemed_cents, refunded_cents, test)
       select ${slug}, (purchased_at at time zone 'UTC')::date, count(*), count(*), sum(price_cents), count(*) * 500 * ${perCard}, 0, test
       from ${buyers} where business_slug = ${slug} and order_id like 'bench-order-%' group by (purchased_at at time zone 'UTC')::date, test
       on conflict (business_slug, day, test) do update set cards_sold = d.cards_sold + excluded.cards_sold, orders = d.orders + excluded.orders,
         revenue_cents = d.revenue_cents + excluded.revenue_cents, redeemed_cents = d.redeemed_cents + excluded.redeemed_cents`,
    );
    await countMoves(tx, projection);
    await runSql(tx, sumFirstRedemptions(projection, sql`select distinct business_slug, test, sale_day from ${buyers} where business_slug = ${slug}`));
    await runSql(tx, upsertCustomers(projection, everyCustomer(projection, slug)));
  });
  await runSql(db, sql`analyze ${sql.join([buyers, sales, redemptions, ledgerMoves, ledgerDays, firstRedemptions, customers, daily], sql`, `)}`);
  return { cards: seed.cards, ledgerRows: seed.cards * (1 + seed.redemptionsPerCard) };
}
