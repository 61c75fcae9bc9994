import { and, eq, sql, type SQL } from 'drizzle-orm';
import { columnsOf, runSql, type DbOrTx } from '@gv/platform';
import { issuedCards, ledger, type IssuedCardRow, type LedgerKind, type LedgerRow } from './schema.js';

export const LEDGER_COLUMNS = columnsOf(ledger);

/** A ledger row (a REDEEM one, unless asked for others), and whether a reversal has credited it back. */
export type Redemption = LedgerRow & { reversed: boolean };

/**
 * Whether a REDEEM row (the SQL expression of its id) has been reversed: its reversal's key is in the ledger. A
 * scalar subquery, not `exists`, which the planner may answer by hashing every key of the ledger for each card's
 * history; this looks each row's key up in its unique index.
 */
export const reversedOf = (redemptionId: SQL) =>
  sql<boolean>`coalesce((select true from ${ledger} r where r.idempotency_key = 'reverse:' || ${redemptionId}), false)`;

/** The card's ledger rows of these kinds, oldest first, each with whether it is a reversed redemption. */
export function ledgerRowsOf(db: DbOrTx, cardId: string, kinds: LedgerKind[]): Promise<Redemption[]> {
  return runSql<Redemption>(
    db,
    sql`select ${LEDGER_COLUMNS}, ${reversedOf(sql`l.id`)} as "reversed" from ${ledger} l where l.card_id = ${cardId} and l.kind = any(${sql.param(kinds)}::text[]) order by l.id`,
  );
}

/** The card's REDEEM and CASH_OUT ledger rows, oldest first: the counter's history. */
export const counterMovesOf = (db: DbOrTx, cardId: string): Promise<Redemption[]> => ledgerRowsOf(db, cardId, ['REDEEM', 'CASH_OUT']);

/** One of the card's ledger rows by its id. */
export async function findLedgerRow(tx: DbOrTx, cardId: string, ledgerId: number): Promise<LedgerRow | undefined> {
  const [row] = await tx
    .select()
    .from(ledger)
    .where(and(eq(ledger.cardId, cardId), eq(ledger.id, ledgerId)));
  return row;
}

/** The ledger's unique key on idempotency keys (schema.ts): a second row of one key is refused by it. */
export const LEDGER_IDEMPOTENCY_KEY = 'ledger_idempotency_key_key';

/** The ledger row with this idempotency key (a reversal or a refund already made, say). */
export async function ledgerRowByKey(tx: DbOrTx, idempotencyKey: string): Promise<LedgerRow | undefined> {
  const [row] = await tx.select().from(ledger).where(eq(ledger.idempotencyKey, idempotencyKey));
  return row;
}

const LEDGER_INSERT_COLUMNS =
  'card_id, kind, amount_cents, paid_cents, bonus_cents, balance_after_cents, paid_after_cents, bonus_after_cents, idempotency_key, actor, created_at, test_card, location_id';
/** Whether the ledger has a row of this Square gift card activity, as an SQL expression. */
export const squareActivityRecorded = (squareActivityId: string) => sql<boolean>`exists (select 1 from ${ledger} where square_activity_id = ${squareActivityId})`;

/** Whether the ledger has a row of this Square gift card activity. */
export async function isSquareActivityRecorded(db: DbOrTx, squareActivityId: string): Promise<boolean> {
  const [{ recorded }] = await runSql<{ recorded: boolean }>(db, sql`select ${squareActivityRecorded(squareActivityId)} as recorded`);
  return recorded;
}

/** The ledger's columns in the order every ledger insert here lists them. */
export const LEDGER_INSERT = sql.raw(`(${LEDGER_INSERT_COLUMNS})`);
/** LEDGER_INSERT and then the Square gift card activity the row is. */
export const LEDGER_INSERT_WITH_SQUARE_ACTIVITY = sql.raw(`(${LEDGER_INSERT_COLUMNS}, square_activity_id)`);
const LEDGER_INSERT_WITH_REFUNDED_ORDER = sql.raw(`(${LEDGER_INSERT_COLUMNS}, refunded_order_id)`);

