import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminJson } from './admin-request';

/**
 * A back-office list or figure, fetched on each visit (the spec: the admin product list is not
 * cached) and kept on screen while the next page or filter loads.
 */
export function useAdminData<T>(url: string) {
  return useQuery<T>({
    queryKey: ['admin', url],
    queryFn: () => adminJson<T>('GET', url),
    staleTime: 0,
    refetchOnMount: 'always',
    placeholderData: keepPreviousData,
  });
}

/** Every back-office query starts with 'admin': one call refreshes a whole screen after a change. */
export const ADMIN_KEY = ['admin'] as const;
