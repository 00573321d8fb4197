import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactInfoBody } from '../../../contracts/contact-info.js';
import { errorSchema } from '../../../contracts/error.js';
import { generationViewSchema } from '../../../contracts/generation.js';
import { productSnapshotSchema, snappedSnapshotSchema } from '../../../contracts/product-snapshot.js';
import { sceneDescriptionSchema } from '../../../domain/scene.js';
import type { AppDeps } from '../../app-deps.js';
import { notFound } from '../../errors.js';
import { sendStoredImage } from '../../storage/serve-file.js';
import type { PaymentProvider } from '../payments/service.js';
import { findOwnRoomImage } from '../uploads/service.js';
import { visitorOf } from '../visitor/service.js';
import type { RoomRenderer } from './room-renderer.js';
import { findGeneration, findGenerationBySession, generateRoom, toGenerationView } from './service.js';

/** How long POST /api/generate-room waits for its job before answering 202 (the job goes on). */
export const GENERATION_WAIT_MS = 150_000;

const clientSessionId = z.string().trim().min(8).max(100);

export function generationRoutes(
  deps: AppDeps & { payments: PaymentProvider; renderer: RoomRenderer },
): FastifyPluginAsyncZod {
  const { db, storage } = deps;
  return async (app) => {
    app.post(
      '/api/generate-room',
      {
        // Each accepted call costs a paid payment; the limit only stops floods of refused ones.
        config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
        schema: {
          tags: ['génération'],
          summary: 'Génère la pièce meublée (consomme le paiement ; le rend si la génération échoue)',
          description:
            '402 sans paiement confirmé, 409 payment_already_used si le paiement a déjà servi. 422 scene_for_other_photo si la disposition envoyée (scene) nomme une autre photo que uploadedImage : refusée avant que le paiement ne soit utilisé, rien n’est enregistré. Les erreurs du générateur portent les codes API_KEY_INVALID, API_KEY_ISSUE, RATE_LIMIT ou SAFETY_BLOCKED ; 410 PHOTO_EXPIRED si la photo a été supprimée entre-temps (24 h au plus). Une génération plus longue que 150 s répond 202 et continue : GET /api/generations/{sessionId}.',
          body: z.object({
            selectedProducts: z.array(productSnapshotSchema).max(50).default([]),
            snappedProducts: z.array(snappedSnapshotSchema).max(20).default([]),
            uploadedImage: z
              .union([
                z.looseObject({ id: z.coerce.number().int().positive() }),
                z.coerce.number().int().positive(),
              ])
              .optional(),
            contactInfo: contactInfoBody.optional(),
            paymentId: z.string().max(100).optional(),
            sessionId: clientSessionId,
            scene: sceneDescriptionSchema
              .nullable()
              .optional()
              .describe(
                'La disposition arrangée par le visiteur avant de payer (étape 4), telle que POST /api/scene l’a donnée pour cette photo : son imageId doit être celui de uploadedImage (sinon 422 scene_for_other_photo). Sans elle, ou sans imageId (disposition enregistrée avant que les scènes ne nomment leur photo), le serveur dispose les meubles lui-même.',
              ),
          }),
          response: {
            200: generationViewSchema,
            202: generationViewSchema,
            400: errorSchema,
            402: errorSchema,
            409: errorSchema,
            410: errorSchema,
            422: errorSchema,
            429: errorSchema,
            500: errorSchema,
            503: errorSchema,
          },
        },
      },
      async (req, reply) => {
        const { body } = req;
        const image = body.uploadedImage;
        const view = await generateRoom(
          { db, storage, renderer: deps.renderer, payments: deps.payments, log: req.log },
          {
            selectedProducts: body.selectedProducts,
            snappedProducts: body.snappedProducts,
            roomImageId: typeof image === 'number' ? image : image?.id,
            contactInfo: {
              ...(body.contactInfo?.phone ? { phone: body.contactInfo.phone } : {}),
              ...(body.contactInfo?.email ? { email: body.contactInfo.email } : {}),
            },
            paymentId: body.paymentId,
            sessionId: body.sessionId,
            scene: body.scene ?? null,
            visitorHash: visitorOf(req),
          },
          GENERATION_WAIT_MS,
        );
        return reply.code(view.status === 'processing' ? 202 : 200).send(view);
      },
    );

    app.get(
      '/api/generations/:sessionId',
      {
        // Polled every 1.5 s while a generation runs, by phones that may share one address:
        // generous, yet no one tries many ids quickly.
        config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
        schema: {
          tags: ['génération'],
          summary: 'Où en est la génération de cette session du navigateur (retrouvée après une coupure)',
          description:
            "Interrogée toutes les 1,5 s environ pendant que POST /api/generate-room attend : l'étape (stage) est celle que le travail enregistre en base, quelle que soit l'instance qui l'exécute. 404 tant que le paiement n'a pas été vérifié et le travail créé.",
          params: z.object({ sessionId: clientSessionId }),
          response: { 200: z.object({ generation: generationViewSchema }), 404: errorSchema },
        },
      },
      async (req, reply) => {
        const row = await findGenerationBySession(db, req.params.sessionId);
        if (!row) throw notFound('generation_not_found');
        reply.header('Cache-Control', 'no-store');
        return { generation: toGenerationView(row) };
      },
    );

    app.get(
      '/api/generated-images/:imageId',
      {
        // Numbered ids: guessing them is slowed down (and answers nothing without the session or the photo).
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: {
          tags: ['génération'],
          summary:
            'Une image générée, pour qui a aussi sa session, ou pour le visiteur dont elle meuble la photo (les photos de pièces restent privées)',
          params: z.object({ imageId: z.coerce.number().int().positive() }),
          querystring: z.object({ sessionId: clientSessionId.optional() }),
          response: { 200: z.object({ generation: generationViewSchema }), 404: errorSchema },
        },
      },
      async (req, reply) => {
        const row = await findGeneration(db, req.params.imageId);
        const bySession =
          row !== null && req.query.sessionId !== undefined && row.clientSessionId === req.query.sessionId;
        // Without its session, the generation is shown to the visitor whose own photo it furnishes.
        const byOwner =
          row !== null &&
          req.query.sessionId === undefined &&
          row.originalImageId !== null &&
          (await findOwnRoomImage(db, row.originalImageId, visitorOf(req))) !== null;
        if (!row || !(bySession || byOwner)) throw notFound('generation_not_found');
        reply.header('Cache-Control', 'no-store');
        return { generation: toGenerationView(row) };
      },
    );

    app.get(
      '/generated/:file',
      {
        schema: {
          hide: true,
          params: z.object({ file: z.string() }),
          querystring: z.object({ w: z.coerce.number().int().min(1).max(4096).optional() }),
        },
      },
      async (req, reply) => sendStoredImage(reply, storage, 'generated', req.params.file, req.query.w),
    );
  };
}
