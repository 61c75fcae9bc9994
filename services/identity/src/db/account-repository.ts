import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@gv/platform';
import type { AccountRealm } from '@gv/proto';
import { admins, superAdmins } from './schema.js';

/** What both kinds of account (a business's admin, the super admin) are asked alike. */
const accountsOf = (realm: AccountRealm) => (realm === 'admin' ? admins : superAdmins);

export async function accountIdOf(db: DbOrTx, realm: AccountRealm, email: string): Promise<string | undefined> {
  const table = accountsOf(realm);
  const [account] = await db.select({ id: table.id }).from(table).where(eq(table.email, email));
  return account?.id;
}

export async function passwordHashOf(db: DbOrTx, realm: AccountRealm, accountId: string): Promise<string | null | undefined> {
  const table = accountsOf(realm);
  const [account] = await db.select({ passwordHash: table.passwordHash }).from(table).where(eq(table.id, accountId));
  return account?.passwordHash;
}
