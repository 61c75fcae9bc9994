interface Shared {
  answer: Promise<unknown>;
  /** When a kept answer came; a refresh is asked once it is half its keepMs old. */
  cameAt?: number;
  refreshing?: boolean;
}

/**
 * Identical questions asked while one is already on its way share its answer: the dashboard page asks for the
 * totals three times and for the 30 days twice at the same moment, and its six calls each resolve the same
 * session. An answer is kept for `keepMs` after it came (none by default), for questions whose answer may be that
 * old; one asked for in the second half of that time is asked again in the background and replaced when the new one
 * comes, so steady use never waits for the call. A failure is never kept.
 */
export class SharedCalls {
  private readonly shared = new Map<string, Shared>();

  constructor(private readonly keepMs = 0) {}

  run<T>(key: string, call: () => Promise<T>): Promise<T> {
    const hit = this.shared.get(key);
    if (!hit) return this.ask(key, call()).answer as Promise<T>;
    if (hit.cameAt !== undefined && !hit.refreshing && Date.now() - hit.cameAt >= this.keepMs / 2) this.refresh(key, hit, call);
    return hit.answer as Promise<T>;
  }

  /**
   * Questions asked from now on are asked anew, not joined to an answer kept or on its way (it may be out of date):
   * every question, or those whose key `which` picks.
   */
  forget(which: (key: string) => boolean = () => true): void {
    for (const key of this.shared.keys()) if (which(key)) this.shared.delete(key);
  }

  private ask(key: string, answer: Promise<unknown>): Shared {
    const entry: Shared = { answer };
    const drop = () => {
      if (this.shared.get(key) === entry) this.shared.delete(key);
    };
    answer.then(() => {
      if (this.keepMs === 0) return drop();
      entry.cameAt = Date.now();
      setTimeout(drop, this.keepMs).unref();
    }, drop);
    this.shared.set(key, entry);
    return entry;
  }

  /** Asks again for a kept answer; the new one replaces it unless it was forgotten meanwhile. A failed refresh leaves the kept answer to expire. */
  private refresh(key: string, kept: Shared, call: () => Promise<unknown>): void {
    kept.refreshing = true;
    const answer = call();
    answer.then(
      () => {
        if (this.shared.get(key) === kept) this.ask(key, answer);
      },
      () => undefined,
    );
  }
}
