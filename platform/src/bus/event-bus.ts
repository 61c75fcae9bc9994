import type { AnyEventEnvelope } from '@gv/proto';
import type { DbOrTx } from '../db/database.js';
import { AwaitingEarlierEvent } from '../errors.js';
import type { Check } from '../health.js';
import { isUnavailable } from '../unavailable.js';

export type EventHandler = (event: AnyEventEnvelope, attempt: number) => Promise<void>;

export interface SubscribeOptions {
  /**
   * The event types the handler takes; others are not delivered (JetStream does not even send them).
   * Absent: every type.
   */
  types?: readonly string[];
  /** Deliveries before the event goes to the dead-letter callback. */
  maxAttempts?: number;
  /** Delay before redelivery number n (1-based), in ms. */
  backoffMs?: (attempt: number) => number;
  /** Called once when an event failed maxAttempts times; the event is then acknowledged. */
  onDeadLetter?: (event: AnyEventEnvelope, error: Error) => Promise<void>;
}

/**
 * At-least-once event delivery. Subscribers sharing a consumer name share the
 * work (each event goes to one of them); every consumer name gets every event.
 * A failing handler is retried with backoff, then dead-lettered, never dropped.
 * Publishing an event id already published within the dedup window is a no-op.
 */
export interface EventBus {
  /**
   * `tx` is the caller's open transaction (the outbox relay's): a bus that
   * keeps its log in the same database appends there, so the events are
   * published when that transaction commits; other buses ignore it.
   */
  publish(events: AnyEventEnvelope[], tx?: DbOrTx): Promise<void>;
  subscribe(consumer: string, handler: EventHandler, options?: SubscribeOptions): Promise<void>;
  health(): Promise<Check>;
  /** Events published that this consumer name has not yet settled (handled, or set aside as a dead letter). */
  lag(consumer: string): Promise<number>;
  /**
   * Stops delivering to this process's subscribers and resolves once the deliveries in hand are settled
   * (acknowledged, or owed a retry); publishing still works. The first step of a graceful shutdown.
   */
  drain(): Promise<void>;
  close(): Promise<void>;
}

/** An event as the bus holds it, with its position there (the stream's or the log's sequence number). */
export interface ReplayedEvent {
  position: number;
  event: AnyEventEnvelope;
}

/** Reading back what a bus still holds, to rebuild a projection from it (older events leave after the retention). */
export interface EventReplay {
  /**
   * Positions of the first and last event held; `first` is 1 while nothing has aged out, `last` is 0 before any publish.
   * `tx`, as for publish: a bus in this database reads within the caller's open transaction.
   */
  retained(tx?: DbOrTx): Promise<{ first: number; last: number }>;
  /** The events after `position`, up to the last one held when called, in publishing order, in batches. */
  replay(after: number, tx?: DbOrTx): AsyncIterable<ReplayedEvent[]>;
}

export const DEFAULT_MAX_ATTEMPTS = 8;
/**
 * Deliveries of an event awaiting an earlier one: with the default backoff, about six minutes, beyond JetStream's
 * redelivery of an event a stopped or killed process held unacknowledged (30 s).
 */
const AWAITING_MAX_ATTEMPTS = 20;

export function defaultBackoff(attempt: number): number {
  return Math.min(100 * 2 ** (attempt - 1), 30_000);
}

/**
 * What to do after a handler ran: the shared retry policy of every adapter. Never rejects. A failure because an engine
 * or a service was out of reach is delivered again however many attempts it took, never set aside: a restart that
 * outlasted the backoff would otherwise leave the event in a dead letter, and its projection short of what a rebuild
 * from the stream finds.
 */
export async function settleDelivery(
  event: AnyEventEnvelope,
  attempt: number,
  handler: EventHandler,
  options: SubscribeOptions,
): Promise<{ retryInMs: number } | 'done'> {
  if (options.types && !options.types.includes(event.type)) return 'done';
  try {
    await handler(event, attempt);
    return 'done';
  } catch (error) {
    const maxAttempts = Math.max(options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS, error instanceof AwaitingEarlierEvent ? AWAITING_MAX_ATTEMPTS : 0);
    const backoff = options.backoffMs ?? defaultBackoff;
    if (attempt < maxAttempts || isUnavailable(error)) return { retryInMs: backoff(attempt) };
    try {
      await options.onDeadLetter?.(event, error as Error);
      return 'done';
    } catch {
      // Recording the dead letter failed (its store is down): deliver again rather than lose the event.
      return { retryInMs: backoff(maxAttempts) };
    }
  }
}
