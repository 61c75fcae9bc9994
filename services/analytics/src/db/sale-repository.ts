import { sql } from 'drizzle-orm';
import { insertValues, runSql, type DbOrTx } from '@gv/platform';
import type { ProjectionTables } from './schema.js';

/**
 * A completed payment, counted on its calendar day in the business's time zone; `outside`: paid outside the platform (a
 * corporate order); `reload`: a reload's payment.
 */
export type SaleRow = Required<ProjectionTables['sales']['$inferInsert']>;

/** Writes the sales; answers those that were new (a sale already there is left). */
export function insertSales(tx: DbOrTx, tables: Pick<ProjectionTables, 'sales'>, rows: SaleRow[]) {
  return runSql<{ businessSlug: string; day: string; amountCents: number; test: boolean; outside: boolean; reload: boolean; locationId: string }>(
    tx,
    sql`insert into ${tables.sales} ${insertValues(tables.sales, rows)} on conflict do nothing
     returning business_slug as "businessSlug", day::text as day, amount_cents as "amountCents", test, outside, reload, location_id as "locationId"`,
  );
}
