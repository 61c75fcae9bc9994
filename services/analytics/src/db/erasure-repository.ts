import { sql } from 'drizzle-orm';
import { runSql, type DbOrTx } from '@gv/platform';
import { ERASED_NAME } from '@gv/proto';
import type { CustomerKey } from './customer-repository.js';
import { auditEntries, type ProjectionTables } from './schema.js';

/** A person to erase: by the hash of their address in lower case, within one business. */
export interface Erasure {
  businessSlug: string;
  emailHash: string;
}

/** Whether the address in `column` is the erased person's. */
const isErased = (column: string, { emailHash }: Erasure) => sql`encode(sha256(convert_to(lower(${sql.raw(column)}), 'UTF8')), 'hex') = ${emailHash}`;

/**
 * On the cards the person bought or received, their name, address and phone become `pseudonym`; answers the
 * customers rows that held them (none: nothing changed).
 */
export async function eraseFromCards(tx: DbOrTx, { buyers }: Pick<ProjectionTables, 'buyers'>, erasure: Erasure, pseudonym: string): Promise<CustomerKey[]> {
  const { businessSlug } = erasure;
  const [asBuyer, asRecipient] = [isErased('buyer_email', erasure), isErased('recipient_email', erasure)];
  const people = await runSql<CustomerKey>(
    tx,
    sql`select business_slug as "businessSlug", test, lower(buyer_email) as email from ${buyers} where business_slug = ${businessSlug} and ${asBuyer}
     union select business_slug, test, lower(recipient_email) from ${buyers} where business_slug = ${businessSlug} and ${asRecipient}`,
  );
  if (people.length === 0) return people;
  await runSql(
    tx,
    sql`update ${buyers} set
       buyer_name = case when ${asBuyer} then ${ERASED_NAME} else buyer_name end,
       buyer_phone = case when ${asBuyer} then '' else buyer_phone end,
       buyer_email = case when ${asBuyer} then ${pseudonym} else buyer_email end,
       recipient_name = case when ${asRecipient} then ${ERASED_NAME} else recipient_name end,
       recipient_email = case when ${asRecipient} then ${pseudonym} else recipient_email end
     where business_slug = ${businessSlug} and (${asBuyer} or ${asRecipient})`,
  );
  return people;
}

/** The audit trail's entries about the person's cards keep what happened and who did it, without their name and address. */
export async function eraseFromAuditTrail(tx: DbOrTx, erasure: Erasure): Promise<void> {
  await runSql(
    tx,
    sql`update ${auditEntries} set customer_name = null, customer_email = null where business_slug = ${erasure.businessSlug} and ${isErased('customer_email', erasure)}`,
  );
}
