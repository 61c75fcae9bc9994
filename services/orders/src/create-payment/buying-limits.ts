import { Injectable } from '@nestjs/common';
import { now, Store, type DbOrTx, type DomainError } from '@gv/platform';
import { countBuying, uncountBuying, type BuyingCount } from '../db/buying-limit-repository.js';
import { cancelCapture, captureOf, claimCapture } from '../db/order-repository.js';
import type { OrderRow } from '../db/schema.js';
import { buyingCounts, buyingLimitReached, cardFingerprintCount } from '../domain/buying-limits.js';
import type { Checkout } from '../domain/checkout-form.js';
import type { CardForSale } from '../catalog-price/card-for-sale.js';

/** A checkout's counts against the day's limits: the limit that refused it, or how to give them back. */
export type CountedCheckout = { refused: DomainError } | { refused?: undefined; uncount(): Promise<void> };

/** Thrown inside the counting transaction to undo the counts made before the limit that refused. */
class LimitReached extends Error {}

/**
 * The day's buying limits (domain/buying-limits.ts), counted before a checkout is charged: every limit it counts
 * against moves in one transaction, so a checkout over any of them moves none, and concurrent checkouts queue on the
 * counter rows instead of reading and deciding.
 */
@Injectable()
export class BuyingLimits {
  constructor(private readonly store: Store) {}

  async count(checkout: Checkout, { quote, reloadCardId }: CardForSale & { reloadCardId?: string }, currency: string): Promise<CountedCheckout> {
    const priceCents = quote.salePriceCents * Math.max(1, checkout.gifts.length);
    const day = now().toISOString().slice(0, 10);
    const counts = buyingCounts({ businessSlug: checkout.businessSlug, buyerEmail: checkout.buyer.email, priceCents, currency, reloadCardId: reloadCardId ?? null }, day);
    const countAll = async (tx: DbOrTx) => {
      for (const { count, message } of counts) if (!(await countBuying(tx, count))) throw new LimitReached(message);
    };
    try {
      // One count is one statement, atomic on its own: a transaction would only add its begin and commit.
      await (counts.length === 1 ? countAll(this.store.db) : this.store.db.transaction(countAll));
    } catch (error) {
      if (error instanceof LimitReached) return { refused: buyingLimitReached(error.message) };
      throw error;
    }
    return { uncount: () => this.uncount(counts.map(({ count }) => count)) };
  }

  /**
   * Whether an authorized payment is completed or cancelled: decided once per order, the card that paid counted in
   * the same transaction (decision 0096); later asks answer the decision taken.
   */
  async decideCapture(order: OrderRow, fingerprint: string | undefined): Promise<'complete' | 'cancel'> {
    const count = cardFingerprintCount(order, fingerprint);
    const decide = async (tx: DbOrTx) => {
      if (!(await claimCapture(tx, order.id, count ? fingerprint! : null))) return undefined;
      if (!count || (await countBuying(tx, count))) return 'complete';
      await cancelCapture(tx, order.id);
      return 'cancel';
    };
    // Without a card to count, the claim alone decides: one statement, no transaction.
    const decided = count ? await this.store.db.transaction(decide) : await decide(this.store.db);
    return decided ?? ((await captureOf(this.store.db, order.id)) === 'cancel' ? 'cancel' : 'complete');
  }

  private async uncount(counts: BuyingCount[]): Promise<void> {
    await this.store.db.transaction(async (tx) => {
      for (const count of counts) await uncountBuying(tx, count);
    });
  }
}
