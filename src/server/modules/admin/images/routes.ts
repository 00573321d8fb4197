import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminImageSchema } from '../../../../contracts/admin.js';
import { errorSchema } from '../../../../contracts/error.js';
import { ADMIN_IMAGES_PAGE_SIZE } from '../../../../domain/constants.js';
import { fr } from '../../../../domain/messages.fr.js';
import { notFound } from '../../../errors.js';
import { regenerateGeneratedImage } from '../../generation/service.js';
import { attachment } from '../csv.js';
import type { AdminDeps } from '../routes.js';
import { datedListQuery, filterValue, idParams, okSchema } from '../schemas.js';
import { exportPaymentsCsv } from './payments-csv.js';
import { deleteGeneratedImages, findGeneratedImage, listGeneratedImages } from './service.js';

const imageListQuery = datedListQuery(ADMIN_IMAGES_PAGE_SIZE, {
  sortField: z.enum(['createdAt', 'status', 'filename', 'id']).catch('createdAt'),
  sortOrder: z.enum(['asc', 'desc']).catch('desc'),
  status: filterValue,
  linkedProduct: filterValue,
});

export function adminImageRoutes({ db, storage, renderer }: AdminDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/generated-images',
      {
        schema: {
          tags: ['admin'],
          summary: 'Images générées, filtrées et paginées (dates en heure de Dakar, bornes incluses)',
          querystring: imageListQuery,
          response: { 200: z.object({ images: z.array(adminImageSchema), total: z.number() }) },
        },
      },
      async (req) => listGeneratedImages(db, req.query),
    );

    app.get(
      '/generated-images/:id',
      {
        schema: {
          tags: ['admin'],
          summary: 'Une image générée',
          params: idParams,
          response: { 200: z.object({ image: adminImageSchema }), 404: errorSchema },
        },
      },
      async (req) => ({ image: await findGeneratedImage(db, req.params.id) }),
    );

    app.post(
      '/generated-images/:id/regenerate',
      {
        schema: {
          tags: ['admin'],
          summary: "Régénérer une image avec les mêmes entrées (la nouvelle remplace l'ancienne)",
          params: idParams,
          response: {
            200: z.object({ success: z.literal(true), message: z.string(), image: adminImageSchema }),
            404: errorSchema,
            409: errorSchema,
            410: errorSchema,
          },
        },
      },
      async (req) => {
        await regenerateGeneratedImage({ db, storage, renderer, log: req.log }, req.params.id);
        return {
          success: true as const,
          message: fr.backOffice.imageRegenerated,
          image: await findGeneratedImage(db, req.params.id),
        };
      },
    );

    app.delete(
      '/generated-images/:id',
      {
        schema: {
          tags: ['admin'],
          summary: 'Supprimer une image générée et son fichier',
          params: idParams,
          response: { 200: okSchema, 404: errorSchema },
        },
      },
      async (req) => {
        const deleted = await deleteGeneratedImages(db, storage, [req.params.id]);
        if (deleted === 0) throw notFound('generated_image_not_found', fr.backOffice.generatedImageNotFound);
        return { success: true as const, message: fr.backOffice.imageDeleted };
      },
    );

    app.post(
      '/generated-images/bulk-delete',
      {
        schema: {
          tags: ['admin'],
          summary: 'Supprimer plusieurs images générées',
          body: z.object({ imageIds: z.array(z.number().int().positive()).min(1).max(500) }),
          response: {
            200: z.object({ success: z.literal(true), deletedCount: z.number(), message: z.string() }),
            400: errorSchema,
          },
        },
      },
      async (req) => {
        const deletedCount = await deleteGeneratedImages(db, storage, [...new Set(req.body.imageIds)]);
        return { success: true as const, deletedCount, message: fr.backOffice.imagesDeleted(deletedCount) };
      },
    );

    app.get(
      '/payments/export-csv',
      {
        schema: {
          tags: ['admin'],
          summary: 'Exporter les paiements en CSV (UTF-8 avec BOM, séparateur point-virgule)',
          produces: ['text/csv'],
        },
      },
      async (_req, reply) => {
        const csv = await exportPaymentsCsv(db);
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', attachment(`paiements-${day}.csv`))
          .send(csv);
      },
    );
  };
}
