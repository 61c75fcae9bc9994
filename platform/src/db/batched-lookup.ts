interface Waiting<R> {
  resolve: (row: R | undefined) => void;
  reject: (error: unknown) => void;
}

/**
 * Lookups by key asked in one turn of the event loop leave as one query (`where key = any($1)`), and callers asking
 * for the same key share its row. Under load a service answers many requests per turn, and each query is a round
 * trip that wakes a database backend: on a small 2-core host a wake-up costs more than the lookup (decision 0023).
 * The row is shared, so callers must not change it.
 */
export class BatchedLookup<R> {
  private pending = new Map<string, Waiting<R>[]>();

  /** `fetch` answers the rows found for the keys, each under its key; a missing key means no row. */
  constructor(private readonly fetch: (keys: string[]) => Promise<Map<string, R>>) {}

  get(key: string): Promise<R | undefined> {
    return new Promise((resolve, reject) => {
      if (this.pending.size === 0) setImmediate(() => void this.flush());
      const waiting = this.pending.get(key);
      if (waiting) waiting.push({ resolve, reject });
      else this.pending.set(key, [{ resolve, reject }]);
    });
  }

  private async flush(): Promise<void> {
    const batch = this.pending;
    this.pending = new Map();
    try {
      const found = await this.fetch([...batch.keys()]);
      for (const [key, waiting] of batch) for (const { resolve } of waiting) resolve(found.get(key));
    } catch (error) {
      for (const waiting of batch.values()) for (const { reject } of waiting) reject(error);
    }
  }
}
