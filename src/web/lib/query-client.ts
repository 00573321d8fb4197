import { QueryClient } from '@tanstack/react-query';
import { defaultQueryFn } from './api';

/** Spec defaults (public-flow.md §7): fetch once, never retry, never refetch behind the visitor's back. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: defaultQueryFn,
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Number.POSITIVE_INFINITY,
    },
    mutations: {
      retry: false,
    },
  },
});
