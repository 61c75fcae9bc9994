import type { Check } from '../health.js';

export interface StoredBlob {
  body: Buffer;
  contentType: string;
}

/** Images, logos and wallet passes, addressed by key ("logos/ab12.webp"). */
export interface BlobStore {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredBlob | null>;
  delete(key: string): Promise<void>;
  health(): Promise<Check>;
}

export function assertSafeKey(key: string): void {
  if (!/^[a-z0-9][a-z0-9/_.-]*$/i.test(key) || key.includes('..')) throw new Error(`Unsafe blob key ${key}`);
}
