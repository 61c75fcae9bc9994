import { sql } from 'drizzle-orm';
import { runSql, type DbOrTx } from '@gv/platform';
import { DEFAULT_CURRENCY } from '@gv/proto';
import { passChanges } from './schema.js';

export type PassChangeRow = typeof passChanges.$inferSelect;

/** Why a card cannot be spent; null: nothing stops it. */
export type Unusable = PassChangeRow['unusableAs'];

/**
 * What changed a card's passes: a ledger move (with the balance after it and when it was made) or a change of status
 * (`unusable`, left out when the event does not say).
 */
export interface PassChange {
  cardId: string;
  balance?: { cents: number; at: string; currency: string };
  unusable?: Unusable;
}

/** A change Google's object shows: a new balance or state. Anything else (a refund of unknown value) changes Apple's passes alone. */
const googleShows = ({ balance, unusable }: PassChange) => balance !== undefined || unusable !== undefined;

/**
 * Gives the card's passes a new tag and a new modification time, and makes their update due. The time is a whole
 * second after both now and the previous one, so an If-Modified-Since copied from any earlier answer (HTTP dates have
 * whole seconds) is older than it. A balance is kept only when its move is not older than the one recorded; a status,
 * as the latest event says it. An update already due (being made, or to be tried again) keeps its time: the updater
 * that holds it tells the passes of this change after. Answers the change's tag.
 */
export async function recordPassChange(tx: DbOrTx, change: PassChange): Promise<number> {
  const { cardId, balance, unusable } = change;
  const newerBalance = sql`, balance_cents = case when ${passChanges.balanceAt} is null or excluded.balance_at >= ${passChanges.balanceAt}
      then excluded.balance_cents else ${passChanges.balanceCents} end,
    balance_at = greatest(excluded.balance_at, ${passChanges.balanceAt}), currency = excluded.currency`;
  const [row] = await runSql<{ tag: number }>(
    tx,
    sql`insert into ${passChanges} (card_id, tag, modified_at, balance_cents, balance_at, currency, unusable_as, update_due_at, google_due)
    values (${cardId}, nextval('wallet.pass_change_tags'), date_trunc('second', now()) + interval '1 second', ${balance?.cents ?? null}::bigint,
      ${balance?.at ?? null}::timestamptz, ${balance?.currency ?? DEFAULT_CURRENCY}, ${unusable ?? null}, now(), ${googleShows(change)})
    on conflict (card_id) do update set tag = excluded.tag, modified_at = greatest(excluded.modified_at, ${passChanges.modifiedAt} + interval '1 second'),
      update_due_at = coalesce(${passChanges.updateDueAt}, now()), google_due = ${passChanges.googleDue} or excluded.google_due
    ${balance ? newerBalance : sql``}${unusable === undefined ? sql`` : sql`, unusable_as = excluded.unusable_as`}
    returning tag::float8 as tag`,
  );
  return row.tag;
}

const changeColumns = sql`card_id as "cardId", tag::float8 as tag, modified_at as "modifiedAt", balance_cents::float8 as "balanceCents", balance_at as "balanceAt",
      currency, unusable_as as "unusableAs"`;

export type PassChangeShown = Pick<PassChangeRow, 'cardId' | 'tag' | 'modifiedAt' | 'balanceCents' | 'balanceAt' | 'currency' | 'unusableAs'>;

// Plain SQL (see runSql): every pass a device fetches reads it.
export async function findPassChange(db: DbOrTx, cardId: string): Promise<PassChangeShown | undefined> {
  const [row] = await runSql<PassChangeShown>(db, sql`select ${changeColumns} from ${passChanges} where card_id = ${cardId}`);
  return row;
}

/** A change taken by an updater: the card as its passes are to show it, and whether Google's object is to be patched. */
export type DuePassUpdate = PassChangeShown & { googleDue: boolean; updateAttempts: number };

/**
 * Takes up to `limit` cards whose update is due, for `leaseMs`, skipping those another updater holds, and counts an
 * attempt on each. Google's part stays recorded until the update is made: an updater that dies leaves it to the next.
 */
export function takeDueUpdates(db: DbOrTx, limit: number, leaseMs: number): Promise<DuePassUpdate[]> {
  return runSql<DuePassUpdate>(
    db,
    sql`update ${passChanges} set update_due_at = now() + ${leaseMs} * interval '1 millisecond', update_attempts = update_attempts + 1
      from (select card_id as due_card from ${passChanges} where update_due_at <= now() order by update_due_at limit ${limit} for update skip locked) due
      where card_id = due.due_card
      returning ${changeColumns}, google_due as "googleDue", update_attempts as "updateAttempts"`,
  );
}

/**
 * Records the updates an updater made: each card is done unless a change came since it was taken (its tag moved on):
 * then it is due again at once, Google's part kept as that change left it.
 */
export async function recordUpdatesMade(db: DbOrTx, made: Pick<DuePassUpdate, 'cardId' | 'tag'>[]): Promise<void> {
  if (made.length === 0) return;
  await runSql(
    db,
    sql`update ${passChanges} c set update_due_at = case when c.tag = m.tag then null else now() end, update_attempts = 0, update_error = null,
        google_due = c.google_due and c.tag <> m.tag
      from jsonb_to_recordset(${JSON.stringify(made)}::jsonb) as m("cardId" text, tag bigint)
      where c.card_id = m."cardId"`,
  );
}

/** Records an update that failed, and why: tried again in `retryInMs`. */
export async function recordUpdateFailed(db: DbOrTx, cardId: string, error: string, retryInMs: number): Promise<void> {
  await runSql(
    db,
    sql`update ${passChanges} set update_due_at = now() + ${retryInMs} * interval '1 millisecond', update_error = ${error} where card_id = ${cardId}`,
  );
}

/**
 * The cards whose passes are still to be told, as a job queue counts its jobs: waiting (never tried since their last
 * update), being updated now (a first try in hand) and failed (tried again with growing waits).
 */
export async function countDueUpdates(db: DbOrTx): Promise<{ waiting: number; active: number; failed: number }> {
  const [counts] = await runSql<{ waiting: number; active: number; failed: number }>(
    db,
    sql`select count(*) filter (where update_attempts = 0)::int as waiting,
        count(*) filter (where update_attempts > 0 and update_error is null)::int as active,
        count(*) filter (where update_error is not null)::int as failed
      from ${passChanges} where update_due_at is not null`,
  );
  return counts;
}
