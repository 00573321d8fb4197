import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../contracts/error.js';
import { uploadedImageSchema } from '../../../contracts/uploaded-image.js';
import type { AppDeps } from '../../app-deps.js';
import { notFound } from '../../errors.js';
import { sendStoredImage } from '../../storage/serve-file.js';
import { adminSessionOf } from '../admin/service.js';
import { ensureVisitor, visitorOf } from '../visitor/service.js';
import { readMultipartFile } from './multipart.js';
import { storeUploadedImage, uploadOwner } from './service.js';

export function uploadRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const adminSession = adminSessionOf(deps.db, deps.config);
  return async (app) => {
    app.post(
      '/api/upload',
      {
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags: ['photos'],
          summary: 'Envoi de la photo de la pièce (multipart, champ image)',
          description:
            "JPEG, PNG, WebP, GIF ou AVIF vérifiés par leur contenu, 10 Mo au plus. L'image est redressée, débarrassée de ses métadonnées et enregistrée en WebP (2048 px au plus). Pose le cookie de visiteur (kerdeco_visitor) : la photo et tout ce qui en découle n’appartiennent qu’à lui.",
          consumes: ['multipart/form-data'],
          response: {
            201: uploadedImageSchema,
            400: errorSchema,
            413: errorSchema,
            415: errorSchema,
            422: errorSchema,
          },
        },
      },
      async (req, reply) => {
        const file = await readMultipartFile(req, 'image');
        const image = await storeUploadedImage(deps, file.data, {
          originalName: file.filename,
          purpose: 'room',
          visitorHash: ensureVisitor(req, reply, deps.config),
        });
        return reply.code(201).send(image);
      },
    );

    app.get(
      '/uploads/:file',
      {
        // A visitor's photos are theirs: served to the cookie that sent them and to the back
        // office, to anyone else as absent. Names are random; guessing them is slowed down too.
        config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
        schema: {
          hide: true,
          params: z.object({ file: z.string() }),
          querystring: z.object({ w: z.coerce.number().int().min(1).max(4096).optional() }),
        },
      },
      async (req, reply) => {
        const owner = await uploadOwner(deps.db, req.params.file);
        const mayView =
          owner !== undefined &&
          ((owner !== null && owner === visitorOf(req)) || (await adminSession(req)) !== null);
        if (!mayView) throw notFound();
        return sendStoredImage(reply, deps.storage, 'uploads', req.params.file, req.query.w);
      },
    );
  };
}
