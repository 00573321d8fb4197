import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { z } from 'zod';
import { IMAGE_QUALITY } from '../../../domain/constants.js';
import { fr } from '../../../domain/messages.fr.js';
import type { AppDeps } from '../../app-deps.js';
import { ensureCatalogArt } from '../../demo/art/catalog-art.js';
import { notFound } from '../../errors.js';
import { sendStoredFile } from '../../storage/serve-file.js';
import type { FileStorage } from '../../storage/storage.js';
import { type ArtDesign, CATALOG_IMAGES_PATH, parseDesignKey } from './design-key.js';

/** Product cards show pictures at most ~200 CSS px wide: 400 px covers a 2× phone screen. */
export const THUMBNAIL_WIDTH = 400;
const CACHE = 'public, max-age=604800, stale-while-revalidate=86400';

export const catalogThumbnailPath = `${CATALOG_IMAGES_PATH}thumbs/`;

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

/**
 * The demo catalogue's pictures are 1024 px PNGs of a few hundred KB; on the flow's product cards a
 * 400 px WebP of a few KB looks the same, which is what a visitor on mobile data needs.
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
        const name = await ensureCatalogThumbnail(storage, design);
        return sendStoredFile(reply, storage, 'catalog', name, CACHE);
      },
    );
  };
}
