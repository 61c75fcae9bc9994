import type { DbOrTx } from '@gv/platform';
import type { LocationReport, ReportLocation } from '@gv/proto';
import { liabilityBySoldAt, rangeByLocation } from '../db/liability-repository.js';
import { settleLocations } from '../domain/location-settlement.js';
import type { ReportScope } from '../db/report-scope.js';

/** Each location's figures over the range, what was sold at one and redeemed at another, and the transfers that settle it. */
export async function locationStatement(db: DbOrTx, scope: ReportScope, locations: unknown): Promise<LocationReport> {
  const { businessSlug, test, from, to, currency } = scope;
  const [moved, owed] = await Promise.all([rangeByLocation(db, businessSlug, test, from, to), liabilityBySoldAt(db, businessSlug, test, to)]);
  return { ...settleLocations(businessLocations(locations), moved, owed, currency), currency };
}

/** The gateway names the business's locations from identity (a business has one from its start): none is a wiring bug, not input. */
function businessLocations(locations: unknown): ReportLocation[] {
  if (!Array.isArray(locations) || locations.length === 0) throw new Error('The location report needs the business’s locations, first one first');
  return locations as ReportLocation[];
}
