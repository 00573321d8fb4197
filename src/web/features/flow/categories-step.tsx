import { fr } from '../../../domain/messages.fr';
import { Button } from '../../ui/button';
import { useCategories } from './catalog-queries';
import { CategoryPicker } from './category-picker';
import { ErrorPanel } from './error-panel';
import { goBackTo, goToStep } from './flow-navigation';
import { updateFlow, useFlow } from './flow-state';
import { RoomThumbnail } from './room-thumbnail';
import { StepLayout } from './step-layout';

/** Step 2: up to 10 furniture categories. */
export default function CategoriesStep() {
  const flow = useFlow();
  const categories = useCategories();
  const count = flow.categories.length;

  const onChange = (chosen: string[]) => {
    const kept = new Set(chosen);
    updateFlow((current) => ({
      categories: chosen,
      selectedProducts: current.selectedProducts.filter((p) => kept.has(p.category)),
      styleOverrides: Object.fromEntries(Object.entries(current.styleOverrides).filter(([c]) => kept.has(c))),
    }));
  };

  return (
    <StepLayout
      step="categories"
      mode={flow.mode}
      title={fr.flow.categoriesTitle}
      intro="Quels meubles voulez-vous voir dans votre pièce ? Un produit sera choisi pour chaque catégorie."
      back={{ label: fr.flow.changeMethod, onClick: () => goBackTo('method') }}
      secondaryActions={
        <Button variant="secondary" size="lg" onClick={() => goBackTo('method')}>
          {fr.flow.back}
        </Button>
      }
      primaryAction={
        <Button size="lg" disabled={count === 0 || categories.isLoading} onClick={() => goToStep('style')}>
          {fr.flow.continueWithCategories(count)}
        </Button>
      }
    >
      <div className="grid grid-cols-1 gap-5">
        <RoomThumbnail />
        {categories.error ? (
          <ErrorPanel
            message="Impossible de charger les catégories."
            actionLabel="Réessayer"
            onAction={() => categories.refetch()}
          />
        ) : null}
        <CategoryPicker
          categories={categories.data ?? []}
          chosen={flow.categories}
          onChange={onChange}
          loading={categories.isLoading}
        />
      </div>
    </StepLayout>
  );
}
