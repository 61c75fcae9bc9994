import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export interface S3Peer {
  endpoint: string;
  accessKey: string;
  secretKey: string;
  directory: string;
  close(): Promise<void>;
}

/** A local S3 API (s3rver) on a free port, storing under a temp folder that close() removes. */
export async function startS3Peer(): Promise<S3Peer> {
  const directory = await mkdtemp(join(tmpdir(), 'gv-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const address = (await server.run()) as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    accessKey: 'S3RVER',
    secretKey: 'S3RVER',
    directory,
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
