import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import { DB, type Db } from '@gv/platform';
import type { LedgerDiscrepancy, PaymentCredentials } from '@gv/proto';
import { EXTERNAL_SOURCE, orderRows, paymentRows } from '../db/schema.js';
import { SquarePayments } from '../square/square-payments.js';

const PAGE = 200;

/**
 * Asks Square (GetPayment, as reconciliation does) about each payment recorded since the last audit: a status other
 * than the recorded one, or no answer, is a discrepancy. Earlier payments were checked by earlier audits.
 */
@Injectable()
export class SquareCheck {
  constructor(@Inject(DB) private readonly db: Db, private readonly square: SquarePayments) {}

  async discrepanciesSince(since: string, report: (discrepancy: LedgerDiscrepancy) => void): Promise<void> {
    const credentials = new Map<string, Promise<PaymentCredentials>>();
    const credentialsOf = (slug: string) => credentials.get(slug) ?? credentials.set(slug, this.square.credentials(slug)).get(slug)!;
    let after = '';
    for (;;) {
      const rows = await this.db
        .select({ order: orderRows, paymentId: paymentRows.id, recordedStatus: paymentRows.status })
        .from(paymentRows)
        .innerJoin(orderRows, eq(orderRows.id, paymentRows.orderId))
        // A payment made outside the platform (a corporate order's, decision 0063) is not Square's to describe.
        .where(and(gt(paymentRows.recordedAt, since), ne(paymentRows.sourceType, EXTERNAL_SOURCE), sql`${paymentRows.id} > ${after}`))
        .orderBy(asc(paymentRows.id))
        .limit(PAGE);
      for (const { order, paymentId, recordedStatus } of rows) {
        const outcome = await credentialsOf(order.businessSlug).then(
          (found) => this.square.describe(order, found, paymentId),
          (error: Error) => ({ kind: 'unknown' as const, reason: error.message }),
        );
        const described = outcome.kind === 'payment' || outcome.kind === 'declined' ? outcome.payment : undefined;
        const squareStatus = described?.status ?? null;
        if (squareStatus !== recordedStatus) {
          report({ kind: 'payment-status-not-square', orderId: order.id, paymentId, recordedStatus, squareStatus, reason: squareStatus ? null : describeOutcome(outcome) });
        }
      }
      if (rows.length < PAGE) return;
      after = rows.at(-1)!.paymentId;
    }
  }
}

const describeOutcome = (outcome: { kind: string; code?: string; reason?: string }) => outcome.reason ?? outcome.code ?? outcome.kind;
