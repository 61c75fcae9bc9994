/**
 * Identical questions asked while one is already on its way share its answer: the dashboard page asks for the
 * totals three times and for the 30 days twice at the same moment, and its six calls each resolve the same
 * session. An answer is kept for `keepMs` after it came (none by default), for questions whose answer may be that
 * old; a failure is never kept.
 */
export class SharedCalls {
  private readonly shared = new Map<string, Promise<unknown>>();

  constructor(private readonly keepMs = 0) {}

  run<T>(key: string, call: () => Promise<T>): Promise<T> {
    let pending = this.shared.get(key) as Promise<T> | undefined;
    if (!pending) {
      const asked: Promise<T> = call();
      const drop = () => {
        if (this.shared.get(key) === asked) this.shared.delete(key);
      };
      asked.then(() => (this.keepMs > 0 ? setTimeout(drop, this.keepMs).unref() : drop()), drop);
      this.shared.set(key, asked);
      pending = asked;
    }
    return pending;
  }

  /** Questions asked from now on are asked anew, not joined to an answer kept or on its way (it may be out of date). */
  forget(): void {
    this.shared.clear();
  }
}
