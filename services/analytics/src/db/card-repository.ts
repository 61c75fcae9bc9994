import { sql } from 'drizzle-orm';
import { insertValues, runSql, setColumns, type DbOrTx, type Tx } from '@gv/platform';
import type { BuyerCardStatus } from '@gv/proto';
import type { ProjectionTables } from './schema.js';

/** Where a sold card's state is kept (the buyers table of a projection's set), its refunds, changes and moves of the books. */
export type CardTables = Pick<ProjectionTables, 'buyers' | 'refunds' | 'cardChanges' | 'ledgerMoves'>;

/** An issued card and who bought it, for the orders views. */
export type CardRow = Required<Omit<ProjectionTables['buyers']['$inferInsert'], 'status' | 'ledgerId' | 'firstRedeemedAt' | 'deliveredAt' | 'lastActiveOn'>>;

/** A ledger row (a redemption, an adjustment, a reversal): the balances after it, unless a later row already set them. */
export type LedgerChange = { kind: 'ledger'; cardId: string; ledgerId: number; balanceAfterCents: number; paidAfterCents: number; bonusAfterCents: number };

/**
 * A change of a sold card's balance or state, as an event of redemption (or orders) states it. Each is already known
 * to be new (its redemption, change or refund row was recorded first), so it moves the card once; they are applied in
 * the order the events came, after the batch's new cards are inserted (see DashboardProjection).
 */
export type CardChange =
  | LedgerChange
  /** A move of state: from any state but `unless`. */
  | { kind: 'status'; cardId: string; to: BuyerCardStatus; unless: BuyerCardStatus[] }
  /** Paid value refunded; the last of it takes the bonus value along and the card is refunded (as redemption does). */
  | { kind: 'refund'; refundId: string; cardId: string; amountCents: number }
  /** Square refused the refund: its paid value and the bonus value it took are back, a refunded card is active again. */
  | { kind: 'refund-failed'; refundId: string }
  /** A gift given a new recipient. */
  | { kind: 'recipient'; cardId: string; name: string; email: string }
  /** A scheduled gift's new time, in its zone. */
  | { kind: 'delivery'; cardId: string; deliverAt: string; timeZone: string }
  /** A scheduled gift's email went out. */
  | { kind: 'delivered'; cardId: string; deliveredAt: string }
  /** The card's dispute is lost: what is left on it is deactivated (forfeited) and the card counts as refunded. */
  | { kind: 'dispute-lost'; changeKey: string; orderId: string; businessSlug: string; day: string };

/** Inserts new cards; answers those that were new (a card already there is left). */
export function insertCards(tx: DbOrTx, tables: Pick<CardTables, 'buyers'>, rows: CardRow[]) {
  return runSql<{ businessSlug: string; day: string; test: boolean; company: string | null; soldAtLocationId: string | null }>(
    tx,
    sql`insert into ${tables.buyers} ${insertValues(tables.buyers, rows)} on conflict do nothing
     returning business_slug as "businessSlug", sale_day::text as day, test, company, sold_at_location_id as "soldAtLocationId"`,
  );
}

/** Of the cards (by id) and orders' cards (by order id, rare: a lost dispute) named, those the table set does not hold. */
export async function cardsNotHeld(tx: DbOrTx, { buyers }: Pick<CardTables, 'buyers'>, named: { cardIds: string[]; orderIds: string[] }): Promise<string[]> {
  const cardIds = [...new Set(named.cardIds)];
  const orderIds = [...new Set(named.orderIds)];
  const held = new Set<string>();
  if (cardIds.length > 0) {
    const rows = await runSql<{ id: string }>(tx, sql`select card_id as id from ${buyers} where card_id = any(${sql.param(cardIds)}::uuid[])`);
    for (const { id } of rows) held.add(id);
  }
  if (orderIds.length > 0) {
    const rows = await runSql<{ id: string }>(tx, sql`select distinct order_id as id from ${buyers} where order_id = any(${sql.param(orderIds)}::text[])`);
    for (const { id } of rows) held.add(id);
  }
  return [...cardIds, ...orderIds].filter((id) => !held.has(id));
}

/** Records a change of a card by its key: whether it is new (a change already applied is not applied again). */
export async function recordCardChange(tx: DbOrTx, tables: Pick<CardTables, 'cardChanges'>, change: { changeKey: string; cardId: string; businessSlug: string; test: boolean }): Promise<boolean> {
  const rows = await runSql(tx, sql`insert into ${tables.cardChanges} ${insertValues(tables.cardChanges, [change])} on conflict do nothing returning 1`);
  return rows.length > 0;
}

/** Each card's balances after the latest of its ledger rows among `changes`, by one statement; a card already set from a later row is left. */
export async function applyLedgerChanges(tx: Tx, { buyers }: Pick<CardTables, 'buyers'>, changes: LedgerChange[]): Promise<void> {
  if (changes.length === 0) return;
  const rows = JSON.stringify(changes.map((change) => [change.cardId, change.ledgerId, change.balanceAfterCents, change.paidAfterCents, change.bonusAfterCents]));
  await runSql(
    tx,
    sql`update ${buyers} b set balance_cents = v.balance_cents, paid_cents = v.paid_cents, bonus_cents = v.bonus_cents, ledger_id = v.ledger_id
        from (select distinct on (card_id) (r->>0)::uuid as card_id, (r->>1)::bigint as ledger_id, (r->>2)::integer as balance_cents,
                (r->>3)::integer as paid_cents, (r->>4)::integer as bonus_cents
              from jsonb_array_elements(${rows}::jsonb) as r order by card_id, ledger_id desc) v
        where b.card_id = v.card_id and (b.ledger_id is null or b.ledger_id < v.ledger_id)`,
  );
}

