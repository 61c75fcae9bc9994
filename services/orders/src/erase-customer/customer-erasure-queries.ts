import { eventTables, plainQuery, qualifiedName, type DbOrTx } from '@gv/platform';
import { ERASED_NAME, erasedPayload } from '@gv/proto';
import { ORDERS } from '../db/order-queries.js';

const OUTBOX = qualifiedName(eventTables('orders').outbox);

/** Whether the business has an order the person placed or received, under their address or, once erased, their pseudonym. */
export async function hasOrdersOf(db: DbOrTx, businessSlug: string, emails: string[]): Promise<boolean> {
  const rows = await plainQuery(
    db,
    `select 1 from ${ORDERS} where business_slug = $1 and (lower(buyer_email) = any($2::text[]) or lower(recipient_email) = any($2::text[])
       or exists (select 1 from jsonb_array_elements(gifts) gift where lower(gift ->> 'email') = any($2::text[]))) limit 1`,
    [businessSlug, emails],
  );
  return rows.length > 0;
}

/** Whether one of the order's gifts (several recipients, decision 0061) goes to the address in $2. */
const GIFT_TO_PERSON = `exists (select 1 from jsonb_array_elements(gifts) gift where lower(gift ->> 'email') = $2)`;

/**
 * The person's fields on the business's orders replaced by the pseudonym: as the buyer their name, address and phone,
 * as a recipient their name and address, and the gift's message either way (every gift's when they bought it, theirs
 * when they received it). Amounts, states and payments stay.
 */
export async function eraseOrders(tx: DbOrTx, businessSlug: string, email: string, pseudonym: string): Promise<void> {
  await plainQuery(
    tx,
    `update ${ORDERS} set
       buyer_name = case when lower(buyer_email) = $2 then $3 else buyer_name end,
       buyer_phone = case when lower(buyer_email) = $2 then '' else buyer_phone end,
       buyer_email = case when lower(buyer_email) = $2 then $4 else buyer_email end,
       recipient_name = case when lower(recipient_email) = $2 then $3 else recipient_name end,
       recipient_email = case when lower(recipient_email) = $2 then $4 else recipient_email end,
       message = '',
       gifts = (select coalesce(jsonb_agg(case
                  when lower(gift ->> 'email') = $2 then gift || jsonb_build_object('name', $3::text, 'email', $4::text, 'message', '')
                  when lower(buyer_email) = $2 then gift || '{"message": ""}'
                  else gift end order by line), '[]')
                from jsonb_array_elements(gifts) with ordinality as listed(gift, line))
     where business_slug = $1 and (lower(buyer_email) = $2 or lower(recipient_email) = $2 or ${GIFT_TO_PERSON})`,
    [businessSlug, email, ERASED_NAME, pseudonym],
  );
}

/**
 * The orders' events still in the outbox (published ones stay until EVENT_RETENTION_HOURS) with the person's fields
 * replaced as on the orders, so the outbox keeps no copy of what was erased.
 */
export async function eraseFromOutbox(tx: DbOrTx, businessSlug: string, email: string, pseudonym: string): Promise<void> {
  const naming = [
    ...['buyer', 'recipient', 'holder', 'previousHolder'].map((person) => `lower(payload #>> '{${person},email}') = $2`),
    `exists (select 1 from jsonb_array_elements(coalesce(payload -> 'gifts', '[]')) gift where lower(gift ->> 'email') = $2)`,
  ].join(' or ');
  const rows = await plainQuery<{ seq: string; payload: unknown }>(tx, `select seq, payload from ${OUTBOX} where payload ->> 'businessSlug' = $1 and (${naming})`, [
    businessSlug,
    email,
  ]);
  for (const row of rows) {
    const erased = erasedPayload(row.payload, (address) => address.toLowerCase() === email, pseudonym);
    if (erased) await plainQuery(tx, `update ${OUTBOX} set payload = $2::jsonb where seq = $1`, [row.seq, JSON.stringify(erased)]);
  }
}
