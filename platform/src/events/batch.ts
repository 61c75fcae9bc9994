import type { Tx } from '../db/database.js';

/**
 * The events a consumer handles in one transaction, handed to each handler beside the transaction. Handlers that write
 * rows of a kind for many events leave them to the batch ({@link BatchRows}, {@link BatchTotals}), which writes them
 * when it ends: one statement per table, or one per key, instead of one per event. Whoever opens a batch ends it before
 * the commit: the consumer, or applyEvents.
 */
export class Batch {
  private readonly collected = new Map<object, unknown>();
  private pending: (() => Promise<void>)[] = [];
  private readonly onCommit: (() => void)[] = [];

  constructor(readonly tx: Tx) {}

  /**
   * `then` runs once the consumer's transaction committed, never when it rolled back; a batch of applyEvents (a
   * rebuild, whose caller commits) runs none.
   */
  afterCommit(then: () => void): void {
    this.onCommit.push(then);
  }

  /** The consumer, once it committed. */
  committed(): void {
    for (const then of this.onCommit.splice(0)) then();
  }

  /**
   * What `owner` collects in this batch: made by `open` on the first call, handed to `write` when the batch ends
   * (writers run in the order they first collected).
   */
  collect<T>(owner: object, open: () => T, write: (collected: T) => Promise<void>): T {
    if (this.collected.has(owner)) return this.collected.get(owner) as T;
    const collected = open();
    this.collected.set(owner, collected);
    this.pending.push(() => {
      this.collected.delete(owner);
      return write(collected);
    });
    return collected;
  }

  /** Writes what was collected, and what those writes collected in turn. May be called again: it writes what came since. */
  async end(): Promise<void> {
    while (this.pending.length > 0) {
      const writes = this.pending;
      this.pending = [];
      for (const write of writes) await write();
    }
  }
}

/**
 * Rows the handlers of one batch insert into one table, written by one statement when the batch ends: under load a
 * batch holds a dozen events of a kind, and each statement is a round trip that wakes a database backend (decision
 * 0033). `write` gets the batch's rows in the order they were added.
 */
export class BatchRows<Row> {
  constructor(private readonly write: (batch: Batch, rows: Row[]) => Promise<void>) {}

  add(batch: Batch, row: Row): void {
    batch.collect(this, (): Row[] => [], (rows) => this.write(batch, rows)).push(row);
  }
}

type Total<Amounts> = { key: string[]; amounts: Amounts };

/**
 * Amounts added per key by the handlers of one batch, written once per key when the batch ends, in key order.
 * Why: a counter row updated once per event in one transaction gains a row version per update that every later
 * update walks; at 50 buyers such an update cost 0.27–0.34 ms against 0.04 ms for an insert (decision 0030).
 */
export class BatchTotals<Amounts extends Record<string, number>> {
  constructor(private readonly write: (tx: Tx, key: string[], amounts: Amounts) => Promise<void>) {}

  add(batch: Batch, key: string[], amounts: Amounts): void {
    const totals = batch.collect(this, () => new Map<string, Total<Amounts>>(), (all) => this.writeAll(batch.tx, all));
    const id = JSON.stringify(key);
    const sum = totals.get(id);
    if (!sum) totals.set(id, { key, amounts: { ...amounts } });
    else for (const name of Object.keys(amounts) as (keyof Amounts)[]) (sum.amounts[name] as number) += amounts[name];
  }

  private async writeAll(tx: Tx, totals: Map<string, Total<Amounts>>): Promise<void> {
    // One order for every writer, so two batches touching the same rows cannot deadlock.
    for (const id of [...totals.keys()].sort()) {
      const { key, amounts } = totals.get(id)!;
      await this.write(tx, key, amounts);
    }
  }
}