/**
 * Applies one change in `tx`; a card the projection does not hold (its test data deleted) is left alone. Answers the
 * card it concerns (its customers rows are written again), if any.
 */
export async function applyCardChange(tx: Tx, tables: CardTables, change: Exclude<CardChange, LedgerChange>): Promise<string | undefined> {
  const { buyers } = tables;
  const setCard = (cardId: string, changes: Partial<typeof buyers.$inferInsert>) => runSql(tx, sql`update ${buyers} set ${setColumns(buyers, changes)} where card_id = ${cardId}`);
  switch (change.kind) {
    case 'status':
      await runSql(tx, sql`update ${buyers} set status = ${change.to} where card_id = ${change.cardId} and status <> all(${sql.param(change.unless)}::text[])`);
      return change.cardId;
    case 'recipient':
      await setCard(change.cardId, { recipientName: change.name, recipientEmail: change.email });
      return change.cardId;
    case 'delivery':
      await setCard(change.cardId, { deliverAt: change.deliverAt, deliverTimeZone: change.timeZone });
      return undefined;
    case 'delivered':
      await setCard(change.cardId, { deliveredAt: change.deliveredAt });
      return undefined;
    case 'refund':
      await refund(tx, tables, change);
      return change.cardId;
    case 'refund-failed':
      return putBackRefund(tx, tables, change.refundId);
    case 'dispute-lost':
      return loseDispute(tx, tables, change);
  }
}

async function refund(tx: Tx, { buyers, refunds, ledgerMoves }: CardTables, change: Extract<CardChange, { kind: 'refund' }>): Promise<void> {
  const [card] = await runSql<{ paid_cents: number; bonus_cents: number }>(tx, sql`select paid_cents, bonus_cents from ${buyers} where card_id = ${change.cardId} for update`);
  if (!card) return;
  const paid = Math.max(0, card.paid_cents - change.amountCents);
  const forfeited = paid === 0 ? card.bonus_cents : 0;
  const balances = { paidCents: paid, bonusCents: card.bonus_cents - forfeited, balanceCents: paid + card.bonus_cents - forfeited };
  await runSql(
    tx,
    sql`update ${buyers} set ${setColumns(buyers, balances)}, status = case when ${paid === 0}::boolean then 'refunded' else status end
     where card_id = ${change.cardId}`,
  );
  if (forfeited > 0) {
    await runSql(tx, sql`update ${refunds} set forfeited_bonus_cents = ${forfeited} where refund_id = ${change.refundId}`);
    // The bonus value the refund took along leaves the books with it, on its day, as forfeited.
    await runSql(
      tx,
      sql`insert into ${ledgerMoves} (move_key, card_id, business_slug, day, kind, paid_cents, bonus_cents, test)
       select 'forfeit:' || refund_id, card_id, business_slug, day, 'forfeited', 0, -forfeited_bonus_cents, test from ${refunds}
       where refund_id = ${change.refundId} on conflict do nothing`,
    );
  }
}

/**
 * Square refused the refund: back in the books on the day the refund was counted, as in the daily figures (the paid
 * value no longer refunded, the bonus value it took along no longer forfeited), and back on the card.
 */
async function putBackRefund(tx: Tx, { buyers, refunds, ledgerMoves }: CardTables, refundId: string): Promise<string | undefined> {
  await runSql(
    tx,
    sql`insert into ${ledgerMoves} (move_key, card_id, business_slug, day, kind, paid_cents, bonus_cents, test)
     select 'put-back:' || refund_id, card_id, business_slug, day, 'refunded', amount_cents, 0, test from ${refunds} where refund_id = ${refundId}
     union all
     select 'put-back-forfeit:' || refund_id, card_id, business_slug, day, 'forfeited', 0, forfeited_bonus_cents, test from ${refunds}
     where refund_id = ${refundId} and forfeited_bonus_cents <> 0
     on conflict do nothing`,
  );
  const [card] = await runSql<{ cardId: string }>(
    tx,
    sql`update ${buyers} b set paid_cents = b.paid_cents + r.amount_cents, bonus_cents = b.bonus_cents + r.forfeited_bonus_cents,
       balance_cents = b.balance_cents + r.amount_cents + r.forfeited_bonus_cents,
       status = case when b.status = 'refunded' then 'active' else b.status end
     from ${refunds} r where r.refund_id = ${refundId} and b.card_id = r.card_id returning b.card_id as "cardId"`,
  );
  return card?.cardId;
}

/** The order's card leaves the books with the chargeback: what was left on it is forfeited, the card refunded. */
async function loseDispute(tx: Tx, { buyers, cardChanges, ledgerMoves }: CardTables, change: Extract<CardChange, { kind: 'dispute-lost' }>): Promise<string | undefined> {
  const [card] = await runSql<{ card_id: string }>(
    tx,
    sql`insert into ${cardChanges} (change_key, card_id, business_slug, test)
     select ${change.changeKey}::text, card_id, business_slug, test from ${buyers} where order_id = ${change.orderId} and business_slug = ${change.businessSlug}
     on conflict do nothing returning card_id`,
  );
  if (!card) return undefined;
  await runSql(
    tx,
    sql`insert into ${ledgerMoves} (move_key, card_id, business_slug, day, kind, paid_cents, bonus_cents, test)
     select ${change.changeKey}::text, card_id, business_slug, ${change.day}::date, 'forfeited', -paid_cents, -bonus_cents, test from ${buyers} where card_id = ${card.card_id}
     on conflict do nothing`,
  );
  await runSql(tx, sql`update ${buyers} set status = 'refunded', balance_cents = 0, paid_cents = 0, bonus_cents = 0 where card_id = ${card.card_id}`);
  return card.card_id;
}
