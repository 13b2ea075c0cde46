import { useCallback, useMemo, useState } from 'react';

import { correctSearch, type SearchCorrection } from '@/nostr/search-correction';

import { allListings, useListings } from '@/features/listings/public';

export interface SearchCorrectionState {
  /** The corrected search the grid shows instead of `query`, or undefined (nothing to correct, or turned off). */
  correction: SearchCorrection | undefined;
  /** 'Search for … instead': the text as typed, uncorrected, until the text changes. */
  searchAsTyped: () => void;
}

/**
 * docs/product.md §5 Validation rules (Listing search), typo correction, over the grid's loaded listings. The
 * choice to search as typed lives here, not in the URL: it only matters while a word matches no loaded
 * listing, and once one does there is nothing to correct anyway.
 */
export function useSearchCorrection(query: string): SearchCorrectionState {
  const { data } = useListings();
  const listings = useMemo(() => allListings(data), [data]);
  const [asTyped, setAsTyped] = useState<string | undefined>(undefined);
  // A changed text ends 'as typed': typing the same words again later is corrected again.
  if (asTyped !== undefined && query.trim() !== asTyped) setAsTyped(undefined);
  const correction = useMemo(
    // Nothing is corrected before the listings arrive: every word would match nothing then.
    () => (listings === undefined || query.trim() === asTyped ? undefined : correctSearch(query, listings)),
    [listings, query, asTyped],
  );
  const searchAsTyped = useCallback(() => setAsTyped(query.trim()), [query]);
  return { correction, searchAsTyped };
}
