import type { Check } from '../health.js';

/** Short-lived keys (OTPs, rate-limit counters, sessions cache) with a TTL in seconds. */
export interface KeyValueStore {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds?: number): Promise<void>;
  del(key: string): Promise<void>;
  /** Increments a counter; the TTL starts with the first increment of a window. */
  incr(key: string, ttlSeconds: number): Promise<number>;
  health(): Promise<Check>;
  close(): Promise<void>;
}
