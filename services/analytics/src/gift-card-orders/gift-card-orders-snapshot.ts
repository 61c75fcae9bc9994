import type { Db } from '@gv/platform';
import type { GiftCardOrderList } from '@gv/proto';
import { readGiftCardOrders, type GiftCardOrdersRow } from '../db/gift-card-repository.js';
import { testDataShown } from '../domain/test-data-shown.js';
import type { ReadSnapshot } from '../snapshots/business-snapshots.js';
import { TransactionSnapshot } from '../snapshots/transaction-snapshot.js';

/**
 * The orders page's summary of a business: its cards, newest first, each with its numbers of live and of test
 * buyers, and whether the business is live; which buyers count is worked out when asked.
 */
export interface GiftCardOrdersSnapshot extends ReadSnapshot {
  live: boolean;
  cards: GiftCardOrdersRow[];
}

export async function readGiftCardOrdersSnapshot(db: Db, businessSlug: string): Promise<GiftCardOrdersSnapshot> {
  const row = await readGiftCardOrders(db, businessSlug);
  return { live: row.live ?? false, cards: row.cards, seen: TransactionSnapshot.parse(row.seen) };
}

/** The list as the orders page shows it; a deleted card stays while it has buyers (their balances and history are still to be seen). */
export function giftCardOrdersOf(snapshot: GiftCardOrdersSnapshot, testDataAsked: boolean | undefined): GiftCardOrderList {
  const testData = testDataShown(snapshot.live, testDataAsked);
  const listed = snapshot.cards.map(({ deleted, liveBuyers, testBuyers, ...card }) => ({ card: { ...card, totalBuyers: Number(testData ? testBuyers : liveBuyers) }, deleted }));
  return { giftCards: listed.filter(({ card, deleted }) => !deleted || card.totalBuyers > 0).map(({ card }) => card), testData };
}
