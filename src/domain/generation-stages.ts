import { fr } from './messages.fr.js';

/**
 * Where a generation job stands, as the server records it (public-flow.md §4, "generating"):
 * the visitor's progress shows these, so each one is something the server really does.
 */
export const GENERATION_STAGES = [
  'queued',
  'preparing',
  'placing',
  'sending',
  'waiting',
  'finishing',
] as const;
export type GenerationStage = (typeof GENERATION_STAGES)[number];

/** The stages a renderer itself reports; the job's own (queued, preparing) are the service's. */
export type RenderStage = Extract<GenerationStage, 'placing' | 'sending' | 'waiting' | 'finishing'>;

export const GENERATION_STAGE_LABELS: Record<GenerationStage, string> = fr.generation.stages;

/**
 * The stages a job goes through, in order: the offline renderer places the pieces itself, an AI
 * renderer sends them to an image service and waits for its picture.
 */
export function generationSteps(renderer: string): GenerationStage[] {
  return renderer === 'compose'
    ? ['queued', 'preparing', 'placing', 'finishing']
    : ['queued', 'preparing', 'sending', 'waiting', 'finishing'];
}

/**
 * How many of `steps` are behind the job: a finished job has them all behind it, a running one
 * those before its stage (an unknown or missing stage counts as the first).
 */
export function completedSteps(
  steps: readonly GenerationStage[],
  stage: GenerationStage | null,
  finished: boolean,
): number {
  if (finished) return steps.length;
  return Math.max(0, stage ? steps.indexOf(stage) : 0);
}
