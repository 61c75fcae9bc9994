import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@gv/platform';
import { DEFAULT_CURRENCY } from '@gv/proto';
import { businessNames } from './schema.js';

/** The business's name and status, unless a later profile is recorded (an older one delivered late changes nothing). */
export async function recordBusinessName(tx: DbOrTx, row: typeof businessNames.$inferInsert & { changedAt: string }): Promise<void> {
  const { businessSlug, ...fields } = row;
  await tx
    .insert(businessNames)
    .values(row)
    .onConflictDoUpdate({ target: businessNames.businessSlug, set: fields, setWhere: sql`${businessNames.changedAt} <= ${row.changedAt}` });
}

/** The slugs of the businesses on the storefront of all businesses, as a subquery: live, and not suspended. */
export function listedBusinesses(db: Db) {
  return db
    .select({ slug: businessNames.businessSlug })
    .from(businessNames)
    .where(and(eq(businessNames.status, 'active'), eq(businessNames.live, true)));
}

/** The businesses' names, by slug. */
export async function businessNamesOf(db: DbOrTx, slugs: string[]): Promise<Map<string, string>> {
  if (slugs.length === 0) return new Map();
  const rows = await db.select().from(businessNames).where(inArray(businessNames.businessSlug, slugs));
  return new Map(rows.map((row) => [row.businessSlug, row.name]));
}

/** The business's currency: its card types' amounts are minor units of it (USD until the catalog learns another). */
export async function businessCurrency(db: DbOrTx, businessSlug: string): Promise<string> {
  const [row] = await db.select({ currency: businessNames.currency }).from(businessNames).where(eq(businessNames.businessSlug, businessSlug));
  return row?.currency ?? DEFAULT_CURRENCY;
}
