import { plainQuery, qualifiedName, type DbOrTx } from '@gv/platform';
import { projection } from './schema.js';

const BUYERS = qualifiedName(projection.buyers);
const REDEMPTIONS = qualifiedName(projection.redemptions);

export interface CustomerRow {
  email: string;
  name: string;
  phone: string;
  cardsBought: string;
  cardsReceived: string;
  spentCents: string;
  balanceCents: string;
  lastActivity: string;
}

/**
 * People by email (in lower case) across the business's buyers and gift recipients, after `afterEmail`, in email
 * order: the name and phone they gave last, cards bought and received, what they paid, what is left on the cards they
 * hold (bought for themselves, or received), and their latest purchase or redemption. `search` matches a part of the
 * email or name.
 */
export function customersPage(db: DbOrTx, scope: { businessSlug: string; test: boolean }, afterEmail: string, search: string, limit: number) {
  return plainQuery<CustomerRow>(
    db,
    `with events as (
       select lower(buyer_email) as email, buyer_name as name, buyer_phone as phone, 1 as bought, 0 as received, price_cents as spent,
         case when purchase_type = 'self' then balance_cents else 0 end as balance, purchased_at as at
       from ${BUYERS} where business_slug = $1 and test = $2
       union all
       select lower(recipient_email), recipient_name, null, 0, 1, 0, balance_cents, purchased_at
       from ${BUYERS} where business_slug = $1 and test = $2 and recipient_email is not null
       union all
       select lower(coalesce(b.recipient_email, b.buyer_email)), null, null, 0, 0, 0, 0, r.redeemed_at
       from ${REDEMPTIONS} r join ${BUYERS} b on b.card_id = r.card_id where r.business_slug = $1 and r.test = $2
     ), people as (
       select email, (array_agg(name order by at desc) filter (where name is not null))[1] as name,
         coalesce((array_agg(phone order by at desc) filter (where phone is not null))[1], '') as phone,
         sum(bought) as "cardsBought", sum(received) as "cardsReceived", sum(spent) as "spentCents", sum(balance) as "balanceCents",
         to_char(max(at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "lastActivity"
       from events group by email
     )
     select * from people
     where email > $3 and ($4 = '' or strpos(email, $4) > 0 or strpos(lower(name), $4) > 0)
     order by email limit $5`,
    [scope.businessSlug, scope.test, afterEmail, search, limit],
  );
}
