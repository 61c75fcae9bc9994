import { Client } from 'minio';
import { probe } from '../health.js';
import { assertSafeKey, type BlobStore, type StoredBlob } from './blob-store.js';

export interface S3Options {
  endpoint: string;
  accessKey: string;
  secretKey: string;
  bucket: string;
}

/** Any S3 API (MinIO in compose, s3rver in tests) through the minio client, path-style. */
export class S3BlobStore implements BlobStore {
  private ready?: Promise<void>;

  constructor(private readonly client: Client, private readonly bucket: string) {}

  static create(options: S3Options): S3BlobStore {
    const url = new URL(options.endpoint);
    const client = new Client({
      endPoint: url.hostname,
      port: Number(url.port) || (url.protocol === 'https:' ? 443 : 80),
      useSSL: url.protocol === 'https:',
      accessKey: options.accessKey,
      secretKey: options.secretKey,
      pathStyle: true,
      region: 'us-east-1',
    });
    return new S3BlobStore(client, options.bucket);
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertSafeKey(key);
    await this.ensureBucket();
    await this.client.putObject(this.bucket, key, body, body.length, { 'Content-Type': contentType });
  }

  async get(key: string): Promise<StoredBlob | null> {
    assertSafeKey(key);
    await this.ensureBucket();
    try {
      const [stat, stream] = await Promise.all([this.client.statObject(this.bucket, key), this.client.getObject(this.bucket, key)]);
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      const contentType = (stat.metaData['content-type'] as string | undefined) ?? 'application/octet-stream';
      return { body: Buffer.concat(chunks), contentType };
    } catch (error) {
      if ((error as { code?: string }).code === 'NoSuchKey' || (error as { code?: string }).code === 'NotFound') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    // A fresh deployment may delete before it ever put: that is a no-op, not NoSuchBucket.
    await this.ensureBucket();
    await this.client.removeObject(this.bucket, key);
  }

  health() {
    return probe(() => this.client.bucketExists(this.bucket));
  }

  private ensureBucket(): Promise<void> {
    this.ready ??= (async () => {
      if (!(await this.client.bucketExists(this.bucket))) await this.client.makeBucket(this.bucket, 'us-east-1');
    })().catch((error) => {
      this.ready = undefined;
      throw error;
    });
    return this.ready;
  }
}
