import { sql } from 'drizzle-orm';
import { insertValues, runSql, type DbOrTx } from '@gv/platform';
import type { ProjectionTables } from './schema.js';

type Refunds = Pick<ProjectionTables, 'refunds' | 'buyers'>;
type RefundRow = Pick<ProjectionTables['refunds']['$inferInsert'], 'refundId' | 'cardId' | 'businessSlug' | 'amountCents' | 'day'>;

/** Records a refund of a card's paid value, counted where its card was sold: whether it was new. */
export async function recordRefund(tx: DbOrTx, { refunds }: Refunds, row: RefundRow & { test: boolean; locationId: string; orderId: string }): Promise<boolean> {
  return (await runSql(tx, sql`insert into ${refunds} ${insertValues(refunds, [row])} on conflict do nothing returning 1`)).length > 0;
}

/** Marks the refund failed (Square refused it); answers it unless it was unknown or failed already. */
export async function failRefund(tx: DbOrTx, { refunds }: Refunds, refundId: string) {
  const [failed] = await runSql<{ businessSlug: string; day: string; amountCents: number; test: boolean; locationId: string }>(
    tx,
    sql`update ${refunds} set failed = true where refund_id = ${refundId} and not failed
     returning business_slug as "businessSlug", day::text as day, amount_cents as "amountCents", test, location_id as "locationId"`,
  );
  return failed;
}

/** Records a refund heard of only as failed, so that it never counts; a test card's (as the card says) is test activity. */
export async function recordFailedRefund(tx: DbOrTx, { refunds, buyers }: Refunds, row: RefundRow): Promise<void> {
  await runSql(
    tx,
    sql`insert into ${refunds} (refund_id, card_id, business_slug, amount_cents, day, failed, test)
     select ${row.refundId}::text, ${row.cardId}::uuid, ${row.businessSlug}::text, ${row.amountCents}::integer, ${row.day}::date, true,
       coalesce((select test from ${buyers} where card_id = ${row.cardId}::uuid), false)
     on conflict do nothing`,
  );
}
