import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fr } from '../../../domain/messages.fr.js';
import type { AppDeps } from '../../app-deps.js';
import { notFound } from '../../errors.js';
import { sendStoredFile } from '../../storage/serve-file.js';
import { ensureLandingImage, parseLandingImage } from './landing-images.js';

/** Named by what they show, not by version: a week in the browser's cache, like the catalogue art. */
const LANDING_CACHE = 'public, max-age=604800, stale-while-revalidate=86400';

export function landingImageRoutes({ storage }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/landing-images/*',
      {
        schema: {
          tags: ['catalogue'],
          summary: "Images de la page d'accueil : pièce vide (before), meublée (after), une par style",
          params: z.object({ '*': z.string().max(100) }),
        },
      },
      async (req, reply) => {
        const image = parseLandingImage(req.params['*']);
        if (!image) throw notFound('image_not_found', fr.media.pictureNotFound);
        const name = await ensureLandingImage(storage, image);
        return sendStoredFile(reply, storage, 'generated', name, LANDING_CACHE);
      },
    );
  };
}
