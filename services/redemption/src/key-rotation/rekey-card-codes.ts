import type { Db } from '@gv/platform';
import { CODE_STORES, printedPinsAfter, rewritePrintedPins, rewriteStoredCodes, storedCodesAfter, type CodeStore } from '../db/card-code-repository.js';
import { codeLookupHash, openCode, resealCode, resealPin, type CardCodeKeys } from '../redemption-keys.js';

const BATCH = 500;

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
    const rows = await printedPinsAfter(db, after, BATCH);
    if (rows.length === 0) return rewritten;
    after = rows[rows.length - 1].id;
    const resealed = rows.flatMap(({ id, pin_sealed }) => {
      const again = resealPin(keys, { id, pinSealed: pin_sealed });
      return again ? [{ id, pin_sealed: again }] : [];
    });
    if (resealed.length === 0) continue;
    await rewritePrintedPins(db, resealed);
    rewritten += resealed.length;
  }
}

async function rekeyStore(db: Db, keys: CardCodeKeys, store: CodeStore): Promise<number> {
  let rewritten = 0;
  for (let after = ''; ; ) {
    const rows = await storedCodesAfter(db, store, after, BATCH);
    if (rows.length === 0) return rewritten;
    after = rows[rows.length - 1].key;
    const rekeyed = rows.flatMap(({ key, card_id, code_hash, code_sealed }) => {
      const card = { id: card_id, codeSealed: code_sealed };
      const codeHash = codeLookupHash(keys, openStoredCode(keys, card));
      const codeSealed = resealCode(keys, card) ?? code_sealed;
      return codeHash === code_hash && codeSealed === code_sealed ? [] : [{ key, code_hash: codeHash, code_sealed: codeSealed }];
    });
    if (rekeyed.length === 0) continue;
    await rewriteStoredCodes(db, store, rekeyed);
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
