import { useCallback, useMemo, useState } from 'react';

import { correctSearch, type SearchCorrection } from '@/nostr/search-correction';

import { allListings, useListings } from '@/features/listings/public';

export interface SearchCorrectionState {
  /** The corrected search the grid shows instead of `query`, or undefined (nothing to correct, or turned off). */
  correction: SearchCorrection | undefined;
  /** 'Search for … instead': the text as typed, uncorrected, until the user edits the text. */
  searchAsTyped: () => void;
  /** The user edited the search text: 'as typed' ends, so typing the same words again is corrected again. */
  textEdited: () => void;
}

/**
 * docs/product.md §5 Validation rules (Listing search), typo correction, over the grid's loaded listings. The
 * choice to search as typed lives here, not in the URL: it only matters while a word matches no loaded
 * listing, and once one does there is nothing to correct anyway. It ends when the user edits the text, not
 * whenever a render's query differs: while the typed text travels to the URL the router can render the
 * previous search for a moment, and that must not bring the correction back.
 */
export function useSearchCorrection(query: string): SearchCorrectionState {
  const { data } = useListings();
  const listings = useMemo(() => allListings(data), [data]);
  const [asTyped, setAsTyped] = useState<string | undefined>(undefined);
  const correction = useMemo(
    // Nothing is corrected before the listings arrive: every word would match nothing then.
    () => (listings === undefined || query.trim() === asTyped ? undefined : correctSearch(query, listings)),
    [listings, query, asTyped],
  );
  const searchAsTyped = useCallback(() => setAsTyped(query.trim()), [query]);
  const textEdited = useCallback(() => setAsTyped(undefined), []);
  return { correction, searchAsTyped, textEdited };
}
