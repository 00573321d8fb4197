import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../../contracts/error.js';
import { publicModelSchema, uploadedModelSchema } from '../../../../contracts/model-3d.js';
import { MAX_3D_MODEL_BYTES } from '../../../../domain/constants.js';
import { fr } from '../../../../domain/messages.fr.js';
import type { AppDeps } from '../../../app-deps.js';
import { AppError } from '../../../errors.js';
import { readMultipartFile } from '../../uploads/service.js';
import { idParams, okSchema } from '../schemas.js';
import { attachModelToProduct, deleteModel, storeModelFile } from './service.js';

const MAX_MB = MAX_3D_MODEL_BYTES / (1024 * 1024);

export function adminModelRoutes({ db, storage }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/3d-models/upload',
      {
        schema: {
          tags: ['admin'],
          summary: 'Téléverser un modèle 3D (multipart, champ model)',
          description: `.glb ou .gltf autonome, vérifié par son contenu (en-tête glTF binaire ou document glTF 2.0), ${MAX_MB} Mo au plus.`,
          consumes: ['multipart/form-data'],
          response: {
            201: uploadedModelSchema,
            400: errorSchema,
            413: errorSchema,
            415: errorSchema,
            422: errorSchema,
          },
        },
      },
      async (req, reply) => {
        const file = await readMultipartFile(req, 'model', { maxBytes: MAX_3D_MODEL_BYTES }).catch(
          (err: unknown) => {
            const code = (err as { code?: string }).code;
            if (code === 'FST_REQ_FILE_TOO_LARGE') {
              throw new AppError(413, 'file_too_large', fr.backOffice.modelTooLarge(MAX_MB));
            }
            throw err;
          },
        );
        return reply.code(201).send(await storeModelFile(storage, file.data, file.filename));
      },
    );

    app.post(
      '/products/:id/add-3d-model',
      {
        schema: {
          tags: ['admin'],
          summary: 'Associer un modèle 3D téléversé à un produit',
          params: idParams,
          body: z.object({
            modelData: z.object({
              filePath: z.string().max(300).optional(),
              filename: z.string().min(1).max(200),
              originalName: z.string().max(300).optional(),
              size: z.number().optional(),
            }),
          }),
          response: {
            201: z.object({ success: z.literal(true), model: publicModelSchema }),
            400: errorSchema,
            404: errorSchema,
            409: errorSchema,
          },
        },
      },
      async (req, reply) => {
        const model = await attachModelToProduct(db, storage, req.params.id, req.body.modelData);
        return reply.code(201).send({ success: true as const, model });
      },
    );

    app.delete(
      '/3d-models/:id',
      {
        schema: {
          tags: ['admin'],
          summary: 'Supprimer un modèle 3D et son fichier',
          params: idParams,
          response: { 200: okSchema, 404: errorSchema },
        },
      },
      async (req) => {
        await deleteModel(db, storage, req.params.id);
        return { success: true as const, message: fr.backOffice.modelDeleted };
      },
    );
  };
}
