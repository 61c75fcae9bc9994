import { sql } from 'drizzle-orm';
import { runSql, type DbOrTx } from '@gv/platform';
import type { ProjectionTables } from './schema.js';

/** Deletes a business's test activity from every table of the projection's set that holds it. */
export async function deleteTestActivity(tx: DbOrTx, tables: ProjectionTables, businessSlug: string): Promise<void> {
  const { sales, buyers, redemptions, refunds, cardChanges, ledgerMoves, ledgerDays, firstRedemptions, daily, locationDaily, customers } = tables;
  for (const table of [sales, buyers, redemptions, refunds, cardChanges, ledgerMoves, ledgerDays, firstRedemptions, daily, locationDaily, customers]) {
    await runSql(tx, sql`delete from ${table} where business_slug = ${businessSlug} and test`);
  }
}
