import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { KPI_PERIODS, periodRange } from '../../../../domain/business-periods.js';
import { KPI_PERIOD_LIST_SIZE } from '../../../../domain/constants.js';
import type { AppDeps } from '../../../app-deps.js';
import { adminImageSchema } from '../images/routes.js';
import { listGeneratedImages } from '../images/service.js';
import { adminOrderSchema } from '../orders/routes.js';
import { listOrders } from '../orders/service.js';
import { computeKpi } from './service.js';

const counted = (field: 'revenue' | 'commission') =>
  z.object(
    Object.fromEntries(KPI_PERIODS.map((p) => [p, z.object({ count: z.number(), [field]: z.number() })])),
  );

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
            200: z.object({
              products: z.object({
                totalActive: z.number(),
                byStore: z.array(z.object({ store: z.string(), count: z.number() })),
                byCountry: z.array(z.object({ country: z.string(), count: z.number() })),
                byCategory: z.array(z.object({ category: z.string(), count: z.number() })),
                byStyle: z.array(z.object({ style: z.string(), count: z.number() })),
              }),
              images: counted('revenue'),
              orders: counted('commission'),
              revenue: z.object({
                totalCommission: z.number(),
                totalGenerationRevenue: z.number(),
                commissionRate: z.number(),
              }),
              daily: z.array(z.object({ date: z.string(), images: z.number(), orders: z.number() })),
              generatedAt: z.string(),
            }),
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
