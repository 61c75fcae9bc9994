import { AwaitingEarlierEvent, BatchRows, BatchTotals, type Batch, type EventHandlers, type Tx } from '@gv/platform';
import { calendarDayIn, DEFAULT_JURISDICTION, termsAtIssue, type CardLedgerMove, type CardLedgerRowMove } from '@gv/proto';
import { timeZoneInTransaction } from '../db/business-time-zone-repository.js';
import { addBusiness, updateBusiness } from '../db/business-repository.js';
import { applyCardChange, applyLedgerChanges, cardsNotHeld, insertCards, recordCardChange, type CardChange, type CardRow, type LedgerChange } from '../db/card-repository.js';
import { customersOfCards, refreshCustomers } from '../db/customer-repository.js';
import { addToDay, type DailyAmounts } from '../db/daily-repository.js';
import { refreshFirstRedemptions } from '../db/first-redemption-repository.js';
import { deleteGiftCard, homeLocationOf, reloadLocationOf, saveGiftCard } from '../db/gift-card-repository.js';
import { countMoves, insertMoves, movePaidExpiry, type MoveRow } from '../db/ledger-move-repository.js';
import { recordRedemption, reverseRedemption } from '../db/redemption-repository.js';
import { failRefund, recordFailedRefund, recordRefund } from '../db/refund-repository.js';
import { insertSales, type SaleRow } from '../db/sale-repository.js';
import type { LedgerMoveKind, ProjectionTables } from '../db/schema.js';
import { deleteTestActivity } from '../db/test-activity-repository.js';

const NOTHING: DailyAmounts = { cardsSold: 0, orders: 0, revenueCents: 0, loadedCents: 0, redeemedCents: 0, cashedOutCents: 0, refundedCents: 0, outsideCents: 0 };

