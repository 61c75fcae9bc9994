import { plainQuery, qualifiedName, type DbOrTx } from '@gv/platform';
import { DEFAULT_DAILY_OUTSIDE_CAP_CENTS } from '@gv/proto';
import { outsidePaymentCaps, outsidePaymentDays } from './schema.js';

const CAPS = qualifiedName(outsidePaymentCaps);
const DAYS = qualifiedName(outsidePaymentDays);
const CAP_OF = `coalesce((select daily_cap_cents from ${CAPS} where business_slug = $1), ${DEFAULT_DAILY_OUTSIDE_CAP_CENTS})`;

/**
 * Takes `amountCents` of the business's cap for `day` if it fits, in one statement: the counter row is inserted or
 * moved only where what it holds plus the amount stays within the cap (an upsert locks the row, so concurrent
 * confirmations queue on it and each sees the others' amounts). Whether it fit.
 */
export async function reserveOutsideValue(tx: DbOrTx, businessSlug: string, day: string, amountCents: number): Promise<boolean> {
  const rows = await plainQuery(
    tx,
    `insert into ${DAYS} as d (business_slug, day, used_cents)
     select $1, $2::date, $3::bigint where $3::bigint <= ${CAP_OF}
     on conflict (business_slug, day) do update set used_cents = d.used_cents + excluded.used_cents
       where d.used_cents + excluded.used_cents <= ${CAP_OF}
     returning used_cents`,
    [businessSlug, day, amountCents],
  );
  return rows.length > 0;
}

/** The business's cap, whether the super admin set it, and what `day` used of it. */
export async function outsideCapOf(db: DbOrTx, businessSlug: string, day: string): Promise<{ dailyCapCents: number; custom: boolean; usedCents: number }> {
  const [row] = await plainQuery<{ dailyCapCents: number; custom: boolean; usedCents: string }>(
    db,
    `select ${CAP_OF} as "dailyCapCents", exists (select 1 from ${CAPS} where business_slug = $1) as custom,
       coalesce((select used_cents from ${DAYS} where business_slug = $1 and day = $2::date), 0) as "usedCents"`,
    [businessSlug, day],
  );
  return { dailyCapCents: Number(row.dailyCapCents), custom: row.custom, usedCents: Number(row.usedCents) };
}

export async function setOutsideCap(db: DbOrTx, businessSlug: string, dailyCapCents: number, setBy: string): Promise<void> {
  await plainQuery(
    db,
    `insert into ${CAPS} (business_slug, daily_cap_cents, set_by, set_at) values ($1, $2, $3, now())
     on conflict (business_slug) do update set daily_cap_cents = excluded.daily_cap_cents, set_by = excluded.set_by, set_at = excluded.set_at`,
    [businessSlug, dailyCapCents, setBy],
  );
}
