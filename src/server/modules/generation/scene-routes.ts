import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../contracts/error.js';
import { productSnapshotSchema, snappedSnapshotSchema } from '../../../contracts/product-snapshot.js';
import { sceneDescriptionSchema } from '../../../domain/scene.js';
import type { AppDeps } from '../../app-deps.js';
import { visitorOf } from '../visitor/service.js';
import { UNREADABLE } from './room/analyse-room-photo.js';
import { previewScene } from './scene-service.js';

export function sceneRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/scene',
      {
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: {
          tags: ['génération'],
          summary: 'Où chaque meuble choisi se placerait dans la photo du visiteur (aperçu de l’étape 4)',
          description:
            'La même description de scène que le rendu payant : caméra de la photo, sol libre, murs, lumière et emplacement de chaque meuble, avec ceux qui n’ont pas trouvé de place et pourquoi. Elle nomme sa photo (scene.imageId, l’imageId demandé) : le visiteur peut la modifier et la renvoyer telle quelle, imageId compris, avec POST /api/generate-room, qui ne la dessine que sur cette photo.',
          body: z.object({
            imageId: z.coerce.number().int().positive(),
            selectedProducts: z.array(productSnapshotSchema).max(50).default([]),
            snappedProducts: z.array(snappedSnapshotSchema).max(20).default([]),
          }),
          response: {
            200: z.object({
              scene: sceneDescriptionSchema
                .required({ imageId: true })
                .describe('La disposition proposée pour cette photo ; imageId est celui de la photo'),
              pieces: z.array(
                z.object({
                  key: z.string(),
                  name: z.string(),
                  category: z.string(),
                  real: z
                    .object({ widthM: z.number(), depthM: z.number() })
                    .nullable()
                    .describe(
                      'Emprise réelle au sol du produit, en mètres (la longueur d’un tapis en profondeur) : l’aperçu dit quand un meuble est dessiné à une autre taille ; null pour les meubles du visiteur',
                    ),
                }),
              ),
              /** Set when the photo does not read as a room: the French to show before payment. */
              unreadable: z
                .object({
                  code: z.enum(UNREADABLE),
                  message: z.string(),
                })
                .nullable(),
            }),
            404: errorSchema,
            422: errorSchema,
          },
        },
      },
      async (req) =>
        previewScene(
          { db: deps.db, storage: deps.storage },
          {
            imageId: req.body.imageId,
            visitorHash: visitorOf(req),
            selectedProducts: req.body.selectedProducts,
            snappedProducts: req.body.snappedProducts,
          },
        ),
    );
  };
}
