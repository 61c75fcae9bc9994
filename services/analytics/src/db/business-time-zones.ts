import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@gv/platform';
import { DEFAULT_TIME_ZONE } from '@gv/proto';
import { businessTimeZones } from './schema.js';

/** The zone a business counts its days in: the one its admin chose, else UTC. */
export async function timeZoneOf(db: DbOrTx, businessSlug: string): Promise<string> {
  const [row] = await db
    .select({ timeZone: businessTimeZones.timeZone })
    .from(businessTimeZones)
    .where(eq(businessTimeZones.businessSlug, businessSlug));
  return row?.timeZone ?? DEFAULT_TIME_ZONE;
}
