import { sql } from 'drizzle-orm';
import { runSql, type DbOrTx } from '@gv/platform';
import type { DeliveryChange } from '../domain/delivery-change.js';
import { CARD_COLUMNS } from './card-repository.js';
import { issuedCards, type IssuedCardRow } from './schema.js';

const byToken = (tokenHashes: string[]) => sql`delivery_token_hash = any(${sql.param(tokenHashes)}::text[])`;
const waiting = sql`deliver_at is not null and delivered_at is null`;

/** The card whose change link has one of these token hashes, whether or not its gift waits. */
export async function findGiftByToken(db: DbOrTx, tokenHashes: string[]): Promise<IssuedCardRow | undefined> {
  const [card] = await runSql<IssuedCardRow>(db, sql`select ${CARD_COLUMNS} from ${issuedCards} where ${byToken(tokenHashes)}`);
  return card;
}

/** As findGiftByToken, for a scheduled gift (sent or not). */
export async function findScheduledGiftByToken(db: DbOrTx, tokenHashes: string[]): Promise<IssuedCardRow | undefined> {
  const [card] = await runSql<IssuedCardRow>(db, sql`select ${CARD_COLUMNS} from ${issuedCards} where ${byToken(tokenHashes)} and deliver_at is not null`);
  return card;
}

/** The unsent scheduled gift with this token, locked for the rest of the transaction. */
export async function lockWaitingGift(tx: DbOrTx, tokenHashes: string[]): Promise<IssuedCardRow | undefined> {
  const [card] = await runSql<IssuedCardRow>(tx, sql`select ${CARD_COLUMNS} from ${issuedCards} where ${byToken(tokenHashes)} and ${waiting} for update`);
  return card;
}

/**
 * Changes the unsent gift with this token, the holder of a gift being its recipient (both change together), bumps its
 * delivery version and replaces the token: one guarded update. Answers the card after it, or undefined (sent meanwhile).
 */
export async function changeWaitingGift(tx: DbOrTx, tokenHashes: string[], change: DeliveryChange, nextTokenHash: string): Promise<IssuedCardRow | undefined> {
  const name = sql`${change.recipientName}::text`;
  const email = sql`${change.recipientEmail}::text`;
  const [card] = await runSql<IssuedCardRow>(
    tx,
    sql`update ${issuedCards} set deliver_at = ${change.deliverAt}, deliver_time_zone = coalesce(${change.timeZone}, deliver_time_zone),
           recipient_name = coalesce(${name}, recipient_name), holder_name = coalesce(${name}, holder_name),
           recipient_email = coalesce(${email}, recipient_email), holder_email = coalesce(${email}, holder_email),
           message = coalesce(${change.message}::text, message),
           delivery_version = delivery_version + 1, delivery_token_hash = ${nextTokenHash}
         where ${byToken(tokenHashes)} and ${waiting}
         returning ${CARD_COLUMNS}`,
  );
  return card;
}

/** Marks the gift sent if this version of its delivery is current and unsent; answers the card, or undefined. */
export async function markGiftDelivered(tx: DbOrTx, gift: { cardId: string; version: number; deliveredAt: string }): Promise<IssuedCardRow | undefined> {
  const [card] = await runSql<IssuedCardRow>(
    tx,
    sql`update ${issuedCards} set delivered_at = ${gift.deliveredAt}
         where id = ${gift.cardId} and delivery_version = ${gift.version} and ${waiting} returning ${CARD_COLUMNS}`,
  );
  return card;
}
