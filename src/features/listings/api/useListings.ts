import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';

import { useReadRelays } from '@/features/network/public';
import type { CarListing } from '@/nostr/listing';
import { filterListings, matchesSearch } from '@/nostr/listing-filter';
import type { BrowseState } from '../listing-filter-params';
import { sortListings } from '@/nostr/listing-sort';

import { allListings, listingsQueryOptions } from './listings-query';

/** The grid's pages from the read relays: newest first, 100 a page per relay, more with `fetchNextPage`. */
export function useListings() {
  const { relays } = useReadRelays();
  const queryClient = useQueryClient();
  return useInfiniteQuery(listingsQueryOptions(relays, queryClient));
}

export interface BrowseResultSet {
  results: CarListing[];
  /** The price filter's currency: chosen, or the most common among the searched listings. */
  currency: string;
  /** Listings left out for their currency while a price range is set (the count line says so). */
  otherCurrencies: number;
}

/** Search → filters → sort over the loaded listings, in memory; price sorting puts the filter's currency first. */
export function selectBrowseResultSet(listings: readonly CarListing[], { query, filters, sort }: BrowseState): BrowseResultSet {
  const searched = listings.filter((listing) => matchesSearch(listing, query));
  const { results, currency, otherCurrencies } = filterListings(searched, filters);
  return { results: sortListings(results, sort, currency), currency, otherCurrencies };
}

export function selectBrowseResults(listings: readonly CarListing[], state: BrowseState): CarListing[] {
  return selectBrowseResultSet(listings, state).results;
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
  const resultSet = useMemo(() => (loaded === undefined ? undefined : selectBrowseResultSet(loaded, deferredState)), [loaded, deferredState]);
  return { listings, results: resultSet?.results, otherCurrencies: resultSet?.otherCurrencies ?? 0, loaded, loadedCount: loaded?.length ?? 0 };
}
