import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicProductSchema } from '../../../contracts/catalog.js';
import { categoryNameSchema } from '../../../domain/validation.js';
import type { AppDeps } from '../../app-deps.js';
import { listPublicCategories, listPublicStyles, productsByCategory } from './service.js';

const categoryName = categoryNameSchema;

export function catalogRoutes({ db }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/categories',
      {
        schema: {
          tags: ['catalogue'],
          summary: 'Catégories des produits actifs',
          response: { 200: z.array(z.string()) },
        },
      },
      async (_req, reply) => {
        reply.header('Cache-Control', 'public, max-age=300');
        return listPublicCategories(db);
      },
    );

    app.get(
      '/api/styles',
      {
        schema: {
          tags: ['catalogue'],
          summary: 'Styles des produits actifs, du plus fourni au moins fourni',
          response: {
            200: z.object({ styles: z.array(z.object({ style: z.string(), count: z.number() })) }),
          },
        },
      },
      async (_req, reply) => {
        reply.header('Cache-Control', 'public, max-age=300');
        return { styles: await listPublicStyles(db) };
      },
    );

    app.post(
      '/api/products',
      {
        schema: {
          tags: ['catalogue'],
          summary: 'Produits actifs par catégorie',
          body: z.object({ categories: z.array(categoryName).min(1).max(30) }),
          response: {
            200: z.object({ productsByCategory: z.record(z.string(), z.array(publicProductSchema)) }),
          },
        },
      },
      async (req) => ({ productsByCategory: await productsByCategory(db, req.body.categories) }),
    );
  };
}
