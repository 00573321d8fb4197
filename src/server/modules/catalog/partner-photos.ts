import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { fr } from '../../../domain/messages.fr.js';
import type { PhotoStatus } from '../../db/schema.js';
import { fetchPublic, type PublicFetchOptions } from '../../net/public-fetch.js';
import type { FileStorage } from '../../storage/storage.js';
import { cutOut } from '../generation/compose/cutout.js';
import { parseCatalogArtUrl } from './design-key.js';

/**
 * A partner's product photo (an imageUrl on the partner's site) is fetched once, when the
 * product is saved or imported: public addresses only, the resolved address pinned, no redirect,
 * 8 MB and 8 s at most. The original (WebP, 1600 px at most) and its cut-out (PNG) are kept in
 * the catalogue's storage under a name made of the photo's hash; pages show the original and the
 * renderer draws the cut-out, so no visitor's page or paid image depends on the partner's site.
 */

export const PRODUCT_PHOTOS_PATH = '/product-photos/';
const MAX_BYTES = 8 * 1024 * 1024;
const TIMEOUT_MS = 8000;
const LONG_SIDE = 1600;
const MIN_SIDE = 64;
const PHOTO_NAME = /^partner-[0-9a-f]{24}(-cutout\.png|\.webp)$/;

/** How partner addresses resolve and which may be reached: tests reach a local server. */
export type PartnerNet = Pick<PublicFetchOptions, 'resolve' | 'isAllowed'>;

export type PhotoOutcome =
  | { status: 'ready'; photoFile: string; cutoutFile: string }
  | { status: 'missing'; error: string };

/** An address on another site, not one of this site's own pictures. */
export function isPartnerPhotoUrl(imageUrl: string | null | undefined): imageUrl is string {
  return !!imageUrl && /^https?:\/\//i.test(imageUrl) && !parseCatalogArtUrl(imageUrl);
}

/** The photo state a product starts with for this imageUrl. */
export function initialPhotoStatus(imageUrl: string | null | undefined): PhotoStatus {
  return isPartnerPhotoUrl(imageUrl) ? 'pending' : 'none';
}

/** The picture pages show for a product: its stored photo, its own site picture, or none yet. */
export function shownImageUrl(row: {
  imageUrl: string | null;
  photoStatus: PhotoStatus;
  photoSource: string | null;
  photoFile: string | null;
}): string | null {
  if (!isPartnerPhotoUrl(row.imageUrl)) return row.imageUrl;
  const stored = row.photoStatus === 'ready' && row.photoFile && row.photoSource === row.imageUrl;
  return stored ? `${PRODUCT_PHOTOS_PATH}${row.photoFile}` : null;
}

/** A stored photo's file name from its page address, or null. */
export function partnerPhotoFile(url: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(url, 'http://localhost').pathname;
  } catch {
    return null;
  }
  if (!pathname.startsWith(PRODUCT_PHOTOS_PATH)) return null;
  const file = pathname.slice(PRODUCT_PHOTOS_PATH.length);
  return PHOTO_NAME.test(file) ? file : null;
}

export function isPartnerPhotoFile(file: string): boolean {
  return PHOTO_NAME.test(file);
}

/** The cut-out kept beside a stored photo, for the renderer. */
export function loadPartnerCutout(storage: FileStorage, photoFile: string): Promise<Buffer | null> {
  return storage.get(`catalog/${photoFile.replace(/\.webp$/, '-cutout.png')}`);
}

/** Fetches, checks, cuts out and stores a partner's photo; says in French why when it cannot. */
export async function ingestPartnerPhoto(
  storage: FileStorage,
  imageUrl: string,
  net: PartnerNet = {},
): Promise<PhotoOutcome> {
  const bytes = await fetchPublic(imageUrl, {
    maxBytes: MAX_BYTES,
    timeoutMs: TIMEOUT_MS,
    accept: 'image/',
    ...net,
  });
  if (!bytes) return { status: 'missing', error: fr.backOffice.photoUnreachable };
  let original: Buffer;
  try {
    const image = sharp(bytes, { limitInputPixels: 100_000_000 }).autoOrient();
    const { width = 0, height = 0 } = await image.metadata();
    if (Math.min(width, height) < MIN_SIDE) return { status: 'missing', error: fr.backOffice.photoTooSmall };
    original = await image
      .resize({ width: LONG_SIDE, height: LONG_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    return { status: 'missing', error: fr.backOffice.photoUnreadable };
  }
  const name = `partner-${createHash('sha256').update(bytes).digest('hex').slice(0, 24)}`;
  const cutout = await cutOut(original);
  await storage.put(`catalog/${name}.webp`, original);
  await storage.put(`catalog/${name}-cutout.png`, cutout.png);
  return { status: 'ready', photoFile: `${name}.webp`, cutoutFile: `${name}-cutout.png` };
}
