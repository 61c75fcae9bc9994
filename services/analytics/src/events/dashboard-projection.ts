import { sql } from 'drizzle-orm';
import { BatchRows, BatchTotals, insertRows, plainQuery, qualifiedName, type Batch, type Columns, type EventHandlers, type Tx } from '@gv/platform';
import { calendarDayIn, DEFAULT_JURISDICTION, termsAtIssue, type CardLedgerMove, type CardLedgerRowMove, type GiftCardEventPayload } from '@gv/proto';
import { timeZoneInTransaction } from '../db/business-time-zones.js';
import type { LedgerMoveKind, ProjectionTables } from '../db/schema.js';
import { customersOfCards, refreshCustomers } from '../db/customer-rows.js';
import { refreshFirstRedemptions } from '../db/first-redemptions.js';
import { countMoves } from '../db/ledger-days.js';
import { applyCardChange, type CardChange } from './card-changes.js';

type DailyAmounts = { cardsSold: number; orders: number; revenueCents: number; redeemedCents: number; cashedOutCents: number; refundedCents: number; outsideCents: number };
const NOTHING: DailyAmounts = { cardsSold: 0, orders: 0, revenueCents: 0, redeemedCents: 0, cashedOutCents: 0, refundedCents: 0, outsideCents: 0 };

/** A completed payment, counted on its calendar day in the business's time zone. */
interface SaleRow {
  orderId: string;
  businessSlug: string;
  amountCents: number;
  day: string;
  test: boolean;
  /** Paid outside the platform (a corporate order): its own figure, not a card sale. */
  outside: boolean;
}
const SALE_COLUMNS: Columns<SaleRow> = { orderId: 'order_id', businessSlug: 'business_slug', amountCents: 'amount_cents', day: 'day', test: 'test', outside: 'outside' };

/** An issued card and who bought it, for the orders views. */
interface BuyerRow {
  cardId: string;
  businessSlug: string;
  giftCardId: string;
  giftCardName: string;
  purchaseType: string;
  buyerName: string;
  buyerEmail: string;
  buyerPhone: string | null;
  recipientName: string | null;
  recipientEmail: string | null;
  faceValueCents: number;
  priceCents: number;
  purchasedAt: string;
  orderId: string;
  company: string | null;
  test: boolean;
  balanceCents: number;
  paidCents: number;
  bonusCents: number;
  expirationDate: string;
  paidExpiresOn: string | null;
  saleDay: string;
  deliverAt: string | null;
  deliverTimeZone: string | null;
}
const BUYER_COLUMNS: Columns<BuyerRow> = {
  cardId: 'card_id',
  businessSlug: 'business_slug',
  giftCardId: 'gift_card_id',
  giftCardName: 'gift_card_name',
  purchaseType: 'purchase_type',
  buyerName: 'buyer_name',
  buyerEmail: 'buyer_email',
  buyerPhone: 'buyer_phone',
  recipientName: 'recipient_name',
  recipientEmail: 'recipient_email',
  faceValueCents: 'face_value_cents',
  priceCents: 'price_cents',
  purchasedAt: 'purchased_at',
  orderId: 'order_id',
  company: 'company',
  test: 'test',
  balanceCents: 'balance_cents',
  paidCents: 'paid_cents',
  bonusCents: 'bonus_cents',
  expirationDate: 'expiration_date',
  paidExpiresOn: 'paid_expires_on',
  saleDay: 'sale_day',
  deliverAt: 'deliver_at',
  deliverTimeZone: 'deliver_time_zone',
};

/** A change of what the business owes on a card (see ProjectionTables.ledgerMoves). */
interface MoveRow {
  moveKey: string;
  cardId: string;
  businessSlug: string;
  day: string;
  kind: LedgerMoveKind;
  paidCents: number;
  bonusCents: number;
  test: boolean;
}
const MOVE_COLUMNS: Columns<MoveRow> = {
  moveKey: 'move_key',
  cardId: 'card_id',
  businessSlug: 'business_slug',
  day: 'day',
  kind: 'kind',
  paidCents: 'paid_cents',
  bonusCents: 'bonus_cents',
  test: 'test',
};

/** What the batch does to sold cards, in the order of its events: a new card, or a change of one (see CardChange). */
type CardWrite = { kind: 'issued'; row: BuyerRow } | CardChange;

