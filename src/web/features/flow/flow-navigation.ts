import { type FlowState, type FlowStep, getFlow, resetFlow, updateFlow } from './flow-state';

/**
 * Every step is a browser history entry on '/', so the phone's back button goes to the previous
 * step instead of leaving the app. An entry carries the step it shows, the one it came from and
 * the project (the flow's run) it belongs to.
 */
interface StepEntry {
  flowStep: FlowStep;
  flowFrom?: FlowStep;
  flowRun?: string;
}

/** An entry of the current project; entries written before runs existed belong to the first one (''). */
function entryOf(state: unknown): StepEntry | null {
  const entry = state as Partial<StepEntry> | null;
  return typeof entry?.flowStep === 'string' && (entry.flowRun ?? '') === getFlow().run
    ? (entry as StepEntry)
    : null;
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
    { ...window.history.state, flowStep: step, flowFrom: from, flowRun: getFlow().run } satisfies StepEntry,
    '',
  );
  updateFlow({ step });
}

/** The step the visitor came from to the one shown, when this entry says so. */
export function cameFrom(): FlowStep | undefined {
  return entryOf(window.history.state)?.flowFrom;
}

/**
 * 'Nouveau projet': forgets the flow and turns the current entry into a landing of the new project.
 * The flow's step alone is not enough: the entry would still say 'result' for a reload, and the
 * entries behind it would lead back into the old steps.
 */
export function startNewProject(): void {
  resetFlow();
  // A new project starts at the top of the landing, not halfway down where the button was.
  window.scrollTo({ top: 0, behavior: 'instant' });
  window.history.replaceState(
    { ...window.history.state, flowStep: 'landing', flowFrom: undefined, flowRun: getFlow().run },
    '',
  );
}

/**
 * A new project opened by a link (the landing's button tapped before its script ran): the link's
 * entry becomes the upload step, as the tap would have made it, and the link leaves the address.
 * Once the flow has left the landing (the tap was also handled in place), only the address is cleaned.
 */
export function startFromLink(): void {
  const address = window.location.pathname + window.location.search;
  if (getFlow().step !== 'landing') {
    window.history.replaceState(window.history.state, '', address);
    return;
  }
  resetFlow();
  window.history.replaceState(
    {
      ...window.history.state,
      flowStep: 'upload',
      flowFrom: 'landing',
      flowRun: getFlow().run,
    } satisfies StepEntry,
    '',
    address,
  );
  updateFlow({ step: 'upload' });
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
  window.history.replaceState(
    { ...window.history.state, flowStep: step, flowFrom: undefined, flowRun: getFlow().run },
    '',
  );
  updateFlow({ step });
}

/** Writes the current step into the current entry, e.g. after the payment return forced the result step. */
export function recordStep(step: FlowStep): void {
  const current = entryOf(window.history.state);
  updateFlow({ step });
  window.history.replaceState(
    { ...window.history.state, flowStep: step, flowFrom: current?.flowFrom, flowRun: getFlow().run },
    '',
  );
}

/**
 * Syncs the flow with the history while the flow is on screen. An entry without a step (a link to
 * '/', the logo, a first visit) or from an earlier project shows the landing; the visitor's data
 * stays until they start again.
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
