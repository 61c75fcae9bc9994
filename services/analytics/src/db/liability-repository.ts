import { sql, type SQL } from 'drizzle-orm';
import { runSql, type DbOrTx } from '@gv/platform';
import type { LiabilityReport } from '@gv/proto';
import type { OwedBySoldAt, RangeAtPlace } from '../domain/location-settlement.js';
import { countedAt, type ReportScope } from './report-scope.js';
import { projection } from './schema.js';

/**
 * Value past its last day at the end of day D: paid value past the day the card's law keeps it (paid_expires_on),
 * bonus value past the card's own date. A card of unknown expiry never is (see ledgerDays).
 */
const paidLapsedBy = (day: SQL) => sql`(d.paid_expires_on < ${day})`;
const bonusLapsedBy = (day: SQL) => sql`(d.expiration_date < ${day})`;
/** Value still spendable at the end of `day`, and value past its last day but still on the cards (breakage). */
const spendableAt = (day: SQL, filter = sql`true`) =>
  sql`coalesce(sum(d.paid_cents) filter (where ${filter} and not ${paidLapsedBy(day)}), 0) + coalesce(sum(d.bonus_cents) filter (where ${filter} and not ${bonusLapsedBy(day)}), 0)`;
const lapsedAt = (day: SQL, filter = sql`true`) =>
  sql`coalesce(sum(d.paid_cents) filter (where ${filter} and ${paidLapsedBy(day)}), 0) + coalesce(sum(d.bonus_cents) filter (where ${filter} and ${bonusLapsedBy(day)}), 0)`;

/**
 * The report's movement in cents, its glossary figures of the range each from its kind of move (proto/src/glossary.ts),
 * but for what the statement works out from the figures below: `expired` and `closing`.
 */
export interface LiabilityCents extends Omit<LiabilityReport['movement'], 'expired' | 'closing'> {
  closingPaid: number;
  closingBonus: number;
  breakagePaid: number;
  breakageBonus: number;
  openingBreakage: number;
  /** Bonus value written off by its EXPIRE rows in the range. */
  writtenOff: number;
}

/** The range's moves of a kind (days from `from`), as they add to what is owed, or as what they took off. */
const moved = (from: SQL, kind: string, as: string) =>
  sql`coalesce(sum(d.paid_cents + d.bonus_cents) filter (where d.day >= ${from} and d.kind = ${kind}), 0) as ${sql.identifier(as)}`;
const tookOff = (from: SQL, kind: string, as: string) =>
  sql`coalesce(-sum(d.paid_cents + d.bonus_cents) filter (where d.day >= ${from} and d.kind = ${kind}), 0) as ${sql.identifier(as)}`;

/**
 * The business's books in cents over [from, to] (days in its time zone): what is owed at the end of `to` and at the
 * end of the day before `from`, split from the value past its last day still on the cards, and what moved in between;
 * at a location, of the cards sold there.
 */
export async function liabilityCents(db: DbOrTx, { businessSlug, test, from, to, at }: ReportScope): Promise<LiabilityCents> {
  const [start, end] = [sql`${from}::date`, sql`${to}::date`];
  const [row] = await runSql<Record<keyof LiabilityCents, string>>(
    db,
    sql`select
       coalesce(sum(d.paid_cents) filter (where not ${paidLapsedBy(end)}), 0) as "closingPaid",
       coalesce(sum(d.bonus_cents) filter (where not ${bonusLapsedBy(end)}), 0) as "closingBonus",
       coalesce(sum(d.paid_cents) filter (where ${paidLapsedBy(end)}), 0) as "breakagePaid",
       coalesce(sum(d.bonus_cents) filter (where ${bonusLapsedBy(end)}), 0) as "breakageBonus",
       ${spendableAt(sql`${start} - 1`, sql`d.day < ${start}`)} as "opening",
       ${lapsedAt(sql`${start} - 1`, sql`d.day < ${start}`)} as "openingBreakage",
       ${moved(start, 'sold', 'sold')}, ${moved(start, 'issued-outside', 'issuedOutside')}, ${moved(start, 'loaded', 'loaded')}, ${moved(start, 'credited', 'credited')},
       ${tookOff(start, 'debited', 'debited')}, ${tookOff(start, 'redeemed', 'redeemed')}, ${tookOff(start, 'cashed-out', 'cashedOut')},
       ${tookOff(start, 'refunded', 'refunded')}, ${tookOff(start, 'forfeited', 'forfeited')}, ${tookOff(start, 'expired', 'writtenOff')},
       ${tookOff(start, 'escheated', 'escheated')}
     from ${projection.ledgerDays} d
     where d.business_slug = ${businessSlug} and d.test = ${test} and d.day <= ${end} and ${countedAt(sql`d.sold_at_location_id`, at)}`,
  );
  return Object.fromEntries(Object.entries(row).map(([key, cents]) => [key, Number(cents)])) as unknown as LiabilityCents;
}

