import { MAX_SNAPPED_PRODUCTS } from '../../../domain/constants';
import { fr } from '../../../domain/messages.fr';
import { goBackTo, goToStep } from './flow-navigation';
import { type FlowMode, updateFlow, useFlow } from './flow-state';
import { RoomThumbnail } from './room-thumbnail';
import { StepLayout } from './step-layout';

const METHODS: { mode: FlowMode; title: string; text: string; icon: string }[] = [
  {
    mode: 'ai',
    title: fr.flow.methodAi,
    text: 'Choisissez vos catégories de meubles et un style : nous composons la meilleure sélection de produits de nos magasins partenaires, dans votre budget.',
    icon: '✨',
  },
  {
    mode: 'manual',
    title: fr.flow.methodScan,
    text: `Photographiez jusqu'à ${MAX_SNAPPED_PRODUCTS} de vos propres meubles pour les voir dans votre pièce.`,
    icon: '📷',
  },
];

/** Step 1: AI recommendations or the visitor's own furniture. */
export default function MethodStep() {
  const flow = useFlow();
  const choose = (mode: FlowMode) => {
    updateFlow({ mode });
    goToStep(mode === 'ai' ? 'categories' : 'scanner');
  };
  return (
    <StepLayout
      step="method"
      mode={flow.mode}
      title={fr.flow.methodTitle}
      intro="Comment voulez-vous meubler cette pièce ?"
      back={{ label: '← Changer de photo', onClick: () => goBackTo('upload') }}
    >
      <RoomThumbnail />
      <ul className="mt-5 grid gap-4 md:grid-cols-2">
        {METHODS.map((method) => (
          <li key={method.mode}>
            <button
              type="button"
              onClick={() => choose(method.mode)}
              className="group flex h-full w-full flex-col items-start gap-2 rounded-2xl border-2 border-sand-300 bg-white p-5 text-left shadow-sm transition-colors hover:border-terracotta-600 hover:bg-sand-50"
            >
              <span
                aria-hidden="true"
                className="flex size-12 items-center justify-center rounded-full bg-sand-100 text-2xl"
              >
                {method.icon}
              </span>
              <span className="text-xl font-bold text-indigo-900">{method.title}</span>
              <span className="text-muted">{method.text}</span>
              <span className="mt-auto pt-2 font-semibold text-terracotta-700 group-hover:underline">
                Choisir <span aria-hidden="true">→</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </StepLayout>
  );
}
