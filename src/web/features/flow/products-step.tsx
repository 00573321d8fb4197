import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Combination, OptimalSelection, OptimalSelectionRequest } from '../../../contracts/selection';
import { fr } from '../../../domain/messages.fr';
import { formatFcfa } from '../../../domain/money';
import { isUnlimitedBudget } from '../../../domain/selection';
import { styleLabel } from '../../../domain/styles';
import { apiRequest } from '../../lib/api';
import { Button } from '../../ui/button';
import { cx } from '../../ui/cx';
import { BudgetEditor } from './budget-editor';
import { CategoryOffer } from './category-offer';
import { ErrorPanel } from './error-panel';
import { goBackTo, goToStep } from './flow-navigation';
import { type FlowState, updateFlow, useFlow } from './flow-state';
import { RoomThumbnail } from './room-thumbnail';
import { useSavedSelection } from './saved-selection';
import { ScenePreview } from './scene-preview';
import {
  combinationProducts,
  minimumTotal,
  sameProducts,
  storedSelection,
  swapProduct,
} from './selection-picks';
import { StepLayout } from './step-layout';

function useOptimalSelection(request: OptimalSelectionRequest) {
  return useQuery<OptimalSelection>({
    queryKey: ['/api/selection/optimal', request],
    queryFn: async () => (await apiRequest('POST', '/api/selection/optimal', request)).json(),
  });
}

/** Step 4: per-category products and the combination that fits the budget. */
export default function ProductsStep() {
  const flow = useFlow();
  const request: OptimalSelectionRequest = {
    categories: flow.categories,
    style: flow.style ?? '',
    budgetFcfa: flow.budgetFcfa,
    styleOverrides: flow.styleOverrides,
  };
  const query = useOptimalSelection(request);
  const data = query.data;
  const combination = data ? kept(data, flow.combination) : undefined;
  const found = combination?.status === 'found';
  const selection = data && found ? (storedSelection(flow.selectedProducts, data.offers) ?? null) : null;
  // Arriving without picks (a first visit, or a reload after the tab's storage lost them): the
  // picks saved for this photo at the last generation come first, when they still fit the offers.
  const [restoring, setRestoring] = useState(() => flow.image !== null && flow.selectedProducts.length === 0);
  const saved = useSavedSelection(restoring ? (flow.image?.id ?? null) : null);

  // The visitor's picks follow the combination until they change one; a new answer (budget,
  // style override) that invalidates them brings the combination back.
  useEffect(() => {
    if (!data || !combination) return;
    if (restoring) {
      if (saved.isFetching) return;
      setRestoring(false);
      const restored = saved.data && found ? storedSelection(saved.data, data.offers) : null;
      if (restored) {
        updateFlow({ selectedProducts: restored });
        return;
      }
    }
    if (combination.status !== 'found') {
      if (flow.selectedProducts.length > 0) updateFlow({ selectedProducts: [] });
      return;
    }
    const products = combinationProducts(combination, data.offers);
    if (
      !storedSelection(flow.selectedProducts, data.offers) &&
      !sameProducts(products, flow.selectedProducts)
    ) {
      updateFlow({ selectedProducts: products });
    }
  }, [data, combination, found, flow.selectedProducts, restoring, saved.isFetching, saved.data]);

  const changeBudget = (budgetFcfa: number) => updateFlow({ budgetFcfa, selectedProducts: [] });

  const generate = () => {
    if (!flow.image || !selection) return;
    // Best effort: the selection is kept for later visits, the flow does not wait for it.
    apiRequest('POST', '/api/selection', { imageId: flow.image.id, selectedProducts: selection }).catch(
      (err) => console.error('Selection not saved', err),
    );
    goToStep('result');
  };

  const picked = selection ?? [];
  const total = picked.reduce((sum, p) => sum + p.priceFcfa, 0);

  return (
    <StepLayout
      step="products"
      mode={flow.mode}
      title="Votre sélection de meubles"
      intro={
        <>
          Style <strong className="text-indigo-900">{styleLabel(flow.style ?? '')}</strong>, un produit par
          catégorie, chez nos magasins partenaires à Dakar.
        </>
      }
      back={{ label: '← Modifier le style', onClick: () => goBackTo('style') }}
      wide
      secondaryActions={
        <Button variant="secondary" size="lg" onClick={() => goBackTo('style')}>
          Modifier le style
        </Button>
      }
      primaryAction={
        <Button size="lg" disabled={!selection} onClick={generate}>
          {fr.selection.generateWithSelection}
        </Button>
      }
    >
      <div className="grid grid-cols-1 gap-5">
        <RoomThumbnail>
          <BudgetEditor
            // Opens by itself whenever an answer says the budget is the problem.
            key={`${flow.budgetFcfa}-${combination?.status}`}
            budgetFcfa={flow.budgetFcfa}
            onChange={changeBudget}
            startOpen={combination?.status === 'insufficientBudget' || combination?.status === 'lowBudget'}
          />
        </RoomThumbnail>

        {query.isPending ? (
          <SelectionLoading count={flow.categories.length} />
        ) : query.error || !data || !combination ? (
          // The products of every category come in the same answer as the calculation: a failure
          // cannot be pinned on one category, so the spec's per-category fetch message does not apply.
          <ErrorPanel
            message={fr.selection.calculationError}
            actionLabel="Réessayer"
            onAction={() => window.location.reload()}
          />
        ) : (
          <>
            <SelectionStatus data={data} combination={combination} flow={flow} />
            {found && selection ? (
              <>
                <SelectionTotal
                  total={total}
                  budgetFcfa={flow.budgetFcfa}
                  data={data}
                  selection={selection}
                />
                <ScenePreview selection={selection} />
              </>
            ) : null}
            <div className="grid grid-cols-1 gap-4">
              <h2 className="text-xl font-bold text-indigo-900">Produits par catégorie</h2>
              {data.offers.map((offer) => (
                <CategoryOffer
                  key={offer.category}
                  offer={offer}
                  style={flow.style ?? ''}
                  picked={picked.find((p) => p.category === offer.category)}
                  canPick={found}
                  onPick={(product) => updateFlow({ selectedProducts: swapProduct(picked, product) })}
                  onStyleOverride={(style) =>
                    updateFlow((current) => ({
                      styleOverrides: { ...current.styleOverrides, [offer.category]: style },
                      selectedProducts: [],
                    }))
                  }
                  onRemoveCategory={() =>
                    updateFlow((current) => ({
                      categories: current.categories.filter((c) => c !== offer.category),
                      selectedProducts: [],
                    }))
                  }
                />
              ))}
            </div>
          </>
        )}
      </div>
    </StepLayout>
  );
}

