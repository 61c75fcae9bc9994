import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@gv/platform';
import { creditDays } from './schema.js';

/**
 * Takes `cents` of the business's credit cap for `day`: one upsert whose insert and update both stay within `capCents`,
 * so concurrent credits queue on the day's row and never pass the cap together. False: the cap would be passed.
 */
export async function takeDailyCredit(tx: DbOrTx, credit: { businessSlug: string; day: string; cents: number; capCents: number }): Promise<boolean> {
  if (credit.cents > credit.capCents) return false;
  const taken = await tx
    .insert(creditDays)
    .values({ businessSlug: credit.businessSlug, day: credit.day, creditedCents: credit.cents })
    .onConflictDoUpdate({
      target: [creditDays.businessSlug, creditDays.day],
      set: { creditedCents: sql`${creditDays.creditedCents} + excluded.credited_cents` },
      setWhere: sql`${creditDays.creditedCents} + excluded.credited_cents <= ${credit.capCents}`,
    })
    .returning({ creditedCents: creditDays.creditedCents });
  return taken.length === 1;
}
