import { useState } from 'react';
import { KPI_PERIODS } from '../../../../domain/business-periods';
import { fr } from '../../../../domain/messages.fr';
import { formatFcfa } from '../../../../domain/money';
import { styleLabel } from '../../../../domain/styles';
import { useAdminData } from '../lib/use-admin-list';
import { LoadError, LoadingRows, Panel } from '../ui/panel';
import { BreakdownCard } from './breakdown-card';
import { DailyChart } from './daily-chart';
import type { Kpi, KpiPeriod } from './kpi-types';
import { PERIOD_LABELS } from './kpi-types';
import { PeriodItemsDialog, type PeriodList } from './period-items-dialog';

function PeriodCard({
  period,
  count,
  unit,
  amountLabel,
  amount,
  onOpen,
}: {
  period: KpiPeriod;
  count: number;
  unit: string;
  amountLabel: string;
  amount: number;
  onOpen: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onOpen}
      className="flex flex-col items-start gap-1 rounded-2xl border border-sand-200 bg-white p-4 text-left shadow-sm transition-colors hover:border-terracotta-500 hover:bg-sand-50"
    >
      <span className="text-sm font-semibold text-muted">{PERIOD_LABELS[period]}</span>
      <span className="text-3xl font-extrabold text-indigo-900 tabular-nums">
        {count}
        <span className="sr-only"> {unit}</span>
      </span>
      <span className="text-sm">
        {amountLabel} : <span className="font-semibold">{formatFcfa(amount)}</span>
      </span>
      <span className="mt-1 text-xs font-semibold text-terracotta-700">Voir la liste →</span>
    </button>
  );
}

/** The dashboard (admin-back-office.md §2, §3): products, generations, orders, commission, 30 days of activity. */
export function KpiTab() {
  const kpi = useAdminData<Kpi>('/api/admin/kpi');
  const [list, setList] = useState<PeriodList | null>(null);
  if (kpi.isPending) return <LoadingRows />;
  if (kpi.isError) return <LoadError message={fr.errors.generic} onRetry={() => void kpi.refetch()} />;
  const { products, images, orders, revenue, daily } = kpi.data;
  const rate = `${(revenue.commissionRate * 100).toLocaleString('fr-FR')} %`;

  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="rounded-2xl bg-indigo-900 p-5 text-white shadow-sm">
          <p className="text-sm font-semibold opacity-90">Commission totale</p>
          <p className="mt-1 text-3xl font-extrabold tabular-nums">{formatFcfa(revenue.totalCommission)}</p>
          <p className="mt-1 text-sm opacity-90">Taux de commission : {rate} des commandes confirmées</p>
        </div>
        <div className="rounded-2xl border border-sand-200 bg-white p-5 shadow-sm">
          <p className="text-sm font-semibold text-muted">Recette des générations</p>
          <p className="mt-1 text-3xl font-extrabold text-indigo-900 tabular-nums">
            {formatFcfa(revenue.totalGenerationRevenue)}
          </p>
          <p className="mt-1 text-sm text-muted">600 FCFA par génération payée</p>
        </div>
        <div className="rounded-2xl border border-sand-200 bg-white p-5 shadow-sm">
          <p className="text-sm font-semibold text-muted">Produits actifs</p>
          <p className="mt-1 text-3xl font-extrabold text-indigo-900 tabular-nums">{products.totalActive}</p>
          <p className="mt-1 text-sm text-muted">Visibles dans l'application</p>
        </div>
      </div>

      <Panel title="Images générées">
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {KPI_PERIODS.map((p) => (
            <PeriodCard
              key={p}
              period={p}
              count={images[p].count}
              unit="image(s)"
              amountLabel="Recette"
              amount={images[p].revenue}
              onOpen={() => setList({ kind: 'images', period: p })}
            />
          ))}
        </div>
      </Panel>

      <Panel title="Commandes">
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {KPI_PERIODS.map((p) => (
            <PeriodCard
              key={p}
              period={p}
              count={orders[p].count}
              unit="commande(s)"
              amountLabel="Commission"
              amount={orders[p].commission}
              onOpen={() => setList({ kind: 'orders', period: p })}
            />
          ))}
        </div>
      </Panel>

      <Panel title="Activité des 30 derniers jours">
        <DailyChart days={daily} />
      </Panel>

      <section aria-labelledby="kpi-products">
        <h2 id="kpi-products" className="mb-3 text-lg font-bold text-indigo-900">
          Produits actifs : {products.totalActive}
        </h2>
        <div className="grid gap-4 md:grid-cols-2">
          <BreakdownCard
            title="Par magasin"
            entries={products.byStore.map((e) => ({ label: e.store, count: e.count }))}
          />
          <BreakdownCard
            title="Par pays"
            entries={products.byCountry.map((e) => ({ label: e.country, count: e.count }))}
          />
          <BreakdownCard
            title="Par catégorie"
            entries={products.byCategory.map((e) => ({ label: e.category, count: e.count }))}
          />
          <BreakdownCard
            title="Par style"
            entries={products.byStyle.map((e) => ({ label: styleLabel(e.style), count: e.count }))}
          />
        </div>
      </section>

      <PeriodItemsDialog list={list} onClose={() => setList(null)} />
    </div>
  );
}
