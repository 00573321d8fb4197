import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOrderSchema } from '../../../../contracts/admin.js';
import { errorSchema } from '../../../../contracts/error.js';
import { ADMIN_ORDERS_PAGE_SIZE } from '../../../../domain/constants.js';
import { fr } from '../../../../domain/messages.fr.js';
import type { AppDeps } from '../../../app-deps.js';
import { datedListQuery, filterValue, idParams } from '../schemas.js';
import { listOrders, markOrderProcessed } from './service.js';

const markProcessedBody = z
  .object({ notes: z.string().max(2000).nullish() })
  .nullish()
  .transform((b) => b?.notes?.trim() || undefined);

const processedResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  order: adminOrderSchema,
});

/** The route options of both 'mark processed' calls: by order, and by quote (admin-back-office.md §7). */
export function markProcessedRoute(summary: string) {
  return {
    schema: {
      tags: ['admin'],
      summary,
      params: idParams,
      body: markProcessedBody,
      response: { 200: processedResponse, 404: errorSchema, 409: errorSchema },
    },
  };
}

export const processed = (order: z.output<typeof adminOrderSchema>) => ({
  success: true as const,
  message: fr.backOffice.orderProcessed,
  order,
});

export function adminOrderRoutes({ db }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/orders',
      {
        schema: {
          tags: ['admin'],
          summary: 'Commandes, filtrées et paginées (les plus récentes d’abord)',
          querystring: datedListQuery(ADMIN_ORDERS_PAGE_SIZE, { status: filterValue }),
          response: { 200: z.object({ orders: z.array(adminOrderSchema), total: z.number() }) },
        },
      },
      async (req) => listOrders(db, req.query),
    );

    app.post(
      '/orders/:id/mark-processed',
      markProcessedRoute('Marquer une commande comme traitée (notes facultatives)'),
      async (req) => processed(await markOrderProcessed(db, req.params.id, req.body)),
    );
  };
}
