import { sql } from 'drizzle-orm';
import { DomainError, now, runSql, type Db, type DbOrTx, type Tx } from '@gv/platform';
import {
  centsToDollars,
  formatUsd,
  INTEGRATION_MESSAGES,
  shownStatus,
  todayAnywhereOnEarth,
  type ApiKeyPrincipal,
  type IntegratorCard,
  type IntegratorCardRequest,
} from '@gv/proto';
import { findBusinessCard, lockBusinessCard, scannedCode } from '../db/card-repository.js';
import { reversedOf } from '../db/ledger-repository.js';
import { ledger, type IssuedCardRow, type LedgerRow } from '../db/schema.js';
import { giftCardNotFound } from '../domain/redeem-errors.js';
import { codeLookupHashes, type CardSecrets } from '../redemption-keys.js';

/** What the ledger and the card's audit trail name an API key by. */
export const apiKeyActor = (apiKey: ApiKeyPrincipal) => `api-key:${apiKey.keyId}`;

/** A test key sees only test cards, a live key only live ones; any other card is not found, as another business's is. */
const keySees = (apiKey: ApiKeyPrincipal, card: IssuedCardRow) => card.testCard === (apiKey.mode === 'test');

export const integratorCard = (card: IssuedCardRow): IntegratorCard => ({
  status: shownStatus(card, todayAnywhereOnEarth()),
  balance: centsToDollars(card.balanceCents),
  paid: centsToDollars(card.paidBalanceCents),
  bonus: centsToDollars(card.bonusBalanceCents),
  expiresOn: card.expirationDate,
  paidExpiresOn: card.paidExpiresOn,
});

/** GET /api/v1/integrations/cards/{code}: the key's business's card, as the key may see it. */
export async function keyCard(db: Db, secrets: CardSecrets, request: IntegratorCardRequest): Promise<IntegratorCard> {
  const card = await findBusinessCard(db, secrets.codes, request.apiKey.businessSlug, request.code);
  if (!card || !keySees(request.apiKey, card)) throw giftCardNotFound();
  return integratorCard(card);
}

/** The key's business's card with this code, locked; not found when the key may not see it. */
export async function lockKeyCard(tx: Tx, secrets: CardSecrets, apiKey: ApiKeyPrincipal, scanned: unknown): Promise<IssuedCardRow> {
  const code = scannedCode(scanned);
  const card = code === null ? undefined : await lockBusinessCard(tx, codeLookupHashes(secrets.codes, code), apiKey.businessSlug);
  if (!card || !keySees(apiKey, card)) throw giftCardNotFound();
  return card;
}

export function parseIdempotencyKey(value: unknown): string {
  const key = typeof value === 'string' ? value.trim() : '';
  if (key.length === 0 || key.length > 100) throw new DomainError('VALIDATION.FAILED', INTEGRATION_MESSAGES.idempotencyKeyRequired, { idempotencyKey: INTEGRATION_MESSAGES.idempotencyKeyRequired });
  return key;
}

export function parseReference(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  const reference = typeof value === 'string' ? value.trim() : '';
  if (reference.length > 200 || typeof value !== 'string') throw new DomainError('VALIDATION.FAILED', INTEGRATION_MESSAGES.referenceTooLong, { reference: INTEGRATION_MESSAGES.referenceTooLong });
  return reference || undefined;
}

/** A retried redemption: the row its idempotencyKey already wrote, when it is of the same card and amount (else 409). */
export function sameRedemption(row: LedgerRow, cardId: string, amountCents: number): LedgerRow {
  if (row.kind !== 'REDEEM' || row.cardId !== cardId || row.amountCents !== -amountCents) {
    throw new DomainError('INTEGRATION.IDEMPOTENCY_KEY_REUSED', INTEGRATION_MESSAGES.idempotencyKeyReused);
  }
  return row;
}

/**
 * Refuses (429) a redemption that would take what the key redeemed this UTC day, less what was reversed, past its
 * daily limit. The count is taken under a transaction lock of the key, so a burst of redemptions on several cards
 * is counted one after another and never passes the limit together.
 */
export async function refuseOverDailyLimit(tx: DbOrTx, apiKey: ApiKeyPrincipal, amountCents: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`redemption.api-key:${apiKey.keyId}`}))`);
  const [row] = await runSql<{ cents: number }>(
    tx,
    sql`select coalesce(-sum(l.amount_cents), 0)::integer as cents from ${ledger} l
      where l.actor = ${apiKeyActor(apiKey)} and l.kind = 'REDEEM' and l.created_at >= ${`${now().toISOString().slice(0, 10)}T00:00:00Z`}::timestamptz
        and not ${reversedOf(sql.raw('l.id'))}`,
  );
  if ((row?.cents ?? 0) + amountCents > apiKey.dailyLimitCents) {
    throw new DomainError('INTEGRATION.DAILY_LIMIT', INTEGRATION_MESSAGES.dailyLimitReached(formatUsd(centsToDollars(apiKey.dailyLimitCents))));
  }
}
