import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { SavedSelection } from '../../../contracts/selection';
import { ApiError, apiRequest } from '../../lib/api';
import { type CatalogProduct, type FlowState, updateFlow } from './flow-state';
import { catalogProductFromSnapshot } from './product-snapshot';

/**
 * The products last chosen for this photo, as the server recorded them on 'Generate with this
 * selection' (GET /api/selections/{imageId}); null when it recorded none. Products without an id
 * cannot be matched with the catalogue again and are left out.
 */
export async function fetchSavedSelection(imageId: number): Promise<CatalogProduct[] | null> {
  let selection: SavedSelection;
  try {
    selection = (
      (await (await apiRequest('GET', `/api/selections/${imageId}`)).json()) as {
        selection: SavedSelection;
      }
    ).selection;
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
  return selection.products.flatMap((p) => {
    const product = catalogProductFromSnapshot(p);
    return product ? [product] : [];
  });
}

/** The saved selection of `imageId`, read afresh each time a screen asks; nothing is asked for null. */
export function useSavedSelection(imageId: number | null) {
  return useQuery({
    queryKey: ['/api/selections', imageId],
    queryFn: () => fetchSavedSelection(imageId as number),
    enabled: imageId !== null,
    // The selection changes with every generation: a copy from an earlier screen may be outdated.
    staleTime: 0,
  });
}

/**
 * The result page of the AI flow with the photo but without its products (the tab's storage was
 * full or cleared): they come back from the server instead of an empty project with a 0 FCFA total.
 */
export function useResultSelectionRestore(flow: FlowState): void {
  const lost =
    flow.step === 'result' && flow.mode === 'ai' && flow.image !== null && flow.selectedProducts.length === 0;
  const saved = useSavedSelection(lost && flow.image ? flow.image.id : null);
  useEffect(() => {
    if (lost && saved.data && saved.data.length > 0) updateFlow({ selectedProducts: saved.data });
  }, [lost, saved.data]);
}

/** The restore above as a component, for the page that loads it only on the result step. */
export default function SelectionRestore({ flow }: { flow: FlowState }): null {
  useResultSelectionRestore(flow);
  return null;
}
