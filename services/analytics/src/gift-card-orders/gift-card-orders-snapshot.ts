import { plainQuery, qualifiedName, type Db } from '@gv/platform';
import type { GiftCardOrderList, GiftCardOrderSummary } from '@gv/proto';
import { businessTimeZones, projection } from '../db/schema.js';
import { testDataShown } from '../domain/test-data-shown.js';
import type { ReadSnapshot } from '../snapshots/business-snapshots.js';
import { TransactionSnapshot } from '../snapshots/transaction-snapshot.js';

type CardRow = Omit<GiftCardOrderSummary, 'totalBuyers'> & { deleted: boolean; liveBuyers: number; testBuyers: number };

/**
 * The orders page's summary of a business: its cards, newest first, each with its numbers of live and of test
 * buyers, and whether the business is live; which buyers count is worked out when asked.
 */
export interface GiftCardOrdersSnapshot extends ReadSnapshot {
  live: boolean;
  cards: CardRow[];
}

const { giftCards, buyers } = projection;

/** The one statement a snapshot costs (exported for the test that counts it). */
export const GIFT_CARD_ORDERS_SNAPSHOT_SQL = `select z.live,
  (select coalesce(json_agg(json_build_object('id', c.id, 'name', c.name, 'tag', c.tag, 'description', c.description, 'image', c.image,
     'deleted', c.deleted, 'liveBuyers', c.live_buyers, 'testBuyers', c.test_buyers) order by c.created_at desc, c.id desc), '[]')
   from (select g.id, g.name, g.tag, g.description, g.image, g.created_at, g.deleted,
           count(b.card_id) filter (where not b.test) as live_buyers, count(b.card_id) filter (where b.test) as test_buyers
         from ${qualifiedName(giftCards)} g left join ${qualifiedName(buyers)} b on b.gift_card_id = g.id::text
         where g.business_slug = $1 group by g.id) c) as cards,
  pg_current_snapshot()::text as seen
from (select 1) as one left join ${qualifiedName(businessTimeZones)} z on z.business_slug = $1`;

export async function readGiftCardOrdersSnapshot(db: Db, businessSlug: string): Promise<GiftCardOrdersSnapshot> {
  const [row] = await plainQuery<{ live: boolean | null; cards: CardRow[]; seen: string }>(db, GIFT_CARD_ORDERS_SNAPSHOT_SQL, [businessSlug]);
  return { live: row.live ?? false, cards: row.cards, seen: TransactionSnapshot.parse(row.seen) };
}

/** The list as the orders page shows it; a deleted card stays while it has buyers (their balances and history are still to be seen). */
export function giftCardOrdersOf(snapshot: GiftCardOrdersSnapshot, testDataAsked: boolean | undefined): GiftCardOrderList {
  const testData = testDataShown(snapshot.live, testDataAsked);
  const listed = snapshot.cards.map(({ deleted, liveBuyers, testBuyers, ...card }) => ({ card: { ...card, totalBuyers: Number(testData ? testBuyers : liveBuyers) }, deleted }));
  return { giftCards: listed.filter(({ card, deleted }) => !deleted || card.totalBuyers > 0).map(({ card }) => card), testData };
}
