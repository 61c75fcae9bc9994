import { plainQuery, qualifiedName, type DbOrTx } from '@gv/platform';
import { projection } from './schema.js';

const DAYS = qualifiedName(projection.ledgerDays);

/** A card is past its last day at the end of day D when it was valid through an earlier day (one of unknown expiry never is: see ledgerDays). */
const expiredBy = (day: string) => `(d.expiration_date < ${day})`;

export interface LiabilityCents {
  closingPaid: number;
  closingBonus: number;
  breakagePaid: number;
  breakageBonus: number;
  opening: number;
  openingBreakage: number;
  sold: number;
  redeemed: number;
  refunded: number;
}

/**
 * The business's books in cents over [from, to] (days in its time zone): what is owed at the end of `to` and at the
 * end of the day before `from`, split from the value on cards past their last day, and what moved in between.
 */
export async function liabilityCents(db: DbOrTx, businessSlug: string, test: boolean, from: string, to: string): Promise<LiabilityCents> {
  const [row] = await plainQuery<Record<keyof LiabilityCents, string>>(
    db,
    `select
       coalesce(sum(d.paid_cents) filter (where not ${expiredBy('$4::date')}), 0) as "closingPaid",
       coalesce(sum(d.bonus_cents) filter (where not ${expiredBy('$4::date')}), 0) as "closingBonus",
       coalesce(sum(d.paid_cents) filter (where ${expiredBy('$4::date')}), 0) as "breakagePaid",
       coalesce(sum(d.bonus_cents) filter (where ${expiredBy('$4::date')}), 0) as "breakageBonus",
       coalesce(sum(d.paid_cents + d.bonus_cents) filter (where d.day < $3::date and not ${expiredBy('$3::date - 1')}), 0) as "opening",
       coalesce(sum(d.paid_cents + d.bonus_cents) filter (where d.day < $3::date and ${expiredBy('$3::date - 1')}), 0) as "openingBreakage",
       coalesce(sum(d.paid_cents + d.bonus_cents) filter (where d.day >= $3::date and d.kind = 'sold'), 0) as "sold",
       coalesce(-sum(d.paid_cents + d.bonus_cents) filter (where d.day >= $3::date and d.kind = 'redeemed'), 0) as "redeemed",
       coalesce(-sum(d.paid_cents + d.bonus_cents) filter (where d.day >= $3::date and d.kind = 'refunded'), 0) as "refunded"
     from ${DAYS} d
     where d.business_slug = $1 and d.test = $2 and d.day <= $4::date`,
    [businessSlug, test, from, to],
  );
  return Object.fromEntries(Object.entries(row).map(([key, cents]) => [key, Number(cents)])) as unknown as LiabilityCents;
}

/** What is owed at the end of `to` per catalog card, largest first (cards past their last day left out). */
export function liabilityByCard(db: DbOrTx, businessSlug: string, test: boolean, to: string) {
  return plainQuery<{ giftCardId: string; giftCardName: string; paidCents: string; bonusCents: string }>(
    db,
    `select d.gift_card_id as "giftCardId", max(d.gift_card_name) as "giftCardName",
       sum(d.paid_cents) as "paidCents", sum(d.bonus_cents) as "bonusCents"
     from ${DAYS} d
     where d.business_slug = $1 and d.test = $2 and d.day <= $3::date and not ${expiredBy('$3::date')} and d.gift_card_id <> ''
     group by d.gift_card_id having sum(d.paid_cents + d.bonus_cents) <> 0
     order by sum(d.paid_cents + d.bonus_cents) desc, d.gift_card_id`,
    [businessSlug, test, to],
  );
}
