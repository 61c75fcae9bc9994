import type { KeyValueStore } from './key-value.js';

export class MemoryKeyValueStore implements KeyValueStore {
  private readonly entries = new Map<string, { value: string; expiresAt: number }>();

  async get(key: string): Promise<string | null> {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return null;
    }
    return entry.value;
  }

  async set(key: string, value: string, ttlSeconds?: number): Promise<void> {
    this.entries.set(key, { value, expiresAt: ttlSeconds ? Date.now() + ttlSeconds * 1000 : Infinity });
  }

  async del(key: string): Promise<void> {
    this.entries.delete(key);
  }

  async incr(key: string, ttlSeconds: number): Promise<number> {
    const current = await this.get(key);
    const next = Number(current ?? 0) + 1;
    const expiresAt = current === null ? Date.now() + ttlSeconds * 1000 : this.entries.get(key)!.expiresAt;
    this.entries.set(key, { value: String(next), expiresAt });
    return next;
  }

  async health() {
    return { ok: true };
  }

  async close(): Promise<void> {
    this.entries.clear();
  }
}
