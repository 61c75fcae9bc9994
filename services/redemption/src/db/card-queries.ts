import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { giftCardCodeFromScan } from '@gv/proto';
import { plainQuery, qualifiedName, rowColumns, type DbOrTx } from '@gv/platform';
import type { ActivityRow } from '../domain/card-activity.js';
import { codeLookupHashes, type CardCodeKeys } from '../redemption-keys.js';
import { issuedCards, ledger, type IssuedCard, type IssuedCardRow, type LedgerKind, type LedgerRow } from './schema.js';

// Plain SQL (see plainQuery): every redemption looks its card up.
const CARDS = qualifiedName(issuedCards);
export const CARD_COLUMNS = rowColumns(issuedCards);

/** The card code in what the counter typed or scanned, or null. */
export const scannedCode = (scanned: unknown): string | null => (typeof scanned === 'string' ? giftCardCodeFromScan(scanned) : null);

/** The business's card with this code (as typed or scanned); another business's card is not found. */
export async function findBusinessCard(db: DbOrTx, keys: CardCodeKeys, businessSlug: string, scanned: unknown): Promise<IssuedCard | undefined> {
  const code = scannedCode(scanned);
  if (!code) return undefined;
  const [card] = await plainQuery<IssuedCardRow>(db, `select ${CARD_COLUMNS} from ${CARDS} where code_hash = any($1::text[]) and business_slug = $2`, [
    codeLookupHashes(keys, code),
    businessSlug,
  ]);
  return card && { ...card, code };
}

/**
 * The business's card (any business's when `businessSlug` is left out) that one of these hashes named before it
 * moved to a new code: as that old code shows it, `replaced`.
 */
export async function findMovedCard(db: DbOrTx, codeHashes: string[], businessSlug?: string): Promise<IssuedCardRow | undefined> {
  const [card] = await plainQuery<IssuedCardRow>(
    db,
    `select ${CARD_COLUMNS} from ${CARDS} where id = (select card_id from redemption.retired_codes where code_hash = any($1::text[]))
     and ($2::text is null or business_slug = $2)`,
    [codeHashes, businessSlug ?? null],
  );
  return card && { ...card, status: 'replaced' };
}

/** As findBusinessCard, and a code the card moved away from (its status then `replaced`): what the counter scans. */
export async function findBusinessCardOrMoved(db: DbOrTx, keys: CardCodeKeys, businessSlug: string, scanned: unknown): Promise<IssuedCard | undefined> {
  const card = await findBusinessCard(db, keys, businessSlug, scanned);
  const code = scannedCode(scanned);
  if (card || !code) return card;
  const moved = await findMovedCard(db, codeLookupHashes(keys, code), businessSlug);
  return moved && { ...moved, code };
}

export async function findCard(db: DbOrTx, cardId: string): Promise<IssuedCardRow> {
  const [card] = await plainQuery<IssuedCardRow>(db, `select ${CARD_COLUMNS} from ${CARDS} where id = $1`, [cardId]);
  return card;
}

const AT = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The card's ledger rows, each with the action that wrote it if any, and its actions that moved no money. */
export function activityRowsOf(db: DbOrTx, cardId: string): Promise<ActivityRow[]> {
  return plainQuery<ActivityRow>(
    db,
    `select ${AT('l.created_at')} as "at", l.id as "ledgerId", l.kind, l.amount_cents as "amountCents", l.balance_after_cents as "balanceAfterCents",
            a.action, a.reason, coalesce(a.actor, l.actor) as actor
     from redemption.ledger l left join redemption.card_actions a on a.ledger_id = l.id where l.card_id = $1
     union all
     select ${AT('a.created_at')}, null, null, null, null, a.action, a.reason, a.actor
     from redemption.card_actions a where a.card_id = $1 and a.ledger_id is null`,
    [cardId],
  );
}

/** A ledger row (a REDEEM one, unless asked for others), and whether a reversal has credited it back. */
export type Redemption = LedgerRow & { reversed: boolean };

/** Whether a REDEEM row (the SQL expression of its id) has been reversed: its reversal's key is in the ledger. */
export const reversedSql = (redemptionId: string) => `exists (select 1 from redemption.ledger r where r.idempotency_key = 'reverse:' || ${redemptionId})`;

/** The card's ledger rows of these kinds, oldest first, each with whether it is a reversed redemption. */
export function ledgerRowsOf(db: DbOrTx, cardId: string, kinds: LedgerKind[]): Promise<Redemption[]> {
  return db
    .select({ ...getTableColumns(ledger), reversed: sql<boolean>`${sql.raw(reversedSql('"redemption"."ledger"."id"'))}` })
    .from(ledger)
    .where(and(eq(ledger.cardId, cardId), inArray(ledger.kind, kinds)))
    .orderBy(asc(ledger.id));
}

/** The card's REDEEM and CASH_OUT ledger rows, oldest first: the counter's history. */
export const counterMovesOf = (db: DbOrTx, cardId: string): Promise<Redemption[]> => ledgerRowsOf(db, cardId, ['REDEEM', 'CASH_OUT']);
