import { sql } from 'drizzle-orm';
import type { Db, Tx } from '@gv/platform';
import type { SuperAdminStats } from '@gv/proto';
import { registrationStatuses } from './schema.js';

/** A registration request as first heard; one heard of already (a quick status change came first) is left. */
export async function addRegistration(tx: Tx, requestId: string, status: 'pending' | 'approved' | 'rejected'): Promise<void> {
  await tx.insert(registrationStatuses).values({ requestId, status }).onConflictDoNothing();
}

/** A request's new status, whatever came before it. */
export async function setRegistrationStatus(tx: Tx, requestId: string, status: 'pending' | 'approved' | 'rejected'): Promise<void> {
  await tx
    .insert(registrationStatuses)
    .values({ requestId, status, version: 1 })
    .onConflictDoUpdate({ target: registrationStatuses.requestId, set: { status, version: sql`${registrationStatuses.version} + 1` } });
}

/** Registration requests counted by status, and in all. */
export async function registrationCounts(db: Db): Promise<SuperAdminStats> {
  const rows = await db
    .select({ status: registrationStatuses.status, count: sql<number>`count(*)::int` })
    .from(registrationStatuses)
    .groupBy(registrationStatuses.status);
  const stats = { total: 0, pending: 0, approved: 0, rejected: 0 };
  for (const row of rows) {
    stats[row.status] = Number(row.count);
    stats.total += Number(row.count);
  }
  return stats;
}