/** What is owed at the end of `to` per catalog card, largest first (value past its last day left out); at a location, of the cards sold there. */
export function liabilityByCard(db: DbOrTx, { businessSlug, test, to, at }: ReportScope) {
  const end = sql`${to}::date`;
  return runSql<{ giftCardId: string; giftCardName: string; paidCents: string; bonusCents: string }>(
    db,
    sql`select d.gift_card_id as "giftCardId", max(d.gift_card_name) as "giftCardName",
       coalesce(sum(d.paid_cents) filter (where not ${paidLapsedBy(end)}), 0) as "paidCents",
       coalesce(sum(d.bonus_cents) filter (where not ${bonusLapsedBy(end)}), 0) as "bonusCents"
     from ${projection.ledgerDays} d
     where d.business_slug = ${businessSlug} and d.test = ${test} and d.day <= ${end} and d.gift_card_id <> '' and ${countedAt(sql`d.sold_at_location_id`, at)}
     group by d.gift_card_id having ${spendableAt(end)} <> 0
     order by ${spendableAt(end)} desc, d.gift_card_id`,
  );
}

/**
 * The range's face value sold and value redeemed (less reversals), per location where it happened and location its
 * card was sold at ('' where none was recorded): the same rows and kinds as the statement's sold and redeemed.
 */
export async function rangeByLocation(db: DbOrTx, businessSlug: string, test: boolean, from: string, to: string): Promise<RangeAtPlace[]> {
  const rows = await runSql<Record<keyof RangeAtPlace, string>>(
    db,
    sql`select d.location_id as "locationId", d.sold_at_location_id as "soldAtLocationId",
       coalesce(sum(d.paid_cents + d.bonus_cents) filter (where d.kind = 'sold'), 0) as "soldCents",
       coalesce(-sum(d.paid_cents) filter (where d.kind = 'redeemed'), 0) as "redeemedPaidCents",
       coalesce(-sum(d.bonus_cents) filter (where d.kind = 'redeemed'), 0) as "redeemedBonusCents"
     from ${projection.ledgerDays} d
     where d.business_slug = ${businessSlug} and d.test = ${test} and d.day between ${from}::date and ${to}::date and d.kind in ('sold', 'redeemed')
     group by 1, 2`,
  );
  return rows.map((row) => ({
    locationId: row.locationId,
    soldAtLocationId: row.soldAtLocationId,
    soldCents: Number(row.soldCents),
    redeemedPaidCents: Number(row.redeemedPaidCents),
    redeemedBonusCents: Number(row.redeemedBonusCents),
  }));
}

/** What is owed at the end of `to` per location the cards were sold at ('' where none was recorded), as the statement's closing. */
export async function liabilityBySoldAt(db: DbOrTx, businessSlug: string, test: boolean, to: string): Promise<OwedBySoldAt[]> {
  const end = sql`${to}::date`;
  const rows = await runSql<{ soldAtLocationId: string; cents: string }>(
    db,
    sql`select d.sold_at_location_id as "soldAtLocationId", ${spendableAt(end)} as cents
     from ${projection.ledgerDays} d
     where d.business_slug = ${businessSlug} and d.test = ${test} and d.day <= ${end}
     group by 1`,
  );
  return rows.map((row) => ({ soldAtLocationId: row.soldAtLocationId, cents: Number(row.cents) }));
}
