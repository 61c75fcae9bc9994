/** After a wake that found nothing, look again this soon: a write made inside a transaction shows at its commit, just after the wake. */
const RECHECK_MS = 50;

/**
 * Runs `pass` over and over: again at once while it reports more work, else
 * after `pollMs` or as soon as someone calls wake(). The embedded bus and job
 * queue use it to react to their own writes at once and to others' by polling.
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
    while (!this.stopped) {
      const woken = this.woken;
      this.woken = false;
      const more = await this.pass().catch(() => false);
      if (more || this.woken || this.stopped) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => this.resume?.(), woken ? RECHECK_MS : this.pollMs);
        this.resume = () => {
          clearTimeout(timer);
          this.resume = undefined;
          resolve();
        };
      });
    }
  }
}
