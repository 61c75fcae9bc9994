import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { probe } from '../health.js';
import { assertSafeKey, type BlobStore, type StoredBlob } from './blob-store.js';

/** Files under a folder; the content type is kept beside each file. */
export class LocalBlobStore implements BlobStore {
  constructor(private readonly root: string) {}

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertSafeKey(key);
    const path = join(this.root, key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(`${path}.type`, contentType);
    await writeFile(path, body);
  }

  async get(key: string): Promise<StoredBlob | null> {
    assertSafeKey(key);
    const path = join(this.root, key);
    try {
      const [body, contentType] = await Promise.all([readFile(path), readFile(`${path}.type`, 'utf8')]);
      return { body, contentType };
    } catch {
      return null;
    }
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    const path = join(this.root, key);
    await rm(path, { force: true });
    await rm(`${path}.type`, { force: true });
  }

  async health() {
    await mkdir(this.root, { recursive: true });
    return probe(() => stat(this.root));
  }
}
