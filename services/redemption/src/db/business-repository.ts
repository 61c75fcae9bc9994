import { sql } from 'drizzle-orm';
import { runSql, type DbOrTx } from '@gv/platform';
import { pausedBusinesses } from './schema.js';

/** What identity's business.updated says of a business, as redemption keeps it. */
export interface BusinessState {
  businessName: string;
  paused: boolean;
  live: boolean;
  timeZone: string;
  squareGiftCardSync: boolean;
  /** When the event happened. */
  changedAt: string;
}

/** Keeps the business's state, unless a later event already set it. */
export async function saveBusinessState(tx: DbOrTx, businessSlug: string, state: BusinessState): Promise<void> {
  await tx
    .insert(pausedBusinesses)
    .values({ businessSlug, ...state })
    .onConflictDoUpdate({ target: pausedBusinesses.businessSlug, set: state, setWhere: sql`${pausedBusinesses.changedAt} <= ${state.changedAt}` });
}

// Plain SQL (see runSql): every redemption asks both.

/** The business's name when its redemptions are paused, else undefined. */
export async function pausedBusinessName(db: DbOrTx, businessSlug: string): Promise<string | undefined> {
  const [paused] = await runSql<{ name: string }>(db, sql`select business_name as name from ${pausedBusinesses} where business_slug = ${businessSlug} and paused`);
  return paused?.name;
}

/** Whether the business is live. */
export async function isBusinessLive(db: DbOrTx, businessSlug: string): Promise<boolean> {
  const [live] = await runSql(db, sql`select 1 from ${pausedBusinesses} where business_slug = ${businessSlug} and live`);
  return live !== undefined;
}
