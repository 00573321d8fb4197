import { type FlowState, type FlowStep, getFlow, updateFlow } from './flow-state';

/**
 * Every step is a browser history entry on '/', so the phone's back button goes to the previous
 * step instead of leaving the app. An entry carries the step it shows and the one it came from.
 */
interface StepEntry {
  flowStep: FlowStep;
  flowFrom?: FlowStep;
}

function entryOf(state: unknown): StepEntry | null {
  const step = (state as Partial<StepEntry> | null)?.flowStep;
  return typeof step === 'string' ? (state as StepEntry) : null;
}

/** The step itself when what it needs is there, otherwise the step where the visitor can provide it. */
export function reachableStep(flow: FlowState, step: FlowStep): FlowStep {
  if (step === 'landing' || step === 'upload') return step;
  if (!flow.image) return 'upload';
  if (step === 'method' || step === 'categories' || step === 'scanner' || step === 'result') return step;
  if (flow.categories.length === 0) return 'categories';
  if (step === 'style' || flow.style) return step;
  return 'style';
}

/** Where 'Reprendre mon projet' leads: as far as the stored flow goes. */
export function resumeStep(flow: FlowState): FlowStep {
  if (!flow.image) return 'upload';
  if (flow.mode === 'manual') return flow.snappedProducts.length > 0 ? 'result' : 'scanner';
  if (flow.selectedProducts.length > 0) return 'result';
  if (flow.style) return 'products';
  return flow.categories.length > 0 ? 'style' : 'method';
}

export function goToStep(step: FlowStep): void {
  const from = getFlow().step;
  if (from === step) return;
  window.history.pushState(
    { ...window.history.state, flowStep: step, flowFrom: from } satisfies StepEntry,
    '',
  );
  updateFlow({ step });
}

/**
 * The in-app back buttons: through the browser's history when the previous entry is that step,
 * so both back buttons keep agreeing; otherwise (after a reload from elsewhere) in place.
 */
export function goBackTo(step: FlowStep): void {
  if (entryOf(window.history.state)?.flowFrom === step) {
    window.history.back();
    return;
  }
  window.history.replaceState({ ...window.history.state, flowStep: step, flowFrom: undefined }, '');
  updateFlow({ step });
}

/** Writes the current step into the current entry, e.g. after the payment return forced the result step. */
export function recordStep(step: FlowStep): void {
  updateFlow({ step });
  window.history.replaceState({ ...window.history.state, flowStep: step }, '');
}

/**
 * Syncs the flow with the history while the flow is on screen. An entry without a step (a link to
 * '/', the logo, a first visit) shows the landing; the visitor's data stays until they start again.
 */
export function followHistory(): () => void {
  const entry = entryOf(window.history.state);
  recordStep(entry ? reachableStep(getFlow(), entry.flowStep) : 'landing');
  const onPopState = (event: PopStateEvent) => {
    const target = entryOf(event.state)?.flowStep ?? 'landing';
    const step = reachableStep(getFlow(), target);
    if (step === target) updateFlow({ step });
    else recordStep(step);
  };
  window.addEventListener('popstate', onPopState);
  return () => window.removeEventListener('popstate', onPopState);
}
