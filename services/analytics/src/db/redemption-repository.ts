import { sql } from 'drizzle-orm';
import { insertValues, runSql, type DbOrTx } from '@gv/platform';
import type { ProjectionTables } from './schema.js';

type Redemptions = Pick<ProjectionTables, 'redemptions'>;

/** Records a redemption (its ledger row): whether it was new. */
export async function recordRedemption(tx: DbOrTx, { redemptions }: Redemptions, row: Required<Omit<typeof redemptions.$inferInsert, 'reversed'>>): Promise<boolean> {
  return (await runSql(tx, sql`insert into ${redemptions} ${insertValues(redemptions, [row])} on conflict do nothing returning 1`)).length > 0;
}

/** Marks the card's redemption reversed; answers it (where it was made, too) unless it was unknown or reversed already. */
export async function reverseRedemption(tx: DbOrTx, { redemptions }: Redemptions, ledgerId: number, cardId: string) {
  const [reversed] = await runSql<{ businessSlug: string; amountCents: number; test: boolean; locationId: string | null }>(
    tx,
    sql`update ${redemptions} set reversed = true where ledger_id = ${ledgerId} and card_id = ${cardId} and not reversed
     returning business_slug as "businessSlug", amount_cents as "amountCents", test, location_id as "locationId"`,
  );
  return reversed;
}
