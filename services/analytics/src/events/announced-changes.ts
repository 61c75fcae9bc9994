import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { runSql, RPC, type Batch, type EventHandlers, type RpcClient, type Tx } from '@gv/platform';
import { AnalyticsNotice, type AnyEventEnvelope } from '@gv/proto';
import { TransactionSnapshot } from '../snapshots/transaction-snapshot.js';

type AnyHandler = (event: AnyEventEnvelope, tx: Tx, batch: Batch) => Promise<void>;

/** Whoever keeps figures of businesses in memory and must hear when a transaction changes them. */
export interface ChangeListener {
  changing(businessSlugs: Iterable<string>, xid: bigint, seen: TransactionSnapshot): void;
}

/** Tells every process that keeps figures of businesses (the gateways) which businesses a committed transaction changed. */
@Injectable()
export class ChangeNotices {
  constructor(@Inject(RPC) private readonly rpc: RpcClient) {}

  committed(businessSlugs: Iterable<string>, xid: bigint): void {
    this.rpc.notify(AnalyticsNotice.businessesChanged, { businessSlugs: [...businessSlugs], xid: String(xid) });
  }
}

/**
 * The handlers, each noting the business its event names. When the batch ends, inside its transaction and before
 * the commit, the listener hears which businesses changed, the transaction's id, and what it saw finished: one
 * statement per batch. Once the transaction committed, the same is announced to every process (decision 0070).
 */
export function announcingChanges(handlers: EventHandlers, listener: ChangeListener, notices: ChangeNotices): EventHandlers {
  const changed = {};
  const announced: Record<string, AnyHandler> = {};
  for (const [type, handler] of Object.entries(handlers) as [string, AnyHandler][]) {
    announced[type] = async (event, tx, batch) => {
      await handler(event, tx, batch);
      const { businessSlug } = event.payload as { businessSlug?: unknown };
      if (typeof businessSlug !== 'string') return;
      batch.collect(changed, () => new Set<string>(), (businessSlugs) => announce(batch, businessSlugs, listener, notices)).add(businessSlug);
    };
  }
  return announced as EventHandlers;
}

async function announce(batch: Batch, businessSlugs: Set<string>, listener: ChangeListener, notices: ChangeNotices): Promise<void> {
  const [row] = await runSql<{ xid: string; seen: string }>(batch.tx, sql`select pg_current_xact_id()::text as xid, pg_current_snapshot()::text as seen`);
  const xid = BigInt(row.xid);
  listener.changing(businessSlugs, xid, TransactionSnapshot.parse(row.seen));
  batch.afterCommit(() => notices.committed(businessSlugs, xid));
}