/**
 * Projects businesses, sales, buyers, redemptions, refunds and the catalog's cards into one table set
 * (the live one, or a set being rebuilt). Each change is keyed by what it is
 * about (order, card, ledger row, refund, dispute), so an event applied twice counts once, and
 * the daily sums move only when that key is new, added up over the batch (whoever
 * applies the handlers ends the batch: the consumer, or applyEvents). A sale, redemption or refund counts on
 * its calendar day in the business's time zone as it stands when the event is
 * applied (live: the zone then; a rebuild: the current one); a refund Square refused, or a reversed redemption,
 * leaves the day it was counted on. Each sold card keeps its status and balance: set by each ledger event
 * (redeemed, adjusted), moved by refunds, voids, reactivations and disputes, in the order of the events.
 */
export class DashboardProjection {
  /** Names for the plain SQL statements, of this projection's table set. */
  private readonly names: { sales: string; buyers: string; daily: string; redemptions: string; refunds: string; cardChanges: string; ledgerMoves: string; ledgerDays: string; firstRedemptions: string; customers: string };
  /** The batch's sales, inserted by one statement when it ends; only a sale that is new adds to its day. */
  private readonly sales = new BatchRows<SaleRow>(async (batch, rows) => {
    const insert = insertRows(rows, SALE_COLUMNS);
    const recorded = await plainQuery<{ businessSlug: string; day: string; amountCents: number; test: boolean; outside: boolean }>(
      batch.tx,
      `insert into ${this.names.sales} ${insert.sql} on conflict do nothing
       returning business_slug as "businessSlug", day::text as day, amount_cents as "amountCents", test, outside`,
      insert.params,
    );
    for (const sale of recorded) {
      const add = sale.outside ? { ...NOTHING, outsideCents: sale.amountCents } : { ...NOTHING, orders: 1, revenueCents: sale.amountCents };
      this.daily.add(batch, dayKey(sale.businessSlug, sale.day, sale.test), add);
    }
  });
  /**
   * The batch's new cards, inserted by one statement when it ends (see BatchRows), then the changes of cards in the
   * order they came: a card issued and changed in one batch is there to change.
   */
  private readonly cards = new BatchRows<CardWrite>(async (batch, writes) => {
    const { tx } = batch;
    // A gift's recipient before it moves: their customers row loses the card.
    const previousHolders = await customersOfCards(tx, this.names, writes.flatMap((write) => (write.kind === 'recipient' ? [write.cardId] : [])));
    const issued = writes.flatMap((write) => (write.kind === 'issued' ? [write.row] : []));
    if (issued.length > 0) {
      const insert = insertRows(issued, BUYER_COLUMNS);
      const inserted = await plainQuery<{ businessSlug: string; day: string; test: boolean; company: string | null }>(
        tx,
        `insert into ${this.names.buyers} ${insert.sql} on conflict do nothing
         returning business_slug as "businessSlug", sale_day::text as day, test, company`,
        insert.params,
      );
      // A card sold counts once, on its day; a corporate card is not sold (decision 0071).
      for (const card of inserted) if (card.company === null) this.daily.add(batch, dayKey(card.businessSlug, card.day, card.test), { ...NOTHING, cardsSold: 1 });
    }
    const changed = issued.map((row) => row.cardId);
    for (const write of writes) {
      if (write.kind === 'issued') continue;
      const cardId = await applyCardChange(tx, this.names, write);
      if (cardId) changed.push(cardId);
    }
    await refreshCustomers(tx, this.names, [...previousHolders, ...(await customersOfCards(tx, this.names, changed))]);
    await refreshFirstRedemptions(tx, this.names, writes.flatMap((write) => (write.kind === 'ledger' ? [write.cardId] : [])));
    this.books.add(batch, true);
  });
  /** The batch's moves of the books whose amounts its events state, inserted by one statement when it ends; a move already there is left. */
  private readonly moves = new BatchRows<MoveRow>(async (batch, rows) => {
    const insert = insertRows(rows, MOVE_COLUMNS);
    await plainQuery(batch.tx, `insert into ${this.names.ledgerMoves} ${insert.sql} on conflict do nothing`, insert.params);
    this.books.add(batch, true);
  });
  /** After the batch's moves and cards are written (a write collecting it runs it after them): the day sums of the books. */
  private readonly books = new BatchRows<true>(({ tx }) => countMoves(tx, this.names));
  /** A day's totals move once per batch of events (see BatchTotals). */
  private readonly daily = new BatchTotals<DailyAmounts>((tx, key, add) => this.addToDay(tx, key, add));
  /** Names of every table holding a business's test activity, for deleting it. */
  private readonly testActivity: string[];

