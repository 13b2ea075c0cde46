import { QueryClient } from '@tanstack/react-query';

import { QUERY_DEFAULTS } from '@/config/constants';

/** Exponential backoff from 1 s, capped at 30 s (docs/product.md §7, §9). */
export function retryDelay(attempt: number): number {
  return Math.min(QUERY_DEFAULTS.retryBaseDelay * 2 ** attempt, QUERY_DEFAULTS.retryMaxDelay);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_DEFAULTS.staleTime,
        gcTime: QUERY_DEFAULTS.gcTime,
        refetchOnWindowFocus: false,
        retry: QUERY_DEFAULTS.retry,
        retryDelay,
      },
    },
  });
}
