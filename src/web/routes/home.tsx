import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
} from 'react';
import {
  followHistory,
  goToStep,
  recordStep,
  resumeStep,
  startFromLink,
} from '../features/flow/flow-navigation';
import { type FlowStep, resetFlow, useFlow } from '../features/flow/flow-state';
import { hasPaymentReturn } from '../features/flow/payment-return-params';
import { LandingPage, START_HASH } from '../features/landing/landing-page';
import { useLogoClick } from '../layout/logo-click';
import { PageLoading } from '../layout/page-loading';

type StepAfterLanding = Exclude<FlowStep, 'landing'>;

// The landing is what most visitors open, over mobile data: the steps' code comes only once
// they start (and is warmed up as they reach for the button).
const STEP_LOADERS: Record<StepAfterLanding, () => Promise<{ default: ComponentType }>> = {
  upload: () => import('../features/flow/upload-step'),
  method: () => import('../features/flow/method-step'),
  categories: () => import('../features/flow/categories-step'),
  style: () => import('../features/flow/style-step'),
  products: () => import('../features/flow/products-step'),
  scanner: () => import('../features/flow/scanner-step'),
  result: () => import('./result-step/result-page'),
};

/** The steps read the API; the landing does not (lib/query-provider.tsx). */
const QueryProvider = lazy(() => import('../lib/query-provider'));
const SelectionRestore = lazy(() => import('../features/flow/saved-selection'));

const STEP_PAGES = Object.fromEntries(
  Object.entries(STEP_LOADERS).map(([step, load]) => [step, lazy(load)]),
) as Record<StepAfterLanding, LazyExoticComponent<ComponentType>>;

let preloaded = false;
function preloadSteps(): void {
  if (preloaded) return;
  preloaded = true;
  for (const load of Object.values(STEP_LOADERS)) {
    load().catch(() => {
      // Only a warm-up: the step's own lazy load reports a real failure.
      preloaded = false;
    });
  }
}

/** '/': the landing, then the visitor's flow step by step (each step a history entry). */
export default function HomePage() {
  const flow = useFlow();

  useLayoutEffect(() => {
    const stop = followHistory();
    if (hasPaymentReturn(window.location.search)) recordStep('result');
    // The landing's button tapped before this script ran left its link in the address.
    const startIfLinked = () => {
      if (window.location.hash === START_HASH) startFromLink();
    };
    startIfLinked();
    window.addEventListener('hashchange', startIfLinked);
    return () => {
      stop();
      window.removeEventListener('hashchange', startIfLinked);
    };
  }, []);

  useEffect(() => {
    if (flow.step !== 'landing') preloadSteps();
  }, [flow.step]);

  useLogoClick(resetFlow);

  if (flow.step === 'landing') {
    return (
      <LandingPage
        onStart={() => {
          resetFlow();
          goToStep('upload');
        }}
        onResume={flow.image ? () => goToStep(resumeStep(flow)) : undefined}
        onIntent={preloadSteps}
      />
    );
  }

  const Step = STEP_PAGES[flow.step];
  return (
    <Suspense fallback={<PageLoading />}>
      <QueryProvider>
        {/* Here rather than in the result page: the products must be back whatever that page shows. */}
        {flow.step === 'result' ? <SelectionRestore flow={flow} /> : null}
        <Step />
      </QueryProvider>
    </Suspense>
  );
}
