import type { KeyValueStore } from '../kv/key-value.js';

const SLOT_MS = 10_000;
const CHECK_EVERY_MS = 2_000;

const slotOf = (ms: number) => Math.floor(ms / SLOT_MS);
const slotKey = (service: string, slot: number) => `replicas:${service}:${slot}`;

/**
 * Counts a service's live replicas without a registry: each replica adds one (INCR) to the counter of every 10-second
 * slot it lives in, so the last finished slot's counter is the number of replicas that were up then.
 */
export class ReplicaCount {
  private timer?: NodeJS.Timeout;
  private lastSlot = -1;

  constructor(private readonly kv: KeyValueStore, private readonly service: string) {}

  start(): void {
    void this.checkIn();
    this.timer = setInterval(() => void this.checkIn(), CHECK_EVERY_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** The replicas of the last finished slot; in the first slot after a start, those that checked in so far. */
  async count(): Promise<number> {
    const slot = slotOf(Date.now());
    const previous = Number((await this.kv.get(slotKey(this.service, slot - 1))) ?? 0);
    if (previous > 0) return previous;
    return Math.max(1, Number((await this.kv.get(slotKey(this.service, slot))) ?? 0));
  }

  private async checkIn(): Promise<void> {
    const slot = slotOf(Date.now());
    if (slot === this.lastSlot) return;
    this.lastSlot = slot;
    await this.kv.incr(slotKey(this.service, slot), (3 * SLOT_MS) / 1000).catch(() => undefined);
  }
}
