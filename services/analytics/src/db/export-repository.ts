import { sql } from 'drizzle-orm';
import { runSql, type DbOrTx } from '@gv/platform';
import { countedAt, type ReportScope } from './report-scope.js';
import { projection } from './schema.js';

const { ledgerMoves, buyers, customers } = projection;

/** The business's moves of the books in [from, to] (at a location: of the cards sold there), by day, after the move keyed `after` (`<day>|<move key>`). */
export function ledgerMovesPage(db: DbOrTx, scope: ReportScope, after: string | undefined, limit: number) {
  const [afterDay, afterKey] = after ? splitCursor(after) : ['0001-01-01', ''];
  return runSql<{ day: string; moveKey: string; kind: string; cardId: string; giftCardName: string | null; buyerEmail: string | null; paidCents: number; bonusCents: number }>(
    db,
    sql`select m.day::text as day, m.move_key as "moveKey", m.kind, m.card_id as "cardId", b.gift_card_name as "giftCardName", b.buyer_email as "buyerEmail",
       m.paid_cents as "paidCents", m.bonus_cents as "bonusCents"
     from ${ledgerMoves} m left join ${buyers} b on b.card_id = m.card_id
     where m.business_slug = ${scope.businessSlug} and m.test = ${scope.test} and m.day between ${scope.from}::date and ${scope.to}::date
       and ${countedAt(sql`m.sold_at_location_id`, scope.at)} and (m.day, m.move_key) > (${afterDay}::date, ${afterKey}::text)
     order by m.day, m.move_key limit ${limit}`,
  );
}

/**
 * The business's cards sold or issued paid outside the platform in [from, to] (the day of issue; at a location: there),
 * after the card keyed `after` (`<day>|<card id>`).
 */
export function ordersPage(db: DbOrTx, scope: ReportScope, after: string | undefined, limit: number) {
  const [afterDay, afterCard] = after ? splitCursor(after) : ['0001-01-01', '00000000-0000-0000-0000-000000000000'];
  return runSql<{
    day: string;
    cardId: string;
    orderId: string | null;
    purchasedAt: string;
    giftCardName: string;
    purchaseType: string;
    buyerName: string;
    buyerEmail: string;
    recipientName: string | null;
    recipientEmail: string | null;
    faceValueCents: number;
    priceCents: number;
    status: string;
    balanceCents: number;
    kind: string;
  }>(
    db,
    sql`select m.day::text as day, b.card_id as "cardId", b.order_id as "orderId", to_char(b.purchased_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "purchasedAt",
       b.gift_card_name as "giftCardName", b.purchase_type as "purchaseType", b.buyer_name as "buyerName", b.buyer_email as "buyerEmail",
       b.recipient_name as "recipientName", b.recipient_email as "recipientEmail", b.face_value_cents as "faceValueCents", b.price_cents as "priceCents",
       b.status, b.balance_cents as "balanceCents", m.kind
     from ${ledgerMoves} m join ${buyers} b on b.card_id = m.card_id
     where m.business_slug = ${scope.businessSlug} and m.test = ${scope.test} and m.kind in ('sold', 'issued-outside') and m.day between ${scope.from}::date and ${scope.to}::date
       and ${countedAt(sql`b.sold_at_location_id`, scope.at)}
       and (m.day, m.card_id) > (${afterDay}::date, ${afterCard}::uuid)
     order by m.day, m.card_id limit ${limit}`,
  );
}

/**
 * The business's people by email after `afterEmail`; with `active`, only those whose last activity falls in that range
 * of days in the business's time zone.
 */
export function customersExportPage(
  db: DbOrTx,
  scope: { businessSlug: string; test: boolean; active: { from: string; to: string; timeZone: string } | null },
  afterEmail: string,
  limit: number,
) {
  const { active } = scope;
  const activeIn = active ? sql`and (last_activity at time zone ${active.timeZone})::date between ${active.from}::date and ${active.to}::date` : sql``;
  return runSql<{ email: string; name: string; phone: string; cardsBought: number; cardsReceived: number; spentCents: string; balanceCents: string; lastActivity: string }>(
    db,
    sql`select email, name, phone, cards_bought as "cardsBought", cards_received as "cardsReceived", spent_cents as "spentCents", balance_cents as "balanceCents",
       to_char(last_activity at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "lastActivity"
     from ${customers} where business_slug = ${scope.businessSlug} and test = ${scope.test} and email > ${afterEmail} ${activeIn}
     order by email limit ${limit}`,
  );
}

function splitCursor(after: string): [string, string] {
  const bar = after.indexOf('|');
  return [after.slice(0, bar), after.slice(bar + 1)];
}
