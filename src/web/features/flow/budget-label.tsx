import { fr } from '../../../domain/messages.fr';
import { formatFcfa } from '../../../domain/money';
import { isUnlimitedBudget } from '../../../domain/selection';

/** '500 000 FCFA', or 'Sélection Premium' when there is no limit. */
export function BudgetLabel({ budgetFcfa }: { budgetFcfa: number | null }) {
  if (isUnlimitedBudget(budgetFcfa)) {
    return (
      <span className="inline-flex items-center gap-1 font-semibold text-terracotta-700">
        <span aria-hidden="true">★</span>
        {fr.flow.premiumSelection}
        <span className="font-normal text-muted">(sans limite de budget)</span>
      </span>
    );
  }
  return <span className="font-semibold">{formatFcfa(budgetFcfa ?? 0)}</span>;
}
