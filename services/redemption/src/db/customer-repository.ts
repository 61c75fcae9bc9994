import { sql, type SQL } from 'drizzle-orm';
import { eventTables, runSql, type DbOrTx } from '@gv/platform';
import { deferredIssues, issuedCards, ledger, type IssuedCardRow } from './schema.js';

export type CardOfCustomer = Pick<
  IssuedCardRow,
  | 'id'
  | 'codeSealed'
  | 'orderId'
  | 'giftCardName'
  | 'purchaseType'
  | 'faceValueCents'
  | 'priceCents'
  | 'currency'
  | 'balanceCents'
  | 'status'
  | 'testCard'
  | 'createdAt'
  | 'expirationDate'
  | 'paidExpiresOn'
  | 'holderName'
  | 'holderEmail'
  | 'buyerName'
  | 'buyerEmail'
  | 'buyerPhone'
  | 'recipientName'
  | 'recipientEmail'
  | 'message'
> & { ledger: { kind: string; amountCents: number; balanceAfterCents: number; at: string }[] };

const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** The business's cards the person (`email`, in lower case) bought, holds or was given, oldest first, each with its ledger. */
export function cardsOfCustomer(db: DbOrTx, businessSlug: string, email: string): Promise<CardOfCustomer[]> {
  return runSql<CardOfCustomer>(
    db,
    sql`select c.id, c.code_sealed as "codeSealed", c.order_id as "orderId", c.gift_card_name as "giftCardName", c.purchase_type as "purchaseType",
         c.face_value_cents as "faceValueCents", c.price_cents as "priceCents", c.currency, c.balance_cents as "balanceCents", c.status,
         c.test_card as "testCard", ${iso('c.created_at')} as "createdAt", c.expiration_date::text as "expirationDate",
         c.paid_expires_on::text as "paidExpiresOn",
         c.holder_name as "holderName", c.holder_email as "holderEmail", c.buyer_name as "buyerName", c.buyer_email as "buyerEmail",
         c.buyer_phone as "buyerPhone", c.recipient_name as "recipientName", c.recipient_email as "recipientEmail", c.message,
         coalesce((select json_agg(json_build_object('kind', l.kind, 'amountCents', l.amount_cents, 'balanceAfterCents', l.balance_after_cents,
           'at', ${iso('l.created_at')}) order by l.id) from ${ledger} l where l.card_id = c.id), '[]') as ledger
       from ${issuedCards} c
       where c.business_slug = ${businessSlug} and (lower(c.holder_email) = ${email} or lower(c.buyer_email) = ${email} or lower(c.recipient_email) = ${email})
       order by c.created_at, c.id`,
  );
}

/** The person to erase: their address's hash (SHA-256 of it in lower case, hex) and the pseudonym that replaces it. */
export interface ErasedPerson {
  businessSlug: string;
  emailHash: string;
  name: string;
  pseudonym: string;
}

/** Whether the address `address` is the erased person's. */
const isErased = (address: SQL, person: ErasedPerson) => sql`encode(sha256(convert_to(lower(${address}), 'UTF8')), 'hex') = ${person.emailHash}`;

/** As holder, buyer or recipient: name, address (and a buyer's or holder's phone) replaced; the gift's message goes with either party. */
export async function eraseFromCards(tx: DbOrTx, person: ErasedPerson): Promise<void> {
  const holder = isErased(sql.raw('holder_email'), person);
  const buyer = isErased(sql.raw('buyer_email'), person);
  const recipient = isErased(sql.raw('recipient_email'), person);
  await runSql(
    tx,
    sql`update ${issuedCards} set
       holder_name = case when ${holder} then ${person.name} else holder_name end,
       holder_email = case when ${holder} then ${person.pseudonym} else holder_email end,
       holder_phone = case when ${holder} then null else holder_phone end,
       buyer_name = case when ${buyer} then ${person.name} else buyer_name end,
       buyer_phone = case when ${buyer} then '' else buyer_phone end,
       buyer_email = case when ${buyer} then ${person.pseudonym} else buyer_email end,
       recipient_name = case when ${recipient} then ${person.name} else recipient_name end,
       recipient_email = case when ${recipient} then ${person.pseudonym} else recipient_email end,
       message = case when ${buyer} or ${recipient} then '' else message end
     where business_slug = ${person.businessSlug} and (${holder} or ${buyer} or ${recipient})`,
  );
}

/** Tables that keep event payloads naming people: a JSON column, each row found by `key`. */
export const STORED_PAYLOADS = [
  { table: deferredIssues, key: 'order_id', json: 'request' },
  { table: eventTables('redemption').outbox, key: 'seq', json: 'payload' },
];
export type StoredPayloads = (typeof STORED_PAYLOADS)[number];

/** The stored payloads of the business that name the person as buyer, recipient, holder or previous holder. */
export function payloadsNaming(tx: DbOrTx, stored: StoredPayloads, person: ErasedPerson): Promise<{ key: string; payload: unknown }[]> {
  const json = sql.identifier(stored.json);
  const naming = ['buyer', 'recipient', 'holder', 'previousHolder'].map((role) => isErased(sql`${json} #>> ${sql.raw(`'{${role},email}'`)}`, person));
  return runSql(
    tx,
    sql`select ${sql.identifier(stored.key)} as key, ${json} as payload from ${stored.table}
      where ${json} ->> 'businessSlug' = ${person.businessSlug} and (${sql.join(naming, sql` or `)})`,
  );
}

/** Replaces one stored payload. */
export async function replacePayload(tx: DbOrTx, stored: StoredPayloads, key: string, payload: unknown): Promise<void> {
  await runSql(tx, sql`update ${stored.table} set ${sql.identifier(stored.json)} = ${JSON.stringify(payload)}::jsonb where ${sql.identifier(stored.key)} = ${key}`);
}
