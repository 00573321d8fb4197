import { useSyncExternalStore } from 'react';
import type { CatalogProduct } from '../../../contracts/catalog';
import type { SnappedProduct } from '../../../contracts/snapped-product';
import type { UploadedImage } from '../../../contracts/uploaded-image';
import type { SceneDescription } from '../../../domain/scene';
import type { RealFootprint } from '../../../domain/scene-edit';

export type { CatalogProduct, SnappedProduct, UploadedImage };

/**
 * Steps of the visitor's flow, all on '/'. The specification numbers them 1.5 (upload), 1 (method),
 * 2 (categories), 3 (style), 4 (products), 5 (scanner) and 6 (result).
 */
export const FLOW_STEPS = [
  'landing',
  'upload',
  'method',
  'categories',
  'style',
  'products',
  'scanner',
  'result',
] as const;
export type FlowStep = (typeof FLOW_STEPS)[number];

/** 'ai': categories, style and products; 'manual': the visitor's own furniture (the spec's manual flag). */
export type FlowMode = 'ai' | 'manual';

/**
 * Everything the flow knows, kept in sessionStorage so a reload (or the way back from a payment
 * page) finds it again; the photo itself is on the server.
 *
 * - step: the screen shown.
 * - run: which project this is; a new one starts with 'Nouveau projet', the logo or 'Créer mon
 *   moodboard', and the history entries of an earlier one lead to the landing (flow-navigation.ts).
 * - mode: 'ai' until the visitor picks 'Scanner mes meubles'.
 * - image: the uploaded room photo {id, filename, url, thumbnailUrl, width, height}.
 * - budgetFcfa: the budget typed at upload or edited on step 4; null (or 0) is no limit.
 * - categories: up to 10 chosen category names, in the order chosen.
 * - style: the chosen style id (e.g. 'Mid-century Modern'); styleOverrides: a style per category
 *   picked on the 'Alternative styles required' screen.
 * - combination: which combination of step 4 the visitor keeps ('best': closest to the budget;
 *   'cheapest': the specification's rule).
 * - selectedProducts: the chosen catalogue products, full objects (id, name, category, price,
 *   priceFcfa, interiorStyle, style, imageUrl, store, productUrl, country, has3dModel).
 * - snappedProducts: the visitor's own items {id, category, imageUrl, imageId}, as the server lists them.
 * - scene: the layout of step 4's preview (domain/scene.ts), as the visitor arranged it, for the
 *   photo and the pieces it was made for (`forPieces`; the description names its photo in
 *   `imageId`, kept through every edit); sent with the paid generation while they are still the
 *   photo and the chosen pieces.
 * - paymentId / paymentSessionId: set by the payment return (see features/flow/payment-return.ts);
 *   a paymentId unlocks one generation.
 */
export interface FlowState {
  step: FlowStep;
  run: string;
  mode: FlowMode;
  image: UploadedImage | null;
  budgetFcfa: number | null;
  categories: string[];
  style: string | null;
  styleOverrides: Record<string, string>;
  combination: 'best' | 'cheapest';
  selectedProducts: CatalogProduct[];
  snappedProducts: SnappedProduct[];
  scene: ArrangedScene | null;
  paymentId: string | null;
  paymentSessionId: string | null;
}

export const INITIAL_FLOW: FlowState = {
  step: 'landing',
  run: '',
  mode: 'ai',
  image: null,
  budgetFcfa: null,
  categories: [],
  style: null,
  styleOverrides: {},
  combination: 'best',
  selectedProducts: [],
  snappedProducts: [],
  scene: null,
  paymentId: null,
  paymentSessionId: null,
};

/** Step 4's layout, with what the server said of the photo. */
export interface ArrangedScene {
  forPieces: string;
  description: SceneDescription;
  /** `real`: a product's real footprint (absent from layouts kept from before it was sent). */
  pieces: Array<{ key: string; name: string; category: string; real?: RealFootprint | null }>;
  unreadable: { code: string; message: string } | null;
}

/**
 * What a layout is for: the photo and the chosen products, in any order. A layout made on another
 * photo is never reused, even for the same products: its camera and its free floor are that photo's.
 */
export function layoutKey(flow: Pick<FlowState, 'image' | 'selectedProducts'>): string {
  const products = flow.selectedProducts
    .map((p) => p.id)
    .sort((a, b) => a - b)
    .join(',');
  return `${flow.image?.id ?? ''}:${products}`;
}

/**
 * Step 4's stored layout, when it is still the one of the photo and the chosen pieces. It must
 * also name that photo (`imageId`, set by POST /api/scene): one kept since before layouts named
 * their photo is made again, for the server would not draw it.
 */
export function storedLayout(
  flow: Pick<FlowState, 'image' | 'selectedProducts' | 'scene'>,
): ArrangedScene | null {
  const { scene, image } = flow;
  return scene && image && scene.forPieces === layoutKey(flow) && scene.description.imageId === image.id
    ? scene
    : null;
}

/** The layout to send with the paid generation: step 4's, while still the photo's and the pieces'. */
export function arrangedScene(
  flow: Pick<FlowState, 'image' | 'selectedProducts' | 'scene'>,
): SceneDescription | null {
  return storedLayout(flow)?.description ?? null;
}

export const FLOW_STORAGE_KEY = 'kerdeco-flow';

/** Reads the stored flow; anything unreadable or from another shape starts afresh rather than breaking the page. */
function restore(): FlowState {
  try {
    const raw = sessionStorage.getItem(FLOW_STORAGE_KEY);
    if (!raw) return INITIAL_FLOW;
    const stored = JSON.parse(raw) as Partial<FlowState>;
    const merged = { ...INITIAL_FLOW, ...stored };
    const sane =
      FLOW_STEPS.includes(merged.step) &&
      typeof merged.run === 'string' &&
      (merged.mode === 'ai' || merged.mode === 'manual') &&
      Array.isArray(merged.categories) &&
      Array.isArray(merged.selectedProducts) &&
      Array.isArray(merged.snappedProducts) &&
      (merged.image === null || typeof merged.image?.id === 'number');
    return sane ? merged : INITIAL_FLOW;
  } catch {
    return INITIAL_FLOW;
  }
}

let state: FlowState | undefined;
const listeners = new Set<() => void>();

export function getFlow(): FlowState {
  state ??= restore();
  return state;
}

/** Merges `patch` into the flow and stores it. */
export function updateFlow(patch: Partial<FlowState> | ((current: FlowState) => Partial<FlowState>)): void {
  const current = getFlow();
  state = { ...current, ...(typeof patch === 'function' ? patch(current) : patch) };
  try {
    sessionStorage.setItem(FLOW_STORAGE_KEY, JSON.stringify(state));
  } catch (err) {
    // Private browsing or a full storage: the flow still works, it only will not survive a reload.
    console.warn('Flow state not saved', err);
  }
  for (const listener of listeners) listener();
}

/** 'Nouveau projet' and the logo: forget everything, as a new project. */
export function resetFlow(): void {
  updateFlow({ ...INITIAL_FLOW, run: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}` });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useFlow(): FlowState {
  return useSyncExternalStore(subscribe, getFlow, () => INITIAL_FLOW);
}
