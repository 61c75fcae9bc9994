import { sql } from 'drizzle-orm';
import { runSql, type DbOrTx } from '@gv/platform';
import { buyingDays } from './schema.js';

/** One daily limit a checkout counts against: its key, the day, the cents it adds, and the most the day may hold. */
export interface BuyingCount {
  limitKey: string;
  day: string;
  cents: number;
  limitCents: number;
}

/**
 * Adds the cents to the day's counter if it stays within the limit, in one statement (the upsert locks the row, so
 * concurrent checkouts queue on it and each sees the others' cents). Whether it fit.
 */
export async function countBuying(tx: DbOrTx, count: BuyingCount): Promise<boolean> {
  const rows = await runSql(
    tx,
    sql`insert into ${buyingDays} as d (limit_key, day, used_cents)
        select ${count.limitKey}, ${count.day}::date, ${count.cents}::bigint where ${count.cents}::bigint <= ${count.limitCents}::bigint
        on conflict (limit_key, day) do update set used_cents = d.used_cents + excluded.used_cents
          where d.used_cents + excluded.used_cents <= ${count.limitCents}::bigint
        returning used_cents`,
  );
  return rows.length > 0;
}

/** Takes back what countBuying added (a checkout that charged nothing). */
export async function uncountBuying(tx: DbOrTx, count: BuyingCount): Promise<void> {
  await runSql(tx, sql`update ${buyingDays} set used_cents = greatest(used_cents - ${count.cents}::bigint, 0) where limit_key = ${count.limitKey} and day = ${count.day}::date`);
}
