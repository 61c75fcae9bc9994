import { sql } from 'drizzle-orm';
import type { EventHandlers, Tx } from '@gv/platform';
import { calendarDayIn, type GiftCardEventPayload } from '@gv/proto';
import { timeZoneOf } from '../db/business-time-zones.js';
import type { ProjectionTables } from '../db/schema.js';

/**
 * Projects businesses, sales, buyers, redemptions and the catalog's cards into one table set
 * (the live one, or a set being rebuilt). Each change is keyed by what it is
 * about (order, card, ledger row), so an event applied twice counts once, and
 * the daily sums move only when that key is new. A sale or redemption counts on
 * its calendar day in the business's time zone as it stands when the event is
 * applied (live: the zone then; a rebuild: the current one).
 */
export class DashboardProjection {
  constructor(private readonly tables: ProjectionTables) {}

  handlers(): EventHandlers {
    const { giftCards, sales, buyers, redemptions, businesses } = this.tables;
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
      'payment.completed': async ({ payload }, tx) => {
        const day = calendarDayIn(payload.completedAt, await timeZoneOf(tx, payload.businessSlug));
        const [sale] = await tx
          .insert(sales)
          .values({ orderId: payload.orderId, businessSlug: payload.businessSlug, amountCents: payload.amountCents, day })
          .onConflictDoNothing()
          .returning({ orderId: sales.orderId });
        if (sale) await this.addToDay(tx, payload.businessSlug, day, { cardsSold: 1, revenueCents: payload.amountCents });
      },
      'gift-card.issued': async ({ payload }, tx) => {
        await tx
          .insert(buyers)
          .values({
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
          })
          .onConflictDoNothing();
      },
      'gift-card.redeemed': async ({ payload }, tx) => {
        const day = calendarDayIn(payload.redeemedAt, await timeZoneOf(tx, payload.businessSlug));
        const [redemption] = await tx
          .insert(redemptions)
          .values({
            ledgerId: payload.ledgerId,
            cardId: payload.cardId,
            businessSlug: payload.businessSlug,
            amountCents: payload.amountCents,
            balanceAfterCents: payload.balanceAfterCents,
            redeemedAt: payload.redeemedAt,
            day,
          })
          .onConflictDoNothing()
          .returning({ ledgerId: redemptions.ledgerId });
        if (redemption) await this.addToDay(tx, payload.businessSlug, day, { redeemedCents: payload.amountCents });
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

  private async addToDay(
    tx: Tx,
    businessSlug: string,
    day: string,
    add: { cardsSold?: number; revenueCents?: number; redeemedCents?: number },
  ): Promise<void> {
    const { daily } = this.tables;
    const cardsSold = add.cardsSold ?? 0;
    const revenueCents = add.revenueCents ?? 0;
    const redeemedCents = add.redeemedCents ?? 0;
    await tx
      .insert(daily)
      .values({ businessSlug, day, cardsSold, revenueCents, redeemedCents })
      .onConflictDoUpdate({
        target: [daily.businessSlug, daily.day],
        set: {
          cardsSold: sql`${daily.cardsSold} + ${cardsSold}`,
          revenueCents: sql`${daily.revenueCents} + ${revenueCents}`,
          redeemedCents: sql`${daily.redeemedCents} + ${redeemedCents}`,
        },
      });
  }
}
