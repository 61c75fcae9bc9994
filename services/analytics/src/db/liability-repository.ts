import { plainQuery, qualifiedName, type DbOrTx } from '@gv/platform';
import { projection } from './schema.js';

const DAYS = qualifiedName(projection.ledgerDays);

/**
 * Value past its last day at the end of day D: paid value past the day the card's law keeps it (paid_expires_on),
 * bonus value past the card's own date. A card of unknown expiry never is (see ledgerDays).
 */
const paidLapsedBy = (day: string) => `(d.paid_expires_on < ${day})`;
const bonusLapsedBy = (day: string) => `(d.expiration_date < ${day})`;
/** Value still spendable at the end of `day`, and value past its last day but still on the cards (breakage). */
const spendableAt = (day: string, filter = 'true') =>
  `coalesce(sum(d.paid_cents) filter (where ${filter} and not ${paidLapsedBy(day)}), 0) + coalesce(sum(d.bonus_cents) filter (where ${filter} and not ${bonusLapsedBy(day)}), 0)`;
const lapsedAt = (day: string, filter = 'true') =>
  `coalesce(sum(d.paid_cents) filter (where ${filter} and ${paidLapsedBy(day)}), 0) + coalesce(sum(d.bonus_cents) filter (where ${filter} and ${bonusLapsedBy(day)}), 0)`;

export interface LiabilityCents {
  closingPaid: number;
  closingBonus: number;
  breakagePaid: number;
  breakageBonus: number;
  opening: number;
  openingBreakage: number;
  /** The glossary's figures of the range, each from its kind of move (proto/src/glossary.ts). */
  sold: number;
  issuedOutside: number;
  credited: number;
  debited: number;
  redeemed: number;
  cashedOut: number;
  refunded: number;
  forfeited: number;
  /** Bonus value written off by its EXPIRE rows in the range. */
  writtenOff: number;
}

/** The range's moves of a kind (days from $3), as they add to what is owed, or as what they took off. */
const moved = (kind: string, as: string) => `coalesce(sum(d.paid_cents + d.bonus_cents) filter (where d.day >= $3::date and d.kind = '${kind}'), 0) as "${as}"`;
const tookOff = (kind: string, as: string) => `coalesce(-sum(d.paid_cents + d.bonus_cents) filter (where d.day >= $3::date and d.kind = '${kind}'), 0) as "${as}"`;

/**
 * The business's books in cents over [from, to] (days in its time zone): what is owed at the end of `to` and at the
 * end of the day before `from`, split from the value past its last day still on the cards, and what moved in between.
 */
export async function liabilityCents(db: DbOrTx, businessSlug: string, test: boolean, from: string, to: string): Promise<LiabilityCents> {
  const [row] = await plainQuery<Record<keyof LiabilityCents, string>>(
    db,
    `select
       coalesce(sum(d.paid_cents) filter (where not ${paidLapsedBy('$4::date')}), 0) as "closingPaid",
       coalesce(sum(d.bonus_cents) filter (where not ${bonusLapsedBy('$4::date')}), 0) as "closingBonus",
       coalesce(sum(d.paid_cents) filter (where ${paidLapsedBy('$4::date')}), 0) as "breakagePaid",
       coalesce(sum(d.bonus_cents) filter (where ${bonusLapsedBy('$4::date')}), 0) as "breakageBonus",
       ${spendableAt('$3::date - 1', 'd.day < $3::date')} as "opening",
       ${lapsedAt('$3::date - 1', 'd.day < $3::date')} as "openingBreakage",
       ${moved('sold', 'sold')}, ${moved('issued-outside', 'issuedOutside')}, ${moved('credited', 'credited')},
       ${tookOff('debited', 'debited')}, ${tookOff('redeemed', 'redeemed')}, ${tookOff('cashed-out', 'cashedOut')},
       ${tookOff('refunded', 'refunded')}, ${tookOff('forfeited', 'forfeited')},
       coalesce(-sum(d.paid_cents + d.bonus_cents) filter (where d.day >= $3::date and d.kind = 'expired'), 0) as "writtenOff"
     from ${DAYS} d
     where d.business_slug = $1 and d.test = $2 and d.day <= $4::date`,
    [businessSlug, test, from, to],
  );
  return Object.fromEntries(Object.entries(row).map(([key, cents]) => [key, Number(cents)])) as unknown as LiabilityCents;
}

/** What is owed at the end of `to` per catalog card, largest first (value past its last day left out). */
export function liabilityByCard(db: DbOrTx, businessSlug: string, test: boolean, to: string) {
  return plainQuery<{ giftCardId: string; giftCardName: string; paidCents: string; bonusCents: string }>(
    db,
    `select d.gift_card_id as "giftCardId", max(d.gift_card_name) as "giftCardName",
       coalesce(sum(d.paid_cents) filter (where not ${paidLapsedBy('$3::date')}), 0) as "paidCents",
       coalesce(sum(d.bonus_cents) filter (where not ${bonusLapsedBy('$3::date')}), 0) as "bonusCents"
     from ${DAYS} d
     where d.business_slug = $1 and d.test = $2 and d.day <= $3::date and d.gift_card_id <> ''
     group by d.gift_card_id having ${spendableAt('$3::date')} <> 0
     order by ${spendableAt('$3::date')} desc, d.gift_card_id`,
    [businessSlug, test, to],
  );
}
