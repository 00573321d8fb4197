import { createHash, randomUUID } from 'node:crypto';
import { and, eq, or } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { UploadedImage } from '../../../contracts/uploaded-image.js';
import {
  IMAGE_QUALITY,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_PIXELS,
  NORMALISED_LONG_SIDE,
  THUMBNAIL_LONG_SIDE,
} from '../../../domain/constants.js';
import { fr } from '../../../domain/messages.fr.js';
import type { Db } from '../../db/client.js';
import { uploadedImages } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { FileStorage } from '../../storage/storage.js';
import { ownedBy } from '../visitor/service.js';

/** Decoded by libvips itself, whatever its build. */
const ALWAYS_DECODED = new Set(['image/jpeg', 'image/png', 'image/webp']);

/**
 * Tiny samples of the formats whose decoding depends on how libvips was built (AVIF needs libheif
 * with an AV1 decoder). HEIC has none: its HEVC codec is patented and never in sharp's binaries.
 */
const SAMPLES: Record<string, string> = {
  'image/avif':
    'AAAAHGZ0eXBhdmlmAAAAAG1pZjFhdmlmbWlhZgAAANZtZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAAACJpbG9jAAAAAERAAAEAAQAAAAAA+gABAAAAAAAAABwAAAAjaWluZgAAAAAAAQAAABVpbmZlAgAAAAABAABhdjAxAAAAAA5waXRtAAAAAAABAAAAVmlwcnAAAAA4aXBjbwAAAAxhdjFDgSACAAAAABRpc3BlAAAAAAAAAAIAAAACAAAAEHBpeGkAAAAAAwgICAAAABZpcG1hAAAAAAAAAAEAAQOBAgMAAAAkbWRhdBIACgc4ADaQENBpMg8ewmKk7///8WfgAJA1jgg=',
  'image/gif': 'R0lGODlhAgACAIAAAExpcYiIiCH5BAUAAAAALAAAAAACAAIAAAICjFMAOw==',
};
const sampleDecodes = new Map<string, Promise<boolean>>();

/** Whether this server's sharp decodes the type: asked once per type, of its sample. */
export function decodesHere(mime: string): Promise<boolean> {
  if (ALWAYS_DECODED.has(mime)) return Promise.resolve(true);
  const sample = SAMPLES[mime];
  if (!sample) return Promise.resolve(false);
  let decodes = sampleDecodes.get(mime);
  if (!decodes) {
    decodes = sharp(Buffer.from(sample, 'base64'))
      .raw()
      .toBuffer()
      .then(
        () => true,
        () => false,
      );
    sampleDecodes.set(mime, decodes);
  }
  return decodes;
}

export function uploadUrl(filename: string): string {
  return `/uploads/${filename}`;
}

function toUploadedImage(row: typeof uploadedImages.$inferSelect): UploadedImage {
  return {
    id: row.id,
    filename: row.filename,
    url: uploadUrl(row.filename),
    thumbnailUrl: uploadUrl(row.thumbnailFilename ?? row.filename),
    width: row.width,
    height: row.height,
  };
}

export interface NormalisedImage {
  sourceMime: string;
  main: { data: Buffer; width: number; height: number };
  thumbnail: Buffer;
}

/**
 * Checks the bytes (never the name or the client's MIME), refuses pixel floods
 * before decoding, then writes an upright WebP without any metadata (EXIF GPS
 * included: sharp drops all metadata unless asked to keep it).
 */
