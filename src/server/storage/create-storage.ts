import type { Config } from '../config.js';
import { createLocalStorage } from './local-storage.js';
import { createS3Storage } from './s3-storage.js';
import type { FileStorage } from './storage.js';

/** The file storage the configuration asks for: the data directory's files, or an S3 bucket. */
export function createStorage(config: Config): FileStorage {
  if (config.STORAGE === 'local') return createLocalStorage(config.filesDir);
  return createS3Storage({
    endpoint: config.S3_ENDPOINT,
    bucket: config.S3_BUCKET as string,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID as string,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY as string,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    prefix: config.S3_PREFIX,
  });
}
