import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { CATEGORIES_CACHE_MS } from '../../../domain/constants';
import { FALLBACK_STYLES } from '../../../domain/styles';

export interface StyleCount {
  style: string;
  count: number;
}

/** GET /api/categories, cached 5 minutes (public-flow.md §9). */
export function useCategories() {
  return useQuery<string[]>({ queryKey: ['/api/categories'], staleTime: CATEGORIES_CACHE_MS });
}

/** GET /api/styles, most stocked first; on failure the spec's five fallback styles, the failure only logged. */
export function useStyles(): { styles: StyleCount[]; isLoading: boolean } {
  const query = useQuery<{ styles: StyleCount[] }>({ queryKey: ['/api/styles'] });
  useEffect(() => {
    if (query.error) console.error('Styles could not be loaded; the fallback styles are shown', query.error);
  }, [query.error]);
  if (query.error) return { styles: FALLBACK_STYLES, isLoading: false };
  return { styles: query.data?.styles ?? [], isLoading: query.isLoading };
}