export interface BalanceMove {
  cardId: string;
  kind: LedgerKind;
  /** Signed: positive adds value to the card. */
  paidCents: number;
  bonusCents: number;
  idempotencyKey: string;
  actor: string;
  at: string;
  /** The counter's location, for a move made at one (a cash-out). */
  locationId?: string;
  /** A REFUND's: the order whose payment it gives back. */
  refundedOrderId?: string;
}

/**
 * Changes the card's buckets by the move and writes its ledger row, in one statement: only when neither bucket would
 * go below zero. Answers the row written, or null (nothing changed).
 */
export async function moveBalance(tx: DbOrTx, move: BalanceMove): Promise<LedgerRow | null> {
  const paid = sql`${move.paidCents}::integer`;
  const bonus = sql`${move.bonusCents}::integer`;
  const [row] = await runSql<{ entry: LedgerRow | null }>(
    tx,
    sql`with moved as (
    update ${issuedCards}
    set paid_balance_cents = paid_balance_cents + ${paid},
        bonus_balance_cents = bonus_balance_cents + ${bonus},
        balance_cents = balance_cents + ${paid} + ${bonus}
    where id = ${move.cardId} and paid_balance_cents + ${paid} >= 0 and bonus_balance_cents + ${bonus} >= 0
    returning id, balance_cents, paid_balance_cents, bonus_balance_cents, test_card
  ), entry as (
    insert into ${ledger} ${LEDGER_INSERT_WITH_REFUNDED_ORDER}
    select id, ${move.kind}, ${paid} + ${bonus}, ${paid}, ${bonus}, balance_cents, paid_balance_cents, bonus_balance_cents,
      ${move.idempotencyKey}, ${move.actor}, ${move.at}::timestamptz, test_card, ${move.locationId ?? null}::text, ${move.refundedOrderId ?? null}::text
    from moved
    returning *
  )
  select (select to_jsonb(e) from (select ${LEDGER_COLUMNS} from entry e) e) as "entry"`,
  );
  return row?.entry ?? null;
}

/**
 * Takes the bonus value off up to `limit` cards whose date ended before `today`, with their EXPIRE rows, in one
 * statement: the due cards are locked (SKIP LOCKED: a till redeeming one keeps it until the next run) and each loses
 * exactly the bonus value it held when locked; a card already expired holds no bonus value and is not due, so each
 * expiry is written once. The row's key names the ledger row before it. Voided cards expire too; cards on hold for a
 * dispute wait for its outcome. Answers each card after it, with its row.
 */
export function expireBonusValue(tx: DbOrTx, due: { today: string; limit: number; at: string }): Promise<{ card: IssuedCardRow; entry: LedgerRow }[]> {
  return runSql(
    tx,
    sql`with due as (
    select id, bonus_balance_cents as bonus from ${issuedCards}
    where bonus_balance_cents > 0 and expiration_date < ${due.today}::date and status in ('active', 'void')
    order by expiration_date, id limit ${due.limit}
    for update skip locked
  ), expired as (
    update ${issuedCards} card
    set bonus_balance_cents = 0, balance_cents = card.balance_cents - due.bonus
    from due where card.id = due.id and card.bonus_balance_cents = due.bonus
    returning card.*, due.bonus
  ), entry as (
    insert into ${ledger} ${LEDGER_INSERT}
    select x.id, 'EXPIRE', -x.bonus, 0, -x.bonus, x.balance_cents, x.paid_balance_cents, 0,
      'expire:' || x.id || ':' || (select max(l.id) from ${ledger} l where l.card_id = x.id), 'expiry', ${due.at}::timestamptz, x.test_card, null
    from expired x
    returning *
  )
  select (select to_jsonb(c) from (select ${columnsOf(issuedCards, 'x')} from expired x where x.id = e.card_id) c) as "card",
    (select to_jsonb(l) from (select ${columnsOf(ledger, 'y')} from entry y where y.id = e.id) l) as "entry"
  from entry e`,
  );
}
