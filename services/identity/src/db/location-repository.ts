import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '@gv/platform';
import type { Location } from '@gv/proto';
import { locations } from './schema.js';

type LocationRow = typeof locations.$inferSelect;

const asLocation = (row: LocationRow): Location => ({ id: row.id, name: row.name, address: row.address, timeZone: row.timeZone, archived: row.archivedAt !== null });

export async function insertLocation(tx: DbOrTx, location: typeof locations.$inferInsert): Promise<void> {
  await tx.insert(locations).values(location);
}

/** The business's locations in the order they were added, archived ones included (their history stays). */
export async function listLocations(db: DbOrTx, businessSlug: string): Promise<Location[]> {
  const rows = await db.select().from(locations).where(eq(locations.businessSlug, businessSlug)).orderBy(asc(locations.createdAt), asc(locations.id));
  return rows.map(asLocation);
}

export function countOpenLocations(db: DbOrTx, businessSlug: string): Promise<number> {
  return db.$count(locations, and(eq(locations.businessSlug, businessSlug), isNull(locations.archivedAt)));
}

/** Which of these ids are open locations of the business. */
export async function openLocationIds(db: DbOrTx, businessSlug: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.businessSlug, businessSlug), inArray(locations.id, ids), isNull(locations.archivedAt)));
  return new Set(rows.map((row) => row.id));
}

export async function updateLocation(tx: DbOrTx, businessSlug: string, id: string, change: Partial<Pick<LocationRow, 'name' | 'address' | 'timeZone' | 'archivedAt'>>): Promise<boolean> {
  const rows = await tx
    .update(locations)
    .set(change)
    .where(and(eq(locations.businessSlug, businessSlug), eq(locations.id, id)))
    .returning({ id: locations.id });
  return rows.length > 0;
}