  constructor(private readonly tables: ProjectionTables) {
    this.names = {
      sales: qualifiedName(tables.sales),
      buyers: qualifiedName(tables.buyers),
      daily: qualifiedName(tables.daily),
      redemptions: qualifiedName(tables.redemptions),
      refunds: qualifiedName(tables.refunds),
      cardChanges: qualifiedName(tables.cardChanges),
      ledgerMoves: qualifiedName(tables.ledgerMoves),
      ledgerDays: qualifiedName(tables.ledgerDays),
      firstRedemptions: qualifiedName(tables.firstRedemptions),
      customers: qualifiedName(tables.customers),
    };
    this.testActivity = [this.names.sales, this.names.buyers, this.names.redemptions, this.names.refunds, this.names.cardChanges, this.names.ledgerMoves, this.names.ledgerDays, this.names.firstRedemptions, this.names.daily, this.names.customers];
  }

  handlers(): EventHandlers {
    const { giftCards, businesses } = this.tables;
    return {
      'business-admin.provisioned': async ({ payload }, tx) => {
        await tx.insert(businesses).values({ businessSlug: payload.businessSlug, name: payload.restaurantName }).onConflictDoNothing();
      },
      // The super admin's directory: the business's name and status, the latest profile winning.
      'business.updated': async ({ payload, occurredAt }, tx) => {
        const fields = { name: payload.name, status: payload.status ?? 'active', changedAt: occurredAt };
        await tx
          .insert(businesses)
          .values({ businessSlug: payload.businessSlug, ...fields })
          .onConflictDoUpdate({ target: businesses.businessSlug, set: fields, setWhere: sql`${businesses.changedAt} is null or ${businesses.changedAt} <= ${occurredAt}` });
      },
      'gift-card.created': (event, tx) => this.saveGiftCard(tx, event.payload, event.occurredAt),
      'gift-card.updated': (event, tx) => this.saveGiftCard(tx, event.payload, event.occurredAt),
      'gift-card.deleted': async (event, tx) => {
        await tx
          .update(giftCards)
          .set({ deleted: true, changedAt: event.occurredAt })
          .where(sql`${giftCards.id} = ${event.payload.id} and ${giftCards.businessSlug} = ${event.payload.businessSlug}`);
      },
      // Plain SQL on the statements every purchase runs here (see plainQuery).
      'payment.completed': async ({ payload }, tx, batch) => {
        const day = calendarDayIn(payload.completedAt, await timeZoneInTransaction(tx, payload.businessSlug));
        const outside = payload.corporate !== undefined;
        this.sales.add(batch, { orderId: payload.orderId, businessSlug: payload.businessSlug, amountCents: payload.amountCents, day, test: payload.testMode === true, outside });
      },
      'gift-card.issued': async ({ payload }, tx, batch) => {
        const test = payload.testCard === true;
        const day = calendarDayIn(payload.issuedAt, await timeZoneInTransaction(tx, payload.businessSlug));
        const kind = payload.corporate ? 'issued-outside' : 'sold';
        this.move(batch, { moveKey: `issued:${payload.cardId}`, cardId: payload.cardId, businessSlug: payload.businessSlug, day, kind, test }, payload.paidValueCents, payload.bonusValueCents);
        // An unnamed corporate card is held by whoever has its printed code: it has no recipient of its own.
        const recipient = payload.corporate && !payload.corporate.named ? null : payload.recipient;
        this.issue(batch, {
          cardId: payload.cardId,
          businessSlug: payload.businessSlug,
          giftCardId: payload.giftCardId,
          giftCardName: payload.giftCardName,
          purchaseType: payload.purchaseType,
          buyerName: payload.buyer.name,
          buyerEmail: payload.buyer.email,
          buyerPhone: payload.buyer.phone ?? null,
          recipientName: recipient?.name ?? null,
          recipientEmail: recipient?.email ?? null,
          faceValueCents: payload.faceValueCents,
          priceCents: payload.priceCents,
          purchasedAt: payload.issuedAt,
          orderId: payload.orderId,
          company: payload.corporate?.company ?? null,
          test: payload.testCard === true,
          balanceCents: payload.paidValueCents + payload.bonusValueCents,
          paidCents: payload.paidValueCents,
          bonusCents: payload.bonusValueCents,
          expirationDate: payload.expirationDate,
          // Cards issued before they kept their terms were sold under the default law.
          paidExpiresOn: (payload.terms ?? termsAtIssue(DEFAULT_JURISDICTION, payload.issuedAt, payload.expirationDate)).paidExpiresOn,
          saleDay: day,
          deliverAt: payload.delivery?.deliverAt ?? null,
          deliverTimeZone: payload.delivery?.timeZone ?? null,
        });
      },
      // A scheduled gift (decision 0061): its email went out, or the buyer changed when (and maybe to whom) it goes.
      'gift-card.delivered': async ({ payload }, _tx, batch) => {
        this.change(batch, { kind: 'delivered', cardId: payload.cardId, deliveredAt: payload.deliveredAt });
      },
      'gift-card.delivery-changed': async ({ payload }, _tx, batch) => {
        this.change(batch, { kind: 'recipient', cardId: payload.cardId, name: payload.recipient.name, email: payload.recipient.email });
        this.change(batch, { kind: 'delivery', cardId: payload.cardId, deliverAt: payload.delivery.deliverAt, timeZone: payload.delivery.timeZone });
      },
      'gift-card.redeemed': async ({ payload }, tx, batch) => {
        const day = calendarDayIn(payload.redeemedAt, await timeZoneInTransaction(tx, payload.businessSlug));
        const recorded = await this.recordOnce(
          tx,
          `insert into ${this.names.redemptions} (ledger_id, card_id, business_slug, amount_cents, balance_after_cents, redeemed_at, day, test)
           values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict do nothing returning 1`,
          [payload.ledgerId, payload.cardId, payload.businessSlug, payload.amountCents, payload.balanceAfterCents, payload.redeemedAt, day, payload.testCard === true],
        );
        if (!recorded) return;
        this.daily.add(batch, dayKey(payload.businessSlug, day, payload.testCard === true), { ...NOTHING, redeemedCents: payload.amountCents });
        this.move(batch, ledgerRowMove(payload, day, 'redeemed'), -payload.paidCents, -payload.bonusCents);
        this.change(batch, ledgerMove(payload));
      },
      // An adjustment or a reversal: the card's balances after it; an adjustment up is credited, one down debited, and
      // a reversed redemption no longer counts as redeemed, from the reversal's day (as in the books).
      'gift-card.adjusted': async ({ payload }, tx, batch) => {
        const kind = payload.reversedLedgerId !== undefined ? 'redeemed' : payload.amountCents > 0 ? 'credited' : 'debited';
        if (!(await this.ledgerRowOnce(tx, batch, { ...payload, at: payload.adjustedAt }, kind))) return;
        if (payload.reversedLedgerId !== undefined) {
          const [reversed] = await plainQuery<{ businessSlug: string; amountCents: number; test: boolean }>(
            tx,
            `update ${this.names.redemptions} set reversed = true where ledger_id = $1 and card_id = $2 and not reversed
             returning business_slug as "businessSlug", amount_cents as "amountCents", test`,
            [payload.reversedLedgerId, payload.cardId],
          );
          const day = calendarDayIn(payload.adjustedAt, await timeZoneInTransaction(tx, payload.businessSlug));
          if (reversed) this.daily.add(batch, dayKey(reversed.businessSlug, day, reversed.test), { ...NOTHING, redeemedCents: -reversed.amountCents });
        }
      },
      // The holder took the balance in cash (cashed out: not redeemed, decision 0074), or bonus value passed its date
      // and was written off (expired).
      'gift-card.cashed-out': async ({ payload }, tx, batch) => {
        if (!(await this.ledgerRowOnce(tx, batch, payload, 'cashed-out'))) return;
        const day = calendarDayIn(payload.at, await timeZoneInTransaction(tx, payload.businessSlug));
        this.daily.add(batch, dayKey(payload.businessSlug, day, payload.testCard === true), { ...NOTHING, cashedOutCents: -(payload.paidCents + payload.bonusCents) });
      },
      'gift-card.bonus-expired': async ({ payload }, tx, batch) => void (await this.ledgerRowOnce(tx, batch, payload, 'expired')),
      'gift-card.voided': async ({ payload }, tx, batch) => {
        if (!(await this.changeOnce(tx, `voided:${payload.cardId}:${payload.at}`, payload.cardId, payload.businessSlug, payload.testCard))) return;
        this.change(batch, { kind: 'status', cardId: payload.cardId, to: 'void', unless: ['refunded'] });
      },
      'gift-card.reactivated': async ({ payload }, tx, batch) => {
        if (!(await this.changeOnce(tx, `reactivated:${payload.cardId}:${payload.at}`, payload.cardId, payload.businessSlug, payload.testCard))) return;
        this.change(batch, { kind: 'status', cardId: payload.cardId, to: 'active', unless: ['refunded'] });
      },
      'gift-card.code-replaced': async ({ payload }, tx, batch) => {
        if (!(await this.changeOnce(tx, `moved:${payload.cardId}:${payload.replacedAt}`, payload.cardId, payload.businessSlug, payload.testCard === true))) return;
        this.change(batch, { kind: 'recipient', cardId: payload.cardId, name: payload.holder.name, email: payload.holder.email });
      },
      // On hold while the payment is disputed; released when won (a lost one is refunded first: payment.dispute-resolved).
      'gift-card.disputed': async ({ payload }, tx, batch) => {
        const key = `dispute:${payload.disputeId}:${payload.onHold ? 'hold' : 'release'}`;
        if (!(await this.changeOnce(tx, key, payload.cardId, payload.businessSlug, payload.testCard))) return;
        this.change(batch, { kind: 'status', cardId: payload.cardId, to: payload.onHold ? 'on_hold' : 'active', unless: ['refunded'] });
      },
      'payment.dispute-resolved': async ({ payload }, tx, batch) => {
        if (payload.outcome !== 'lost') return;
        const day = calendarDayIn(payload.at, await timeZoneInTransaction(tx, payload.businessSlug));
        this.change(batch, { kind: 'dispute-lost', changeKey: `dispute-lost:${payload.disputeId}`, orderId: payload.orderId, businessSlug: payload.businessSlug, day });
      },
      // The value left the card: refunded on its day in the business's time zone (revenue is what was paid, less this).
      'gift-card.refunded': async ({ payload }, tx, batch) => {
        const test = payload.testCard === true;
        const day = calendarDayIn(payload.refundedAt, await timeZoneInTransaction(tx, payload.businessSlug));
        const recorded = await this.recordOnce(
          tx,
          `insert into ${this.names.refunds} (refund_id, card_id, business_slug, amount_cents, day, test) values ($1, $2, $3, $4, $5, $6)
           on conflict do nothing returning 1`,
          [payload.refundId, payload.cardId, payload.businessSlug, payload.amountCents, day, test],
        );
        if (!recorded) return;
        this.daily.add(batch, dayKey(payload.businessSlug, day, test), { ...NOTHING, refundedCents: payload.amountCents });
        this.move(batch, { moveKey: `refund:${payload.refundId}`, cardId: payload.cardId, businessSlug: payload.businessSlug, day, kind: 'refunded', test }, -payload.amountCents, 0);
        this.change(batch, { kind: 'refund', refundId: payload.refundId, cardId: payload.cardId, amountCents: payload.amountCents });
      },
      // Square refused it: it leaves the day it was counted on and its value is back on the card. Heard before the
      // refund itself (another service's event), it is recorded as failed, so the refund never counts.
      'refund.failed': async ({ payload, occurredAt }, tx, batch) => {
        const [failed] = await plainQuery<{ businessSlug: string; day: string; amountCents: number; test: boolean }>(
          tx,
          `update ${this.names.refunds} set failed = true where refund_id = $1 and not failed
           returning business_slug as "businessSlug", day::text as day, amount_cents as "amountCents", test`,
          [payload.refundId],
        );
        if (failed) {
          this.daily.add(batch, dayKey(failed.businessSlug, failed.day, failed.test), { ...NOTHING, refundedCents: -failed.amountCents });
          this.change(batch, { kind: 'refund-failed', refundId: payload.refundId });
          return;
        }
        const day = calendarDayIn(occurredAt, await timeZoneInTransaction(tx, payload.businessSlug));
        await plainQuery(
          tx,
          `insert into ${this.names.refunds} (refund_id, card_id, business_slug, amount_cents, day, failed, test)
           select $1::text, $2::uuid, $3::text, $4::integer, $5::date, true, coalesce((select test from ${this.names.buyers} where card_id = $2::uuid), false)
           on conflict do nothing`,
          [payload.refundId, payload.cardId, payload.businessSlug, payload.amountCents, day],
        );
      },
      // The owner deleted the business's test activity: it leaves every figure; deleting again finds nothing.
      'business.test-data-deleted': async ({ payload }, tx, batch) => {
        await batch.end(); // what the batch recorded before this event is written first, so it goes too
        for (const table of this.testActivity) await plainQuery(tx, `delete from ${table} where business_slug = $1 and test`, [payload.businessSlug]);
      },
    };
  }

