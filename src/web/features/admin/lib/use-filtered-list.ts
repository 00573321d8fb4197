import { useState } from 'react';
import { withQuery } from './admin-request';
import type { Paged } from './admin-types';
import { useAdminData } from './use-admin-list';
import { useDebounced } from './use-debounced';

/**
 * A paged back-office list and its filters: a change of filter goes back to page 1, and the
 * request waits for typing to pause. Empty values and 'all' are left out of the query.
 */
export function useFilteredList<K extends string, T, F extends Record<string, string>>(
  path: string,
  pageSize: number,
  initial: F,
) {
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState(initial);
  const settled = useDebounced(filters);
  const list = useAdminData<Paged<K, T>>(withQuery(path, { page, limit: pageSize, ...settled }));
  const setFilter = (key: keyof F) => (value: string) => {
    setFilters((f) => ({ ...f, [key]: value }));
    setPage(1);
  };
  const resetFilters = () => {
    setFilters(initial);
    setPage(1);
  };
  return { list, page, setPage, filters, settled, setFilter, resetFilters };
}
