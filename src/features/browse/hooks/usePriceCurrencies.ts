import { useMemo } from 'react';

import { currenciesByCount } from '@/nostr/listing-match';
import { searchMatcher } from '@/nostr/listing-search';

import { allListings, useListings } from '@/features/listings/public';

/**
 * The currencies among the searched listings, most used first: the price filter's choices (its default is the
 * first). Only worked out while `enabled` (the filter panel is open).
 */
export function usePriceCurrencies(query: string, enabled: boolean): string[] {
  const { data } = useListings();
  return useMemo(() => {
    if (!enabled) return [];
    const searched = (allListings(data) ?? []).filter(searchMatcher(query));
    return currenciesByCount(searched);
  }, [data, query, enabled]);
}
