import { ServiceUnavailableError } from './unavailable.js';

/**
 * Runs work for one key at a time in this process, in the order it arrived; work for different keys runs side by side.
 * A failed turn does not stop the next one. Used where the database would serialize the work anyway (one row's lock), so
 * that a burst on one key waits here, holding no connection, instead of as a herd of PostgreSQL lock waiters.
 *
 * Work whose turn comes more than `patienceMs` after it arrived is not started: its caller has stopped waiting (an RPC
 * times out at 10 s) and was told to try again, so doing it now would do what the caller believes undone. The work is
 * handed `stillWanted`, which throws the same refusal, to call before its first effect that cannot be rolled back.
 */
export class KeyedTurns {
  private readonly last = new Map<string, Promise<unknown>>();

  constructor(private readonly patienceMs: number) {}

  async take<T>(key: string, work: (stillWanted: () => void) => Promise<T>): Promise<T> {
    const arrived = Date.now();
    const stillWanted = () => {
      if (Date.now() - arrived > this.patienceMs) throw new ServiceUnavailableError(`${key}: waited over ${this.patienceMs} ms`);
    };
    const turn = (this.last.get(key) ?? Promise.resolve()).then(() => {
      stillWanted();
      return work(stillWanted);
    });
    const settled = turn.then(
      () => undefined,
      () => undefined,
    );
    this.last.set(key, settled);
    try {
      return await turn;
    } finally {
      if (this.last.get(key) === settled) this.last.delete(key);
    }
  }

  /** Keys with work queued or running. */
  get busyKeys(): number {
    return this.last.size;
  }
}
