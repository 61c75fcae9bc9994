import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { runSql, type DbOrTx } from '@gv/platform';
import type { CounterPurpose } from '@gv/proto';
import { AUTHORIZATION_TTL_SECONDS } from '../domain/redeem-rules.js';
import { CARD_COLUMNS, codeHashIn } from './card-repository.js';
import { issuedCards, redeemAuthorizations, type IssuedCardRow } from './schema.js';

/** The holder confirmed `amountCents` for `purpose` (a right code or PIN): one authorization of this session, for a while. */
export async function grantAuthorization(
  db: DbOrTx,
  grant: { card: { id: string; businessSlug: string }; sessionKey: string; adminId: string; amountCents: number; purpose: CounterPurpose },
): Promise<void> {
  await db.insert(redeemAuthorizations).values({
    id: randomUUID(),
    cardId: grant.card.id,
    businessSlug: grant.card.businessSlug,
    sessionKey: grant.sessionKey,
    adminId: grant.adminId,
    amountCents: grant.amountCents,
    purpose: grant.purpose,
    expiresAt: sql`now() + make_interval(secs => ${AUTHORIZATION_TTL_SECONDS})`,
  });
}

/**
 * The business's card with this code, locked, and one unused, unexpired authorization of this session for the card and
 * amount, marked used. SKIP LOCKED: concurrent redemptions each take a different authorization instead of queueing
 * behind one. The card is locked by a statement of its own, so the spend's statement starts with it locked and sees
 * its latest version: locked and updated within one statement, after another till's change committed meanwhile, the
 * update now and then skipped the row (decision 0023).
 */
export async function takeCardAndAuthorization(
  tx: DbOrTx,
  request: { codeHashes: string[]; businessSlug: string; sessionKey: string; amountCents: number },
): Promise<{ card: IssuedCardRow | null; authorization: string | null }> {
  const [found] = await runSql<{ card: IssuedCardRow | null; authorization: string | null }>(
    tx,
    sql`with card as (
    select * from ${issuedCards} where ${codeHashIn(request.codeHashes)} and business_slug = ${request.businessSlug} for update
  ), taken as (
    ${takeAuthorization(sql`card_id = (select id from card) and business_slug = ${request.businessSlug} and session_key = ${request.sessionKey}
        and amount_cents = ${request.amountCents} and purpose = 'redeem'`)}
  )
  select (select to_jsonb(c) from (select ${CARD_COLUMNS} from card) c) as "card", (select id from taken) as "authorization"`,
  );
  return found!;
}

/**
 * One unused, unexpired authorization of this session to cash out exactly this amount of the card (locked by the
 * caller), marked used; null when there is none.
 */
export async function takeCashOutAuthorization(tx: DbOrTx, request: { cardId: string; sessionKey: string; amountCents: number }): Promise<string | null> {
  const purpose: CounterPurpose = 'cash-out';
  const [taken] = await runSql<{ id: string }>(
    tx,
    takeAuthorization(sql`card_id = ${request.cardId} and session_key = ${request.sessionKey} and amount_cents = ${request.amountCents} and purpose = ${purpose}`),
  );
  return taken?.id ?? null;
}

/** Marks one unused, unexpired authorization that meets `which` used, and returns its id. */
const takeAuthorization = (which: SQL) => sql`update ${redeemAuthorizations} set used_at = now()
    where id = (
      select id from ${redeemAuthorizations}
      where ${which} and used_at is null and expires_at > now()
      limit 1
      for update skip locked
    )
    returning id`;
