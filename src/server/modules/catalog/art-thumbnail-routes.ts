import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { z } from 'zod';
import { IMAGE_QUALITY } from '../../../domain/constants.js';
import { fr } from '../../../domain/messages.fr.js';
import type { AppDeps } from '../../app.js';
import { notFound } from '../../errors.js';
import { sendStoredFile } from '../../storage/serve-file.js';
import type { FileStorage } from '../../storage/storage.js';
import { loadCatalogArt } from './catalog-art.js';
import {
  type ArtDesign,
  CATALOG_IMAGES_PATH,
  catalogArtUrl,
  designKey,
  parseDesignKey,
} from './design-key.js';

/** Product cards show pictures at most ~200 CSS px wide: 400 px covers a 2× phone screen. */
export const THUMBNAIL_WIDTH = 400;
const CACHE = 'public, max-age=604800, stale-while-revalidate=86400';

export const catalogThumbnailPath = `${CATALOG_IMAGES_PATH}thumbs/`;

function thumbnailName(design: ArtDesign): string {
  return `thumb-${designKey(design)}.webp`;
}

/** Made once from the full drawing and kept beside it in storage. */
async function ensureThumbnail(storage: FileStorage, design: ArtDesign): Promise<void> {
  const key = `catalog/${thumbnailName(design)}`;
  if (await storage.exists(key)) return;
  const png = await loadCatalogArt(storage, catalogArtUrl(design));
  if (!png) throw notFound('image_not_found', fr.media.pictureNotFound);
  const webp = await sharp(png)
    .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
    .webp({ quality: IMAGE_QUALITY, alphaQuality: 80 })
    .toBuffer();
  await storage.put(key, webp);
}

/**
 * The demo catalogue's drawings are 640 px PNGs of ~180 KB; on the flow's product cards a 400 px
 * WebP of ~8 KB looks the same, which is what a visitor on mobile data needs.
 */
export function catalogThumbnailRoutes({ storage }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `${catalogThumbnailPath}:file`,
      {
        schema: {
          tags: ['catalogue'],
          summary: 'Vignette WebP (400 px) d’un produit du catalogue de démonstration',
          params: z.object({ file: z.string().max(100) }),
        },
      },
      async (req, reply) => {
        const { file } = req.params;
        const design = file.endsWith('.webp') ? parseDesignKey(file.slice(0, -'.webp'.length)) : null;
        if (!design) throw notFound('image_not_found', fr.media.pictureNotFound);
        await ensureThumbnail(storage, design);
        return sendStoredFile(reply, storage, 'catalog', thumbnailName(design), CACHE);
      },
    );
  };
}
