import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { columnsOf, runSql, type DbOrTx } from '@gv/platform';
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

export function countLiveKeys(db: DbOrTx, businessSlug: string): Promise<number> {
  return db.$count(apiKeys, and(eq(apiKeys.businessSlug, businessSlug), isNull(apiKeys.revokedAt)));
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

/**
 * The key with this hash, not revoked, read on every call (a revoked key is refused at once). Its last use is written
 * in the same statement only when the one recorded is a minute old or more: a busy key costs a write a minute, not one
 * per call.
 */
export async function useApiKey(db: DbOrTx, keyHash: string, at: string): Promise<ApiKeyRow | undefined> {
  const [row] = await runSql<ApiKeyRow>(
    db,
    sql`with found as (select ${columnsOf(apiKeys)} from ${apiKeys} where key_hash = ${keyHash} and revoked_at is null),
      used as (update ${apiKeys} set last_used_at = ${at}::timestamptz where id = (select id from found)
        and (last_used_at is null or last_used_at < ${at}::timestamptz - interval '1 minute'))
      select * from found`,
  );
  return row;
}
