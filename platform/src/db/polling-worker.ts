import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { PollLoop } from './poll-loop.js';

/**
 * A worker for work kept in its service's own tables: a turn as soon as it is woken (a write committed), again at
 * once while a turn says there may be more, else every `pollMs` (retries, leases that ran out, other replicas'
 * writes); with `idleMs` above `pollMs`, less and less often while it stays idle, up to every `idleMs` (PollLoop). It
 * starts with the application; at shutdown no turn starts and the one in progress ends first.
 */
export abstract class PollingWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly loop: PollLoop;

  protected constructor(pollMs: number, idleMs = pollMs) {
    this.loop = new PollLoop(() => this.turn(), pollMs, idleMs);
  }

  /** One turn (a test may run one itself); resolves true when there may be more work right away. */
  abstract turn(): Promise<boolean>;

  onApplicationBootstrap(): void {
    this.loop.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.loop.stop();
  }

  /** Work was written: look now (and again just after, should its transaction not have committed yet). */
  wake(): void {
    this.loop.wake();
  }
}
