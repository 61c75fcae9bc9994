import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startS3Peer, type S3Peer } from '../../../test/s3';
import { uniqueName } from '../../../test/engines';
import type { BlobStore } from './blob-store';
import { LocalBlobStore } from './local-blobs';
import { S3BlobStore } from './s3-blobs';

interface Opened {
  blobs: BlobStore;
  /** Where the bytes really live (a folder), to check nothing escapes it. */
  root: string;
  cleanup(): Promise<void>;
}

let s3: S3Peer;

beforeAll(async () => {
  s3 = await startS3Peer();
});

afterAll(async () => {
  await s3.close();
});

const adapters: [string, () => Promise<Opened>][] = [
  [
    'local files',
    async () => {
      const parent = await mkdtemp(join(tmpdir(), 'gv-blobs-'));
      const root = join(parent, 'store');
      return { blobs: new LocalBlobStore(root), root: parent, cleanup: () => rm(parent, { recursive: true, force: true }) };
    },
  ],
  [
    'S3 (s3rver)',
    async () => {
      const bucket = uniqueName('gvtest').replace(/_/g, '-');
      const blobs = S3BlobStore.create({ endpoint: s3.endpoint, accessKey: s3.accessKey, secretKey: s3.secretKey, bucket });
      return { blobs, root: s3.directory, cleanup: async () => undefined };
    },
  ],
];

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

describe.each(adapters)('blob store contract: %s', (_name, open) => {
  let opened: Opened;
  let blobs: BlobStore;

  beforeEach(async () => {
    opened = await open();
    blobs = opened.blobs;
  });

  afterEach(() => opened.cleanup());

  it('returns the same bytes and content type that were put', async () => {
    const image = randomBytes(64 * 1024);
    await blobs.put('logos/ab12.webp', image, 'image/webp');
    await blobs.put('passes/card-1.pkpass', Buffer.from('{"v":1}'), 'application/vnd.apple.pkpass');
    const got = await blobs.get('logos/ab12.webp');
    expect(got).not.toBeNull();
    expect(got!.contentType).toBe('image/webp');
    expect(Buffer.compare(got!.body, image)).toBe(0);
    expect(await blobs.get('passes/card-1.pkpass')).toEqual({
      body: Buffer.from('{"v":1}'),
      contentType: 'application/vnd.apple.pkpass',
    });
    expect(await blobs.health()).toEqual({ ok: true });
  });

  it('replaces a blob put again under the same key, including its content type', async () => {
    await blobs.put('logos/x.png', Buffer.from('old'), 'image/png');
    await blobs.put('logos/x.png', Buffer.from('new!'), 'image/jpeg');
    expect(await blobs.get('logos/x.png')).toEqual({ body: Buffer.from('new!'), contentType: 'image/jpeg' });
  });

  it('returns null for a key that was never put', async () => {
    expect(await blobs.get('logos/missing.webp')).toBeNull();
    await blobs.put('logos/present.webp', Buffer.from('x'), 'image/webp');
    expect(await blobs.get('logos/missing.webp')).toBeNull();
  });

  it('deletes a blob, and deleting a missing key is a no-op', async () => {
    await expect(blobs.delete('logos/never-put.webp')).resolves.toBeUndefined();
    await blobs.put('logos/gone.webp', Buffer.from('bytes'), 'image/webp');
    await blobs.put('logos/kept.webp', Buffer.from('kept'), 'image/webp');
    await blobs.delete('logos/gone.webp');
    expect(await blobs.get('logos/gone.webp')).toBeNull();
    expect(await blobs.get('logos/kept.webp')).toEqual({ body: Buffer.from('kept'), contentType: 'image/webp' });
    await expect(blobs.delete('logos/gone.webp')).resolves.toBeUndefined();
  });

  it.each(['../x', 'logos/../../x', '/etc/passwd', '', '.hidden', 'logos/a\\b', 'a/../b'])('rejects the unsafe key %j', async (key) => {
    const before = await listFiles(opened.root).catch(() => []);
    await expect(blobs.put(key, Buffer.from('evil'), 'text/plain')).rejects.toThrow(/unsafe blob key/i);
    await expect(blobs.get(key)).rejects.toThrow(/unsafe blob key/i);
    await expect(blobs.delete(key)).rejects.toThrow(/unsafe blob key/i);
    expect(await listFiles(opened.root).catch(() => [])).toEqual(before);
  });
});
