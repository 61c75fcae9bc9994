import { sql, type SQL } from 'drizzle-orm';
import type { AtLocation } from '@gv/proto';

/** A report's business, whether its test activity, its currency, its days, and the location it is narrowed to (absent: everywhere). */
export interface ReportScope {
  businessSlug: string;
  test: boolean;
  /** The ISO 4217 code the business's amounts are in: the report converts its minor units with it. */
  currency: string;
  from: string;
  to: string;
  at?: AtLocation;
}

/**
 * Rows whose location `column` counts at `at` (absent: every row). '' or null is nowhere recorded (older events), which
 * counts at the business's first location, as the location report counts it.
 */
export const countedAt = (column: SQL, at: AtLocation | undefined): SQL =>
  at === undefined ? sql`true` : at.first ? sql`coalesce(${column}, '') in (${at.locationId}, '')` : sql`${column} = ${at.locationId}`;
