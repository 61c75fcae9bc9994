import { plainQuery, qualifiedName, type DbOrTx } from '@gv/platform';
import type { ReportInterval } from '@gv/proto';
import { projection } from './schema.js';

const DAILY = qualifiedName(projection.daily);
const DAYS = qualifiedName(projection.ledgerDays);
const FIRST_REDEMPTIONS = qualifiedName(projection.firstRedemptions);

interface Scope {
  businessSlug: string;
  test: boolean;
  from: string;
  to: string;
}

/** The daily figures summed per period (`date_trunc`: ISO weeks start on Monday), each period's first day clipped to the range. */
export function activityPerPeriod(db: DbOrTx, scope: Scope, interval: ReportInterval) {
  return plainQuery<{ start: string; orders: string; cardsSold: string; revenueCents: string; redeemedCents: string; cashedOutCents: string; refundedCents: string; outsideCents: string }>(
    db,
    `select greatest(date_trunc($5, day::timestamp)::date, $3::date)::text as start, sum(orders) as orders, sum(cards_sold) as "cardsSold", sum(revenue_cents) as "revenueCents",
       sum(redeemed_cents) as "redeemedCents", sum(cashed_out_cents) as "cashedOutCents", sum(refunded_cents) as "refundedCents", sum(outside_cents) as "outsideCents"
     from ${DAILY} where business_slug = $1 and test = $2 and day between $3::date and $4::date
     group by 1 order by 1`,
    [scope.businessSlug, scope.test, scope.from, scope.to, interval],
  );
}

/** Face value sold and value redeemed (the glossary's: net of reversals; cash-outs, credits and debits apart) in the range, from the books. */
export async function soldAndRedeemedCents(db: DbOrTx, scope: Scope): Promise<{ sold: number; redeemed: number }> {
  const [row] = await plainQuery<{ sold: string; redeemed: string }>(
    db,
    `select coalesce(sum(paid_cents + bonus_cents) filter (where kind = 'sold'), 0) as sold,
       coalesce(-sum(paid_cents + bonus_cents) filter (where kind = 'redeemed'), 0) as redeemed
     from ${DAYS} where business_slug = $1 and test = $2 and day between $3::date and $4::date`,
    [scope.businessSlug, scope.test, scope.from, scope.to],
  );
  return { sold: Number(row.sold), redeemed: Number(row.redeemed) };
}

/** Of the cards sold in the range and redeemed since, the average days from the sale to the first redemption that stands. */
export async function averageDaysToFirstRedemption(db: DbOrTx, scope: Scope): Promise<number | null> {
  const [row] = await plainQuery<{ days: string | null }>(
    db,
    `select sum(days) / nullif(sum(cards), 0) as days
     from ${FIRST_REDEMPTIONS} where business_slug = $1 and test = $2 and sale_day between $3::date and $4::date`,
    [scope.businessSlug, scope.test, scope.from, scope.to],
  );
  return row.days === null ? null : Number(row.days);
}

/** The card types sold most in the range, by face value. */
export function topCards(db: DbOrTx, scope: Scope, limit: number) {
  return plainQuery<{ giftCardName: string; cardsSold: string; soldCents: string }>(
    db,
    `select max(gift_card_name) as "giftCardName", sum(moves) as "cardsSold", sum(paid_cents + bonus_cents) as "soldCents"
     from ${DAYS} where business_slug = $1 and test = $2 and kind = 'sold' and day between $3::date and $4::date and gift_card_id <> ''
     group by gift_card_id order by sum(paid_cents + bonus_cents) desc, max(gift_card_name) limit $5`,
    [scope.businessSlug, scope.test, scope.from, scope.to, limit],
  );
}