/** The combination the visitor keeps: closest to the budget unless they asked for the cheapest. */
function kept(data: OptimalSelection, choice: FlowState['combination']): Combination {
  return choice === 'cheapest' || !data.best ? data.cheapest : data.best;
}

function SelectionLoading({ count }: { count: number }) {
  return (
    <div role="status" className="grid grid-cols-1 gap-4">
      <p className="font-semibold text-indigo-900">Recherche de la meilleure combinaison…</p>
      {['first', 'second', 'third'].slice(0, Math.max(1, Math.min(count, 3))).map((key) => (
        <div key={key} className="h-52 animate-pulse rounded-2xl bg-sand-100 motion-reduce:animate-none" />
      ))}
    </div>
  );
}

function SelectionStatus({
  data,
  combination,
  flow,
}: {
  data: OptimalSelection;
  combination: Combination;
  flow: FlowState;
}) {
  if (combination.status === 'alternativeStylesRequired') {
    const missing = data.offers.filter((o) => o.products.length === 0).map((o) => o.category);
    return (
      <Notice tone="warning" title={fr.selection.alternativeStylesRequired}>
        Styles alternatifs requis : aucun produit de style {styleLabel(flow.style ?? '')} pour{' '}
        <strong>{missing.join(', ')}</strong>. Choisissez un autre style pour{' '}
        {missing.length > 1 ? 'ces catégories' : 'cette catégorie'} ci-dessous.
      </Notice>
    );
  }
  if (combination.status === 'lowBudget') {
    return (
      <Notice tone="danger" title="Budget trop faible">
        {combination.message}
      </Notice>
    );
  }
  if (combination.status === 'insufficientBudget') {
    const least = minimumTotal(data.offers);
    return (
      <Notice tone="danger" title={fr.selection.insufficientBudget}>
        <strong>{fr.selection.noCombination}</strong> dans ce budget.
        {least !== null
          ? ` Il faut au moins ${formatFcfa(least)} pour un produit dans chaque catégorie.`
          : ''}{' '}
        Augmentez le budget ou retirez une catégorie.
      </Notice>
    );
  }
  if (combination.premium) {
    return (
      <Notice tone="premium" title={fr.flow.premiumSelection}>
        Sans limite de budget : voici la pièce la plus haut de gamme de chaque catégorie.
      </Notice>
    );
  }
  return <CombinationChoice data={data} choice={flow.combination} />;
}

