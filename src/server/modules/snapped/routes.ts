import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../contracts/error.js';
import { snappedProductSchema } from '../../../contracts/snapped-product.js';
import { fr } from '../../../domain/messages.fr.js';
import type { AppDeps } from '../../app-deps.js';
import { AppError, badRequest } from '../../errors.js';
import { type MultipartFile, readMultipartFile } from '../uploads/service.js';
import { visitorOf } from '../visitor/service.js';
import { cutOutFurniture, parseFrame, previewOf } from './furniture-cutout.js';
import { addSnappedProduct, deleteSnappedProduct, listSnappedProducts } from './service.js';

const idParam = z.coerce.number().int().positive();

/** The multipart text fields; a missing or blank category gets the scanner's own message. */
const snappedFields = z.object({
  imageId: idParam,
  category: z.string().trim().min(1).max(100),
});

/** The furniture photo and the text fields sent with it; no photo gets the scanner's own message. */
async function readFurniturePhoto(req: FastifyRequest): Promise<MultipartFile> {
  try {
    return await readMultipartFile(req, 'image');
  } catch (err) {
    if (err instanceof AppError && err.code === 'missing_file') {
      throw badRequest('missing_photo', fr.scanner.photoAndCategoryRequired);
    }
    throw err;
  }
}

export function snappedRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    app.get(
      '/api/snapped-products/:imageId',
      {
        schema: {
          tags: ['meubles personnels'],
          summary: 'Meubles personnels ajoutés à une photo de pièce',
          params: z.object({ imageId: idParam }),
          response: { 200: z.object({ products: z.array(snappedProductSchema) }), 404: errorSchema },
        },
      },
      async (req, reply) => {
        reply.header('Cache-Control', 'no-store');
        return { products: await listSnappedProducts(db, req.params.imageId, visitorOf(req)) };
      },
    );

    app.post(
      '/api/snapped-products',
      {
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags: ['meubles personnels'],
          summary:
            'Ajoute un meuble personnel (multipart : image, category, imageId, frame) ; 9 par photo au plus',
          description:
            'La photo du meuble subit les mêmes contrôles que la photo de la pièce (contenu, 10 Mo, pixels), ' +
            'puis le meuble est détouré ; seul le détourage est gardé. Sans cadre (frame, JSON), un détourage ' +
            'automatique peu sûr est refusé (422 cutout_needs_frame).',
          consumes: ['multipart/form-data'],
          response: {
            201: z.object({ product: snappedProductSchema }),
            400: errorSchema,
            404: errorSchema,
            409: errorSchema,
            413: errorSchema,
            415: errorSchema,
            422: errorSchema,
          },
        },
      },
      async (req, reply) => {
        const file = await readFurniturePhoto(req);
        const fields = snappedFields.safeParse(file.fields);
        if (!fields.success) {
          throw badRequest('invalid_snapped_product', fr.scanner.photoAndCategoryRequired, {
            fields: fields.error.issues.map((issue) => issue.path.join('.')),
          });
        }
        const product = await addSnappedProduct(
          deps,
          {
            imageId: fields.data.imageId,
            category: fields.data.category,
            photo: file.data,
            originalName: file.filename,
            frame: parseFrame(file.fields.frame),
          },
          visitorOf(req),
        );
        return reply.code(201).send({ product });
      },
    );

    app.post(
      '/api/snapped-products/cutout',
      {
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags: ['meubles personnels'],
          summary:
            'Détoure un meuble personnel pour le montrer avant de l’ajouter (multipart : image, frame)',
          description:
            'Rien n’est gardé. confident est faux quand le détourage automatique ne sépare pas le meuble du ' +
            'décor : le visiteur l’encadre alors (frame : cadre puis traits « garder » et « retirer »).',
          consumes: ['multipart/form-data'],
          response: {
            200: z.object({
              confident: z.boolean(),
              cutout: z.object({ url: z.string(), width: z.number(), height: z.number() }),
            }),
            400: errorSchema,
            413: errorSchema,
            415: errorSchema,
            422: errorSchema,
          },
        },
      },
      async (req, reply) => {
        const file = await readFurniturePhoto(req);
        const { cutout, confident } = await cutOutFurniture(file.data, parseFrame(file.fields.frame));
        reply.header('Cache-Control', 'no-store');
        return { confident, cutout: await previewOf(cutout) };
      },
    );

    app.delete(
      '/api/snapped-products/:id',
      {
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: {
          tags: ['meubles personnels'],
          summary: 'Supprime un meuble personnel et sa photo',
          params: z.object({ id: idParam }),
          response: { 204: z.null(), 404: errorSchema },
        },
      },
      async (req, reply) => {
        await deleteSnappedProduct(deps, req.params.id, visitorOf(req));
        return reply.code(204).send(null);
      },
    );
  };
}
