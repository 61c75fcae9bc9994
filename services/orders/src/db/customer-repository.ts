import { eventTables, runSql, type DbOrTx } from '@gv/platform';
import { ERASED_NAME, erasedPayload, type PaymentMode, type PurchaseType } from '@gv/proto';
import { sql } from 'drizzle-orm';
import { orderRows } from './schema.js';

const { outbox } = eventTables('orders');
const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

export interface OrderOfCustomer {
  id: string;
  status: string;
  paymentMode: PaymentMode;
  giftCardName: string;
  purchaseType: PurchaseType;
  faceValueCents: number;
  priceCents: number;
  currency: string;
  placedAt: string;
  paidAt: string | null;
  buyerName: string;
  buyerEmail: string;
  buyerPhone: string;
  recipientName: string | null;
  recipientEmail: string | null;
  message: string;
}

/** Every order of the business the person (`email`, lower-case) placed or was the recipient of, in any state, oldest first. */
export async function ordersOfCustomer(db: DbOrTx, businessSlug: string, email: string): Promise<OrderOfCustomer[]> {
  return runSql<OrderOfCustomer>(
    db,
    sql`select id, status, payment_mode as "paymentMode", gift_card_name as "giftCardName", purchase_type as "purchaseType",
          face_value_cents as "faceValueCents", price_cents as "priceCents", currency, ${iso('created_at')} as "placedAt", ${iso('paid_at')} as "paidAt",
          buyer_name as "buyerName", buyer_email as "buyerEmail", buyer_phone as "buyerPhone", recipient_name as "recipientName",
          recipient_email as "recipientEmail", message
        from ${orderRows} where business_slug = ${businessSlug} and (lower(buyer_email) = ${email} or lower(recipient_email) = ${email})
        order by created_at, id`,
  );
}

/** Whether the business has an order the person placed or received, under their address or, once erased, their pseudonym. */
export async function hasOrdersOf(db: DbOrTx, businessSlug: string, emails: string[]): Promise<boolean> {
  const anyOf = sql`any(${sql.param(emails)}::text[])`;
  const rows = await runSql(
    db,
    sql`select 1 from ${orderRows} where business_slug = ${businessSlug} and (lower(buyer_email) = ${anyOf} or lower(recipient_email) = ${anyOf}
          or exists (select 1 from jsonb_array_elements(gifts) gift where lower(gift ->> 'email') = ${anyOf})) limit 1`,
  );
  return rows.length > 0;
}

/**
 * The person's fields on the business's orders replaced by the pseudonym: as the buyer their name, address and phone,
 * as a recipient their name and address, and the gift's message either way (every gift's when they bought it, theirs
 * when they received it). Amounts, states and payments stay.
 */
export async function eraseOrders(tx: DbOrTx, businessSlug: string, email: string, pseudonym: string): Promise<void> {
  await runSql(
    tx,
    sql`update ${orderRows} set
          buyer_name = case when lower(buyer_email) = ${email} then ${ERASED_NAME} else buyer_name end,
          buyer_phone = case when lower(buyer_email) = ${email} then '' else buyer_phone end,
          card_fingerprint = case when lower(buyer_email) = ${email} then null else card_fingerprint end,
          buyer_email = case when lower(buyer_email) = ${email} then ${pseudonym} else buyer_email end,
          recipient_name = case when lower(recipient_email) = ${email} then ${ERASED_NAME} else recipient_name end,
          recipient_email = case when lower(recipient_email) = ${email} then ${pseudonym} else recipient_email end,
          message = '',
          gifts = (select coalesce(jsonb_agg(case
                     when lower(gift ->> 'email') = ${email} then gift || jsonb_build_object('name', ${ERASED_NAME}::text, 'email', ${pseudonym}::text, 'message', '')
                     when lower(buyer_email) = ${email} then gift || '{"message": ""}'
                     else gift end order by line), '[]')
                   from jsonb_array_elements(gifts) with ordinality as listed(gift, line))
        where business_slug = ${businessSlug} and (lower(buyer_email) = ${email} or lower(recipient_email) = ${email}
          or exists (select 1 from jsonb_array_elements(gifts) gift where lower(gift ->> 'email') = ${email}))`,
  );
}

/**
 * The orders' events still in the outbox (published ones stay until EVENT_RETENTION_HOURS) with the person's fields
 * replaced as on the orders, so the outbox keeps no copy of what was erased.
 */
export async function eraseFromOutbox(tx: DbOrTx, businessSlug: string, email: string, pseudonym: string): Promise<void> {
  const naming = sql.join(
    [
      ...['buyer', 'recipient', 'holder', 'previousHolder'].map((person) => sql`lower(payload #>> ${`{${person},email}`}::text[]) = ${email}`),
      sql`exists (select 1 from jsonb_array_elements(coalesce(payload -> 'gifts', '[]')) gift where lower(gift ->> 'email') = ${email})`,
    ],
    sql` or `,
  );
  const rows = await runSql<{ seq: string; payload: unknown }>(tx, sql`select seq, payload from ${outbox} where payload ->> 'businessSlug' = ${businessSlug} and (${naming})`);
  for (const row of rows) {
    const erased = erasedPayload(row.payload, (address) => address.toLowerCase() === email, pseudonym);
    if (erased) await runSql(tx, sql`update ${outbox} set payload = ${JSON.stringify(erased)}::jsonb where seq = ${row.seq}`);
  }
}
