import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactInfoBody } from '../../../contracts/contact-info.js';
import { errorSchema } from '../../../contracts/error.js';
import { paymentSessionSchema } from '../../../contracts/payment-session.js';
import { productSnapshotSchema, snappedSnapshotSchema } from '../../../contracts/product-snapshot.js';
import { GENERATIONS_PER_PAYMENT } from '../../../domain/constants.js';
import { contactInfoSchema } from '../../../domain/validation.js';
import type { AppDeps } from '../../app-deps.js';
import { badRequest, notFound } from '../../errors.js';
import { visitorOf } from '../visitor/service.js';
import type { PaymentProvider } from './payment-provider.js';
import { sandboxRoutes } from './sandbox-routes.js';
import {
  handlePaymentNotification,
  initializePayment,
  paymentReturnLocation,
  paymentSessionForVisitor,
} from './service.js';

const sessionIdParam = z.object({ sessionId: z.string().min(1).max(100) });

export function paymentRoutes(deps: AppDeps & { payments: PaymentProvider }): FastifyPluginAsyncZod {
  const { db, payments, config } = deps;
  const paymentDeps = { db, payments, publicUrl: config.publicUrl };
  return async (app) => {
    app.post(
      '/api/payments/initialize',
      {
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
        schema: {
          tags: ['paiement'],
          summary: 'Crée la session de paiement (600 FCFA) et renvoie la page du fournisseur',
          body: z.object({
            imageId: z.coerce.number().int().positive(),
            imageGenerationCount: z.literal(GENERATIONS_PER_PAYMENT).default(GENERATIONS_PER_PAYMENT),
            customerPhone: z.string().max(40).nullish(),
            customerEmail: z.string().max(200).nullish(),
            selectedProducts: z.array(productSnapshotSchema).max(50).default([]),
            snappedProducts: z.array(snappedSnapshotSchema).max(20).default([]),
            contactInfo: contactInfoBody.optional(),
            uploadedImageData: z.unknown().optional(),
          }),
          response: {
            200: z.object({ redirectUrl: z.string(), sessionId: z.string() }),
            400: errorSchema,
            502: errorSchema,
          },
        },
      },
      async (req) => {
        const body = req.body;
        const contact = contactInfoSchema.safeParse({
          phone: body.contactInfo?.phone ?? body.customerPhone ?? undefined,
          email: body.contactInfo?.email ?? body.customerEmail ?? undefined,
          // The dialog does not send the form without consent; the server has only its word.
          consent: true,
        });
        if (!contact.success) {
          throw badRequest('invalid_contact', contact.error.issues[0]?.message, contact.error.issues);
        }
        const { phone, email } = contact.data;
        const session = await initializePayment(
          paymentDeps,
          {
            imageId: body.imageId,
            visitorHash: visitorOf(req),
            selectedProducts: body.selectedProducts,
            snappedProducts: body.snappedProducts,
            contactInfo: { ...(phone ? { phone } : {}), ...(email ? { email } : {}) },
            uploadedImageData: body.uploadedImageData,
          },
          req.log,
        );
        // The generation follows the payment: the renderer gets ready while the visitor pays.
        deps.renderer?.warm?.();
        return session;
      },
    );

    app.get(
      '/api/payment-sessions/:sessionId',
      {
        // Ids are not guessable, and guessing them is slowed down all the same.
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: {
          tags: ['paiement'],
          summary:
            'Restaure les sélections d’une session de paiement au retour du fournisseur ; tant qu’elle est en attente, son état est aussi demandé au fournisseur (au plus toutes les 10 s)',
          params: sessionIdParam,
          response: { 200: z.object({ session: paymentSessionSchema }), 404: errorSchema },
        },
      },
      async (req, reply) => {
        reply.header('Cache-Control', 'no-store');
        return {
          session: await paymentSessionForVisitor(
            { db, payments },
            req.params.sessionId,
            req.log,
            visitorOf(req),
          ),
        };
      },
    );

    app.get(
      '/api/payments/return/:sessionId',
      {
        schema: {
          tags: ['paiement'],
          summary: 'Retour du visiteur depuis le fournisseur : redirige vers le parcours avec le résultat',
          params: sessionIdParam,
          querystring: z.object({ outcome: z.enum(['success', 'cancel', 'error']).default('success') }),
        },
      },
      async (req, reply) => {
        const location = await paymentReturnLocation(
          paymentDeps,
          req.params.sessionId,
          req.query.outcome,
          req.log,
        );
        return reply.header('Cache-Control', 'no-store').redirect(location, 303);
      },
    );

    // Providers post form-urlencoded or JSON; the signature is computed over the exact bytes, so
    // this scope keeps the body as text and the provider parses it.
    await app.register(async (parent) => {
      const scope = parent.withTypeProvider<ZodTypeProvider>();
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) =>
        done(null, body),
      );
      scope.post(
        '/api/payments/notify/:provider',
        {
          config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
          schema: {
            tags: ['paiement'],
            summary:
              'Notification signée du fournisseur de paiement (IPN PayTech, webhook Wave, bac à sable)',
            params: z.object({ provider: z.string().max(20) }),
          },
        },
        async (req, reply) => {
          if (req.params.provider !== payments.name) throw notFound();
          const result = await handlePaymentNotification(
            { db, payments },
            {
              rawBody: typeof req.body === 'string' ? req.body : '',
              contentType: req.headers['content-type'] ?? '',
              headers: req.headers,
            },
            { ipAddress: req.ip ?? null },
            req.log,
          );
          reply.code(result.status).header('Cache-Control', 'no-store');
          if (payments.name === 'paytech' && result.status === 200)
            return reply.type('text/plain').send('IPN OK');
          return reply.send({ received: result.status === 200, outcome: result.outcome });
        },
      );
    });

    if (payments.name === 'sandbox') await app.register(sandboxRoutes({ ...deps, payments }));
  };
}
