import { useState } from 'react';
import { categoryIcon } from '../../../domain/categories';
import { fr } from '../../../domain/messages.fr';
import { sameStyle } from '../../../domain/styles';
import { Button } from '../../ui/button';
import { BudgetLabel } from './budget-label';
import { useStyles } from './catalog-queries';
import { goBackTo, goToStep } from './flow-navigation';
import { updateFlow, useFlow } from './flow-state';
import { StepLayout } from './step-layout';
import { StyleCarousel } from './style-carousel';

/** Step 3: one style for the whole room. */
export default function StyleStep() {
  const flow = useFlow();
  const { styles, isLoading } = useStyles();
  const [picked, setPicked] = useState<number | null>(null);
  const stored = styles.findIndex((s) => sameStyle(s.style, flow.style));
  const index = picked ?? Math.max(0, stored);
  const current = styles[index];

  const choose = () => {
    if (!current) return;
    const changed = !sameStyle(current.style, flow.style);
    updateFlow({ style: current.style, ...(changed ? { styleOverrides: {} } : {}) });
    goToStep('products');
  };

  return (
    <StepLayout
      step="style"
      mode={flow.mode}
      title={fr.flow.styleTitle}
      intro="Parcourez les styles et choisissez celui qui vous ressemble."
      back={{ label: `← ${fr.flow.editCategories}`, onClick: () => goBackTo('categories') }}
      wide
      secondaryActions={
        <Button variant="secondary" size="lg" onClick={() => goBackTo('categories')}>
          {fr.flow.editCategories}
        </Button>
      }
      primaryAction={
        <Button size="lg" disabled={!current} onClick={choose}>
          {fr.flow.continueWithStyle}
        </Button>
      }
    >
      <section
        aria-label="Récapitulatif"
        className="mb-5 grid gap-2 rounded-2xl bg-white p-4 text-sm shadow-sm ring-1 ring-sand-200"
      >
        <p>
          <span className="font-semibold text-indigo-900">Catégories : </span>
          {flow.categories.map((c) => `${categoryIcon(c)} ${c}`).join(' · ')}
        </p>
        <p>
          <span className="font-semibold text-indigo-900">Budget : </span>
          <BudgetLabel budgetFcfa={flow.budgetFcfa} />
        </p>
      </section>
      {isLoading ? (
        <p role="status" className="py-16 text-center text-muted">
          Chargement des styles…
        </p>
      ) : (
        <StyleCarousel styles={styles} index={index} onIndexChange={setPicked} onSelect={choose} />
      )}
    </StepLayout>
  );
}
