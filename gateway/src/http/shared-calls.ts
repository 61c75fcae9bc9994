/**
 * Identical questions asked while one is already on its way share its answer: the dashboard page asks for the
 * totals three times and for the 30 days twice at the same moment, and its six calls each resolve the same
 * session. Nothing is kept once the answer is in.
 */
export class SharedCalls {
  private readonly inFlight = new Map<string, Promise<unknown>>();

  run<T>(key: string, call: () => Promise<T>): Promise<T> {
    let pending = this.inFlight.get(key) as Promise<T> | undefined;
    if (!pending) {
      const asked: Promise<T> = call().finally(() => {
        if (this.inFlight.get(key) === asked) this.inFlight.delete(key);
      });
      this.inFlight.set(key, asked);
      pending = asked;
    }
    return pending;
  }

  /** Questions asked from now on are asked anew, not joined to one already on its way (its answer may be out of date). */
  forget(): void {
    this.inFlight.clear();
  }
}
