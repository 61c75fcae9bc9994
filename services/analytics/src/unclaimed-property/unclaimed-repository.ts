import { sql, type SQL } from 'drizzle-orm';
import { runSql, type DbOrTx } from '@gv/platform';
import type { BooksOf } from '../db/month-end-repository.js';
import { projection } from '../db/schema.js';

const { buyers } = projection;

/** A state's rule as the query applies it: cards quiet since `quietSince`, paid value that expires only (`expiringOnly`), `sharePercent` of it. */
export interface StateRuleRow {
  state: string;
  expiringOnly: boolean;
  quietSince: string;
  sharePercent: number;
}

/** A dormant card of a state: its apparent owner (a gift's recipient, else its buyer), paid value, share reported, last activity. */
export interface DormantCardRow {
  cardId: string;
  owner: string;
  paidCents: number;
  reportedCents: number;
  quietSince: string;
  lastActiveOn: string;
}

/**
 * The business's active cards holding paid value, each with its state's rule: the buyer's billing state, else
 * `homeState` (the rule for an unknown address), among `rules`; only cards sold before the rule's day and with no
 * move of the books since (buyers.last_active_on: an expiry is not the holder's activity). One pass over the
 * business's cards, whatever their number of moves.
 */
function dormant({ businessSlug, test }: BooksOf, rules: readonly StateRuleRow[], homeState: string | null, select: SQL) {
  const ruleRows = JSON.stringify(rules.map((rule) => ({ state: rule.state, expiring_only: rule.expiringOnly, quiet_since: rule.quietSince, share: rule.sharePercent })));
  return sql`with rules as (
       select * from jsonb_to_recordset(${ruleRows}::jsonb) as r(state text, expiring_only boolean, quiet_since date, share integer)
     ), dormant as (
       select b.card_id, coalesce(b.recipient_name, b.buyer_name) as owner, r.state, r.quiet_since, b.paid_cents,
         (b.paid_cents * r.share / 100) as reported_cents, coalesce(b.last_active_on, b.purchased_at::date) as last_active_on
       from ${buyers} b join rules r on r.state = coalesce(b.billing_state, ${homeState}::text)
       where b.business_slug = ${businessSlug} and b.test = ${test} and b.status = 'active' and b.paid_cents > 0
         and b.purchased_at < r.quiet_since::timestamptz and (not r.expiring_only or b.paid_expires_on is not null)
         and (b.last_active_on is null or b.last_active_on < r.quiet_since)
     ) ${select}`;
}

/** Per state, how many cards are dormant and the paid value their reports carry. */
export function dormantTotals(db: DbOrTx, books: BooksOf, rules: readonly StateRuleRow[], homeState: string | null) {
  return runSql<{ state: string; cards: string; reportedCents: string }>(
    db,
    dormant(books, rules, homeState, sql`select state, count(*) as cards, sum(reported_cents) as "reportedCents" from dormant where reported_cents > 0 group by state`),
  );
}

/** One state's dormant cards, each with the day of its last activity (its sale's, if never used). */
export function dormantCardsOfState(db: DbOrTx, books: BooksOf, rule: StateRuleRow, homeState: string | null) {
  return runSql<DormantCardRow>(
    db,
    dormant(
      books,
      [rule],
      homeState,
      sql`select d.card_id as "cardId", d.owner, d.paid_cents as "paidCents", d.reported_cents as "reportedCents", d.quiet_since::text as "quietSince",
         d.last_active_on::text as "lastActiveOn"
       from dormant d where d.reported_cents > 0 order by d.card_id`,
    ),
  );
}

/** The paid value on the business's active cards per holder's state (else `homeState`) and whether it ever expires. */
export function paidByState(db: DbOrTx, { businessSlug, test }: BooksOf, homeState: string | null) {
  return runSql<{ state: string | null; neverExpires: boolean; paidCents: string }>(
    db,
    sql`select coalesce(b.billing_state, ${homeState}::text) as state, b.paid_expires_on is null as "neverExpires", sum(b.paid_cents) as "paidCents"
     from ${buyers} b where b.business_slug = ${businessSlug} and b.test = ${test} and b.status = 'active' and b.paid_cents > 0
     group by 1, 2`,
  );
}
