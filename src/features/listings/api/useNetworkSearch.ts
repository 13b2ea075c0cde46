import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

import { useReadRelays } from '@/features/network/public';
import type { CarListing } from '@/nostr/listing';
import { activeFilters, type FilterState } from '@/nostr/listing-match';
import type { NetworkSearchTerms } from '@/nostr/network-search-query';
import type { RelaySearchCursor, SearchPhase } from '@/nostr/search-paging';

import { NetworkSearch, type NetworkSearchSnapshot } from './network-search';

/**
 * A pause in typing before the relays are asked: each keystroke would otherwise open (and at once cancel) a
 * search REQ per relay.
 */
const TYPING_PAUSE_MS = 300;

const PENDING: NetworkSearchProgress = { phase: 'searching', cursors: [], more: () => undefined };

/** What the count line says about a network search. */
export interface NetworkSearchProgress {
  phase: SearchPhase;
  cursors: readonly RelaySearchCursor[];
  /** 'Search older listings': another bound's worth of listings. */
  more: () => void;
}

export interface NetworkSearchState {
  /** Listings the search's pages brought (to merge with the grid's), undefined while none is running. */
  listings: CarListing[] | undefined;
  progress: NetworkSearchProgress | undefined;
  /** How many listings match now: a screenful pauses the paging (docs/product.md §2 Home: browse tab). */
  setMatches: (matches: number) => void;
}

/**
 * docs/product.md §2 Home: browse tab, "Ask the relays, not only the cache": while `enabled` (a search or filter is
 * active and the grid's pages do not hold every listing), pages through the read relays with the narrowest
 * request each can express. A change of the text, make or body type (or of the relays) cancels the running
 * search and starts a new one; other filters only change when it has enough matches.
 */
export function useNetworkSearch(terms: NetworkSearchTerms, enabled: boolean): NetworkSearchState {
  const { relays, key } = useReadRelays();
  const [snapshot, setSnapshot] = useState<{ searchKey: string; search: NetworkSearch; shown: NetworkSearchSnapshot } | undefined>(undefined);
  const searchRef = useRef<NetworkSearch | undefined>(undefined);
  const matchesRef = useRef(0);
  const { query, make, bodyType } = terms;
  const text = query.trim();
  // What a search answers for: a snapshot of another (an older text, other relays) is never shown.
  const searchKey = enabled ? JSON.stringify([key, text, make, bodyType]) : undefined;

  useEffect(() => {
    if (searchKey === undefined) return undefined;
    const controller = new AbortController();
    const search = new NetworkSearch({
      relays,
      terms: { query: text, make, bodyType },
      signal: controller.signal,
      onChange: (shown) => setSnapshot({ searchKey, search, shown }),
    });
    searchRef.current = search;
    const timer = setTimeout(() => {
      search.setMatches(matchesRef.current);
      search.start();
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
      if (searchRef.current === search) searchRef.current = undefined;
    };
    // oxlint-disable-next-line react/exhaustive-deps -- `searchKey` names the relays (by their key) and the terms
  }, [searchKey]);

  const setMatches = useCallback((matches: number) => {
    matchesRef.current = matches;
    searchRef.current?.setMatches(matches);
  }, []);

  const current = snapshot !== undefined && snapshot.searchKey === searchKey ? snapshot : undefined;
  const progress = useMemo<NetworkSearchProgress | undefined>(() => {
    // Waiting for the typing pause or the first page: already searching, so the grid does not flash
    // 'No cars found' before the relays were asked.
    if (current === undefined) return searchKey === undefined ? undefined : PENDING;
    const { search, shown } = current;
    return { phase: shown.phase, cursors: shown.cursors, more: () => search.more() };
  }, [current, searchKey]);
  return { listings: current?.shown.listings, progress, setMatches };
}

/**
 * Whether a browse search asks the relays: a text or any filter but 'Near' (its `#g` request is the nearby
 * search's, useNearbyListings.ts).
 */
export function networkSearchWanted(query: string, filters: FilterState): boolean {
  return query.trim() !== '' || activeFilters(filters).some((filter) => filter.key !== 'near');
}
