import { Injectable } from '@nestjs/common';
import { eventTables, plainQuery, qualifiedName, sha256, type DbOrTx, type EventHandlers, type EventSubscriber } from '@gv/platform';
import { ERASED_NAME, erasedPayload, type EventMap } from '@gv/proto';
import { deferredIssues, issuedCards } from '../db/schema.js';

const CARDS = qualifiedName(issuedCards);
const DEFERRED = qualifiedName(deferredIssues);
const OUTBOX = qualifiedName(eventTables('redemption').outbox);

type Erased = EventMap['customer.erased'];

/** Whether the address in `column` is the erased person's ($2 is the event's hash of their address in lower case). */
const isErased = (column: string) => `encode(sha256(convert_to(lower(${column}), 'UTF8')), 'hex') = $2`;

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
        await eraseCards(tx, payload);
        await eraseStoredPayloads(tx, { table: DEFERRED, key: 'order_id', json: 'request' }, payload);
        await eraseStoredPayloads(tx, { table: OUTBOX, key: 'seq', json: 'payload' }, payload);
      },
    };
  }
}

/** As holder, buyer or recipient: name, address (and a buyer's or holder's phone) replaced; the gift's message goes with either party. */
async function eraseCards(tx: DbOrTx, erased: Erased): Promise<void> {
  await plainQuery(
    tx,
    `update ${CARDS} set
       holder_name = case when ${isErased('holder_email')} then $3 else holder_name end,
       holder_email = case when ${isErased('holder_email')} then $4 else holder_email end,
       holder_phone = case when ${isErased('holder_email')} then null else holder_phone end,
       buyer_name = case when ${isErased('buyer_email')} then $3 else buyer_name end,
       buyer_phone = case when ${isErased('buyer_email')} then '' else buyer_phone end,
       buyer_email = case when ${isErased('buyer_email')} then $4 else buyer_email end,
       recipient_name = case when ${isErased('recipient_email')} then $3 else recipient_name end,
       recipient_email = case when ${isErased('recipient_email')} then $4 else recipient_email end,
       message = case when ${isErased('buyer_email')} or ${isErased('recipient_email')} then '' else message end
     where business_slug = $1 and (${isErased('holder_email')} or ${isErased('buyer_email')} or ${isErased('recipient_email')})`,
    [erased.businessSlug, erased.emailHash, ERASED_NAME, erased.pseudonym],
  );
}

/** Stored event payloads (a JSON column keyed by `key`) that name the person, with their fields replaced (see erasedPayload). */
async function eraseStoredPayloads(tx: DbOrTx, stored: { table: string; key: string; json: string }, erased: Erased): Promise<void> {
  const naming = ['buyer', 'recipient', 'holder', 'previousHolder'].map((person) => isErased(`${stored.json} #>> '{${person},email}'`)).join(' or ');
  const rows = await plainQuery<{ key: string; payload: unknown }>(
    tx,
    `select ${stored.key} as key, ${stored.json} as payload from ${stored.table} where ${stored.json} ->> 'businessSlug' = $1 and (${naming})`,
    [erased.businessSlug, erased.emailHash],
  );
  for (const row of rows) {
    const payload = erasedPayload(row.payload, (email) => sha256(email.toLowerCase()) === erased.emailHash, erased.pseudonym);
    if (payload) await plainQuery(tx, `update ${stored.table} set ${stored.json} = $2::jsonb where ${stored.key} = $1`, [row.key, JSON.stringify(payload)]);
  }
}
