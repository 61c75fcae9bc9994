import type { KeyValueStore } from './key-value.js';

interface Entry {
  value: string;
  expiresAt: number;
}

/** Every method reads and writes synchronously, so no other call can interleave: each is atomic. */
export class MemoryKeyValueStore implements KeyValueStore {
  private readonly entries = new Map<string, Entry>();
  private writesSinceSweep = 0;

  async get(key: string): Promise<string | null> {
    return this.live(key)?.value ?? null;
  }

  async set(key: string, value: string, ttlSeconds?: number): Promise<void> {
    this.write(key, { value, expiresAt: ttlSeconds ? Date.now() + ttlSeconds * 1000 : Infinity });
  }

  async del(key: string): Promise<void> {
    this.entries.delete(key);
  }

  async delIfEquals(key: string, value: string): Promise<boolean> {
    if (this.live(key)?.value !== value) return false;
    return this.entries.delete(key);
  }

  async incr(key: string, ttlSeconds: number): Promise<number> {
    const entry = this.live(key);
    const next = Number(entry?.value ?? 0) + 1;
    this.write(key, { value: String(next), expiresAt: entry?.expiresAt ?? Date.now() + ttlSeconds * 1000 });
    return next;
  }

  async decr(key: string): Promise<void> {
    const entry = this.live(key);
    if (entry && Number(entry.value) > 0) entry.value = String(Number(entry.value) - 1);
  }

  async health() {
    return { ok: true };
  }

  async close(): Promise<void> {
    this.entries.clear();
  }

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Expired keys nobody reads again (one counter per client address) are swept now and then, so memory stays bounded. */
  private write(key: string, entry: Entry): void {
    this.entries.set(key, entry);
    if (++this.writesSinceSweep < 10_000) return;
    this.writesSinceSweep = 0;
    const now = Date.now();
    for (const [name, { expiresAt }] of this.entries) if (expiresAt <= now) this.entries.delete(name);
  }
}
