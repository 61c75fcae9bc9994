import { plainQuery, type DbOrTx } from '@gv/platform';

/** A person of a business by email (in lower case), live or test. */
export interface CustomerKey {
  businessSlug: string;
  test: boolean;
  email: string;
}

/**
 * Who bought a card, as the customers rows key them: the company of a corporate card (decision 0071: not the admin who
 * recorded it), as `company:<name in lower case>`, else the buyer's email in lower case. An expression of the buyers
 * table `b` (indexed as it is written).
 */
const buyerKeyOf = (alias = '') => `(coalesce('company:' || lower(${alias}company), lower(${alias}buyer_email)))`;
export const BUYER_KEY = buyerKeyOf();
/** The key before companies were (a migration written then runs as it was: buyers had no company column yet). */
const EMAIL_KEY = (alias = '') => `lower(${alias}buyer_email)`;

/** A customers row's key as people read it: a company has no email (see BUYER_KEY). */
export const shownEmail = (key: string) => (key.startsWith('company:') ? '' : key);

/** The tables of a projection's set the customers rows are read from and written to. */
export interface CustomerTableNames {
  buyers: string;
  redemptions: string;
  customers: string;
}

/**
 * SQL that writes the customers row of each person `keysQuery` names (a query of business_slug, test, email) from
 * the cards they bought and hold: the name and phone they gave last, cards bought and received, what they paid, what
 * is left on the cards they hold (bought for themselves, or received), and their latest purchase or redemption.
 */
export function upsertCustomersSql(names: CustomerTableNames, keysQuery: string, byCompany = true): string {
  const keyOf = byCompany ? buyerKeyOf : EMAIL_KEY;
  const lastRedeemed = `(select max(r.redeemed_at) from ${names.redemptions} r where r.card_id = b.card_id)`;
  return `with keys as (${keysQuery}),
     cards as (
       select k.business_slug, k.test, k.email, b.buyer_name as name, b.buyer_phone as phone, 1 as bought, 0 as received, b.price_cents as spent,
         case when b.recipient_email is null then b.balance_cents else 0 end as balance, b.purchased_at as at,
         case when b.recipient_email is null then ${lastRedeemed} end as redeemed_at
       from keys k join ${names.buyers} b on b.business_slug = k.business_slug and b.test = k.test and ${keyOf('b.')} = k.email
       union all
       select k.business_slug, k.test, k.email, b.recipient_name, null, 0, 1, 0, b.balance_cents, b.purchased_at, ${lastRedeemed}
       from keys k join ${names.buyers} b on b.business_slug = k.business_slug and b.test = k.test and lower(b.recipient_email) = k.email
     )
     insert into ${names.customers} as c (business_slug, test, email, name, phone, cards_bought, cards_received, spent_cents, balance_cents, last_activity, search_text)
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

/** Every person of the projection's cards (of one business when `businessSlug` is given, as $1). */
export function everyCustomerSql(names: Pick<CustomerTableNames, 'buyers'>, ofBusiness: boolean, byCompany = true): string {
  const where = ofBusiness ? 'where business_slug = $1' : '';
  return `select business_slug, test, ${byCompany ? BUYER_KEY : EMAIL_KEY()} as email from ${names.buyers} ${where}
     union select business_slug, test, lower(recipient_email) from ${names.buyers} ${where} ${ofBusiness ? 'and' : 'where'} recipient_email is not null`;
}

const KEYS_GIVEN = `select distinct * from unnest($1::text[], $2::boolean[], $3::text[]) as k(business_slug, test, email)`;

/**
 * Writes the customers rows of `keys` again from the cards as they now stand; a person left with no card (a gift
 * given a new recipient) loses their row.
 */
export async function refreshCustomers(tx: DbOrTx, names: CustomerTableNames, keys: CustomerKey[]): Promise<void> {
  if (keys.length === 0) return;
  const params = [keys.map((key) => key.businessSlug), keys.map((key) => key.test), keys.map((key) => key.email)];
  await plainQuery(tx, upsertCustomersSql(names, KEYS_GIVEN), params);
  await plainQuery(
    tx,
    `delete from ${names.customers} c using (${KEYS_GIVEN}) k
     where c.business_slug = k.business_slug and c.test = k.test and c.email = k.email
       and not exists (select 1 from ${names.buyers} b where b.business_slug = c.business_slug and b.test = c.test and ${buyerKeyOf('b.')} = c.email)
       and not exists (select 1 from ${names.buyers} b where b.business_slug = c.business_slug and b.test = c.test and lower(b.recipient_email) = c.email)`,
    params,
  );
}

/** The people the cards `cardIds` concern: each card's buyer and, for a gift, its recipient. */
export async function customersOfCards(tx: DbOrTx, names: Pick<CustomerTableNames, 'buyers'>, cardIds: string[]): Promise<CustomerKey[]> {
  if (cardIds.length === 0) return [];
  const rows = await plainQuery<{ businessSlug: string; test: boolean; buyer: string; recipient: string | null }>(
    tx,
    `select business_slug as "businessSlug", test, ${BUYER_KEY} as buyer, lower(recipient_email) as recipient
     from ${names.buyers} where card_id = any($1::uuid[])`,
    [cardIds],
  );
  return rows.flatMap(({ businessSlug, test, buyer, recipient }) => [
    { businessSlug, test, email: buyer },
    ...(recipient === null ? [] : [{ businessSlug, test, email: recipient }]),
  ]);
}
