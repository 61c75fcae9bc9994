/**
 * Which transactions a statement saw as finished: PostgreSQL's `pg_current_snapshot()` as text, `xmin:xmax:xip,…`.
 * A transaction it sees either committed before the statement read (its writes are in what was read) or rolled back.
 */
export class TransactionSnapshot {
  private constructor(
    private readonly xmin: bigint,
    private readonly xmax: bigint,
    private readonly inProgress: ReadonlySet<bigint>,
  ) {}

  static parse(text: string): TransactionSnapshot {
    const [xmin, xmax, xip] = text.split(':');
    if (xmin === undefined || xmax === undefined || xip === undefined) throw new Error(`not a transaction snapshot: ${text}`);
    return new TransactionSnapshot(BigInt(xmin), BigInt(xmax), new Set(xip === '' ? [] : xip.split(',').map(BigInt)));
  }

  /** Whether the transaction `xid` had finished when the snapshot was taken (as `pg_visible_in_snapshot`). */
  sees(xid: bigint): boolean {
    return xid < this.xmin || (xid < this.xmax && !this.inProgress.has(xid));
  }
}
