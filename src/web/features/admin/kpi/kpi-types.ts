import type { Kpi } from '../../../../contracts/admin-kpi';
import type { KpiPeriod } from '../../../../domain/business-periods';

export type { Kpi, KpiPeriod };

export const PERIOD_LABELS: Record<KpiPeriod, string> = {
  today: "Aujourd'hui",
  thisMonth: 'Ce mois-ci',
  thisYear: 'Cette année',
  allTime: 'Depuis le début',
};
