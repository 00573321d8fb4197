import path from 'node:path';
import type { FastifyReply } from 'fastify';
import sharp from 'sharp';
import { SERVED_IMAGE_WIDTHS } from '../../domain/constants.js';
import { notFound } from '../errors.js';
import { type FileStorage, isSafeFileName, type StorageArea } from './storage.js';

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.glb': 'model/gltf-binary',
  '.gltf': 'model/gltf+json',
  '.pdf': 'application/pdf',
};

export function contentTypeOf(fileName: string): string {
  return CONTENT_TYPES[path.extname(fileName).toLowerCase()] ?? 'application/octet-stream';
}

/** Files are named once and never rewritten, so they can be cached for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Visitors' photos and generated rooms are personal and deleted after a while (24 hours, 30
 * days): only the visitor's own browser may keep them, and only briefly, so no cache outlives
 * the deletion the privacy policy promises.
 */
export const PRIVATE_SHORT = 'private, max-age=3600';

const CACHE_BY_AREA: Record<StorageArea, string> = {
  uploads: PRIVATE_SHORT,
  generated: PRIVATE_SHORT,
  quotes: PRIVATE_SHORT,
  catalog: IMMUTABLE,
  models: IMMUTABLE,
};

/**
 * Streams a stored file. The name is checked against a strict pattern before any
 * storage access, so '../' or an encoded separator can never reach the disk.
 */
export async function sendStoredFile(
  reply: FastifyReply,
  storage: FileStorage,
  area: StorageArea,
  name: string,
  cacheControl: string = CACHE_BY_AREA[area],
) {
  if (!isSafeFileName(name) || !CONTENT_TYPES[path.extname(name).toLowerCase()]) throw notFound();
  const file = await storage.open(`${area}/${name}`);
  if (!file) throw notFound();
  return reply
    .header('Content-Type', contentTypeOf(name))
    .header('Content-Length', file.size)
    .header('Cache-Control', cacheControl)
    .header('X-Content-Type-Options', 'nosniff')
    .send(file.stream);
}

/** The served width for a width asked: the smallest one at least as wide, or the largest. */
export function servedWidth(asked: number): number {
  return SERVED_IMAGE_WIDTHS.find((w) => w >= asked) ?? (SERVED_IMAGE_WIDTHS.at(-1) as number);
}

/**
 * A stored WebP picture at a width that fits the screen (`?w=`), made when asked and not kept:
 * visitors' pictures are deleted on a schedule, and a copy kept aside would outlive that. Without
 * a width, or for another kind of file, the stored file as it is.
 */
export async function sendStoredImage(
  reply: FastifyReply,
  storage: FileStorage,
  area: StorageArea,
  name: string,
  width: number | undefined,
) {
  if (width === undefined || path.extname(name).toLowerCase() !== '.webp') {
    return sendStoredFile(reply, storage, area, name);
  }
  if (!isSafeFileName(name)) throw notFound();
  const original = await storage.get(`${area}/${name}`);
  if (!original) throw notFound();
  const resized = await sharp(original)
    .resize({ width: servedWidth(width), withoutEnlargement: true })
    .webp({ quality: 78 })
    .toBuffer();
  return reply
    .header('Content-Type', 'image/webp')
    .header('Cache-Control', CACHE_BY_AREA[area])
    .header('X-Content-Type-Options', 'nosniff')
    .send(resized);
}
