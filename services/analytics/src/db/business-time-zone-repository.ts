import { plainQuery, qualifiedName, type DbOrTx, type Tx } from '@gv/platform';
import { DEFAULT_TIME_ZONE } from '@gv/proto';
import { businessTimeZones } from './schema.js';

const BUSINESS_TIME_ZONES = qualifiedName(businessTimeZones);

/** The zone a business counts its days in: the one its admin chose, else UTC. */
export async function timeZoneOf(db: DbOrTx, businessSlug: string): Promise<string> {
  // Plain SQL (see plainQuery): every sale and redemption asks this.
  const [row] = await plainQuery<{ time_zone: string }>(db, `select time_zone from ${BUSINESS_TIME_ZONES} where business_slug = $1`, [businessSlug]);
  return row?.time_zone ?? DEFAULT_TIME_ZONE;
}

/** Whether a business is live (no row: test mode, as every business starts). */
export async function isLive(db: DbOrTx, businessSlug: string): Promise<boolean> {
  const [row] = await plainQuery<{ live: boolean }>(db, `select live from ${BUSINESS_TIME_ZONES} where business_slug = $1`, [businessSlug]);
  return row?.live ?? false;
}

/**
 * Which activity a business's figures show: its test activity while it is in test mode or when the admin asks for it
 * (the "Show test data" switch), else its live sales only.
 */
export async function showsTestData(db: DbOrTx, scope: { businessSlug: string; testData?: boolean }): Promise<boolean> {
  return scope.testData === true || !(await isLive(db, scope.businessSlug));
}

/** The zones already read in an event handler's transaction. */
const readIn = new WeakMap<Tx, Map<string, string>>();

/**
 * timeZoneOf, asked once per business in an event handler's transaction: events handled together (one
 * transaction, see EventConsumer) are applied at one moment. A zone written there is forgotten (forgetTimeZone).
 */
export async function timeZoneInTransaction(tx: Tx, businessSlug: string): Promise<string> {
  let zones = readIn.get(tx);
  const known = zones?.get(businessSlug);
  if (known) return known;
  const zone = await timeZoneOf(tx, businessSlug);
  if (!zones) readIn.set(tx, (zones = new Map()));
  zones.set(businessSlug, zone);
  return zone;
}

/** After the business's zone is written in `tx`: the next read there asks the table again. */
export function forgetTimeZone(tx: Tx, businessSlug: string): void {
  readIn.get(tx)?.delete(businessSlug);
}
