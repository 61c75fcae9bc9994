import { plainQuery, type Batch, type EventHandlers, type Tx } from '@gv/platform';
import type { AnyEventEnvelope } from '@gv/proto';
import { TransactionSnapshot } from '../snapshots/transaction-snapshot.js';

type AnyHandler = (event: AnyEventEnvelope, tx: Tx, batch: Batch) => Promise<void>;

/** Whoever keeps figures of businesses in memory and must hear when a transaction changes them. */
export interface ChangeListener {
  changing(businessSlugs: Iterable<string>, xid: bigint, seen: TransactionSnapshot): void;
}

/**
 * The handlers, each noting the business its event names. When the batch ends, inside its transaction and before
 * the commit (the consumer offers no later moment), the listener hears which businesses changed, the transaction's
 * id, and what it saw finished: one statement per batch.
 */
export function announcingChanges(handlers: EventHandlers, listener: ChangeListener): EventHandlers {
  const changed = {};
  const announced: Record<string, AnyHandler> = {};
  for (const [type, handler] of Object.entries(handlers) as [string, AnyHandler][]) {
    announced[type] = async (event, tx, batch) => {
      await handler(event, tx, batch);
      const { businessSlug } = event.payload as { businessSlug?: unknown };
      if (typeof businessSlug !== 'string') return;
      batch.collect(changed, () => new Set<string>(), (businessSlugs) => announce(batch.tx, businessSlugs, listener)).add(businessSlug);
    };
  }
  return announced as EventHandlers;
}

async function announce(tx: Tx, businessSlugs: Set<string>, listener: ChangeListener): Promise<void> {
  const [row] = await plainQuery<{ xid: string; seen: string }>(tx, 'select pg_current_xact_id()::text as xid, pg_current_snapshot()::text as seen');
  listener.changing(businessSlugs, BigInt(row.xid), TransactionSnapshot.parse(row.seen));
}
