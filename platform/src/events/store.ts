import type { AnyEventEnvelope } from '@gv/proto';
import type { Db, Tx } from '../db/database.js';
import type { Outbox } from './outbox.js';

/**
 * A service's database with its outbox (decision 0003): what a use case reads, and state changes that record their
 * events in the same transaction.
 */
export class Store {
  constructor(readonly db: Db, readonly outbox: Outbox) {}

  /**
   * `change` writes in one transaction and records its events with `record`; once it commits, the relay is asked to
   * publish them (no flushSoon to forget).
   */
  async transaction<T>(change: (tx: Tx, record: (...events: AnyEventEnvelope[]) => Promise<void>) => Promise<T>): Promise<T> {
    let recorded = false;
    const result = await this.db.transaction((tx) =>
      change(tx, async (...events) => {
        await this.outbox.add(tx, events);
        recorded ||= events.length > 0;
      }),
    );
    if (recorded) this.outbox.flushSoon();
    return result;
  }
}
