import type pg from 'pg';
import { SERVICE_NAMES } from '@gv/proto';
import { JetStreamBus } from '@gv/platform/engines';

/**
 * Nothing left in flight, so what is checked next will not move: every outbox published, every service's consumer of
 * the event stream caught up, every paid order's card issued, no order pending and no gift about to come due. Answers
 * what is still moving, empty when nothing is.
 */
export async function stillMoving(sql: pg.Client, natsUrl: string, stream: string): Promise<string[]> {
  const moving: string[] = [];
  const outboxes = (await sql.query<{ table_schema: string }>(`select table_schema from information_schema.tables where table_name = 'outbox'`)).rows;
  for (const { table_schema } of outboxes) {
    const [{ n }] = (await sql.query<{ n: number }>(`select count(*)::int as n from "${table_schema}".outbox where published_at is null`)).rows;
    if (n > 0) moving.push(`${n} events of ${table_schema} to publish`);
  }
  const bus = await JetStreamBus.connect(natsUrl, stream);
  try {
    for (const service of SERVICE_NAMES) {
      const lag = await bus.lag(service);
      if (lag > 0) moving.push(`${lag} events for ${service} to handle`);
    }
  } finally {
    await bus.close();
  }
  const [{ n }] = (
    await sql.query<{ n: number }>(
      `select count(*)::int as n from orders.orders o where o.status = 'paid' and not exists (select 1 from redemption.issued_cards c where c.order_id = o.id::text)`,
    )
  ).rows;
  if (n > 0) moving.push(`${n} paid orders without their cards`);
  // A checkout that failed while Square or the platform was out of reach: the reconciliation sweep settles it a minute
  // or two later, charging it and issuing its cards.
  const [{ pending }] = (await sql.query<{ pending: number }>(`select count(*)::int as pending from orders.orders where status = 'pending'`)).rows;
  if (pending > 0) moving.push(`${pending} orders pending, for the reconciliation sweep to settle`);
  // A gift the load scheduled a minute ahead comes due after the load: its sending and its email are still to come.
  const [{ due }] = (
    await sql.query<{ due: number }>(
      `select count(*)::int as due from redemption.issued_cards
       where deliver_at is not null and delivered_at is null and status = 'active' and deliver_at::timestamptz < now() + interval '2 minutes'`,
    )
  ).rows;
  if (due > 0) moving.push(`${due} scheduled gifts coming due`);
  return moving;
}
