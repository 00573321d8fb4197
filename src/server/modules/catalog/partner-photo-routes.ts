import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fr } from '../../../domain/messages.fr.js';
import type { AppDeps } from '../../app-deps.js';
import { notFound } from '../../errors.js';
import { IMMUTABLE, sendStoredFile } from '../../storage/serve-file.js';
import { isPartnerPhotoFile, PRODUCT_PHOTOS_PATH } from './partner-photos.js';

/** Partners' product photos as stored at save time: named by their content, so cached for good. */
export function partnerPhotoRoutes({ storage }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `${PRODUCT_PHOTOS_PATH}:file`,
      {
        schema: {
          tags: ['catalogue'],
          summary:
            'Photo d’un produit partenaire, copiée chez nous à son enregistrement (WebP, ou PNG détouré)',
          params: z.object({ file: z.string().max(100) }),
        },
      },
      async (req, reply) => {
        if (!isPartnerPhotoFile(req.params.file)) throw notFound('image_not_found', fr.media.pictureNotFound);
        return sendStoredFile(reply, storage, 'catalog', req.params.file, IMMUTABLE);
      },
    );
  };
}
