import { plainQuery, qualifiedName, type EventHandlers } from '@gv/platform';
import { ERASED_NAME } from '@gv/proto';
import { refreshCustomers, type CustomerKey, type CustomerTableNames } from '../db/customer-rows.js';
import { auditEntries, type ProjectionTables } from '../db/schema.js';

/** Whether the address in `column` is the erased person's ($2 is the event's hash of their address in lower case). */
const isErased = (column: string) => `encode(sha256(convert_to(lower(${column}), 'UTF8')), 'hex') = $2`;

/**
 * `customer.erased` in a projection's table set (the live one, or one being rebuilt: the event replays after the
 * events that named the person, so a rebuild does not bring them back): their name, address and phone on the cards
 * they bought or received become the pseudonym, and the customers rows follow (theirs goes, the pseudonym's comes).
 * Amounts, states and the books are not touched, so every figure stays as it was.
 */
export class ErasureProjection {
  private readonly names: CustomerTableNames;

  constructor(tables: ProjectionTables) {
    this.names = { buyers: qualifiedName(tables.buyers), redemptions: qualifiedName(tables.redemptions), customers: qualifiedName(tables.customers) };
  }

  handlers(): EventHandlers {
    return {
      'customer.erased': async ({ payload }, tx, batch) => {
        // Cards recorded earlier in this batch are written first, so they are erased too.
        await batch.end();
        const params = [payload.businessSlug, payload.emailHash];
        const people = await plainQuery<CustomerKey>(
          tx,
          `select business_slug as "businessSlug", test, lower(buyer_email) as email from ${this.names.buyers} where business_slug = $1 and ${isErased('buyer_email')}
           union select business_slug, test, lower(recipient_email) from ${this.names.buyers} where business_slug = $1 and ${isErased('recipient_email')}`,
          params,
        );
        if (people.length === 0) return;
        await plainQuery(
          tx,
          `update ${this.names.buyers} set
             buyer_name = case when ${isErased('buyer_email')} then $3 else buyer_name end,
             buyer_phone = case when ${isErased('buyer_email')} then '' else buyer_phone end,
             buyer_email = case when ${isErased('buyer_email')} then $4 else buyer_email end,
             recipient_name = case when ${isErased('recipient_email')} then $3 else recipient_name end,
             recipient_email = case when ${isErased('recipient_email')} then $4 else recipient_email end
           where business_slug = $1 and (${isErased('buyer_email')} or ${isErased('recipient_email')})`,
          [...params, ERASED_NAME, payload.pseudonym],
        );
        await refreshCustomers(tx, this.names, [...people, ...people.map((person) => ({ ...person, email: payload.pseudonym }))]);
      },
    };
  }
}

/**
 * `customer.erased` in the audit trail (kept apart from the rebuilt projection): the entries about the person's cards
 * keep what happened and who did it, without the person's name and address.
 */
export function auditTrailErasure(): EventHandlers {
  return {
    'customer.erased': async ({ payload }, tx) => {
      await plainQuery(
        tx,
        `update ${qualifiedName(auditEntries)} set customer_name = null, customer_email = null where business_slug = $1 and ${isErased('customer_email')}`,
        [payload.businessSlug, payload.emailHash],
      );
    },
  };
}
