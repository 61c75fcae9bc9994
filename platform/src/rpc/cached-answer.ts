/**
 * An answer that changes with a deploy, not with data (another service's configuration, say), asked for again only
 * once `ttlMs` has passed since it was got. Callers at the same moment share one call; a failed call is not kept.
 */
export class CachedAnswer<T> {
  private answer?: Promise<T>;
  private askedAt = 0;

  constructor(
    private readonly ask: () => Promise<T>,
    private readonly ttlMs: number,
  ) {}

  get(): Promise<T> {
    if (!this.answer || performance.now() - this.askedAt > this.ttlMs) {
      this.askedAt = performance.now();
      const answer = this.ask();
      this.answer = answer;
      answer.catch(() => {
        if (this.answer === answer) this.answer = undefined;
      });
    }
    return this.answer;
  }
}
