import type { Check } from '../health.js';

/**
 * Short-lived keys (OTPs, rate-limit counters) with a TTL in seconds. Every
 * method is atomic in the store, so concurrent callers never lose an update.
 */
export interface KeyValueStore {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds?: number): Promise<void>;
  del(key: string): Promise<void>;
  /** Deletes the key only while it still holds `value`; true when this call deleted it (compare-and-delete). */
  delIfEquals(key: string, value: string): Promise<boolean>;
  /** Increments a counter and answers the new count; the TTL starts with the first increment of a window. */
  incr(key: string, ttlSeconds: number): Promise<number>;
  /** Takes back one increment of a live positive counter; a missing or expired counter stays absent. */
  decr(key: string): Promise<void>;
  health(): Promise<Check>;
  close(): Promise<void>;
}
