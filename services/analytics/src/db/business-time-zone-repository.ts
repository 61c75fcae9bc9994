import { sql } from 'drizzle-orm';
import { runSql, type DbOrTx, type Tx } from '@gv/platform';
import { DEFAULT_CURRENCY, DEFAULT_TIME_ZONE, type AtLocation, type BusinessScope } from '@gv/proto';
import { businessOf } from '../domain/business-scope.js';
import { businessTimeZones } from './schema.js';

/** The zone a business counts its days in: the one its admin chose, else UTC. */
export async function timeZoneOf(db: DbOrTx, businessSlug: string): Promise<string> {
  // runSql, not the query builder: every sale and redemption asks this.
  const [row] = await runSql<{ time_zone: string }>(db, sql`select time_zone from ${businessTimeZones} where business_slug = ${businessSlug}`);
  return row?.time_zone ?? DEFAULT_TIME_ZONE;
}

/** Whether a business is live (no row: test mode, as every business starts). */
export async function isLive(db: DbOrTx, businessSlug: string): Promise<boolean> {
  const [row] = await runSql<{ live: boolean }>(db, sql`select live from ${businessTimeZones} where business_slug = ${businessSlug}`);
  return row?.live ?? false;
}

/** The ISO 4217 code a business's amounts are in: its figures are minor units of it (no row: USD). */
export async function currencyOf(db: DbOrTx, businessSlug: string): Promise<string> {
  const [row] = await runSql<{ currency: string }>(db, sql`select currency from ${businessTimeZones} where business_slug = ${businessSlug}`);
  return row?.currency ?? DEFAULT_CURRENCY;
}

/**
 * Which activity a business's figures show: an API key's own mode's, whatever mode the business is in now; else its
 * test activity while it is in test mode or when the admin asks for it (the "Show test data" switch), else its live
 * sales only.
 */
export async function showsTestData(db: DbOrTx, businessSlug: string, scope: Pick<BusinessScope, 'testData' | 'keyMode'>): Promise<boolean> {
  if (scope.keyMode) return scope.keyMode === 'test';
  return scope.testData === true || !(await isLive(db, businessSlug));
}

/**
 * The business an admin's read is about (from the session), whether its figures show test activity, the location they
 * are narrowed to, and the currency its amounts are in.
 */
export async function activityScope(db: DbOrTx, request: BusinessScope): Promise<{ businessSlug: string; test: boolean; at?: AtLocation; currency: string }> {
  const businessSlug = businessOf(request);
  const [test, currency] = await Promise.all([showsTestData(db, businessSlug, request), currencyOf(db, businessSlug)]);
  return { businessSlug, test, at: request.at, currency };
}

/** The zones already read in an event handler's transaction. */
const readIn = new WeakMap<Tx, Map<string, string>>();

/**
 * timeZoneOf, asked once per business in an event handler's transaction: events handled together (one
 * transaction, see EventConsumer) are applied at one moment. A zone written there is forgotten (saveTimeZone).
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

/** A business's zone, live switch and currency as of `changedAt` (an older change arriving late changes nothing); the next read in `tx` sees it. */
export async function saveTimeZone(tx: Tx, businessSlug: string, setting: { timeZone: string; live: boolean; currency: string; changedAt: string }): Promise<void> {
  await tx
    .insert(businessTimeZones)
    .values({ businessSlug, ...setting })
    .onConflictDoUpdate({
      target: businessTimeZones.businessSlug,
      set: setting,
      setWhere: sql`${businessTimeZones.changedAt} <= ${setting.changedAt}`,
    });
  readIn.get(tx)?.delete(businessSlug);
}
