import { plainQuery, qualifiedName, type DbOrTx } from '@gv/platform';
import { DEFAULT_TIME_ZONE } from '@gv/proto';
import { businessTimeZones } from './schema.js';

const BUSINESS_TIME_ZONES = qualifiedName(businessTimeZones);

/** The zone a business counts its days in: the one its admin chose, else UTC. */
export async function timeZoneOf(db: DbOrTx, businessSlug: string): Promise<string> {
  // Plain SQL (see plainQuery): every sale and redemption asks this.
  const [row] = await plainQuery<{ time_zone: string }>(db, `select time_zone from ${BUSINESS_TIME_ZONES} where business_slug = $1`, [businessSlug]);
  return row?.time_zone ?? DEFAULT_TIME_ZONE;
}
