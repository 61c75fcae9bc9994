import { plainQuery, type Db } from '@gv/platform';
import { codeLookupHash, openCode, resealCode, type CardCodeKeys } from '../redemption-keys.js';

const BATCH = 500;
const BEFORE_ANY_ID = '00000000-0000-0000-0000-000000000000';

/**
 * After a key rotation: stores every card's code hash and sealed code under the first keys of the rings, a batch
 * at a time in card id order. Idempotent (a card already stored under the first keys is left as it is); answers
 * how many cards were rewritten. Throws, naming the card, when its sealed code opens under no listed key.
 */
export async function rekeyCardCodes(db: Db, keys: CardCodeKeys): Promise<number> {
  let rewritten = 0;
  for (let after = BEFORE_ANY_ID; ; ) {
    const cards = await plainQuery<{ id: string; code_hash: string; code_sealed: string }>(
      db,
      `select id, code_hash, code_sealed from redemption.issued_cards where id > $1 order by id limit ${BATCH}`,
      [after],
    );
    if (cards.length === 0) return rewritten;
    after = cards[cards.length - 1].id;
    const rekeyed = cards.flatMap(({ id, code_hash, code_sealed }) => {
      const card = { id, codeSealed: code_sealed };
      const codeHash = codeLookupHash(keys, openStoredCode(keys, card));
      const codeSealed = resealCode(keys, card) ?? code_sealed;
      return codeHash === code_hash && codeSealed === code_sealed ? [] : [{ id, code_hash: codeHash, code_sealed: codeSealed }];
    });
    if (rekeyed.length === 0) continue;
    await plainQuery(
      db,
      `update redemption.issued_cards card set code_hash = rekeyed.code_hash, code_sealed = rekeyed.code_sealed
       from jsonb_to_recordset($1::jsonb) as rekeyed(id uuid, code_hash text, code_sealed text) where card.id = rekeyed.id`,
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
