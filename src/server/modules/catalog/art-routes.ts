import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fr } from '../../../domain/messages.fr.js';
import type { AppDeps } from '../../app-deps.js';
import { ensureCatalogArt } from '../../demo/art/catalog-art.js';
import { notFound } from '../../errors.js';
import { sendStoredFile } from '../../storage/serve-file.js';
import { CATALOG_IMAGES_PATH, parseDesignFileName } from './design-key.js';

/**
 * A design URL names what is drawn, not a version of the drawing, so browsers keep it
 * for a week rather than forever: an improved drawing reaches them without a rename.
 */
const CATALOG_ART_CACHE = 'public, max-age=604800, stale-while-revalidate=86400';

export function catalogArtRoutes({ storage }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `${CATALOG_IMAGES_PATH}:file`,
      {
        schema: {
          tags: ['catalogue'],
          summary:
            'Image PNG d’un produit du catalogue de démonstration (rendu studio de son modèle 3D, ou dessin)',
          params: z.object({ file: z.string().max(100) }),
        },
      },
      async (req, reply) => {
        const design = parseDesignFileName(req.params.file);
        if (!design) throw notFound('image_not_found', fr.media.pictureNotFound);
        const stored = await ensureCatalogArt(storage, design);
        return sendStoredFile(reply, storage, 'catalog', stored, CATALOG_ART_CACHE);
      },
    );
  };
}
