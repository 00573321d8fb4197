import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { contentTypeOf } from './serve-file.js';
import { checkedKey, type FileStorage, isSafeFileName, type StorageArea } from './storage.js';

export interface S3StorageOptions {
  /** The service's address; empty for AWS itself. */
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://host/bucket/key` rather than `https://bucket.host/key` (MinIO, most self-hosted services). */
  forcePathStyle: boolean;
  /** Keys are written under this folder of the bucket, so one bucket can hold several sites. */
  prefix?: string;
}

const isMissing = (err: unknown) =>
  err instanceof NoSuchKey ||
  err instanceof NotFound ||
  (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Scaleway, Cloudflare R2...), for several
 * instances sharing one set of files. The bucket stays private: files are served through the
 * app, with its access rules and cache headers. Checksums are sent only when an operation needs
 * them, which every S3-compatible service accepts.
 */
export function createS3Storage(options: S3StorageOptions): FileStorage {
  const client = new S3Client({
    endpoint: options.endpoint || undefined,
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;
  const prefix = options.prefix ? `${options.prefix.replace(/\/+$/, '')}/` : '';
  const Key = (key: string) => `${prefix}${checkedKey(key)}`;

  return {
    async put(key, data) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: Key(key), Body: data, ContentType: contentTypeOf(key) }),
      );
    },
    async get(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: Key(key) }));
        return Buffer.from(
          await (res.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray(),
        );
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async open(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: Key(key) }));
        return { stream: res.Body as Readable, size: res.ContentLength ?? 0 };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: Key(key) }));
        return true;
      } catch (err) {
        if (isMissing(err)) return false;
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: Key(key) }));
    },
    async listOlderThan(area: StorageArea, before: Date) {
      const names: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: `${prefix}${area}/`, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(`${prefix}${area}/`.length) ?? '';
          if (isSafeFileName(name) && object.LastModified && object.LastModified < before) names.push(name);
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return names;
    },
  };
}
