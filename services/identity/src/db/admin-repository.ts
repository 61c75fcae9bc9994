import { asc, eq } from 'drizzle-orm';
import type { Tx } from '@gv/platform';
import { admins } from './schema.js';

/** The email of the business's first admin. */
export async function firstAdminEmail(tx: Tx, businessSlug: string): Promise<string> {
  const [admin] = await tx.select({ email: admins.email }).from(admins).where(eq(admins.businessSlug, businessSlug)).orderBy(asc(admins.createdAt)).limit(1);
  return admin?.email ?? '';
}
