import { plainQuery, type Db } from '@gv/platform';
import { codeLookupHash, openCode, resealCode, resealPin, type CardCodeKeys } from '../redemption-keys.js';

const BATCH = 500;

/** Where codes are kept: the cards' own, and the codes cards moved away from (each row found by `key`). */
const CODE_STORES = [
  { table: 'redemption.issued_cards', key: 'id', cardId: 'id', keyType: 'uuid' },
  { table: 'redemption.retired_codes', key: 'code_hash', cardId: 'card_id', keyType: 'text' },
] as const;

/**
 * After a key rotation: stores every code's hash and sealed copy under the first keys of the rings, a batch at a time
 * in key order. Idempotent (a code already stored under the first keys is left as it is); answers how many codes were
 * rewritten. Throws, naming the card, when its sealed code opens under no listed key.
 */
export async function rekeyCardCodes(db: Db, keys: CardCodeKeys): Promise<number> {
  let rewritten = 0;
  for (const store of CODE_STORES) rewritten += await rekeyStore(db, keys, store);
  return rewritten + (await resealPrintedPins(db, keys));
}

/** The printed PINs of unnamed corporate cards (decision 0073), sealed again under the first key; answers how many. */
async function resealPrintedPins(db: Db, keys: CardCodeKeys): Promise<number> {
  let rewritten = 0;
  for (let after = ''; ; ) {
    const rows = await plainQuery<{ id: string; pin_sealed: string }>(
      db,
      `select id::text as id, pin_sealed from redemption.issued_cards where pin_sealed is not null and id::text > $1 order by id::text limit ${BATCH}`,
      [after],
    );
    if (rows.length === 0) return rewritten;
    after = rows[rows.length - 1].id;
    const resealed = rows.flatMap(({ id, pin_sealed }) => {
      const again = resealPin(keys, { id, pinSealed: pin_sealed });
      return again ? [{ id, pin_sealed: again }] : [];
    });
    if (resealed.length === 0) continue;
    await plainQuery(
      db,
      `update redemption.issued_cards card set pin_sealed = resealed.pin_sealed
       from jsonb_to_recordset($1::jsonb) as resealed(id uuid, pin_sealed text) where card.id = resealed.id`,
      [JSON.stringify(resealed)],
    );
    rewritten += resealed.length;
  }
}

async function rekeyStore(db: Db, keys: CardCodeKeys, store: (typeof CODE_STORES)[number]): Promise<number> {
  let rewritten = 0;
  for (let after = ''; ; ) {
    const rows = await plainQuery<{ key: string; card_id: string; code_hash: string; code_sealed: string }>(
      db,
      `select ${store.key}::text as key, ${store.cardId} as card_id, code_hash, code_sealed from ${store.table}
       where ${store.key}::text > $1 order by ${store.key}::text limit ${BATCH}`,
      [after],
    );
    if (rows.length === 0) return rewritten;
    after = rows[rows.length - 1].key;
    const rekeyed = rows.flatMap(({ key, card_id, code_hash, code_sealed }) => {
      const card = { id: card_id, codeSealed: code_sealed };
      const codeHash = codeLookupHash(keys, openStoredCode(keys, card));
      const codeSealed = resealCode(keys, card) ?? code_sealed;
      return codeHash === code_hash && codeSealed === code_sealed ? [] : [{ key, code_hash: codeHash, code_sealed: codeSealed }];
    });
    if (rekeyed.length === 0) continue;
    await plainQuery(
      db,
      `update ${store.table} stored set code_hash = rekeyed.code_hash, code_sealed = rekeyed.code_sealed
       from jsonb_to_recordset($1::jsonb) as rekeyed(key text, code_hash text, code_sealed text) where stored.${store.key} = rekeyed.key::${store.keyType}`,
      [JSON.stringify(rekeyed)],
    );
    rewritten += rekeyed.length;
  }
}

function openStoredCode(keys: CardCodeKeys, card: { id: string; codeSealed: string }): string {
  try {
    return openCode(keys, card);
  } catch {
    throw new Error(`The code of gift card ${card.id} opens under no key of SECRET_KEY: list the key it was stored under`);
  }
}
