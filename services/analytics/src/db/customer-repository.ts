import { sql, type SQL } from 'drizzle-orm';
import { runSql, type DbOrTx } from '@gv/platform';
import type { CustomerSort } from '@gv/proto';
import { projection, type ProjectionTables } from './schema.js';

/** A person of a business by email (in lower case), live or test. */
export interface CustomerKey {
  businessSlug: string;
  test: boolean;
  email: string;
}

/**
 * Who bought a card, as the customers rows key them: the company of a corporate card (decision 0071: not the admin who
 * recorded it), as `company:<name in lower case>`, else the buyer's email in lower case. An expression of the buyers
 * table (`b.`: aliased), written as its index is.
 */
const buyerKeyOf = (alias: '' | 'b.' = '') => sql.raw(`(coalesce('company:' || lower(${alias}company), lower(${alias}buyer_email)))`);

/** A customers row's key as people read it: a company has no email (see buyerKeyOf). */
export const shownEmail = (key: string) => (key.startsWith('company:') ? '' : key);

/** The tables of a projection's set the customers rows are read from and written to. */
type CustomerTables = Pick<ProjectionTables, 'buyers' | 'redemptions' | 'customers'>;

/**
 * Writes the customers row of each person `keys` names (a query of business_slug, test, email) from the cards they
 * bought and hold: the name and phone they gave last, cards bought and received, what they paid, what is left on the
 * cards they hold (bought for themselves, or received), and their latest purchase or redemption.
 */
export function upsertCustomers(tables: CustomerTables, keys: SQL): SQL {
  const lastRedeemed = sql`(select max(r.redeemed_at) from ${tables.redemptions} r where r.card_id = b.card_id)`;
  return sql`with keys as (${keys}),
     cards as (
       select k.business_slug, k.test, k.email, b.buyer_name as name, b.buyer_phone as phone, 1 as bought, 0 as received, b.price_cents as spent,
         case when b.recipient_email is null then b.balance_cents else 0 end as balance, b.purchased_at as at,
         case when b.recipient_email is null then ${lastRedeemed} end as redeemed_at
       from keys k join ${tables.buyers} b on b.business_slug = k.business_slug and b.test = k.test and ${buyerKeyOf('b.')} = k.email
       union all
       select k.business_slug, k.test, k.email, b.recipient_name, null, 0, 1, 0, b.balance_cents, b.purchased_at, ${lastRedeemed}
       from keys k join ${tables.buyers} b on b.business_slug = k.business_slug and b.test = k.test and lower(b.recipient_email) = k.email
     )
     insert into ${tables.customers} as c (business_slug, test, email, name, phone, cards_bought, cards_received, spent_cents, balance_cents, last_activity, search_text)
     select business_slug, test, email, name, phone, bought, received, spent, balance, last_activity, email || ' ' || lower(name)
     from (
       select business_slug, test, email,
         coalesce((array_agg(name order by at desc) filter (where name is not null))[1], '') as name,
         coalesce((array_agg(phone order by at desc) filter (where phone is not null))[1], '') as phone,
         sum(bought) as bought, sum(received) as received, sum(spent) as spent, sum(balance) as balance,
         greatest(max(at), max(redeemed_at)) as last_activity
       from cards group by business_slug, test, email
     ) people
     on conflict (business_slug, test, email) do update set name = excluded.name, phone = excluded.phone, cards_bought = excluded.cards_bought,
       cards_received = excluded.cards_received, spent_cents = excluded.spent_cents, balance_cents = excluded.balance_cents,
       last_activity = excluded.last_activity, search_text = excluded.search_text`;
}

/** Every person of a business's cards in the projection. */
export function everyCustomer(tables: Pick<CustomerTables, 'buyers'>, businessSlug: string): SQL {
  return sql`select business_slug, test, ${buyerKeyOf()} as email from ${tables.buyers} where business_slug = ${businessSlug}
     union select business_slug, test, lower(recipient_email) from ${tables.buyers} where business_slug = ${businessSlug} and recipient_email is not null`;
}

const keysGiven = (keys: CustomerKey[]) =>
  sql`select distinct * from unnest(${sql.param(keys.map((key) => key.businessSlug))}::text[], ${sql.param(keys.map((key) => key.test))}::boolean[],
    ${sql.param(keys.map((key) => key.email))}::text[]) as k(business_slug, test, email)`;

/**
 * Writes the customers rows of `keys` again from the cards as they now stand; a person left with no card (a gift
 * given a new recipient) loses their row.
 */
export async function refreshCustomers(tx: DbOrTx, tables: CustomerTables, keys: CustomerKey[]): Promise<void> {
  if (keys.length === 0) return;
  await runSql(tx, upsertCustomers(tables, keysGiven(keys)));
  await runSql(
    tx,
    sql`delete from ${tables.customers} c using (${keysGiven(keys)}) k
     where c.business_slug = k.business_slug and c.test = k.test and c.email = k.email
       and not exists (select 1 from ${tables.buyers} b where b.business_slug = c.business_slug and b.test = c.test and ${buyerKeyOf('b.')} = c.email)
       and not exists (select 1 from ${tables.buyers} b where b.business_slug = c.business_slug and b.test = c.test and lower(b.recipient_email) = c.email)`,
  );
}

/** The people the cards `cardIds` concern: each card's buyer and, for a gift, its recipient. */
export async function customersOfCards(tx: DbOrTx, tables: Pick<CustomerTables, 'buyers'>, cardIds: string[]): Promise<CustomerKey[]> {
  if (cardIds.length === 0) return [];
  const rows = await runSql<{ businessSlug: string; test: boolean; buyer: string; recipient: string | null }>(
    tx,
    sql`select business_slug as "businessSlug", test, ${buyerKeyOf()} as buyer, lower(recipient_email) as recipient
     from ${tables.buyers} where card_id = any(${sql.param(cardIds)}::uuid[])`,
  );
  return rows.flatMap(({ businessSlug, test, buyer, recipient }) => [
    { businessSlug, test, email: buyer },
    ...(recipient === null ? [] : [{ businessSlug, test, email: recipient }]),
  ]);
}

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
  const [key, direction] = [sql.raw(order.key), sql.raw(order.ascending ? 'asc' : 'desc')];
  const where = [sql`business_slug = ${query.businessSlug}`, sql`test = ${query.test}`];
  if (query.search) where.push(sql`search_text like ${`%${escapeLike(query.search)}%`}`);
  if (query.after) where.push(sql`(${key}, email) ${sql.raw(order.ascending ? '>' : '<')} (${query.after[0]}::${sql.raw(order.cast)}, ${query.after[1]})`);
  const sortValue = order.key === 'last_activity' ? sql`to_char(last_activity at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')` : sql`${key}::text`;
  return runSql<CustomerRow>(
    db,
    sql`select email, name, phone, cards_bought as "cardsBought", cards_received as "cardsReceived", spent_cents as "spentCents",
       balance_cents as "balanceCents", to_char(last_activity at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "lastActivity", ${sortValue} as "sortValue"
     from ${projection.customers} where ${sql.join(where, sql` and `)}
     order by ${key} ${direction}, email ${direction} limit ${query.limit}`,
  );
}

/** `text` matched literally by LIKE: its wildcards and the escape character escaped. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