function CombinationChoice({ data, choice }: { data: OptimalSelection; choice: FlowState['combination'] }) {
  const { best, cheapest } = data;
  if (
    !best ||
    sameProducts(combinationProducts(best, data.offers), combinationProducts(cheapest, data.offers))
  ) {
    return (
      <Notice tone="success" title="Combinaison trouvée">
        Un produit par catégorie pour {formatFcfa(cheapest.totalFcfa)}, dans votre budget.
      </Notice>
    );
  }
  const options = [
    {
      value: 'best' as const,
      title: 'Au plus près de votre budget',
      text: 'Des meubles plus haut de gamme, sans dépasser votre budget.',
      total: best.totalFcfa,
    },
    {
      value: 'cheapest' as const,
      title: 'La plus économique',
      text: 'Le produit le moins cher de chaque catégorie.',
      total: cheapest.totalFcfa,
    },
  ];
  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-2">
      <legend className="mb-2 text-lg font-bold text-indigo-900">
        Deux combinaisons tiennent dans votre budget
      </legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={cx(
              'flex cursor-pointer gap-3 rounded-2xl border-2 bg-white p-4 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-800',
              choice === option.value
                ? 'border-terracotta-600 shadow-md'
                : 'border-sand-200 hover:border-terracotta-500',
            )}
          >
            <input
              type="radio"
              name="combination"
              value={option.value}
              checked={choice === option.value}
              onChange={() => updateFlow({ combination: option.value, selectedProducts: [] })}
              className="mt-1 size-5 shrink-0 accent-terracotta-600"
            />
            <span className="grid grid-cols-1 gap-1">
              <span className="font-bold text-indigo-900">{option.title}</span>
              <span className="text-sm text-muted">{option.text}</span>
              <span className="text-lg font-extrabold text-ink">{formatFcfa(option.total)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function SelectionTotal({
  total,
  budgetFcfa,
  data,
  selection,
}: {
  total: number;
  budgetFcfa: number | null;
  data: OptimalSelection;
  selection: ReturnType<typeof combinationProducts>;
}) {
  const unlimited = isUnlimitedBudget(budgetFcfa);
  const over = !unlimited && budgetFcfa !== null && total > budgetFcfa;
  const custom = ![data.best, data.cheapest].some(
    (c) => c && sameProducts(combinationProducts(c, data.offers), selection),
  );
  return (
    <div
      aria-live="polite"
      className={cx(
        'grid grid-cols-1 gap-1 rounded-2xl p-4 sm:flex sm:items-end sm:justify-between',
        over ? 'bg-orange-50 ring-1 ring-orange-300' : 'bg-indigo-900 text-white',
      )}
    >
      <p>
        <span className="block text-sm font-semibold">
          Total de votre sélection{custom ? ' (personnalisée)' : ''}
        </span>
        <span className="block text-2xl font-extrabold">{formatFcfa(total)}</span>
      </p>
      {unlimited ? null : over ? (
        <p className="text-sm font-semibold text-orange-900">
          Dépasse votre budget de {formatFcfa(total - (budgetFcfa ?? 0))}
        </p>
      ) : (
        <p className="text-sm text-indigo-100">
          Reste {formatFcfa((budgetFcfa ?? 0) - total)} sur votre budget
        </p>
      )}
    </div>
  );
}

const TONES = {
  warning: 'bg-orange-50 ring-orange-300 [&_h2]:text-orange-900',
  danger: 'bg-red-50 ring-red-300 [&_h2]:text-danger',
  success: 'bg-emerald-50 ring-emerald-300 [&_h2]:text-emerald-900',
  premium: 'bg-indigo-900 text-white ring-indigo-900 [&_h2]:text-ochre-300',
} as const;

function Notice({
  tone,
  title,
  children,
}: {
  tone: keyof typeof TONES;
  title: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div
      role={tone === 'danger' || tone === 'warning' ? 'alert' : 'status'}
      className={cx('rounded-2xl p-4 ring-1', TONES[tone])}
    >
      <h2 className="text-lg font-bold">{title}</h2>
      <p className="mt-1">{children}</p>
    </div>
  );
}
