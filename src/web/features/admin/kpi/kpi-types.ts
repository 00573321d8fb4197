import type { KpiPeriod } from '../../../../domain/business-periods';
import type { computeKpi } from '../../../../server/modules/admin/kpi/service';

/** The answer of GET /api/admin/kpi, typed from the service that computes it (a type-only import). */
export type Kpi = Awaited<ReturnType<typeof computeKpi>>;
export type { KpiPeriod };

export const PERIOD_LABELS: Record<KpiPeriod, string> = {
  today: "Aujourd'hui",
  thisMonth: 'Ce mois-ci',
  thisYear: 'Cette année',
  allTime: 'Depuis le début',
};
