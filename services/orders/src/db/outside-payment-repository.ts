import { runSql, type DbOrTx } from '@gv/platform';
import { currencyLimits } from '@gv/proto';
import { sql } from 'drizzle-orm';
import { outsidePaymentCaps, outsidePaymentDays } from './schema.js';

const capOf = (businessSlug: string, currency: string) =>
  sql`coalesce((select daily_cap_cents from ${outsidePaymentCaps} where business_slug = ${businessSlug}), ${currencyLimits(currency).corporateDailyCapCents}::integer)`;

/**
 * Takes `amountCents` of the business's cap for `day` if it fits, in one statement: the counter row is inserted or
 * moved only where what it holds plus the amount stays within the cap (an upsert locks the row, so concurrent
 * confirmations queue on it and each sees the others' amounts). Whether it fit.
 */
export async function reserveOutsideValue(tx: DbOrTx, businessSlug: string, currency: string, day: string, amountCents: number): Promise<boolean> {
  const rows = await runSql(
    tx,
    sql`insert into ${outsidePaymentDays} as d (business_slug, day, used_cents)
        select ${businessSlug}, ${day}::date, ${amountCents}::bigint where ${amountCents}::bigint <= ${capOf(businessSlug, currency)}
        on conflict (business_slug, day) do update set used_cents = d.used_cents + excluded.used_cents
          where d.used_cents + excluded.used_cents <= ${capOf(businessSlug, currency)}
        returning used_cents`,
  );
  return rows.length > 0;
}

/** The business's cap (minor units of its `currency`), whether the super admin set it, and what `day` used of it. */
export async function outsideCapOf(db: DbOrTx, businessSlug: string, currency: string, day: string): Promise<{ dailyCapCents: number; custom: boolean; usedCents: number }> {
  const [row] = await runSql<{ dailyCapCents: number; custom: boolean; usedCents: string }>(
    db,
    sql`select ${capOf(businessSlug, currency)} as "dailyCapCents", exists (select 1 from ${outsidePaymentCaps} where business_slug = ${businessSlug}) as custom,
          coalesce((select used_cents from ${outsidePaymentDays} where business_slug = ${businessSlug} and day = ${day}::date), 0) as "usedCents"`,
  );
  return { dailyCapCents: Number(row.dailyCapCents), custom: row.custom, usedCents: Number(row.usedCents) };
}

export async function setOutsideCap(db: DbOrTx, businessSlug: string, dailyCapCents: number, setBy: string): Promise<void> {
  await runSql(
    db,
    sql`insert into ${outsidePaymentCaps} (business_slug, daily_cap_cents, set_by, set_at) values (${businessSlug}, ${dailyCapCents}, ${setBy}, now())
        on conflict (business_slug) do update set daily_cap_cents = excluded.daily_cap_cents, set_by = excluded.set_by, set_at = excluded.set_at`,
  );
}