export async function normaliseImage(input: Buffer): Promise<NormalisedImage> {
  if (input.length > MAX_UPLOAD_BYTES) {
    throw new AppError(413, 'file_too_large', fr.upload.tooLargeBody, { title: fr.upload.tooLargeTitle });
  }
  const type = await fileTypeFromBuffer(input);
  if (!type?.mime.startsWith('image/')) {
    throw new AppError(415, 'unsupported_format', fr.upload.unsupportedBody, {
      title: fr.upload.unsupportedTitle,
    });
  }
  if (!(await decodesHere(type.mime))) {
    // An iPhone's HEIC is an image all the same: say which format, so the visitor knows what to change.
    throw new AppError(415, 'unsupported_format', fr.upload.formatNotSupported(type.ext.toUpperCase()), {
      title: fr.upload.unsupportedTitle,
      detected: type.mime,
    });
  }

  const source = sharp(input, { limitInputPixels: MAX_UPLOAD_PIXELS }).autoOrient();
  try {
    await source.metadata();
    const [main, thumbnail] = await Promise.all([
      source
        .clone()
        .resize({
          width: NORMALISED_LONG_SIDE,
          height: NORMALISED_LONG_SIDE,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .webp({ quality: IMAGE_QUALITY })
        .toBuffer({ resolveWithObject: true }),
      source
        .clone()
        .resize({
          width: THUMBNAIL_LONG_SIDE,
          height: THUMBNAIL_LONG_SIDE,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .webp({ quality: 75 })
        .toBuffer(),
    ]);
    return {
      sourceMime: type.mime,
      main: { data: main.data, width: main.info.width, height: main.info.height },
      thumbnail,
    };
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message)) {
      throw new AppError(413, 'too_many_pixels', fr.upload.tooManyPixels, { title: fr.upload.failedTitle });
    }
    throw new AppError(422, 'unreadable_image', fr.upload.undecodable, { title: fr.upload.failedTitle });
  }
}

/** A room photo narrower than this on its short side shows too little to furnish. */
export const MIN_ROOM_SIDE = 320;

export interface StoreImageDeps {
  db: Db;
  storage: FileStorage;
}

export async function storeUploadedImage(
  { db, storage }: StoreImageDeps,
  input: Buffer,
  meta: { originalName?: string; purpose: 'room' | 'snapped'; visitorHash: string | null },
): Promise<UploadedImage> {
  const image = await normaliseImage(input);
  if (meta.purpose === 'room' && Math.min(image.main.width, image.main.height) < MIN_ROOM_SIDE) {
    throw new AppError(422, 'image_too_small', fr.upload.tooSmall(MIN_ROOM_SIDE), {
      title: fr.upload.failedTitle,
    });
  }
  const base = randomUUID();
  const filename = `${base}.webp`;
  const thumbnailFilename = `${base}-thumb.webp`;
  // The files first, then their row; a failure on the way takes both files away again, so no
  // file is ever left without the row the 24-hour sweep goes by.
  const removeFiles = () =>
    Promise.allSettled([
      storage.delete(`uploads/${filename}`),
      storage.delete(`uploads/${thumbnailFilename}`),
    ]);
  try {
    await storage.put(`uploads/${filename}`, image.main.data);
    await storage.put(`uploads/${thumbnailFilename}`, image.thumbnail);
    return await insertUploadRow(db, image, { ...meta, filename, thumbnailFilename });
  } catch (err) {
    await removeFiles();
    throw err;
  }
}

async function insertUploadRow(
  db: Db,
  image: NormalisedImage,
  meta: {
    originalName?: string;
    purpose: 'room' | 'snapped';
    visitorHash: string | null;
    filename: string;
    thumbnailFilename: string;
  },
): Promise<UploadedImage> {
  const { filename, thumbnailFilename } = meta;
  const [row] = await db
    .insert(uploadedImages)
    .values({
      filename,
      thumbnailFilename,
      originalName: meta.originalName?.slice(0, 255) ?? null,
      sourceMime: image.sourceMime,
      width: image.main.width,
      height: image.main.height,
      sizeBytes: image.main.data.length,
      sha256: createHash('sha256').update(image.main.data).digest('hex'),
      purpose: meta.purpose,
      visitorHash: meta.visitorHash,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return toUploadedImage(row);
}

/** Removes an uploaded image's row and both of its files; rows that point at it follow the foreign keys' rules. */
export async function deleteUploadedImage({ db, storage }: StoreImageDeps, id: number): Promise<void> {
  const [row] = await db.delete(uploadedImages).where(eq(uploadedImages.id, id)).returning();
  if (!row) return;
  await storage.delete(`uploads/${row.filename}`);
  if (row.thumbnailFilename) await storage.delete(`uploads/${row.thumbnailFilename}`);
}

/**
 * Whose stored photo (or thumbnail) this file is: the visitor's hash, null for a photo nobody
 * owns, undefined for a file that is no one's photo.
 */
export async function uploadOwner(db: Db, file: string): Promise<string | null | undefined> {
  const [row] = await db
    .select({ visitorHash: uploadedImages.visitorHash })
    .from(uploadedImages)
    .where(or(eq(uploadedImages.filename, file), eq(uploadedImages.thumbnailFilename, file)))
    .limit(1);
  return row ? row.visitorHash : undefined;
}

/** A room photo of this visitor; someone else's is as absent as one that never existed. */
export async function findOwnRoomImage(db: Db, id: number, visitor: string | null) {
  const [row] = await db
    .select()
    .from(uploadedImages)
    .where(
      and(
        eq(uploadedImages.id, id),
        eq(uploadedImages.purpose, 'room'),
        ownedBy(uploadedImages.visitorHash, visitor),
      ),
    )
    .limit(1);
  return row ?? null;
}

export { type MultipartFile, readMultipartFile } from './multipart.js';
