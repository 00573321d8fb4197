import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fr } from '../../../domain/messages.fr.js';
import type { AppDeps } from '../../app-deps.js';
import { ensureCatalogThumbnail } from '../../demo/art/catalog-art.js';
import { notFound } from '../../errors.js';
import { sendStoredFile } from '../../storage/serve-file.js';
import { CATALOG_IMAGES_PATH, parseDesignKey } from './design-key.js';

const CACHE = 'public, max-age=604800, stale-while-revalidate=86400';

export const catalogThumbnailPath = `${CATALOG_IMAGES_PATH}thumbs/`;

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
