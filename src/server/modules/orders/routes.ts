import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../contracts/error.js';
import type { AppDeps } from '../../app-deps.js';
import { visitorOf } from '../visitor/service.js';
import { saveOrder } from './service.js';

const optionalText = (max: number) => z.string().max(max).nullish();

export function orderRoutes({ db }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/orders',
      {
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
        schema: {
          tags: ['commandes'],
          summary: 'Confirme (coordonnées requises) ou reporte la commande d’un devis',
          body: z.object({
            quoteId: z.coerce.number().int().positive(),
            status: z.enum(['confirmed', 'deferred']),
            customerName: optionalText(200),
            customerEmail: optionalText(200),
            customerPhone: optionalText(40),
            customerAddress: optionalText(500),
            customerNotes: optionalText(2000),
          }),
          response: {
            201: z.object({
              order: z.object({
                id: z.number(),
                quoteId: z.number(),
                status: z.string(),
                customerName: z.string().nullable(),
                totalAmount: z.number(),
              }),
            }),
            400: errorSchema,
            404: errorSchema,
            409: errorSchema,
          },
        },
      },
      async (req, reply) => {
        const order = await saveOrder(db, req.body, visitorOf(req));
        return reply.code(201).send({
          order: {
            id: order.id,
            quoteId: order.quoteId,
            status: order.status,
            customerName: order.customerName,
            totalAmount: order.totalAmount,
          },
        });
      },
    );
  };
}