  private async saveGiftCard(tx: Tx, card: GiftCardEventPayload, occurredAt: string): Promise<void> {
    const { giftCards } = this.tables;
    const fields = { name: card.giftCardName, tag: card.giftCardTag, description: card.description, image: card.giftCardImg, changedAt: occurredAt };
    await tx
      .insert(giftCards)
      .values({ id: card.id, businessSlug: card.businessSlug, createdAt: occurredAt, ...fields })
      .onConflictDoUpdate({ target: giftCards.id, set: fields, setWhere: sql`${giftCards.changedAt} <= ${occurredAt}` });
  }

  /** A ledger row no redemption wrote, counted once on its day with the card's balances after it: whether it was new. */
  private async ledgerRowOnce(tx: Tx, batch: Batch, row: CardLedgerRowMove, kind: LedgerMoveKind): Promise<boolean> {
    if (!(await this.changeOnce(tx, `ledger:${row.ledgerId}`, row.cardId, row.businessSlug, row.testCard))) return false;
    const day = calendarDayIn(row.at, await timeZoneInTransaction(tx, row.businessSlug));
    this.move(batch, ledgerRowMove(row, day, kind), row.paidCents, row.bonusCents);
    this.change(batch, ledgerMove(row));
    return true;
  }

  /** Runs `insert`, which returns a row only when what it records is new: whether it was. */
  private async recordOnce(tx: Tx, insert: string, params: unknown[]): Promise<boolean> {
    return (await plainQuery(tx, insert, params)).length > 0;
  }

