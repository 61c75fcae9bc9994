import { desc, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '@gv/platform';
import { registrationRequests } from './schema.js';

type RegistrationRequest = typeof registrationRequests.$inferSelect;

/** The requests the super admin's list shows, newest first. */
const LISTED = 1000;

export async function insertRegistrationRequest(tx: DbOrTx, request: typeof registrationRequests.$inferInsert): Promise<RegistrationRequest> {
  const [inserted] = await tx.insert(registrationRequests).values(request).returning();
  return inserted;
}

export async function latestRegistrationRequests(db: DbOrTx): Promise<RegistrationRequest[]> {
  return db.select().from(registrationRequests).orderBy(desc(registrationRequests.createdAt)).limit(LISTED);
}

export async function findRegistrationRequest(db: DbOrTx, id: string): Promise<RegistrationRequest | undefined> {
  const [request] = await db.select().from(registrationRequests).where(eq(registrationRequests.id, id));
  return request;
}

/** The request, locked until `tx` ends. */
export async function lockRegistrationRequest(tx: Tx, id: string): Promise<RegistrationRequest | undefined> {
  const [request] = await tx.select().from(registrationRequests).where(eq(registrationRequests.id, id)).for('update');
  return request;
}

export async function updateRegistrationRequest(tx: DbOrTx, id: string, changes: Partial<typeof registrationRequests.$inferInsert>): Promise<RegistrationRequest> {
  const [request] = await tx.update(registrationRequests).set(changes).where(eq(registrationRequests.id, id)).returning();
  return request;
}
