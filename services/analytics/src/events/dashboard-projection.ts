import { sql } from 'drizzle-orm';
import { BatchRows, BatchTotals, insertRows, plainQuery, qualifiedName, type Batch, type Columns, type EventHandlers, type Tx } from '@gv/platform';
import { calendarDayIn, type GiftCardEventPayload } from '@gv/proto';
import { timeZoneInTransaction } from '../db/business-time-zones.js';
import type { ProjectionTables } from '../db/schema.js';

type DailyAmounts = { cardsSold: number; revenueCents: number; redeemedCents: number };

/** A completed payment, counted on its calendar day in the business's time zone. */
interface SaleRow {
  orderId: string;
  businessSlug: string;
  amountCents: number;
  day: string;
  test: boolean;
}
const SALE_COLUMNS: Columns<SaleRow> = { orderId: 'order_id', businessSlug: 'business_slug', amountCents: 'amount_cents', day: 'day', test: 'test' };

/** An issued card and who bought it, for the orders views. */
interface BuyerRow {
  cardId: string;
  businessSlug: string;
  giftCardId: string;
  giftCardName: string;
  purchaseType: string;
  buyerName: string;
  buyerEmail: string;
  recipientName: string | null;
  recipientEmail: string | null;
  faceValueCents: number;
  priceCents: number;
  purchasedAt: string;
  orderId: string;
  test: boolean;
}
const BUYER_COLUMNS: Columns<BuyerRow> = {
  cardId: 'card_id',
  businessSlug: 'business_slug',
  giftCardId: 'gift_card_id',
  giftCardName: 'gift_card_name',
  purchaseType: 'purchase_type',
  buyerName: 'buyer_name',
  buyerEmail: 'buyer_email',
  recipientName: 'recipient_name',
  recipientEmail: 'recipient_email',
  faceValueCents: 'face_value_cents',
  priceCents: 'price_cents',
  purchasedAt: 'purchased_at',
  orderId: 'order_id',
  test: 'test',
};

/**
 * Projects businesses, sales, buyers, redemptions and the catalog's cards into one table set
 * (the live one, or a set being rebuilt). Each change is keyed by what it is
 * about (order, card, ledger row), so an event applied twice counts once, and
 * the daily sums move only when that key is new, added up over the batch (whoever
 * applies the handlers ends the batch: the consumer, or applyEvents). A sale or redemption counts on
 * its calendar day in the business's time zone as it stands when the event is
 * applied (live: the zone then; a rebuild: the current one).
 */
export class DashboardProjection {
  /** Names for the plain SQL statements, of this projection's table set. */
  private readonly names: { sales: string; buyers: string; daily: string; redemptions: string };
  /** The batch's sales, inserted by one statement when it ends; only a sale that is new adds to its day. */
  private readonly sales = new BatchRows<SaleRow>(async (batch, rows) => {
    const insert = insertRows(rows, SALE_COLUMNS);
    const recorded = await plainQuery<{ businessSlug: string; day: string; amountCents: number; test: boolean }>(
      batch.tx,
      `insert into ${this.names.sales} ${insert.sql} on conflict do nothing
       returning business_slug as "businessSlug", day::text as day, amount_cents as "amountCents", test`,
      insert.params,
    );
    for (const sale of recorded) this.daily.add(batch, dayKey(sale.businessSlug, sale.day, sale.test), { cardsSold: 1, revenueCents: sale.amountCents, redeemedCents: 0 });
  });
  /** The batch's buyers, inserted by one statement when it ends (see BatchRows). */
  private readonly buyers = new BatchRows<BuyerRow>(async ({ tx }, rows) => {
    const insert = insertRows(rows, BUYER_COLUMNS);
    await plainQuery(tx, `insert into ${this.names.buyers} ${insert.sql} on conflict do nothing`, insert.params);
  });
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
    };
    this.testActivity = [this.names.sales, this.names.buyers, this.names.redemptions, this.names.daily];
  }

  handlers(): EventHandlers {
    const { giftCards, businesses } = this.tables;
    return {
      'business-admin.provisioned': async ({ payload }, tx) => {
        await tx.insert(businesses).values({ businessSlug: payload.businessSlug }).onConflictDoNothing();
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
        this.sales.add(batch, { orderId: payload.orderId, businessSlug: payload.businessSlug, amountCents: payload.amountCents, day, test: payload.testMode === true });
      },
      'gift-card.issued': async ({ payload }, _tx, batch) => {
        this.buyers.add(batch, {
          cardId: payload.cardId,
          businessSlug: payload.businessSlug,
          giftCardId: payload.giftCardId,
          giftCardName: payload.giftCardName,
          purchaseType: payload.purchaseType,
          buyerName: payload.buyer.name,
          buyerEmail: payload.buyer.email,
          recipientName: payload.recipient?.name ?? null,
          recipientEmail: payload.recipient?.email ?? null,
          faceValueCents: payload.faceValueCents,
          priceCents: payload.priceCents,
          purchasedAt: payload.issuedAt,
          orderId: payload.orderId,
          test: payload.testCard === true,
        });
      },
      'gift-card.redeemed': async ({ payload }, tx, batch) => {
        const day = calendarDayIn(payload.redeemedAt, await timeZoneInTransaction(tx, payload.businessSlug));
        await this.countOnce(
          batch,
          `insert into ${this.names.redemptions} (ledger_id, card_id, business_slug, amount_cents, balance_after_cents, redeemed_at, day, test)
           values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict do nothing returning 1`,
          [payload.ledgerId, payload.cardId, payload.businessSlug, payload.amountCents, payload.balanceAfterCents, payload.redeemedAt, day, payload.testCard === true],
          dayKey(payload.businessSlug, day, payload.testCard === true),
          { cardsSold: 0, revenueCents: 0, redeemedCents: payload.amountCents },
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

  /** Runs `insert`, which returns a row only when what it records is new, and only then adds to the day's totals. */
  private async countOnce(batch: Batch, insert: string, params: unknown[], key: string[], add: DailyAmounts): Promise<void> {
    const recorded = await plainQuery(batch.tx, insert, params);
    if (recorded.length > 0) this.daily.add(batch, key, add);
  }

  /** Adds one batch's totals for a business's day to its row. */
  private async addToDay(tx: Tx, [businessSlug, day, mode]: string[], add: DailyAmounts): Promise<void> {
    await plainQuery(
      tx,
      `insert into ${this.names.daily} as d (business_slug, day, cards_sold, revenue_cents, redeemed_cents, test) values ($1, $2, $3, $4, $5, $6)
       on conflict (business_slug, day, test) do update set cards_sold = d.cards_sold + excluded.cards_sold,
         revenue_cents = d.revenue_cents + excluded.revenue_cents, redeemed_cents = d.redeemed_cents + excluded.redeemed_cents`,
      [businessSlug, day, add.cardsSold, add.revenueCents, add.redeemedCents, mode === 'test'],
    );
  }
}

/** A day's row of a business: its live figures, or its test figures. */
const dayKey = (businessSlug: string, day: string, test: boolean) => [businessSlug, day, test ? 'test' : 'live'];