  /** Records a change of a card by its key: whether it is new (a change already applied is not applied again). */
  private changeOnce(tx: Tx, key: string, cardId: string, businessSlug: string, test: boolean): Promise<boolean> {
    return this.recordOnce(
      tx,
      `insert into ${this.names.cardChanges} (change_key, card_id, business_slug, test) values ($1, $2, $3, $4) on conflict do nothing returning 1`,
      [key, cardId, businessSlug, test === true],
    );
  }

  private move(batch: Batch, move: Omit<MoveRow, 'paidCents' | 'bonusCents'>, paidCents: number, bonusCents: number): void {
    this.moves.add(batch, { ...move, paidCents, bonusCents });
  }

  private issue(batch: Batch, row: BuyerRow): void {
    this.cards.add(batch, { kind: 'issued', row });
  }

  private change(batch: Batch, change: CardChange): void {
    this.cards.add(batch, change);
  }

  /** Adds one batch's totals for a business's day to its row. */
  private async addToDay(tx: Tx, [businessSlug, day, mode]: string[], add: DailyAmounts): Promise<void> {
    await plainQuery(
      tx,
      `insert into ${this.names.daily} as d (business_slug, day, cards_sold, orders, revenue_cents, redeemed_cents, cashed_out_cents, refunded_cents, outside_cents, test)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       on conflict (business_slug, day, test) do update set cards_sold = d.cards_sold + excluded.cards_sold, orders = d.orders + excluded.orders,
         revenue_cents = d.revenue_cents + excluded.revenue_cents, redeemed_cents = d.redeemed_cents + excluded.redeemed_cents,
         cashed_out_cents = d.cashed_out_cents + excluded.cashed_out_cents,
         refunded_cents = d.refunded_cents + excluded.refunded_cents, outside_cents = d.outside_cents + excluded.outside_cents`,
      [businessSlug, day, add.cardsSold, add.orders, add.revenueCents, add.redeemedCents, add.cashedOutCents, add.refundedCents, add.outsideCents, mode === 'test'],
    );
  }
}

/** A ledger row in the books, on its day: a redemption, an adjustment (credited, debited, a reversal), a cash-out, an expiry. */
const ledgerRowMove = (move: CardLedgerMove & { testCard?: boolean }, day: string, kind: LedgerMoveKind): Omit<MoveRow, 'paidCents' | 'bonusCents'> => ({
  moveKey: `ledger:${move.ledgerId}`,
  cardId: move.cardId,
  businessSlug: move.businessSlug,
  day,
  kind,
  test: move.testCard === true,
});

/** The balances after a ledger row, as its event states them. */
const ledgerMove = (move: CardLedgerMove): CardChange => ({
  kind: 'ledger',
  cardId: move.cardId,
  ledgerId: move.ledgerId,
  balanceAfterCents: move.balanceAfterCents,
  paidAfterCents: move.paidAfterCents,
  bonusAfterCents: move.bonusAfterCents,
});

/** A day's row of a business: its live figures, or its test figures. */
const dayKey = (businessSlug: string, day: string, test: boolean) => [businessSlug, day, test ? 'test' : 'live'];
