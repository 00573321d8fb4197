import sharp from 'sharp';
import { IMAGE_QUALITY } from '../../../domain/constants.js';
import { fr } from '../../../domain/messages.fr.js';
import { notFound } from '../../errors.js';
import {
  type ArtDesign,
  designFileName,
  designGeometry,
  designKey,
  parseCatalogArtUrl,
} from '../../modules/catalog/service.js';
import {
  createRenderBrowser,
  type RenderBrowser,
  renderStudioPicture,
  studioDimensionsOf,
} from '../../modules/generation/service.js';
import type { FileStorage } from '../../storage/storage.js';
import { designModel } from '../models/demo-product-models.js';
import { renderProductArt } from './product-art.js';

/**
 * Demo-catalogue pictures are made on first request and kept in storage ('catalog' area), so
 * seeding stays instant and every later request is a plain file read. A design with a 3D model
 * (all but wall art and wallpaper) is a studio render of that model, so the card, the room image
 * and the AR viewer show the same object; the others are drawings.
 */

/** Renders running in this process, so two simultaneous first requests draw once. */
const rendering = new Map<string, Promise<Buffer>>();

/** One browser for the catalogue's renders; it closes itself when renders stop (IDLE_CLOSE_MS). */
let studio: RenderBrowser | null = null;

function storageKeyOf(design: ArtDesign): string {
  return designModel(design)
    ? `catalog/studio-${designKey(design)}.png`
    : `catalog/${designFileName(design)}`;
}

/** The design's picture; a render that fails (no browser on this machine) gives the drawing, not kept. */
async function drawDesign(design: ArtDesign): Promise<{ png: Buffer; keep: boolean }> {
  const model = designModel(design);
  if (!model) return { png: await renderProductArt(design), keep: true };
  studio ??= createRenderBrowser();
  try {
    const png = await renderStudioPicture(studio, model, studioDimensionsOf(designGeometry(design)), 'png');
    return { png, keep: true };
  } catch {
    return { png: await renderProductArt(design), keep: false };
  }
}

function renderAndStore(storage: FileStorage, design: ArtDesign): Promise<Buffer> {
  const key = storageKeyOf(design);
  const pending = rendering.get(key);
  if (pending) return pending;
  const job = (async () => {
    const { png, keep } = await drawDesign(design);
    if (keep) await storage.put(key, png);
    return png;
  })().finally(() => rendering.delete(key));
  rendering.set(key, job);
  return job;
}

/** The stored name of the design's picture, in the 'catalog' area; made first if needed. */
export async function ensureCatalogArt(storage: FileStorage, design: ArtDesign): Promise<string> {
  const key = storageKeyOf(design);
  if (!(await storage.exists(key))) await renderAndStore(storage, design);
  if (await storage.exists(key)) return key.slice('catalog/'.length);
  // The studio could not render: the drawing, kept under its own name, until it can.
  const drawing = `catalog/${designFileName(design)}`;
  if (!(await storage.exists(drawing))) await storage.put(drawing, await renderProductArt(design));
  return designFileName(design);
}

/**
 * The bytes of a product picture when its imageUrl is a demo-catalogue design
 * ('/catalog-images/canape--scandinavian--3.png', relative or absolute), else null:
 * a room renderer calls this before fetching any other URL.
 */
export async function loadCatalogArt(storage: FileStorage, imageUrl: string): Promise<Buffer | null> {
  const design = parseCatalogArtUrl(imageUrl);
  if (!design) return null;
  return (await storage.get(storageKeyOf(design))) ?? renderAndStore(storage, design);
}

/** Product cards show pictures at most ~200 CSS px wide: 400 px covers a 2× phone screen. */
export const THUMBNAIL_WIDTH = 400;

/** Made once from the full picture and kept beside it in storage; returns its stored name. */
export async function ensureCatalogThumbnail(storage: FileStorage, design: ArtDesign): Promise<string> {
  const full = await ensureCatalogArt(storage, design);
  const name = `thumb-${full.replace(/\.png$/, '')}.webp`;
  if (await storage.exists(`catalog/${name}`)) return name;
  const png = await storage.get(`catalog/${full}`);
  if (!png) throw notFound('image_not_found', fr.media.pictureNotFound);
  const webp = await sharp(png)
    .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
    .webp({ quality: IMAGE_QUALITY, alphaQuality: 80 })
    .toBuffer();
  await storage.put(`catalog/${name}`, webp);
  return name;
}
