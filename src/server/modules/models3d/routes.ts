import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicModelSchema } from '../../../contracts/model-3d.js';
import type { AppDeps } from '../../app-deps.js';
import { notFound } from '../../errors.js';
import { sendStoredFile } from '../../storage/serve-file.js';
import { adminSessionOf } from '../admin/service.js';
import { findModelForProduct, listModels } from './service.js';

export function models3dRoutes({ db, storage, config }: AppDeps): FastifyPluginAsyncZod {
  const adminSession = adminSessionOf(db, config);
  return async (app) => {
    app.get(
      '/api/3d-models',
      {
        schema: {
          tags: ['3D'],
          summary: 'Modèles 3D',
          description:
            "Les modèles actifs de produits actifs ; avec la session d'un administrateur (gestionnaire 3D), tous les modèles.",
          response: { 200: z.object({ models: z.array(publicModelSchema) }) },
        },
      },
      async (req, reply) => {
        // The spec's 3D manager reads this public list; only a live admin session sees hidden models.
        const admin = await adminSession(req);
        reply.header('Cache-Control', 'private, no-cache');
        return { models: await listModels(db, admin ? 'admin' : 'visitor') };
      },
    );

    app.get(
      '/api/3d-models/product/:productName',
      {
        schema: {
          tags: ['3D'],
          summary: "Modèle 3D d'un produit (404 s'il n'y en a pas)",
          params: z.object({ productName: z.string().min(1).max(300) }),
          response: { 200: z.object({ model: publicModelSchema }) },
        },
      },
      async (req) => {
        const model = await findModelForProduct(db, req.params.productName);
        if (!model) throw notFound('model_not_found', 'Aucun modèle 3D pour ce produit.');
        return { model };
      },
    );

    app.get(
      '/3d-models/:file',
      { schema: { hide: true, params: z.object({ file: z.string() }) } },
      async (req, reply) => sendStoredFile(reply, storage, 'models', req.params.file),
    );
  };
}
