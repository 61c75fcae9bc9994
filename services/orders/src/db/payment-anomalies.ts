import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { desc } from 'drizzle-orm';
import { DB, LOGGER, type Db, type Logger } from '@gv/platform';
import type { PaymentAnomaly } from '@gv/proto';
import type { Contradiction } from '../domain/payment-contradictions.js';
import { paymentAnomalyRows, type OrderRow } from './schema.js';

/** How many anomalies the super admin sees, newest first. */
const LATEST = 200;

/** Payments that contradicted their orders, kept for the super admin; Square's retries of one notification make one row. */
@Injectable()
export class PaymentAnomalies {
  constructor(@Inject(DB) private readonly db: Db, @Inject(LOGGER) private readonly logger: Logger) {}

  async record(order: OrderRow, payment: { id: string; amountCents?: number; currency?: string }, contradiction: Contradiction): Promise<void> {
    await this.db
      .insert(paymentAnomalyRows)
      .values({
        id: randomUUID(),
        ...contradiction,
        businessSlug: order.businessSlug,
        orderId: order.id,
        squarePaymentId: payment.id,
        amountCents: payment.amountCents ?? null,
        currency: payment.currency ?? null,
        orderAmountCents: order.priceCents,
      })
      .onConflictDoNothing();
    this.logger.warn({ orderId: order.id, squarePaymentId: payment.id, kind: contradiction.kind }, 'a Square payment contradicts its order; it settled nothing');
  }

  async latest(): Promise<PaymentAnomaly[]> {
    const rows = await this.db.select().from(paymentAnomalyRows).orderBy(desc(paymentAnomalyRows.detectedAt)).limit(LATEST);
    return rows.map(({ id: _id, detectedAt, ...anomaly }) => ({ ...anomaly, detectedAt: new Date(detectedAt).toISOString() }));
  }
}
