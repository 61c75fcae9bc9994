import { Injectable } from '@nestjs/common';
import { sha256, type DbOrTx, type EventHandlers, type EventSubscriber } from '@gv/platform';
import { ERASED_NAME, erasedPayload } from '@gv/proto';
import { eraseFromCards, payloadsNaming, replacePayload, STORED_PAYLOADS, type ErasedPerson, type StoredPayloads } from '../db/customer-repository.js';

/**
 * `customer.erased` (decision 0054): the person's fields on the business's cards, on the paid orders still waiting to
 * be issued and in the outbox become the pseudonym, in the event's transaction. Balances, states, codes and the ledger
 * stay: the card is still spent by its code, and emails about it go to the pseudonym, which receives nothing.
 */
@Injectable()
export class CustomerErasure implements EventSubscriber {
  handlers(): EventHandlers {
    return {
      'customer.erased': async ({ payload }, tx, batch) => {
        // A paid order recorded earlier in this batch is stored first, so it is erased too.
        await batch.end();
        const person: ErasedPerson = { businessSlug: payload.businessSlug, emailHash: payload.emailHash, name: ERASED_NAME, pseudonym: payload.pseudonym };
        await eraseFromCards(tx, person);
        for (const stored of STORED_PAYLOADS) await eraseStoredPayloads(tx, stored, person);
      },
    };
  }
}

/** Stored event payloads that name the person, with their fields replaced (see erasedPayload). */
async function eraseStoredPayloads(tx: DbOrTx, stored: StoredPayloads, person: ErasedPerson): Promise<void> {
  for (const row of await payloadsNaming(tx, stored, person)) {
    const payload = erasedPayload(row.payload, (email) => sha256(email.toLowerCase()) === person.emailHash, person.pseudonym);
    if (payload) await replacePayload(tx, stored, row.key, payload);
  }
}
