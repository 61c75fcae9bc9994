import { sql } from 'drizzle-orm';
import { runSql, type DbOrTx } from '@gv/platform';
import { issuedCards, retiredCodes } from './schema.js';

/** Where codes are kept: the cards' own, and the codes cards moved away from (each row found by `key`). */
export const CODE_STORES = [
  { table: issuedCards, key: 'id', cardId: 'id', keyType: 'uuid' },
  { table: retiredCodes, key: 'code_hash', cardId: 'card_id', keyType: 'text' },
] as const;
export type CodeStore = (typeof CODE_STORES)[number];

/** A stored code: its row's key (as text), its card, its hash and its sealed copy. */
export interface StoredCode {
  key: string;
  card_id: string;
  code_hash: string;
  code_sealed: string;
}

/** The next `limit` codes of the store after the key `after` (as text), in key order. */
export function storedCodesAfter(db: DbOrTx, store: CodeStore, after: string, limit: number): Promise<StoredCode[]> {
  const key = sql`${sql.identifier(store.key)}::text`;
  return runSql(
    db,
    sql`select ${key} as key, ${sql.identifier(store.cardId)} as card_id, code_hash, code_sealed from ${store.table}
       where ${key} > ${after} order by ${key} limit ${limit}`,
  );
}

/** Stores the codes under their new hashes and sealed copies. */
export async function rewriteStoredCodes(db: DbOrTx, store: CodeStore, codes: Omit<StoredCode, 'card_id'>[]): Promise<void> {
  await runSql(
    db,
    sql`update ${store.table} stored set code_hash = rekeyed.code_hash, code_sealed = rekeyed.code_sealed
       from jsonb_to_recordset(${JSON.stringify(codes)}::jsonb) as rekeyed(key text, code_hash text, code_sealed text)
       where stored.${sql.identifier(store.key)} = rekeyed.key::${sql.raw(store.keyType)}`,
  );
}

/** The next `limit` printed PINs (sealed) after the card id `after` (as text), in id order. */
export function printedPinsAfter(db: DbOrTx, after: string, limit: number): Promise<{ id: string; pin_sealed: string }[]> {
  return runSql(
    db,
    sql`select id::text as id, pin_sealed from ${issuedCards} where pin_sealed is not null and id::text > ${after} order by id::text limit ${limit}`,
  );
}

/** Stores the printed PINs under their new sealed copies. */
export async function rewritePrintedPins(db: DbOrTx, pins: { id: string; pin_sealed: string }[]): Promise<void> {
  await runSql(
    db,
    sql`update ${issuedCards} card set pin_sealed = resealed.pin_sealed
       from jsonb_to_recordset(${JSON.stringify(pins)}::jsonb) as resealed(id uuid, pin_sealed text) where card.id = resealed.id`,
  );
}
