import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from './query-client';

/**
 * The server-data cache for the pages that read the API. Loaded with those pages, not with the
 * landing, which reads nothing: TanStack Query stays out of a first visit's download.
 */
export default function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
