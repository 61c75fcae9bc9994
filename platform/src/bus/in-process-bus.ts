import type { AnyEventEnvelope } from '@gv/proto';
import { settleDelivery, type EventBus, type EventHandler, type SubscribeOptions } from './event-bus.js';

interface Group {
  members: { handler: EventHandler; options: SubscribeOptions }[];
  next: number;
}

const DEDUP_WINDOW_MS = 2 * 60_000;

/** In-memory bus for the all-in-one mode, with the same delivery contract as JetStream. */
export class InProcessBus implements EventBus {
  private readonly groups = new Map<string, Group>();
  private readonly seen = new Map<string, number>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private closed = false;

  async publish(events: AnyEventEnvelope[]): Promise<void> {
    const now = Date.now();
    for (const event of events) {
      if ((this.seen.get(event.id) ?? 0) > now - DEDUP_WINDOW_MS) continue;
      this.seen.set(event.id, now);
      for (const group of this.groups.values()) this.deliver(group, event, 1, 0);
    }
    if (this.seen.size > 100_000) this.forgetOlderThan(now - DEDUP_WINDOW_MS);
  }

  async subscribe(consumer: string, handler: EventHandler, options: SubscribeOptions = {}): Promise<void> {
    const group = this.groups.get(consumer) ?? { members: [], next: 0 };
    group.members.push({ handler, options });
    this.groups.set(consumer, group);
  }

  async health() {
    return { ok: !this.closed };
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
  }

  private deliver(group: Group, event: AnyEventEnvelope, attempt: number, delayMs: number): void {
    const timer = setTimeout(async () => {
      this.timers.delete(timer);
      if (this.closed) return;
      const member = group.members[group.next++ % group.members.length];
      const outcome = await settleDelivery(event, attempt, member.handler, member.options);
      if (outcome !== 'done') this.deliver(group, event, attempt + 1, outcome.retryInMs);
    }, delayMs);
    this.timers.add(timer);
  }

  private forgetOlderThan(cutoff: number): void {
    for (const [id, at] of this.seen) if (at < cutoff) this.seen.delete(id);
  }
}
