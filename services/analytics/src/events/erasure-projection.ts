import type { EventHandlers } from '@gv/platform';
import { refreshCustomers } from '../db/customer-repository.js';
import { eraseFromAuditTrail, eraseFromCards } from '../db/erasure-repository.js';
import type { ProjectionTables } from '../db/schema.js';

/**
 * `customer.erased` in a projection's table set (the live one, or one being rebuilt: the event replays after the
 * events that named the person, so a rebuild does not bring them back): their name, address and phone on the cards
 * they bought or received become the pseudonym, and the customers rows follow (theirs goes, the pseudonym's comes).
 * Amounts, states and the books are not touched, so every figure stays as it was.
 */
export class ErasureProjection {
  constructor(private readonly tables: ProjectionTables) {}

  handlers(): EventHandlers {
    return {
      'customer.erased': async ({ payload }, tx, batch) => {
        // Cards recorded earlier in this batch are written first, so they are erased too.
        await batch.end();
        const people = await eraseFromCards(tx, this.tables, payload, payload.pseudonym);
        if (people.length === 0) return;
        await refreshCustomers(tx, this.tables, [...people, ...people.map((person) => ({ ...person, email: payload.pseudonym }))]);
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
    'customer.erased': ({ payload }, tx) => eraseFromAuditTrail(tx, payload),
  };
}
