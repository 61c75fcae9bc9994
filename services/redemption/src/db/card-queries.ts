import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import { giftCardCodeFromScan } from '@gv/proto';
import { plainQuery, qualifiedName, rowColumns, type DbOrTx } from '@gv/platform';
import { codeLookupHashes, type CardCodeKeys } from '../redemption-keys.js';
import { issuedCards, ledger, type IssuedCard, type IssuedCardRow, type LedgerRow } from './schema.js';

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

export async function findCard(db: DbOrTx, cardId: string): Promise<IssuedCardRow> {
  const [card] = await plainQuery<IssuedCardRow>(db, `select ${CARD_COLUMNS} from ${CARDS} where id = $1`, [cardId]);
  return card;
}

/** A REDEEM ledger row, and whether a reversal has credited it back. */
export type Redemption = LedgerRow & { reversed: boolean };

/** Whether a REDEEM row (the SQL expression of its id) has been reversed: its reversal's key is in the ledger. */
export const reversedSql = (redemptionId: string) => `exists (select 1 from redemption.ledger r where r.idempotency_key = 'reverse:' || ${redemptionId})`;

/** The card's REDEEM ledger rows, oldest first. */
export function redemptionsOf(db: DbOrTx, cardId: string): Promise<Redemption[]> {
  return db
    .select({ ...getTableColumns(ledger), reversed: sql<boolean>`${sql.raw(reversedSql('"redemption"."ledger"."id"'))}` })
    .from(ledger)
    .where(and(eq(ledger.cardId, cardId), eq(ledger.kind, 'REDEEM')))
    .orderBy(asc(ledger.id));
}
