import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '@gv/platform';
import { apiKeys } from './schema.js';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export async function insertApiKey(tx: DbOrTx, key: typeof apiKeys.$inferInsert): Promise<void> {
  await tx.insert(apiKeys).values(key);
}

/** The business's keys not revoked, oldest first. */
export function liveKeysOf(db: DbOrTx, businessSlug: string): Promise<ApiKeyRow[]> {
  return db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.businessSlug, businessSlug), isNull(apiKeys.revokedAt)))
    .orderBy(asc(apiKeys.createdAt), asc(apiKeys.id));
}

export async function countLiveKeys(db: DbOrTx, businessSlug: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(apiKeys)
    .where(and(eq(apiKeys.businessSlug, businessSlug), isNull(apiKeys.revokedAt)));
  return row?.n ?? 0;
}

/** Revokes the business's key; false when it has no such key not yet revoked. */
export async function revokeApiKey(db: DbOrTx, businessSlug: string, id: string, at: string): Promise<boolean> {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: at })
    .where(and(eq(apiKeys.businessSlug, businessSlug), eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}

/** The key with this hash, not revoked, with its use recorded in the same statement. */
export async function useApiKey(db: DbOrTx, keyHash: string, at: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .update(apiKeys)
    .set({ lastUsedAt: at })
    .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt)))
    .returning();
  return row;
}
