import type { AnyEventEnvelope } from '@gv/proto';
import type { Tx } from '../db/database.js';
import type { EventHandlers } from './consumer.js';

type BatchEnd = () => Promise<void>;
const batchEnds = new WeakMap<Tx, BatchEnd[]>();

/** Runs, in order, the work the batch's handlers left for its end ({@link BatchTotals}); call it before the commit. */
export async function endBatch(tx: Tx): Promise<void> {
  const ends = batchEnds.get(tx) ?? [];
  batchEnds.delete(tx);
  for (const end of ends) await end();
}

/** Applies events to handlers in one transaction, as one batch, without the consumer's inbox (a projection rebuild). */
export async function applyEvents(tx: Tx, handlers: EventHandlers, events: AnyEventEnvelope[]): Promise<void> {
  for (const event of events) {
    const handler = handlers[event.type] as ((event: AnyEventEnvelope, tx: Tx) => Promise<void>) | undefined;
    await handler?.(event, tx);
  }
  await endBatch(tx);
}

/**
 * Amounts added per key by the handlers of one batch, written once per key when the batch ends, in key order.
 * Why: a counter row updated once per event in one transaction gains a row version per update that every later
 * update walks; at 50 buyers such an update cost 0.27–0.34 ms against 0.04 ms for an insert (decision 0030).
 */
export class BatchTotals<Amounts extends Record<string, number>> {
  private readonly open = new WeakMap<Tx, Map<string, { key: string[]; amounts: Amounts }>>();

  constructor(private readonly write: (tx: Tx, key: string[], amounts: Amounts) => Promise<void>) {}

  add(tx: Tx, key: string[], amounts: Amounts): void {
    let totals = this.open.get(tx);
    if (!totals) {
      const batch = new Map<string, { key: string[]; amounts: Amounts }>();
      this.open.set(tx, batch);
      const ends = batchEnds.get(tx) ?? [];
      batchEnds.set(tx, ends);
      ends.push(() => this.writeAll(tx, batch));
      totals = batch;
    }
    const id = JSON.stringify(key);
    const sum = totals.get(id);
    if (!sum) totals.set(id, { key, amounts: { ...amounts } });
    else for (const name of Object.keys(amounts) as (keyof Amounts)[]) (sum.amounts[name] as number) += amounts[name];
  }

  private async writeAll(tx: Tx, batch: Map<string, { key: string[]; amounts: Amounts }>): Promise<void> {
    this.open.delete(tx);
    // One order for every writer, so two batches touching the same rows cannot deadlock.
    for (const id of [...batch.keys()].sort()) {
      const { key, amounts } = batch.get(id)!;
      await this.write(tx, key, amounts);
    }
  }
}
