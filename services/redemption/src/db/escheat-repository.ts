import { sql } from 'drizzle-orm';
import { columnsOf, runSql, type DbOrTx } from '@gv/platform';
import type { DormantCard } from '@gv/proto';
import { LEDGER_INSERT } from './ledger-repository.js';
import { cardActions, issuedCards, ledger, type IssuedCardRow, type LedgerRow } from './schema.js';

export interface Escheat {
  businessSlug: string;
  state: string;
  asOf: string;
  cards: readonly DormantCard[];
  actor: string;
  at: string;
  reason: string;
}

/**
 * Reports the cards to a state in one statement: each card of the business still unreported, still holding exactly
 * the paid value the report counted and with no ledger row since it went quiet (an expiry is not the holder's
 * activity) is locked, loses the reported paid value and its bonus value by one ESCHEAT row, is marked reported, and
 * gets its audit entry. A concurrent filing waits on the lock and then finds the card reported: each card moves once.
 */
export function escheatCards(tx: DbOrTx, escheat: Escheat): Promise<{ card: IssuedCardRow; entry: LedgerRow }[]> {
  const wanted = JSON.stringify(escheat.cards.map((card) => ({ card_id: card.cardId, paid_cents: card.paidCents, reported_cents: card.reportedCents, quiet_since: card.quietSince })));
  return runSql(
    tx,
    sql`with wanted as (
    select * from jsonb_to_recordset(${wanted}::jsonb) as w(card_id uuid, paid_cents integer, reported_cents integer, quiet_since date)
  ), due as (
    select c.id, w.reported_cents as paid, c.bonus_balance_cents as bonus from ${issuedCards} c join wanted w on w.card_id = c.id
    where c.business_slug = ${escheat.businessSlug} and c.status = 'active' and c.escheated_to is null and c.paid_balance_cents = w.paid_cents and w.reported_cents > 0
      and not exists (select 1 from ${ledger} l where l.card_id = c.id and l.kind <> 'EXPIRE' and l.created_at >= w.quiet_since::timestamptz)
    order by c.id
    for update of c
  ), moved as (
    update ${issuedCards} card
    set paid_balance_cents = card.paid_balance_cents - due.paid, bonus_balance_cents = 0, balance_cents = card.paid_balance_cents - due.paid,
      escheated_to = ${escheat.state}, escheated_on = ${escheat.asOf}::date
    from due where card.id = due.id and card.escheated_to is null
    returning card.*, due.paid, due.bonus
  ), entry as (
    insert into ${ledger} ${LEDGER_INSERT}
    select x.id, 'ESCHEAT', -(x.paid + x.bonus), -x.paid, -x.bonus, x.balance_cents, x.paid_balance_cents, 0,
      'escheat:' || x.id, ${escheat.actor}, ${escheat.at}::timestamptz, x.test_card, null
    from moved x
    returning *
  ), audit as (
    insert into ${cardActions} (card_id, business_slug, action, ledger_id, reason, actor, created_at)
    select e.card_id, ${escheat.businessSlug}, 'escheat', e.id, ${escheat.reason}, ${escheat.actor}, ${escheat.at}::timestamptz from entry e
  )
  select (select to_jsonb(c) from (select ${columnsOf(issuedCards, 'x')} from moved x where x.id = e.card_id) c) as "card",
    (select to_jsonb(l) from (select ${columnsOf(ledger, 'y')} from entry y where y.id = e.id) l) as "entry"
  from entry e`,
  );
}
