import { QueryClient } from '@tanstack/react-query';

import { QUERY_DEFAULTS } from '@/config/constants';
import { shouldRetryRead } from '@/features/relay/public';

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
        // Every query reads a relay: one policy for all of them (see relay-retry.ts).
        retry: shouldRetryRead,
        retryDelay,
      },
    },
  });
}
