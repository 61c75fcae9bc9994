import type { AnyEventEnvelope } from '@gv/proto';
import { insertValues, runSql, type DbOrTx, type Outbox } from '@gv/platform';
import { sql } from 'drizzle-orm';
import { disputeRows, type DisputeRow } from './schema.js';

/**
 * The dispute's state and version as recorded, its row locked until the end of the transaction `tx` (so what is read
 * is what a write in the same transaction replaces); undefined when it is not recorded.
 */
export async function lockDispute(tx: DbOrTx, disputeId: string): Promise<Pick<DisputeRow, 'state' | 'version'> | undefined> {
  const [dispute] = await runSql<Pick<DisputeRow, 'state' | 'version'>>(tx, sql`select state, version from ${disputeRows} where dispute_id = ${disputeId} for update`);
  return dispute;
}

export type DisputeWrite = Omit<DisputeRow, 'createdAt' | 'updatedAt'>;

/**
 * One statement: the dispute's row at `at`, and `event`, recorded only when the row was written. A first record
 * (`replace` false) never replaces a row another delivery wrote; a replacing one applies only a newer version, so a
 * replayed or older description writes nothing and records no event. Whether the row was written.
 */
export async function writeDispute(tx: DbOrTx, outbox: Outbox, row: DisputeWrite, at: string, replace: boolean, event?: AnyEventEnvelope): Promise<boolean> {
  const conflict = replace
    ? sql`do update set amount_cents = excluded.amount_cents, reason = excluded.reason, state = excluded.state, version = excluded.version,
           updated_at = excluded.updated_at where disputes.version < excluded.version`
    : sql`do nothing`;
  const recorded = event ? sql`, ${outbox.recorded([event], 'written')}` : sql``;
  const rows = await runSql<{ dispute_id: string }>(
    tx,
    sql`with written as (insert into ${disputeRows} as disputes ${insertValues(disputeRows, [{ ...row, createdAt: at, updatedAt: at }])}
          on conflict (dispute_id) ${conflict} returning dispute_id)${recorded}
        select dispute_id from written`,
  );
  return rows.length > 0;
}
