import { plainQuery, type Tx } from '@gv/platform';
import type { BuyerCardStatus } from '@gv/proto';

/** Where a sold card's state is kept (the buyers table of a projection's set) and its refunds and changes. */
export interface CardTableNames {
  buyers: string;
  refunds: string;
  cardChanges: string;
  ledgerMoves: string;
}

/**
 * A change of a sold card's balance or state, as an event of redemption (or orders) states it. Each is already known
 * to be new (its redemption, change or refund row was recorded first), so it moves the card once; they are applied in
 * the order the events came, after the batch's new cards are inserted (see DashboardProjection).
 */
export type CardChange =
  /** A ledger row (a redemption, an adjustment, a reversal): the balances after it, unless a later row already set them. */
  | { kind: 'ledger'; cardId: string; ledgerId: number; balanceAfterCents: number; paidAfterCents: number; bonusAfterCents: number }
  /** A move of state: from any state but `unless`. */
  | { kind: 'status'; cardId: string; to: BuyerCardStatus; unless: BuyerCardStatus[] }
  /** Paid value refunded; the last of it takes the bonus value along and the card is refunded (as redemption does). */
  | { kind: 'refund'; refundId: string; cardId: string; amountCents: number }
  /** Square refused the refund: its paid value and the bonus value it took are back, a refunded card is active again. */
  | { kind: 'refund-failed'; refundId: string }
  /** A gift given a new recipient. */
  | { kind: 'recipient'; cardId: string; name: string; email: string }
  /** A scheduled gift's new time, in its zone. */
  | { kind: 'delivery'; cardId: string; deliverAt: string; timeZone: string }
  /** A scheduled gift's email went out. */
  | { kind: 'delivered'; cardId: string; deliveredAt: string }
  /** The card's dispute is lost: what is left on it is deactivated (forfeited) and the card counts as refunded. */
  | { kind: 'dispute-lost'; changeKey: string; orderId: string; businessSlug: string; day: string };

/**
 * Applies one change in `tx`; a card the projection does not hold (its test data deleted) is left alone. Answers the
 * card it concerns (its customers rows are written again), if any.
 */
export async function applyCardChange(tx: Tx, names: CardTableNames, change: CardChange): Promise<string | undefined> {
  switch (change.kind) {
    case 'ledger':
      await plainQuery(
        tx,
        `update ${names.buyers} set balance_cents = $2, paid_cents = $3, bonus_cents = $4, ledger_id = $5
         where card_id = $1 and (ledger_id is null or ledger_id < $5)`,
        [change.cardId, change.balanceAfterCents, change.paidAfterCents, change.bonusAfterCents, change.ledgerId],
      );
      return change.cardId;
    case 'status':
      await plainQuery(tx, `update ${names.buyers} set status = $2 where card_id = $1 and status <> all($3::text[])`, [change.cardId, change.to, change.unless]);
      return change.cardId;
    case 'recipient':
      await plainQuery(tx, `update ${names.buyers} set recipient_name = $2, recipient_email = $3 where card_id = $1`, [change.cardId, change.name, change.email]);
      return change.cardId;
    case 'delivery':
      await plainQuery(tx, `update ${names.buyers} set deliver_at = $2, deliver_time_zone = $3 where card_id = $1`, [change.cardId, change.deliverAt, change.timeZone]);
      return undefined;
    case 'delivered':
      await plainQuery(tx, `update ${names.buyers} set delivered_at = $2 where card_id = $1`, [change.cardId, change.deliveredAt]);
      return undefined;
    case 'refund':
      await refund(tx, names, change);
      return change.cardId;
    case 'refund-failed': {
      // Back in the books on the day the refund was counted, as in the daily figures: the paid value no longer
      // refunded, the bonus value it took along no longer forfeited.
      await plainQuery(
        tx,
        `insert into ${names.ledgerMoves} (move_key, card_id, business_slug, day, kind, paid_cents, bonus_cents, test)
         select 'put-back:' || refund_id, card_id, business_slug, day, 'refunded', amount_cents, 0, test from ${names.refunds} where refund_id = $1
         union all
         select 'put-back-forfeit:' || refund_id, card_id, business_slug, day, 'forfeited', 0, forfeited_bonus_cents, test from ${names.refunds}
         where refund_id = $1 and forfeited_bonus_cents <> 0
         on conflict do nothing`,
        [change.refundId],
      );
      const [card] = await plainQuery<{ cardId: string }>(
        tx,
        `update ${names.buyers} b set paid_cents = b.paid_cents + r.amount_cents, bonus_cents = b.bonus_cents + r.forfeited_bonus_cents,
           balance_cents = b.balance_cents + r.amount_cents + r.forfeited_bonus_cents,
           status = case when b.status = 'refunded' then 'active' else b.status end
         from ${names.refunds} r where r.refund_id = $1 and b.card_id = r.card_id returning b.card_id as "cardId"`,
        [change.refundId],
      );
      return card?.cardId;
    }
    case 'dispute-lost': {
      const [card] = await plainQuery<{ card_id: string }>(
        tx,
        `insert into ${names.cardChanges} (change_key, card_id, business_slug, test)
         select $1::text, card_id, business_slug, test from ${names.buyers} where order_id = $2 and business_slug = $3
         on conflict do nothing returning card_id`,
        [change.changeKey, change.orderId, change.businessSlug],
      );
      if (card) {
        // What was left on the card leaves the books with the chargeback.
        await plainQuery(
          tx,
          `insert into ${names.ledgerMoves} (move_key, card_id, business_slug, day, kind, paid_cents, bonus_cents, test)
           select $1::text, card_id, business_slug, $2::date, 'forfeited', -paid_cents, -bonus_cents, test from ${names.buyers} where card_id = $3
           on conflict do nothing`,
          [change.changeKey, change.day, card.card_id],
        );
        await plainQuery(tx, `update ${names.buyers} set status = 'refunded', balance_cents = 0, paid_cents = 0, bonus_cents = 0 where card_id = $1`, [card.card_id]);
      }
      return card?.card_id;
    }
  }
}

async function refund(tx: Tx, names: CardTableNames, change: Extract<CardChange, { kind: 'refund' }>): Promise<void> {
  const [card] = await plainQuery<{ paid_cents: number; bonus_cents: number }>(
    tx,
    `select paid_cents, bonus_cents from ${names.buyers} where card_id = $1 for update`,
    [change.cardId],
  );
  if (!card) return;
  const paid = Math.max(0, card.paid_cents - change.amountCents);
  const forfeited = paid === 0 ? card.bonus_cents : 0;
  await plainQuery(
    tx,
    `update ${names.buyers} set paid_cents = $2, bonus_cents = $3, balance_cents = $4,
       status = case when $5::boolean then 'refunded' else status end
     where card_id = $1`,
    [change.cardId, paid, card.bonus_cents - forfeited, paid + card.bonus_cents - forfeited, paid === 0],
  );
  if (forfeited > 0) {
    await plainQuery(tx, `update ${names.refunds} set forfeited_bonus_cents = $2 where refund_id = $1`, [change.refundId, forfeited]);
    // The bonus value the refund took along leaves the books with it, on its day, as forfeited.
    await plainQuery(
      tx,
      `insert into ${names.ledgerMoves} (move_key, card_id, business_slug, day, kind, paid_cents, bonus_cents, test)
       select 'forfeit:' || refund_id, card_id, business_slug, day, 'forfeited', 0, -forfeited_bonus_cents, test from ${names.refunds}
       where refund_id = $1 on conflict do nothing`,
      [change.refundId],
    );
  }
}
