import { plainQuery, qualifiedName, type DbOrTx } from '@gv/platform';
import { disputeRows, type DisputeRow } from './schema.js';

export const DISPUTES = qualifiedName(disputeRows);

/**
 * The dispute's state and version as recorded, its row locked until the end of the transaction `tx` (so what is read
 * is what a write in the same transaction replaces); undefined when it is not recorded.
 */
export async function lockDispute(tx: DbOrTx, disputeId: string): Promise<Pick<DisputeRow, 'state' | 'version'> | undefined> {
  const [dispute] = await plainQuery<Pick<DisputeRow, 'state' | 'version'>>(tx, `select state, version from ${DISPUTES} where dispute_id = $1 for update`, [disputeId]);
  return dispute;
}
