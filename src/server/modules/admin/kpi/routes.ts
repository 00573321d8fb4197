import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminImageSchema, adminOrderSchema } from '../../../../contracts/admin.js';
import { adminKpiSchema } from '../../../../contracts/admin-kpi.js';
import { KPI_PERIODS, periodRange } from '../../../../domain/business-periods.js';
import { KPI_PERIOD_LIST_SIZE } from '../../../../domain/constants.js';
import type { AppDeps } from '../../../app-deps.js';
import { listGeneratedImages } from '../images/service.js';
import { listOrders } from '../orders/service.js';
import { computeKpi } from './service.js';

const periodQuery = z.object({ period: z.enum(KPI_PERIODS) });

export function adminKpiRoutes({ db, config }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/kpi',
      {
        schema: {
          tags: ['admin'],
          summary:
            'Indicateurs : produits, images générées, commandes et commissions (périodes en heure de Dakar)',
          description:
            "Recette : 600 FCFA par génération payée. Commission : COMMISSION_RATE × total des commandes confirmées ou traitées. 'daily' : générations et commandes par jour sur 30 jours.",
          response: {
            200: adminKpiSchema,
          },
        },
      },
      async () => computeKpi(db, config.COMMISSION_RATE),
    );

    app.get(
      '/kpi/images',
      {
        schema: {
          tags: ['admin'],
          summary: 'Les 50 images générées les plus récentes d’une période',
          querystring: periodQuery,
          response: { 200: z.object({ images: z.array(adminImageSchema), total: z.number() }) },
        },
      },
      async (req) =>
        listGeneratedImages(db, {
          page: 1,
          limit: KPI_PERIOD_LIST_SIZE,
          sortField: 'createdAt',
          sortOrder: 'desc',
          range: periodRange(req.query.period, new Date()),
        }),
    );

    app.get(
      '/kpi/orders',
      {
        schema: {
          tags: ['admin'],
          summary: 'Les 50 commandes les plus récentes d’une période',
          querystring: periodQuery,
          response: { 200: z.object({ orders: z.array(adminOrderSchema), total: z.number() }) },
        },
      },
      async (req) =>
        listOrders(db, {
          page: 1,
          limit: KPI_PERIOD_LIST_SIZE,
          range: periodRange(req.query.period, new Date()),
        }),
    );
  };
}
