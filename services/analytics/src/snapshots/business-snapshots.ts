import type { TransactionSnapshot } from './transaction-snapshot.js';

/** A business's figures as one read found them, with the transactions that read saw finished. */
export interface ReadSnapshot {
  seen: TransactionSnapshot;
}

interface Reading<T> {
  done: Promise<T>;
}

interface Business<T> {
  kept?: { snapshot: T; keptAt: number };
  reading?: Reading<T>;
  /** Transactions of this process that changed the business, not yet seen finished by a snapshot kept since. */
  unseen: Set<bigint>;
}

/**
 * One snapshot per business held in memory, read once for every caller asking while it is read, and kept for `ttlMs`
 * unless a transaction of this process changes the business (decision 0058); one asked for in the second half of that
 * time is read again in the background, so steady use never waits for the read. This process's changes are never
 * missed: a change is announced ({@link changing}) inside its transaction, before the commit, and drops the kept
 * snapshot and the read in flight; a read that might have begun before that commit is kept only once it saw the
 * transaction finish, and a caller who joined such a read after the commit reads again. What other processes commit
 * (another replica's consumer, a rebuild) shows once the kept snapshot has expired.
 */
export class BusinessSnapshots<T extends ReadSnapshot> {
  private readonly businesses = new Map<string, Business<T>>();

  constructor(private readonly read: (businessSlug: string) => Promise<T>, private readonly ttlMs: number) {}

  /** `mustSee`: transactions the caller heard committed (another replica's, announced): a snapshot must see them finish. */
  async of(businessSlug: string, mustSee: bigint[] = []): Promise<T> {
    // Changes that may have committed before this call; a snapshot for it must have seen each of them finish.
    const pending = [...(this.businesses.get(businessSlug)?.unseen ?? []), ...mustSee];
    for (;;) {
      const business = this.stateOf(businessSlug);
      const { kept } = business;
      if (kept && this.fresh(kept) && mustSee.every((xid) => kept.snapshot.seen.sees(xid))) {
        if (!business.reading && Date.now() - kept.keptAt >= this.ttlMs / 2) this.startReading(businessSlug, business).done.catch(() => undefined);
        return kept.snapshot;
      }
      const joined = business.reading;
      const snapshot = await (joined ?? this.startReading(businessSlug, business)).done;
      // A read begun by this call began after every commit before it; one joined may have begun earlier.
      if (!joined || pending.every((xid) => snapshot.seen.sees(xid))) return snapshot;
    }
  }

  /**
   * Transaction `xid` changed these businesses and is about to commit. `seen`: the transactions a statement of it saw
   * finished, which no later read can miss (each is forgotten where no read that began earlier is in flight). Expired
   * snapshots go here too: what a process holds is the businesses asked for within ttlMs and those changing now.
   */
  changing(businessSlugs: Iterable<string>, xid: bigint, seen: TransactionSnapshot): void {
    for (const [businessSlug, business] of this.businesses) {
      if (business.kept && !this.fresh(business.kept)) business.kept = undefined;
      if (!business.reading) for (const earlier of business.unseen) if (seen.sees(earlier)) business.unseen.delete(earlier);
      this.forgetIfIdle(businessSlug, business);
    }
    for (const businessSlug of businessSlugs) {
      const business = this.stateOf(businessSlug);
      business.kept = undefined;
      business.reading = undefined;
      business.unseen.add(xid);
    }
  }

  private startReading(businessSlug: string, business: Business<T>): Reading<T> {
    const reading = {} as Reading<T>;
    business.reading = reading;
    reading.done = this.readFor(businessSlug, business, reading);
    return reading;
  }

  private async readFor(businessSlug: string, business: Business<T>, reading: Reading<T>): Promise<T> {
    try {
      const snapshot = await this.read(businessSlug);
      // Not after a change dropped this read, nor before every change announced has finished.
      if (business.reading === reading && [...business.unseen].every((xid) => snapshot.seen.sees(xid))) this.keep(business, snapshot);
      return snapshot;
    } finally {
      if (business.reading === reading) business.reading = undefined;
      this.forgetIfIdle(businessSlug, business);
    }
  }

  private keep(business: Business<T>, snapshot: T): void {
    business.unseen.clear();
    business.kept = { snapshot, keptAt: Date.now() };
  }

  /** Kept less than ttlMs ago; a clock set back since counts as expired. */
  private fresh({ keptAt }: { keptAt: number }): boolean {
    const age = Date.now() - keptAt;
    return age >= 0 && age < this.ttlMs;
  }

  private stateOf(businessSlug: string): Business<T> {
    let business = this.businesses.get(businessSlug);
    if (!business) this.businesses.set(businessSlug, (business = { unseen: new Set() }));
    return business;
  }

  private forgetIfIdle(businessSlug: string, business: Business<T>): void {
    if (!business.kept && !business.reading && business.unseen.size === 0 && this.businesses.get(businessSlug) === business) this.businesses.delete(businessSlug);
  }
}
