import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** An S3-protocol server (s3rver, from the npm registry) on this machine, with one empty bucket. */
export interface ObjectStore {
  /** The app's configuration for it. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startObjectStore(bucket = 'kerdeco'): Promise<ObjectStore> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'kerdeco-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      // s3rver's own fixed credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
