import { z } from 'zod';
import { KPI_PERIODS, type KpiPeriod } from '../domain/business-periods.js';

const perPeriod = <T extends z.ZodType>(entry: T) =>
  z.object(Object.fromEntries(KPI_PERIODS.map((p) => [p, entry])) as Record<KpiPeriod, T>);

/** The answer of GET /api/admin/kpi. */
export const adminKpiSchema = z.object({
  products: z.object({
    totalActive: z.number(),
    byStore: z.array(z.object({ store: z.string(), count: z.number() })),
    byCountry: z.array(z.object({ country: z.string(), count: z.number() })),
    byCategory: z.array(z.object({ category: z.string(), count: z.number() })),
    byStyle: z.array(z.object({ style: z.string(), count: z.number() })),
  }),
  images: perPeriod(z.object({ count: z.number(), revenue: z.number() })),
  orders: perPeriod(z.object({ count: z.number(), commission: z.number() })),
  revenue: z.object({
    totalCommission: z.number(),
    totalGenerationRevenue: z.number(),
    commissionRate: z.number(),
  }),
  daily: z.array(z.object({ date: z.string(), images: z.number(), orders: z.number() })),
  generatedAt: z.string(),
});
export type Kpi = z.output<typeof adminKpiSchema>;
