import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../contracts/error.js';
import {
  optimalSelectionBody,
  optimalSelectionResponse,
  saveSelectionBody,
  selectionResponse,
} from '../../../contracts/selection.js';
import { PRODUCT_COUNT_WARNING } from '../../../domain/constants.js';
import type { AppDeps } from '../../app-deps.js';
import { visitorOf } from '../visitor/service.js';
import { findSelection, optimalSelection, saveSelection } from './service.js';

export function selectionRoutes({ db }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/selection/optimal',
      {
        config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
        schema: {
          tags: ['sélection'],
          summary: 'Produits par catégorie et combinaisons optimales, en un seul aller-retour',
          description:
            'Pour chaque catégorie : ses produits dans le style choisi (ou son style de remplacement) et ses autres styles. ' +
            'Puis la combinaison de la spécification (le moins cher d’abord, dans le budget) et celle qui approche le plus le budget. ' +
            'Un budget nul ou absent signifie « sans limite » (Sélection Premium).',
          body: optimalSelectionBody,
          response: { 200: optimalSelectionResponse, 400: errorSchema },
        },
      },
      async (req) => {
        const { productCountWarning, ...selection } = await optimalSelection(db, req.body);
        if (productCountWarning) {
          req.log.warn(
            { categories: req.body.categories, style: req.body.style },
            `optimal selection over more than ${PRODUCT_COUNT_WARNING} products`,
          );
        }
        return selection;
      },
    );

    app.post(
      '/api/selection',
      {
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: {
          tags: ['sélection'],
          summary: 'Enregistre les produits choisis pour une photo (remplace la sélection précédente)',
          body: saveSelectionBody,
          response: { 200: selectionResponse, 400: errorSchema, 404: errorSchema },
        },
      },
      async (req) => {
        const ids = req.body.selectedProducts.map((p) => p.id);
        return { selection: await saveSelection(db, req.body.imageId, ids, visitorOf(req)) };
      },
    );

    app.get(
      '/api/selections/:imageId',
      {
        schema: {
          tags: ['sélection'],
          summary: "Sélection enregistrée d'une photo (404 s'il n'y en a pas)",
          params: z.object({ imageId: z.coerce.number().int().positive() }),
          response: { 200: selectionResponse, 404: errorSchema },
        },
      },
      async (req, reply) => {
        reply.header('Cache-Control', 'no-store');
        return { selection: await findSelection(db, req.params.imageId, visitorOf(req)) };
      },
    );
  };
}
