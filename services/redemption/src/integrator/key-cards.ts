import { sql } from 'drizzle-orm';
import { DomainError, now, runSql, type Db, type DbOrTx, type Tx } from '@gv/platform';
import {
  toMajorUnits,
  formatMoney,
  INTEGRATION_MESSAGES,
  shownStatus,
  todayAnywhereOnEarth,
  type ApiKeyPrincipal,
  type IntegratorCard,
  type IntegratorCardRequest,
} from '@gv/proto';
import { findBusinessCard, lockBusinessCard, scannedCode } from '../db/card-repository.js';
import { apiKeyDays, type IssuedCardRow, type LedgerRow } from '../db/schema.js';
import { giftCardNotFound } from '../domain/redeem-errors.js';
import { codeLookupHashes, type CardSecrets } from '../redemption-keys.js';

/** What the ledger and the card's audit trail name an API key by. */
const API_KEY_ACTOR = 'api-key:';
export const apiKeyActor = (apiKey: ApiKeyPrincipal) => `${API_KEY_ACTOR}${apiKey.keyId}`;

/** A test key sees only test cards, a live key only live ones; any other card is not found, as another business's is. */
const keySees = (apiKey: ApiKeyPrincipal, card: IssuedCardRow) => card.testCard === (apiKey.mode === 'test');

export const integratorCard = (card: IssuedCardRow): IntegratorCard => ({
  status: shownStatus(card, todayAnywhereOnEarth()),
  balance: toMajorUnits(card.balanceCents, card.currency),
  paid: toMajorUnits(card.paidBalanceCents, card.currency),
  bonus: toMajorUnits(card.bonusBalanceCents, card.currency),
  currency: card.currency,
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

/** The UTC day a key's redemption counts in. */
const utcDay = (at: Date | string) => new Date(at).toISOString().slice(0, 10);

/**
 * Counts a redemption in the key's UTC day, or refuses it (429) when it would take the day past the key's limit: one
 * guarded upsert that adds only while the sum stays within the limit, in the redemption's transaction, so a burst on
 * several cards never passes the limit together and a refused or rolled-back redemption counts nothing.
 */
export async function takeDailyLimit(tx: DbOrTx, apiKey: ApiKeyPrincipal, amountCents: number, currency: string): Promise<void> {
  const taken = await runSql(
    tx,
    sql`insert into ${apiKeyDays} as d (key_id, day, cents) select ${apiKey.keyId}::uuid, ${utcDay(now())}::date, ${amountCents}::bigint where ${amountCents}::bigint <= ${apiKey.dailyLimitCents}::bigint
      on conflict (key_id, day) do update set cents = d.cents + excluded.cents where d.cents + excluded.cents <= ${apiKey.dailyLimitCents}::bigint
      returning cents`,
  );
  if (taken.length === 0) {
    throw new DomainError('INTEGRATION.DAILY_LIMIT', INTEGRATION_MESSAGES.dailyLimitReached(formatMoney(apiKey.dailyLimitCents, currency)));
  }
}

/** A reversed redemption of an API key gives its amount back to the day it counted in. */
export async function giveBackDailyLimit(tx: DbOrTx, redemption: LedgerRow): Promise<void> {
  if (!redemption.actor.startsWith(API_KEY_ACTOR)) return;
  await runSql(
    tx,
    sql`update ${apiKeyDays} set cents = greatest(cents + ${redemption.amountCents}::bigint, 0) where key_id = ${redemption.actor.slice(API_KEY_ACTOR.length)}::uuid and day = ${utcDay(redemption.createdAt)}::date`,
  );
}
