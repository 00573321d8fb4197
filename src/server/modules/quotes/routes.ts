import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../contracts/error.js';
import { productSnapshotSchema, snappedSnapshotSchema } from '../../../contracts/product-snapshot.js';
import type { AppDeps } from '../../app-deps.js';
import { ensureVisitor, visitorOf } from '../visitor/service.js';
import { createQuote, quoteForCheckout, quotesOfImage, renderOwnQuotePdf } from './service.js';

export const quoteViewSchema = z.object({
  id: z.number(),
  number: z.string(),
  imageId: z.number().nullable(),
  generatedImageId: z.number().nullable(),
  selectedProducts: z.array(z.string()),
  snappedProducts: z.array(z.string()),
  totalAmount: z.string(),
  totalFcfa: z.number(),
  validUntil: z.string(),
  downloadCount: z.number(),
  createdAt: z.string(),
});

const quoteId = z.object({ quoteId: z.coerce.number().int().positive() });

/** 'devis-2025-11-22-143015.pdf' */
function devisFileName(now = new Date()): string {
  return `devis-${now.toISOString().slice(0, 19).replace('T', '-').replaceAll(':', '')}.pdf`;
}

export function quoteRoutes({ db, storage, config }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/generate-quote',
      {
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags: ['devis'],
          summary: 'Crée le mini-devis et renvoie son PDF',
          description:
            'Réponse application/pdf (téléchargement devis-<horodatage>.pdf) ; en-têtes X-Quote-Id et X-Quote-Number. ' +
            'La photo (imageId) et la génération (generatedImageId, une génération réussie de cette photo) doivent être celles du visiteur (404 sinon) ; le devis lui appartient.',
          body: z.object({
            selectedProducts: z.array(productSnapshotSchema).max(50).default([]),
            snappedProducts: z.array(snappedSnapshotSchema).max(20).default([]),
            imageId: z.coerce.number().int().positive().nullish(),
            generatedImageId: z.coerce.number().int().positive().optional(),
          }),
        },
      },
      async (req, reply) => {
        const { quote, pdf } = await createQuote(
          { db, storage },
          {
            imageId: req.body.imageId ?? null,
            selectedProducts: req.body.selectedProducts,
            snappedProducts: req.body.snappedProducts,
            generatedImageId: req.body.generatedImageId,
            visitorHash: ensureVisitor(req, reply, config),
          },
        );
        return reply
          .type('application/pdf')
          .header('Content-Disposition', `attachment; filename="${devisFileName()}"`)
          .header('X-Quote-Id', String(quote.id))
          .header('X-Quote-Number', quote.number)
          .header('Access-Control-Expose-Headers', 'X-Quote-Id, X-Quote-Number')
          .header('Cache-Control', 'no-store')
          .send(pdf);
      },
    );

    app.get(
      '/api/quotes/:imageId',
      {
        schema: {
          tags: ['devis'],
          summary: "Devis d'une photo de pièce, du plus ancien au plus récent",
          params: z.object({ imageId: z.coerce.number().int().positive() }),
          response: { 200: z.object({ quotes: z.array(quoteViewSchema) }), 404: errorSchema },
        },
      },
      async (req, reply) => {
        reply.header('Cache-Control', 'no-store');
        return { quotes: await quotesOfImage(db, req.params.imageId, visitorOf(req)) };
      },
    );

    app.get(
      '/api/quotes/by-id/:quoteId',
      {
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: {
          tags: ['devis'],
          summary: 'Un devis, sa commande éventuelle et la photo de la pièce (page de commande)',
          params: quoteId,
          response: {
            200: z.object({
              quote: quoteViewSchema,
              order: z.object({ status: z.string(), customerName: z.string().nullable() }).nullable(),
              uploadedImage: z.object({ id: z.number(), filename: z.string(), url: z.string() }).nullable(),
              generatedImageUrl: z.string().nullable(),
              contact: z.object({ phone: z.string().nullable(), email: z.string().nullable() }),
            }),
            404: errorSchema,
          },
        },
      },
      async (req, reply) => {
        reply.header('Cache-Control', 'no-store');
        return quoteForCheckout(db, req.params.quoteId, visitorOf(req));
      },
    );

    app.get(
      '/api/quotes/by-id/:quoteId/pdf',
      {
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: { tags: ['devis'], summary: 'Le PDF d’un devis, à nouveau', params: quoteId },
      },
      async (req, reply) => {
        const pdf = await renderOwnQuotePdf({ db, storage }, req.params.quoteId, visitorOf(req));
        return reply
          .type('application/pdf')
          .header('Content-Disposition', `attachment; filename="${devisFileName()}"`)
          .header('Cache-Control', 'no-store')
          .send(pdf);
      },
    );
  };
}
