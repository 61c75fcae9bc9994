/** After a wake that found nothing, look again this soon: a write made inside a transaction shows at its commit, just after the wake. */
const RECHECK_MS = 50;

/** An idle loop's wait doubles after each quiet pass, up to this many times its pollMs (see PollLoop's idleMs). */
export const IDLE_SLOWDOWN = 8;

/** The wait after a quiet pass that followed a wait of `waitedMs`: twice as long, at most `idleMs`. */
export const nextIdleWait = (waitedMs: number, idleMs: number): number => Math.min(waitedMs * 2, idleMs);

/** The longest timer Node keeps (about 24.8 days); work due later is found by a poll. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Runs `pass` over and over: again at once while it reports more work, else
 * after `pollMs` or as soon as someone calls wake(). The embedded bus and job
 * queue use it to react to their own writes at once and to others' by polling.
 * With `idleMs` above `pollMs`, a loop left quiet looks less and less often, up
 * to every `idleMs`; a wake or a pass with more work starts again from `pollMs`.
 */
export class PollLoop {
  private woken = false;
  private stopped = false;
  private resume?: () => void;
  private readonly timers = new Set<NodeJS.Timeout>();
  private running: Promise<void> = Promise.resolve();

  constructor(
    /** Resolves true when there may be more work right away. Errors count as no work (the engine is retried at the next poll). */
    private readonly pass: () => Promise<boolean>,
    private readonly pollMs: number,
    private readonly idleMs = pollMs,
  ) {}

  start(): void {
    this.running = this.run();
  }

  wake(): void {
    this.woken = true;
    this.resume?.();
  }

  /** Wakes the loop after delayMs (for work known to fall due then). */
  wakeIn(delayMs: number): void {
    if (delayMs > MAX_TIMER_MS) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.wake();
    }, delayMs);
    this.timers.add(timer);
  }

  /** No pass starts after this; resolves once the pass in progress (if any) has ended. */
  stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.resume?.();
    return this.running;
  }

  private async run(): Promise<void> {
    let quietWait = this.pollMs;
    while (!this.stopped) {
      const woken = this.woken;
      this.woken = false;
      const more = await this.pass().catch(() => false);
      if (more || woken) quietWait = this.pollMs;
      if (more || this.woken || this.stopped) continue;
      const wait = woken ? RECHECK_MS : quietWait;
      if (!woken) quietWait = nextIdleWait(quietWait, this.idleMs);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => this.resume?.(), wait);
        this.resume = () => {
          clearTimeout(timer);
          this.resume = undefined;
          resolve();
        };
      });
    }
  }
}
