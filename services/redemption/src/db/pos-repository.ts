import { and, asc, count, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { runSql, type DbOrTx } from '@gv/platform';
import type { SquareRegisteredCard } from '@gv/proto';
import { CARD_COLUMNS } from './card-repository.js';
import { squareActivityRecorded } from './ledger-repository.js';
import { issuedCards, ledger, pausedBusinesses, type IssuedCardRow } from './schema.js';

/** Whether the business's owner has its cards registered at its Square Point of Sale now. */
export async function syncsWithSquare(db: DbOrTx, businessSlug: string): Promise<boolean> {
  const [business] = await db
    .select({ on: pausedBusinesses.squareGiftCardSync })
    .from(pausedBusinesses)
    .where(eq(pausedBusinesses.businessSlug, businessSlug));
  return business?.on === true;
}

/**
 * Numbers those of the cards that have no number yet, each with its given GAN: the ids of the cards this numbered
 * (and locked), in id order. A card numbered by another run or by its issue meanwhile is left to that one.
 */
export async function numberCards(tx: DbOrTx, cards: { id: string; gan: string }[]): Promise<string[]> {
  const rows = await runSql<{ id: string }>(
    tx,
    sql`update ${issuedCards} c set pos_gan = v.gan
        from unnest(${sql.param(cards.map((card) => card.id))}::uuid[], ${sql.param(cards.map((card) => card.gan))}::text[]) as v(id, gan)
        where c.id = v.id and c.pos_gan is null returning c.id`,
  );
  return rows.map((row) => row.id).sort();
}

/** What each card holds, its number, and the id of its newest ledger row (0: none), read in one statement, so each is the other's. */
export function registrationSnapshots(db: DbOrTx, cardIds: string[]): Promise<{ cardId: string; gan: string; balanceCents: number; ledgerId: number }[]> {
  return runSql(
    db,
    sql`select c.id as "cardId", c.pos_gan as gan, c.balance_cents as "balanceCents",
               (select coalesce(max(l.id), 0)::float8 from ${ledger} l where l.card_id = c.id) as "ledgerId"
        from ${issuedCards} c where c.id = any(${sql.param(cardIds)}::uuid[]) order by c.id`,
  );
}

/** These cards as their registration at Square finds them: their business, number and gift card there, if any. */
export function registrationStates(db: DbOrTx, cardIds: string[]): Promise<Pick<IssuedCardRow, 'id' | 'businessSlug' | 'posGan' | 'posSquareId'>[]> {
  return runSql(
    db,
    sql`select id, business_slug as "businessSlug", pos_gan as "posGan", pos_square_id as "posSquareId" from ${issuedCards} where id = any(${sql.param(cardIds)}::uuid[])`,
  );
}

/** These cards, locked for the rest of the transaction (in id order: two such transactions never wait on each other in a cycle). */
export function lockCards(tx: DbOrTx, cardIds: string[]): Promise<IssuedCardRow[]> {
  return runSql<IssuedCardRow>(tx, sql`select ${CARD_COLUMNS} from ${issuedCards} where id = any(${sql.param(cardIds)}::uuid[]) order by id for update`);
}

/** Each card registered at Square as the gift card given with it. */
export async function markAllRegisteredAtSquare(tx: DbOrTx, registered: { cardId: string; squareGiftCardId: string }[]): Promise<void> {
  await runSql(
    tx,
    sql`update ${issuedCards} c set pos_square_id = v.square_id
        from unnest(${sql.param(registered.map((card) => card.cardId))}::uuid[], ${sql.param(registered.map((card) => card.squareGiftCardId))}::text[]) as v(id, square_id)
        where c.id = v.id`,
  );
}

/** A card registered anew at Square takes a new number, and is not registered until it is. */
export async function renumberAtSquare(tx: DbOrTx, cardId: string, gan: string): Promise<void> {
  await tx.update(issuedCards).set({ posGan: gan, posSquareId: null }).where(eq(issuedCards.id, cardId));
}

/** The value each card's ledger moved on its own after its given row: every row but those Square made (terminal redemptions); absent: none. */
export async function ledgerOnlyMovesSince(db: DbOrTx, since: { cardId: string; ledgerId: number }[]): Promise<Map<string, number>> {
  const rows = await runSql<{ cardId: string; cents: number }>(
    db,
    sql`select l.card_id as "cardId", sum(l.amount_cents)::float8 as cents
        from ${ledger} l join unnest(${sql.param(since.map((card) => card.cardId))}::uuid[], ${sql.param(since.map((card) => card.ledgerId))}::bigint[]) as s(card_id, after_id)
          on l.card_id = s.card_id and l.id > s.after_id
        where l.square_activity_id is null group by l.card_id`,
  );
  return new Map(rows.map((row) => [row.cardId, row.cents]));
}

/** The next page of cards registered at a Square Point of Sale, in card id order, for the ledger audit's comparison. */
export function registeredCardsPage(db: DbOrTx, afterCardId: string, limit: number): Promise<SquareRegisteredCard[]> {
  return db
    .select({ cardId: issuedCards.id, businessSlug: issuedCards.businessSlug, squareGiftCardId: sql<string>`${issuedCards.posSquareId}`, balanceCents: issuedCards.balanceCents, status: issuedCards.status })
    .from(issuedCards)
    .where(and(isNotNull(issuedCards.posSquareId), afterCardId ? gt(issuedCards.id, afterCardId) : undefined))
    .orderBy(asc(issuedCards.id))
    .limit(limit);
}

/**
 * The business's card with this number at its Square Point of Sale, and whether the ledger has the activity already
 * (the counter's own redemption, which asked Square first, or an earlier notification of it).
 */
export async function terminalCardOf(db: DbOrTx, businessSlug: string, gan: string, squareActivityId: string): Promise<{ cardId: string; recorded: boolean } | undefined> {
  const [card] = await runSql<{ cardId: string; recorded: boolean }>(
    db,
    sql`select c.id as "cardId", ${squareActivityRecorded(squareActivityId)} as recorded from ${issuedCards} c where c.pos_gan = ${gan} and c.business_slug = ${businessSlug}`,
  );
  return card;
}

/** A live card of the business with value to spend at its terminal (registered there or not), or one already registered. */
const registrable = (businessSlug: string) =>
  and(
    eq(issuedCards.businessSlug, businessSlug),
    eq(issuedCards.testCard, false),
    eq(issuedCards.status, 'active'),
    or(gt(issuedCards.balanceCents, 0), isNotNull(issuedCards.posSquareId)),
  );

/** The business's registrable cards not yet registered at Square, in id order after `afterId` ('' for the first). */
export async function unregisteredCards(db: DbOrTx, businessSlug: string, afterId: string, limit: number): Promise<{ id: string }[]> {
  return db
    .select({ id: issuedCards.id })
    .from(issuedCards)
    .where(and(registrable(businessSlug), isNull(issuedCards.posSquareId), afterId ? gt(issuedCards.id, afterId) : undefined))
    .orderBy(asc(issuedCards.id))
    .limit(limit);
}

/** How many of the business's registrable cards there are, how many of them Square has, and how many wait for it (numbered, not registered). */
export async function registrationCounts(db: DbOrTx, businessSlug: string): Promise<{ total: number; registered: number; waiting: number }> {
  const [row] = await db
    .select({
      total: count(),
      registered: count(issuedCards.posSquareId),
      waiting: sql<number>`(count(${issuedCards.posGan}) - count(${issuedCards.posSquareId}))::int`,
    })
    .from(issuedCards)
    .where(registrable(businessSlug));
  return row;
}
