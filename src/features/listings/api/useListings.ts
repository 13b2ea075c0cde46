import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';

import { useReadRelays } from '@/features/network/public';
import type { CarListing } from '@/nostr/listing';
import { applyFilters, matchesSearch } from '@/nostr/listing-filter';
import type { BrowseState } from '../listing-filter-params';
import { sortListings } from '@/nostr/listing-sort';

import { allListings, listingsQueryOptions } from './listings-query';

/** The grid's pages from the read relays: newest first, 100 a page per relay, more with `fetchNextPage`. */
export function useListings() {
  const { relays } = useReadRelays();
  const queryClient = useQueryClient();
  return useInfiniteQuery(listingsQueryOptions(relays, queryClient));
}

/** Search → filters → sort over the loaded listings, in memory. */
export function selectBrowseResults(listings: readonly CarListing[], { query, filters, sort }: BrowseState): CarListing[] {
  const searched = listings.filter((listing) => matchesSearch(listing, query));
  return sortListings(applyFilters(searched, filters), sort);
}

/**
 * The grid's query plus the listings that survive the current search, filters and sort order. The browse
 * state is deferred: a keystroke repaints the search box at once, and the grid follows in a background
 * render that the next keystroke can interrupt (responsive typing with thousands of listings loaded).
 */
export function useBrowseResults(state: BrowseState) {
  const listings = useListings();
  const deferredState = useDeferredValue(state);
  const loaded = useMemo(() => allListings(listings.data), [listings.data]);
  const results = useMemo(() => (loaded === undefined ? undefined : selectBrowseResults(loaded, deferredState)), [loaded, deferredState]);
  return { listings, results, loadedCount: loaded?.length ?? 0 };
}
