import { plainQuery, qualifiedName, type DbOrTx } from '@gv/platform';
import type { CustomerSort } from '@gv/proto';
import { projection } from './schema.js';

const CUSTOMERS = qualifiedName(projection.customers);

export interface CustomerRow {
  email: string;
  name: string;
  phone: string;
  cardsBought: number;
  cardsReceived: number;
  spentCents: string;
  balanceCents: string;
  lastActivity: string;
  /** The row's value of the sort, for the next page's cursor. */
  sortValue: string;
}

/**
 * What each sort orders by: text from A to Z, amounts and times from the highest or latest, ties by email in the same
 * direction (so that one index of (key, email) serves each, read forwards or backwards).
 */
const ORDERS: Record<CustomerSort, { key: string; ascending: boolean; cast: string }> = {
  email: { key: 'email', ascending: true, cast: 'text' },
  name: { key: 'lower(name)', ascending: true, cast: 'text' },
  spent: { key: 'spent_cents', ascending: false, cast: 'bigint' },
  balance: { key: 'balance_cents', ascending: false, cast: 'bigint' },
  lastActivity: { key: 'last_activity', ascending: false, cast: 'timestamptz' },
};

export interface CustomerPageQuery {
  businessSlug: string;
  test: boolean;
  sort: CustomerSort;
  /** Lower case; '' for everyone. */
  search: string;
  /** The sort value and email of the last row of the page before. */
  after: [string, string] | null;
  limit: number;
}

/** A page of the business's people (see ProjectionTables.customers), `search` matching a part of the email or name. */
export function customersPage(db: DbOrTx, query: CustomerPageQuery) {
  const order = ORDERS[query.sort];
  const direction = order.ascending ? 'asc' : 'desc';
  const params: unknown[] = [query.businessSlug, query.test, query.limit];
  const where = ['business_slug = $1', 'test = $2'];
  if (query.search) where.push(`search_text like $${params.push(`%${escapeLike(query.search)}%`)}`);
  if (query.after) {
    const value = `$${params.push(query.after[0])}::${order.cast}`;
    where.push(`(${order.key}, email) ${order.ascending ? '>' : '<'} (${value}, $${params.push(query.after[1])})`);
  }
  return plainQuery<CustomerRow>(
    db,
    `select email, name, phone, cards_bought as "cardsBought", cards_received as "cardsReceived", spent_cents as "spentCents",
       balance_cents as "balanceCents", to_char(last_activity at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "lastActivity",
       ${order.key === 'last_activity' ? `to_char(last_activity at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')` : `${order.key}::text`} as "sortValue"
     from ${CUSTOMERS} where ${where.join(' and ')}
     order by ${order.key} ${direction}, email ${direction} limit $3`,
    params,
  );
}

/** `text` matched literally by LIKE: its wildcards and the escape character escaped. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
