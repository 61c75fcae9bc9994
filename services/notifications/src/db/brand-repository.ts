import { sql } from 'drizzle-orm';
import { columnsOf, runSql, type DbOrTx } from '@gv/platform';
import { businessBrands } from './schema.js';

export type BrandRow = typeof businessBrands.$inferSelect;

/** The profile, unless a later one is recorded (an older event delivered late changes nothing). */
export async function recordBrand(tx: DbOrTx, brand: BrandRow): Promise<void> {
  const { businessSlug, ...fields } = brand;
  await tx
    .insert(businessBrands)
    .values(brand)
    .onConflictDoUpdate({ target: businessBrands.businessSlug, set: fields, setWhere: sql`${businessBrands.changedAt} <= ${brand.changedAt}` });
}

// Plain SQL (see runSql): every email reads it.
export async function findBrand(db: DbOrTx, businessSlug: string): Promise<BrandRow | undefined> {
  const [row] = await runSql<BrandRow>(db, sql`select ${columnsOf(businessBrands)} from ${businessBrands} where business_slug = ${businessSlug}`);
  return row;
}

/** The business's contact address; null when it gave none, undefined when it is not recorded. */
export async function contactEmailOf(db: DbOrTx, businessSlug: string): Promise<string | null | undefined> {
  const [brand] = await runSql<{ contactEmail: string | null }>(db, sql`select contact_email as "contactEmail" from ${businessBrands} where business_slug = ${businessSlug}`);
  return brand?.contactEmail;
}