/** What the batch does to sold cards, in the order of its events: a new card, or a change of one (see CardChange). */
type CardWrite = { kind: 'issued'; row: CardRow } | (CardChange & { test: boolean });

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
  /**
   * The batch's sales, inserted by one statement when it ends; only a sale that is new adds to its day: an order and
   * its revenue, a corporate order's value paid outside, or a reload's payment as loaded (no order, no card sold).
   */
  private readonly sales = new BatchRows<SaleRow>(async (batch, rows) => {
    for (const sale of await insertSales(batch.tx, this.tables, rows)) {
      const add = sale.outside
        ? { ...NOTHING, outsideCents: sale.amountCents }
        : sale.reload
          ? { ...NOTHING, loadedCents: sale.amountCents }
          : { ...NOTHING, orders: 1, revenueCents: sale.amountCents };
      this.count(batch, dayKey(sale.businessSlug, sale.day, sale.test, sale.locationId), add);
    }
  });
  /**
   * The batch's new cards, inserted by one statement when it ends (see BatchRows), then the changes of cards in the
   * order they came: a card issued and changed in one batch is there to change.
   */
  private readonly cards = new BatchRows<CardWrite>(async (batch, writes) => {
    const { tx } = batch;
    // A gift's recipient before it moves: their customers row loses the card.
    const previousHolders = await customersOfCards(tx, this.tables, writes.flatMap((write) => (write.kind === 'recipient' ? [write.cardId] : [])));
    const issued = writes.flatMap((write) => (write.kind === 'issued' ? [write.row] : []));
    if (issued.length > 0) {
      const inserted = await insertCards(tx, this.tables, issued);
      // A card sold counts once, on its day; a corporate card is not sold (decision 0071).
      for (const card of inserted) {
        if (card.company === null) this.count(batch, dayKey(card.businessSlug, card.day, card.test, card.soldAtLocationId), { ...NOTHING, cardsSold: 1 });
      }
    }
    const changed = issued.map((row) => row.cardId);
    if (this.options.awaitIssues) await this.awaitIssues(tx, writes);
    // Ledger rows that come in a row are applied together, the other changes one by one, all in the order they came.
    let ledgerRows: LedgerChange[] = [];
    const applyLedgerRows = async () => {
      await applyLedgerChanges(tx, this.tables, ledgerRows);
      changed.push(...ledgerRows.map((row) => row.cardId));
      ledgerRows = [];
    };
    for (const write of writes) {
      if (write.kind === 'issued') continue;
      if (write.kind === 'ledger') {
        ledgerRows.push(write);
        continue;
      }
      await applyLedgerRows();
      const cardId = await applyCardChange(tx, this.tables, write);
      if (cardId) changed.push(cardId);
    }
    await applyLedgerRows();
    await refreshCustomers(tx, this.tables, [...previousHolders, ...(await customersOfCards(tx, this.tables, changed))]);
    await refreshFirstRedemptions(tx, this.tables, writes.flatMap((write) => (write.kind === 'ledger' ? [write.cardId] : [])));
    this.books.add(batch, true);
  });
  /** The batch's moves of the books whose amounts its events state, inserted by one statement when it ends; a move already there is left. */
  private readonly moves = new BatchRows<MoveRow>(async (batch, rows) => {
    await insertMoves(batch.tx, this.tables, rows);
    this.books.add(batch, true);
  });
  /** After the batch's moves and cards are written (a write collecting it runs it after them): the day sums of the books. */
  private readonly books = new BatchRows<true>(({ tx }) => countMoves(tx, this.tables));
  /** A day's totals move once per batch of events (see BatchTotals). */
  private readonly daily = new BatchTotals<DailyAmounts>((tx, [businessSlug, day, mode], add) =>
    addToDay(tx, this.tables.daily, { businessSlug, day, test: mode === 'test' }, add),
  );
  private readonly locationDaily = new BatchTotals<DailyAmounts>((tx, [businessSlug, day, mode, locationId], add) =>
    addToDay(tx, this.tables.locationDaily, { businessSlug, day, test: mode === 'test', locationId }, add),
  );

  constructor(private readonly tables: ProjectionTables, private readonly options: { awaitIssues?: boolean } = {}) {}

  /**
   * Live, each event type comes on its own consumer, so a card's redemption, refund or new recipient may come before
   * the card itself: the batch is handled again later rather than the change lost. A rebuild, in the stream's order,
   * leaves alone a card it does not hold (its test data deleted, or its issue aged out of the stream).
   */
  private async awaitIssues(tx: Tx, writes: CardWrite[]): Promise<void> {
    const changes = writes.flatMap((write) => (write.kind === 'issued' || write.test ? [] : [write]));
    const [missing] = await cardsNotHeld(tx, this.tables, {
      cardIds: changes.flatMap((change) => ('cardId' in change ? [change.cardId] : [])),
      orderIds: changes.flatMap((change) => (change.kind === 'dispute-lost' ? [change.orderId] : [])),
    });
    if (missing) throw new AwaitingEarlierEvent(`the card of ${missing} is not in the orders view yet: its gift-card.issued comes later`);
  }

  handlers(): EventHandlers {
    return {
      'business-admin.provisioned': ({ payload }, tx) => addBusiness(tx, this.tables, payload.businessSlug, payload.restaurantName),
      // The super admin's directory: the business's name and status, the latest profile winning.
      'business.updated': ({ payload, occurredAt }, tx) =>
        updateBusiness(tx, this.tables, { businessSlug: payload.businessSlug, name: payload.name, status: payload.status ?? 'active', changedAt: occurredAt }),
      'gift-card.created': (event, tx) => saveGiftCard(tx, this.tables, event.payload, event.occurredAt),
      'gift-card.updated': (event, tx) => saveGiftCard(tx, this.tables, event.payload, event.occurredAt),
      'gift-card.deleted': (event, tx) => deleteGiftCard(tx, this.tables, event.payload, event.occurredAt),
      'payment.completed': async ({ payload }, tx, batch) => {
        const day = calendarDayIn(payload.completedAt, await timeZoneInTransaction(tx, payload.businessSlug));
        const outside = payload.corporate !== undefined;
        const reload = payload.reload !== undefined;
        const locationId =
          payload.corporate?.locationId ??
          (payload.reload ? await reloadLocationOf(tx, this.tables, { cardId: payload.reload.cardId, giftCardId: payload.giftCardId }) : await homeLocationOf(tx, this.tables, payload.giftCardId));
        this.sales.add(batch, { orderId: payload.orderId, businessSlug: payload.businessSlug, amountCents: payload.amountCents, day, test: payload.testMode === true, outside, reload, locationId });
      },
      'gift-card.issued': async ({ payload }, tx, batch) => {
        const test = payload.testCard === true;
        const day = calendarDayIn(payload.issuedAt, await timeZoneInTransaction(tx, payload.businessSlug));
        const kind = payload.corporate ? 'issued-outside' : 'sold';
        const soldAtLocationId = payload.soldAtLocationId ?? null;
        const { cardId, businessSlug } = payload;
        this.move(batch, { moveKey: `issued:${cardId}`, cardId, businessSlug, day, kind, test, locationId: soldAtLocationId }, payload.paidValueCents, payload.bonusValueCents);
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
          // The value the card opened with, as the books count face value sold: a promotion's bonus included.
          faceValueCents: payload.paidValueCents + payload.bonusValueCents,
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
          soldAtLocationId,
          billingState: payload.billingState ?? null,
        });
      },
      // A scheduled gift (decision 0061): its email went out, or the buyer changed when (and maybe to whom) it goes.
      'gift-card.delivered': async ({ payload }, _tx, batch) => {
        this.change(batch, { kind: 'delivered', cardId: payload.cardId, deliveredAt: payload.deliveredAt }, payload.testCard);
      },
      'gift-card.delivery-changed': async ({ payload }, _tx, batch) => {
        this.change(batch, { kind: 'recipient', cardId: payload.cardId, name: payload.recipient.name, email: payload.recipient.email });
        this.change(batch, { kind: 'delivery', cardId: payload.cardId, deliverAt: payload.delivery.deliverAt, timeZone: payload.delivery.timeZone });
      },
      'gift-card.redeemed': async ({ payload }, tx, batch) => {
        const day = calendarDayIn(payload.redeemedAt, await timeZoneInTransaction(tx, payload.businessSlug));
        const { ledgerId, cardId, businessSlug, amountCents, balanceAfterCents, redeemedAt } = payload;
        const test = payload.testCard === true;
        const locationId = payload.locationId ?? null;
        if (!(await recordRedemption(tx, this.tables, { ledgerId, cardId, businessSlug, amountCents, balanceAfterCents, redeemedAt, day, test, locationId }))) return;
        this.count(batch, dayKey(payload.businessSlug, day, payload.testCard === true, locationId), { ...NOTHING, redeemedCents: payload.amountCents });
        this.move(batch, ledgerRowMove(payload, day, 'redeemed', locationId), -payload.paidCents, -payload.bonusCents);
        this.change(batch, ledgerMove(payload), test);
      },
      // An adjustment or a reversal: the card's balances after it; an adjustment up is credited, one down debited, and
      // a reversed redemption no longer counts as redeemed, from the reversal's day (as in the books).
      'gift-card.adjusted': async ({ payload }, tx, batch) => {
        const row = { ...payload, at: payload.adjustedAt };
        if (payload.reversedLedgerId === undefined) return void (await this.ledgerRowOnce(tx, batch, row, payload.amountCents > 0 ? 'credited' : 'debited'));
        if (!(await this.ledgerRowIsNew(tx, row))) return;
        const reversed = await reverseRedemption(tx, this.tables, payload.reversedLedgerId, payload.cardId);
        // It counts where the redemption it undoes was made, so each location's redeemed figure nets it.
        const day = await this.countLedgerRow(tx, batch, row, 'redeemed', reversed?.locationId ?? null);
        if (reversed) this.count(batch, dayKey(reversed.businessSlug, day, reversed.test, reversed.locationId), { ...NOTHING, redeemedCents: -reversed.amountCents });
      },
      // The holder took the balance in cash (cashed out: not redeemed, decision 0074), or bonus value passed its date
      // and was written off (expired).
      'gift-card.cashed-out': async ({ payload }, tx, batch) => {
        if (!(await this.ledgerRowOnce(tx, batch, payload, 'cashed-out', payload.locationId ?? null))) return;
        const day = calendarDayIn(payload.at, await timeZoneInTransaction(tx, payload.businessSlug));
        const cents = -(payload.paidCents + payload.bonusCents);
        this.count(batch, dayKey(payload.businessSlug, day, payload.testCard === true, payload.locationId), { ...NOTHING, cashedOutCents: cents });
      },
      'gift-card.bonus-expired': async ({ payload }, tx, batch) => void (await this.ledgerRowOnce(tx, batch, payload, 'expired')),
      // Reported to a state as unclaimed property (decision 0095): owed to the state, never breakage.
      'gift-card.escheated': async ({ payload }, tx, batch) => void (await this.ledgerRowOnce(tx, batch, payload, 'escheated')),
      // A reload's paid value (decision 0086): in the books as loaded, the card's balances after it, and the later last
      // day the load gave all its paid value.
      'gift-card.loaded': async ({ payload }, tx, batch) => {
        if (await this.ledgerRowOnce(tx, batch, payload, 'loaded')) await movePaidExpiry(tx, this.tables, payload.cardId, payload.paidExpiresOn);
      },
      'gift-card.voided': async ({ payload }, tx, batch) => {
        if (!(await this.changeOnce(tx, `voided:${payload.cardId}:${payload.at}`, payload.cardId, payload.businessSlug, payload.testCard))) return;
        this.change(batch, { kind: 'status', cardId: payload.cardId, to: 'void', unless: ['refunded'] }, payload.testCard);
      },
      'gift-card.reactivated': async ({ payload }, tx, batch) => {
        if (!(await this.changeOnce(tx, `reactivated:${payload.cardId}:${payload.at}`, payload.cardId, payload.businessSlug, payload.testCard))) return;
        this.change(batch, { kind: 'status', cardId: payload.cardId, to: 'active', unless: ['refunded'] }, payload.testCard);
      },
      'gift-card.code-replaced': async ({ payload }, tx, batch) => {
        if (!(await this.changeOnce(tx, `moved:${payload.cardId}:${payload.replacedAt}`, payload.cardId, payload.businessSlug, payload.testCard === true))) return;
        this.change(batch, { kind: 'recipient', cardId: payload.cardId, name: payload.holder.name, email: payload.holder.email }, payload.testCard);
      },
      // On hold while the payment is disputed; released when won (a lost one is refunded first: payment.dispute-resolved).
      'gift-card.disputed': async ({ payload }, tx, batch) => {
        const key = `dispute:${payload.disputeId}:${payload.onHold ? 'hold' : 'release'}`;
        if (!(await this.changeOnce(tx, key, payload.cardId, payload.businessSlug, payload.testCard))) return;
        this.change(batch, { kind: 'status', cardId: payload.cardId, to: payload.onHold ? 'on_hold' : 'active', unless: ['refunded'] }, payload.testCard);
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
        const { refundId, cardId, businessSlug, amountCents, orderId } = payload;
        const locationId = payload.soldAtLocationId ?? '';
        if (!(await recordRefund(tx, this.tables, { refundId, cardId, businessSlug, amountCents, day, test, locationId, orderId }))) return;
        this.count(batch, dayKey(payload.businessSlug, day, test, locationId), { ...NOTHING, refundedCents: payload.amountCents });
        this.move(batch, { moveKey: `refund:${refundId}`, cardId, businessSlug, day, kind: 'refunded', test, locationId: null }, -amountCents, 0);
        this.change(batch, { kind: 'refund', refundId: payload.refundId, cardId: payload.cardId, amountCents: payload.amountCents }, test);
      },
      // Square refused it: it leaves the day it was counted on and its value is back on the card. Heard before the
      // refund itself (another service's event), it is recorded as failed, so the refund never counts.
      'refund.failed': async ({ payload, occurredAt }, tx, batch) => {
        const failed = await failRefund(tx, this.tables, payload.refundId);
        if (failed) {
          this.count(batch, dayKey(failed.businessSlug, failed.day, failed.test, failed.locationId), { ...NOTHING, refundedCents: -failed.amountCents });
          this.change(batch, { kind: 'refund-failed', refundId: payload.refundId });
          return;
        }
        const day = calendarDayIn(occurredAt, await timeZoneInTransaction(tx, payload.businessSlug));
        const { refundId, cardId, businessSlug, amountCents } = payload;
        await recordFailedRefund(tx, this.tables, { refundId, cardId, businessSlug, amountCents, day });
      },
      // The owner deleted the business's test activity: it leaves every figure; deleting again finds nothing.
      'business.test-data-deleted': async ({ payload }, tx, batch) => {
        await batch.end(); // what the batch recorded before this event is written first, so it goes too
        await deleteTestActivity(tx, this.tables, payload.businessSlug);
      },
    };
  }

  /** Adds to a day's figures, of the whole business and at the day key's location. */
  private count(batch: Batch, [businessSlug, day, mode, locationId]: string[], add: DailyAmounts): void {
    this.daily.add(batch, [businessSlug, day, mode], add);
    this.locationDaily.add(batch, [businessSlug, day, mode, locationId], add);
  }

  /** A ledger row no redemption wrote, counted once on its day at `locationId` with the card's balances after it: whether it was new. */
  private async ledgerRowOnce(tx: Tx, batch: Batch, row: CardLedgerRowMove, kind: LedgerMoveKind, locationId: string | null = null): Promise<boolean> {
    if (!(await this.ledgerRowIsNew(tx, row))) return false;
    await this.countLedgerRow(tx, batch, row, kind, locationId);
    return true;
  }

  /** Records a ledger row no redemption wrote: whether it is new. */
  private ledgerRowIsNew(tx: Tx, row: CardLedgerRowMove): Promise<boolean> {
    return this.changeOnce(tx, `ledger:${row.ledgerId}`, row.cardId, row.businessSlug, row.testCard);
  }

  /** A new ledger row in the books on its day, and the card's balances after it: answers the day. */
  private async countLedgerRow(tx: Tx, batch: Batch, row: CardLedgerRowMove, kind: LedgerMoveKind, locationId: string | null): Promise<string> {
    const day = calendarDayIn(row.at, await timeZoneInTransaction(tx, row.businessSlug));
    this.move(batch, ledgerRowMove(row, day, kind, locationId), row.paidCents, row.bonusCents);
    this.change(batch, ledgerMove(row), row.testCard);
    return day;
  }

  /** Records a change of a card by its key: whether it is new (a change already applied is not applied again). */
  private changeOnce(tx: Tx, changeKey: string, cardId: string, businessSlug: string, test: boolean): Promise<boolean> {
    return recordCardChange(tx, this.tables, { changeKey, cardId, businessSlug, test: test === true });
  }

  private move(batch: Batch, move: Omit<MoveRow, 'paidCents' | 'bonusCents'>, paidCents: number, bonusCents: number): void {
    this.moves.add(batch, { ...move, paidCents, bonusCents });
  }

  private issue(batch: Batch, row: CardRow): void {
    this.cards.add(batch, { kind: 'issued', row });
  }

  /** `test`: a test card's change, which may come after the owner deleted the test activity (and the card with it). */
  private change(batch: Batch, change: CardChange, test?: boolean): void {
    this.cards.add(batch, { ...change, test: test === true });
  }
}

/** A ledger row in the books, on its day at its location: a redemption, an adjustment (credited, debited, a reversal), a cash-out, an expiry. */
const ledgerRowMove = (
  move: CardLedgerMove & { testCard?: boolean },
  day: string,
  kind: LedgerMoveKind,
  locationId: string | null,
): Omit<MoveRow, 'paidCents' | 'bonusCents'> => ({
  moveKey: `ledger:${move.ledgerId}`,
  cardId: move.cardId,
  businessSlug: move.businessSlug,
  day,
  kind,
  test: move.testCard === true,
  locationId,
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

/** A day's row of a business at a location ('': none recorded): its live figures, or its test figures. */
const dayKey = (businessSlug: string, day: string, test: boolean, locationId: string | null | undefined) => [businessSlug, day, test ? 'test' : 'live', locationId ?? ''];
